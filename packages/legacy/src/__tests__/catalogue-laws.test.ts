import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../index.js';
import { CATALOGUE_MESSAGES } from '../modules/catalogue/messages.js';
import type {
  AzimuthProcessDto,
  CompanyProcessesDto,
  InventoryLawDetailDto,
  LawDetailDto,
  RequirementDetailDto,
} from '../modules/laws/laws.repository.js';
import { LINES, expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';

const { catalogue, sessions, get, post, section } = useCatalogueSessions();
const DETAIL = '/legal-laws/get-law-detail';
const CONSUMER = LINES['Consumer Lending'];

let notifications: { lawId: number; sectionId: number; lawDetailId: number };
beforeAll(async () => {
  notifications = await section('§ 1002.9');
});

describe('get-law-detail', () => {
  it('answers the law information with the business line’s processes and categories', async () => {
    const { status, body } = await get<LawDetailDto>(sessions.lena, DETAIL, {
      ...notifications,
      businessLineId: CONSUMER,
    });
    expect(status).toBe(200);
    expect(body.Result).toEqual({
      lawId: notifications.lawId,
      sectionId: notifications.sectionId,
      lawDetailId: notifications.lawDetailId,
      lawInventoryId: 1,
      businessLineId: CONSUMER,
      Title: 'Title 12 - Banks and Banking',
      Chapter: 'Chapter X - Bureau of Consumer Financial Protection',
      SubChapter: 'Part 1002 - Equal Credit Opportunity Act (Regulation B)',
      Level4: null,
      Level5: null,
      Level6: null,
      Level7: null,
      Level8: null,
      Level9: null,
      Level10: null,
      Section: '§ 1002.9 Notifications',
      Regulator: 'Consumer Financial Protection Bureau',
      Type: 'Regulation',
      legalContactName: 'Lena Lawyer',
      LawText: expect.stringContaining('<strong>(a) Notification of action taken'),
      sectionStatus: 'Active',
      effectiveDate: '2011-12-30',
      businessProcess: 'Credit Decision Review, Decline Letter Production, Loan Application Processing',
      Category: 'Adverse Action, Fair Lending, Record Retention',
    });
    expect(body.Result.LawText).toContain('<p class="level-3"><strong>(i)</strong> within 30 days');
  });

  it('leaves processes and categories empty without a business line', async () => {
    const { body } = await get<LawDetailDto>(sessions.uma, DETAIL, notifications);
    expect(body.Result).toMatchObject({ businessLineId: null, businessProcess: '', Category: '' });
  });

  it('fills every level of a ten-level path', async () => {
    const comment = await section('Comment 43(c)(2)(i)-1');
    const { body } = await get<LawDetailDto>(sessions.lena, DETAIL, comment);
    expect(body.Result.Level4).toBe('Subpart E - Special Rules for Certain Home Mortgage Transactions');
    expect(body.Result.Level10).toBe('Income or Assets');
    expect(body.Result.Section).toBe('Comment 43(c)(2)(i)-1 Income or assets relied on');
  });

  it('answers 404 when the ids do not name one section', async () => {
    const other = await section('§ 1026.19');
    for (const params of [
      { ...notifications, lawDetailId: other.lawDetailId },
      { ...notifications, lawId: other.lawId },
      { ...notifications, sectionId: 999_999 },
    ]) {
      expectRefusal(await get(sessions.lena, DETAIL, params), 404, CATALOGUE_MESSAGES.lawNotFound);
    }
  });

  it('refuses bad ids and a business line that is not the user’s', async () => {
    expectRefusal(
      await get(sessions.lena, DETAIL, { lawId: notifications.lawId, sectionId: notifications.sectionId }),
      400,
      CATALOGUE_MESSAGES.idInvalid('lawDetailId'),
    );
    expectRefusal(
      await get(sessions.lena, DETAIL, { ...notifications, sectionId: '6a' }),
      400,
      CATALOGUE_MESSAGES.idInvalid('sectionId'),
    );
    expectRefusal(
      await get(sessions.lena, DETAIL, { ...notifications, businessLineId: LINES['Commercial Lending'] }),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
  });
});

describe('get-inventory-law-detail', () => {
  it('adds the inventory, citation and source', async () => {
    const { body } = await get<InventoryLawDetailDto>(sessions.lena, '/legal-laws/get-inventory-law-detail', {
      ...notifications,
      lawInventoryId: 1,
    });
    expect(body.Result).toMatchObject({
      Section: '§ 1002.9 Notifications',
      lawInventoryId: 1,
      lawInventory: 'Federal Consumer Protection',
      citation: '12 CFR Part 1002',
      sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1002',
    });
  });

  it('answers 404 for another inventory', async () => {
    const answer = await get(sessions.lena, '/legal-laws/get-inventory-law-detail', {
      ...notifications,
      lawInventoryId: 3,
    });
    expectRefusal(answer, 404, CATALOGUE_MESSAGES.lawNotFound);
  });
});

describe('mapped processes', () => {
  const AZIMUTH = '/legal-laws/get-azimuth-mapped-law-process';
  const row = (ids: typeof notifications, businessLineId: number, userId: number) => ({
    LawId: ids.lawId,
    SectionId: ids.sectionId,
    lawDetailId: ids.lawDetailId,
    business_line_id: businessLineId,
    UserId: userId,
  });

  it('lists the standard processes of each row, in the rows’ order', async () => {
    const escrow = await section('§ 1024.17');
    const { status, body } = await post<AzimuthProcessDto[]>(sessions.lena, AZIMUTH, [
      row(escrow, LINES['Mortgage Servicing'], sessions.lena.userId),
      row(notifications, CONSUMER, sessions.lena.userId),
    ]);
    expect(status).toBe(200);
    expect(body.Result.map((p) => [p.SectionId, p.processName])).toEqual([
      [escrow.sectionId, 'Account Servicing'],
      [escrow.sectionId, 'Error Resolution and Disputes'],
      [escrow.sectionId, 'Escrow Administration'],
      [escrow.sectionId, 'Loss Mitigation'],
      [notifications.sectionId, 'Adverse Action Notification'],
      [notifications.sectionId, 'Application Intake'],
      [notifications.sectionId, 'Record Retention'],
      [notifications.sectionId, 'Underwriting and Credit Decisioning'],
    ]);
    expect(body.Result[0]).toEqual({
      LawId: escrow.lawId,
      SectionId: escrow.sectionId,
      lawDetailId: escrow.lawDetailId,
      business_line_id: LINES['Mortgage Servicing'],
      id: expect.any(Number),
      processName: 'Account Servicing',
    });
  });

  it('answers nothing for a row whose ids do not match', async () => {
    const { body } = await post<AzimuthProcessDto[]>(sessions.lena, AZIMUTH, [
      { ...row(notifications, CONSUMER, sessions.lena.userId), lawDetailId: 999 },
    ]);
    expect(body.Result).toEqual([]);
  });

  it('refuses rows with a business line that is not the user’s, or without one', async () => {
    expectRefusal(
      await post(sessions.lena, AZIMUTH, [
        row(notifications, CONSUMER, sessions.lena.userId),
        row(notifications, LINES['Commercial Lending'], sessions.lena.userId),
      ]),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
    const { business_line_id: _dropped, ...withoutLine } = row(notifications, CONSUMER, sessions.lena.userId);
    expectRefusal(
      await post(sessions.lena, AZIMUTH, [withoutLine]),
      400,
      CATALOGUE_MESSAGES.idInvalid('business_line_id'),
    );
    expectRefusal(
      await post(sessions.lena, AZIMUTH, row(notifications, CONSUMER, sessions.lena.userId)),
      400,
      LEGACY_MESSAGES.invalidRequest,
    );
  });

  it('lists the company processes of a section for a business line', async () => {
    const { body } = await get<CompanyProcessesDto>(sessions.lena, '/legal-laws/get-company-mapped-process', {
      sectionId: notifications.sectionId,
      businessLineId: CONSUMER,
    });
    expect(body.Result).toEqual({
      sectionId: notifications.sectionId,
      businessLineId: CONSUMER,
      businessProcesses: [
        {
          id: expect.any(Number),
          processName: 'Credit Decision Review',
          businessProcessName: 'Consumer Lending Operations',
        },
        {
          id: expect.any(Number),
          processName: 'Decline Letter Production',
          businessProcessName: 'Consumer Lending Operations',
        },
        {
          id: expect.any(Number),
          processName: 'Loan Application Processing',
          businessProcessName: 'Consumer Lending Operations',
        },
      ],
    });
    // Regulation B's last business line has no company mapping: the screen's 'No Result'.
    const none = await get<CompanyProcessesDto>(sessions.admin, '/legal-laws/get-company-mapped-process', {
      sectionId: notifications.sectionId,
      businessLineId: LINES['Commercial Lending'],
    });
    expect(none.body.Result.businessProcesses).toEqual([]);
  });

  it('refuses an unknown section, a missing business line and one that is not the user’s', async () => {
    const path = '/legal-laws/get-company-mapped-process';
    expectRefusal(
      await get(sessions.lena, path, { sectionId: 999_999, businessLineId: CONSUMER }),
      404,
      CATALOGUE_MESSAGES.sectionNotFound,
    );
    expectRefusal(
      await get(sessions.lena, path, { sectionId: notifications.sectionId }),
      400,
      CATALOGUE_MESSAGES.idInvalid('businessLineId'),
    );
    expectRefusal(
      await get(sessions.ben, path, {
        sectionId: notifications.sectionId,
        businessLineId: LINES['Credit Cards'],
      }),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
  });
});

describe('get-requirement-details', () => {
  const PATH = '/legal-laws/get-requirement-details';
  const requirement = async (businessLineId: number) => {
    const { rows } = await catalogue.running.db.query<{ id: number }>(
      `SELECT id FROM requirements WHERE section_id = $1 AND business_line_id = $2 ORDER BY requirement_number LIMIT 1`,
      [notifications.sectionId, businessLineId],
    );
    return rows[0].id;
  };

  it('answers the requirement with its regulator, section and law text', async () => {
    const id = await requirement(CONSUMER);
    for (const type of ['business', 'legal', 'Business', '']) {
      const { status, body } = await get<RequirementDetailDto>(sessions.lena, PATH, { id, type });
      expect(status).toBe(200);
      expect(body.Result).toEqual({
        Id: id,
        Regulator: 'Consumer Financial Protection Bureau',
        Section: '§ 1002.9 Notifications',
        RequirementNumber: expect.stringMatching(/^REGB_\d{3}$/),
        Requirement:
          'Notify the applicant of the action taken within 30 days after receiving a completed application.',
        RequirementTypeId: 2,
        LawText: expect.stringContaining('<div class="law-text">'),
        LawId: notifications.lawId,
        SectionId: notifications.sectionId,
        businessLineId: CONSUMER,
      });
    }
  });

  it("answers 404 for an unknown id and for a requirement of another user's business line", async () => {
    expectRefusal(
      await get(sessions.lena, PATH, { id: 999_999 }),
      404,
      CATALOGUE_MESSAGES.requirementNotFound,
    );
    const commercial = await requirement(LINES['Commercial Lending']);
    expectRefusal(
      await get(sessions.lena, PATH, { id: commercial }),
      404,
      CATALOGUE_MESSAGES.requirementNotFound,
    );
    expect((await get(sessions.admin, PATH, { id: commercial })).status).toBe(200);
  });

  it('refuses a bad id or type', async () => {
    expectRefusal(await get(sessions.lena, PATH, { id: 'one' }), 400, CATALOGUE_MESSAGES.idInvalid('id'));
    const id = await requirement(CONSUMER);
    expectRefusal(
      await get(sessions.lena, PATH, { id, type: 'risk' }),
      400,
      CATALOGUE_MESSAGES.requirementTypeInvalid,
    );
  });
});
