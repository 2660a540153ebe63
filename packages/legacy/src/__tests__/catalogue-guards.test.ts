import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../index.js';
import { INDUSTRIES, LINES, REGULATORS, useCatalogueSessions } from './catalogue-helpers.js';
import type { Params, Session } from './helpers.js';

const { catalogue, sessions, section } = useCatalogueSessions();

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** GET parameters (UserId is added) or a POST body maker. */
  params?: Params;
  body?: (session: Session) => unknown;
}

const CONSUMER = LINES['Consumer Lending'];
let endpoints: Endpoint[] = [];

beforeAll(async () => {
  const regB = await section('§ 1002.9');
  const combined = await section('§ 1002.5');
  const regZ = await section('§ 1026.19');
  const { rows } = await catalogue.running.db.query<{ id: number }>(
    'SELECT id FROM requirements WHERE section_id = $1 AND business_line_id = $2 ORDER BY id LIMIT 1',
    [regB.sectionId, CONSUMER],
  );
  const { rows: subs } = await catalogue.running.db.query<{ id: number }>(
    'SELECT id FROM sub_sections WHERE section_id = $1 ORDER BY id LIMIT 1',
    [regB.sectionId],
  );
  const filter = (session: Session) => ({
    industryId: INDUSTRIES.Banking,
    businessLineId: CONSUMER,
    regulatorId: [],
    categoryId: [],
    UserId: session.userId,
  });
  endpoints = [
    { method: 'GET', path: '/api/Lookup/GetIndustries' },
    { method: 'GET', path: '/api/Lookup/GetBusinessLines', params: { industryId: 1 } },
    { method: 'GET', path: '/api/Lookup/GetAllBusinessLines' },
    { method: 'GET', path: '/api/Lookup/GetRegulators', params: { isOmnia: false } },
    { method: 'GET', path: '/api/Lookup/GetUserIndustries' },
    { method: 'GET', path: '/api/Lookup/GetUserBusinessLines', params: { industryId: 1 } },
    {
      method: 'POST',
      path: '/api/LegalList/Category',
      body: (s) => ({ business_id: [CONSUMER], industry_id: [1], UserId: s.userId }),
    },
    { method: 'GET', path: '/law-common/get-products', params: { businessLineId: CONSUMER } },
    { method: 'GET', path: '/law-common/get-institution-types' },
    { method: 'GET', path: '/api/ClientSetup/GetLawInventories' },
    { method: 'GET', path: '/law-common/get-types-of-change' },
    { method: 'GET', path: '/law-common/get-status-filter' },
    { method: 'GET', path: '/reassign-law/get-lawyers-list' },
    { method: 'POST', path: '/law-hierarchy/get-level', body: filter },
    {
      method: 'POST',
      path: '/law-hierarchy/get-next-level',
      body: (s) => ({
        ...filter(s),
        regulatorId: [REGULATORS.CFPB],
        levelTextList: ['Title 12 - Banks and Banking'],
        header: 'Level 1',
      }),
    },
    { method: 'GET', path: '/legal-laws/get-law-detail', params: { ...regB, businessLineId: CONSUMER } },
    { method: 'GET', path: '/legal-laws/get-inventory-law-detail', params: { ...regB, lawInventoryId: 1 } },
    {
      method: 'POST',
      path: '/legal-laws/get-azimuth-mapped-law-process',
      body: (s) => [
        {
          LawId: regB.lawId,
          SectionId: regB.sectionId,
          lawDetailId: regB.lawDetailId,
          business_line_id: CONSUMER,
          UserId: s.userId,
        },
      ],
    },
    {
      method: 'GET',
      path: '/legal-laws/get-company-mapped-process',
      params: { sectionId: regB.sectionId, businessLineId: CONSUMER },
    },
    {
      method: 'GET',
      path: '/legal-laws/get-requirement-details',
      params: { id: rows[0].id, type: 'business' },
    },
    {
      method: 'GET',
      path: '/law-text/get-law-text-section',
      params: { sectionId: combined.sectionId, businessLineId: CONSUMER, lawInventoryId: 1 },
    },
    {
      method: 'GET',
      path: '/law-text/get-combined-law-text',
      params: { sectionId: combined.sectionId, businessId: CONSUMER, lawInventoryId: 1 },
    },
    {
      method: 'GET',
      path: '/law-text/get-sub-section-text',
      params: { SubSectionId: subs[0].id, flag: true },
    },
    {
      method: 'GET',
      path: '/law-text/get-sub-sections',
      params: { sectionId: regB.sectionId, lawInventoryId: 1 },
    },
    {
      method: 'GET',
      path: '/law-text/get-changed-law-text',
      params: { sectionId: regZ.sectionId, statusID: 6, moduleName: 'legal-module', id: 0 },
    },
    { method: 'GET', path: '/law-text/get-link-to-source', params: { ...regB, lawInventoryId: 1 } },
    { method: 'GET', path: '/reports/getReportList' },
    { method: 'GET', path: '/reports/get-law-inventory-report', params: { businessLineId: CONSUMER } },
    {
      method: 'GET',
      path: '/reports/get-business-requirements-report',
      params: { businessLineId: CONSUMER },
    },
    { method: 'GET', path: '/reports/get-changed-laws-report', params: { businessLineId: CONSUMER } },
    { method: 'GET', path: '/reports/get-regulator-summary-report' },
  ];
});

function call(endpoint: Endpoint, token: string | undefined, session: Session, userId = session.userId) {
  if (endpoint.method === 'GET') {
    return catalogue.client.get(endpoint.path, { token, params: { ...endpoint.params, UserId: userId } });
  }
  const body = endpoint.body!({ ...session, userId });
  return catalogue.client.post(endpoint.path, { token, body });
}

describe('every law catalogue call', () => {
  it('is listed here (31 calls)', () => {
    expect(endpoints).toHaveLength(31);
  });

  it('answers 200 with the success envelope for its user', async () => {
    for (const endpoint of endpoints) {
      const answer = await call(endpoint, sessions.lena.accessToken, sessions.lena);
      expect([endpoint.path, answer.status, answer.body?.Message]).toEqual([endpoint.path, 200, 'Success']);
      expect(answer.body?.Result, endpoint.path).not.toBeNull();
    }
  });

  it('answers 401 without a token, before anything else', async () => {
    for (const endpoint of endpoints) {
      const answer = await call(endpoint, undefined, sessions.lena);
      expect([endpoint.path, answer.status, answer.body]).toEqual([
        endpoint.path,
        401,
        { Message: LEGACY_MESSAGES.unauthorized },
      ]);
    }
  });

  it("answers 403 when the UserId is another user's", async () => {
    for (const endpoint of endpoints) {
      const answer = await call(endpoint, sessions.lena.accessToken, sessions.lena, sessions.ben.userId);
      expect([endpoint.path, answer.status, answer.body]).toEqual([
        endpoint.path,
        403,
        { Message: LEGACY_MESSAGES.userIdMismatch, Result: null },
      ]);
    }
  });

  it('takes GET parameters only inside the secret', async () => {
    for (const endpoint of endpoints.filter((e) => e.method === 'GET')) {
      const missing = await catalogue.client.get(endpoint.path, { token: sessions.lena.accessToken });
      expect([endpoint.path, missing.status, missing.body]).toEqual([
        endpoint.path,
        400,
        { Message: LEGACY_MESSAGES.invalidSecret, Result: null },
      ]);
      const plain = await catalogue.client.get(endpoint.path, {
        token: sessions.lena.accessToken,
        rawQuery: `UserId=${sessions.lena.userId}`,
      });
      expect([endpoint.path, plain.status]).toEqual([endpoint.path, 400]);
    }
  });

  it('matches paths regardless of case and a trailing slash, as ASP.NET does', async () => {
    const answer = await catalogue.client.get('/API/lookup/getindustries/', {
      token: sessions.lena.accessToken,
      params: { userid: sessions.lena.userId },
    });
    expect(answer.status).toBe(200);
  });
});
