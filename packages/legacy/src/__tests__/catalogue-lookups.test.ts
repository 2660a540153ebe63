import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../index.js';
import { CATALOGUE_MESSAGES } from '../modules/catalogue/messages.js';
import type {
  BusinessLineDto,
  CategoryDto,
  ChangeTypeDto,
  IndustryDto,
  LawyerDto,
  NamedDto,
  ProductDto,
  RegulatorGroupDto,
  UserBusinessLineDto,
  UserIndustryDto,
} from '../modules/lookups/lookups.repository.js';
import { INDUSTRIES, LINES, expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';

const { sessions, get, post, postAs } = useCatalogueSessions();

describe('industries and business lines', () => {
  it('lists every industry, in the catalogue order', async () => {
    const { status, body } = await get<IndustryDto[]>(sessions.uma, '/api/Lookup/GetIndustries');
    expect(status).toBe(200);
    expect(body.Result).toEqual([
      { id: 1, name: 'Banking' },
      { id: 2, name: 'Mortgage Lending' },
      { id: 3, name: 'Consumer Finance' },
      { id: 4, name: 'Payments' },
    ]);
  });

  it('lists the business lines of an industry, and all of them', async () => {
    const mortgage = await get<BusinessLineDto[]>(sessions.ben, '/api/Lookup/GetBusinessLines', {
      industryId: INDUSTRIES['Mortgage Lending'],
    });
    expect(mortgage.body.Result).toEqual([
      { id: 5, industryId: 2, name: 'Mortgage Origination' },
      { id: 6, industryId: 2, name: 'Mortgage Servicing' },
      { id: 7, industryId: 2, name: 'Home Equity Lending' },
    ]);
    const none = await get<BusinessLineDto[]>(sessions.ben, '/api/Lookup/GetBusinessLines', {
      industryId: 99,
    });
    expect(none.body.Result).toEqual([]);
    const all = await get<BusinessLineDto[]>(sessions.ben, '/api/Lookup/GetAllBusinessLines');
    expect(all.body.Result).toHaveLength(12);
    expect(all.body.Result.map((line) => line.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it.each([['abc'], ['-1'], ['0'], ['']])('refuses the industryId %j', async (industryId) => {
    const answer = await get(sessions.ben, '/api/Lookup/GetBusinessLines', { industryId });
    expectRefusal(answer, 400, 'industryId must be a positive whole number.');
  });

  it('refuses a missing industryId', async () => {
    expectRefusal(
      await get(sessions.ben, '/api/Lookup/GetUserBusinessLines'),
      400,
      CATALOGUE_MESSAGES.idInvalid('industryId'),
    );
  });

  it('gives each user only their own industries; none for the unassigned user', async () => {
    const names = async (session: typeof sessions.lena) =>
      (await get<UserIndustryDto[]>(session, '/api/Lookup/GetUserIndustries')).body.Result.map((i) => i.name);
    expect(await names(sessions.admin)).toEqual([
      'Banking',
      'Mortgage Lending',
      'Consumer Finance',
      'Payments',
    ]);
    expect(await names(sessions.lena)).toEqual(['Banking', 'Mortgage Lending']);
    expect(await names(sessions.ben)).toEqual(['Banking']);
    expect(await names(sessions.rita)).toEqual(['Consumer Finance', 'Payments']);
    // The BFF turns this empty list into 'You are not assigned to an industry. Please contact site administrator!'
    expect(await names(sessions.uma)).toEqual([]);
    const shape = await get<UserIndustryDto[]>(sessions.ben, '/api/Lookup/GetUserIndustries');
    expect(shape.body.Result).toEqual([{ industryId: 1, name: 'Banking' }]);
  });

  it('gives each user only their own business lines within an industry', async () => {
    const lines = async (session: typeof sessions.lena, industryId: number) =>
      (await get<UserBusinessLineDto[]>(session, '/api/Lookup/GetUserBusinessLines', { industryId })).body
        .Result;
    // Lena works in Banking but not in Commercial Lending.
    expect(await lines(sessions.lena, INDUSTRIES.Banking)).toEqual([
      { businessLineId: 1, industryId: 1, name: 'Deposit Accounts' },
      { businessLineId: 2, industryId: 1, name: 'Consumer Lending' },
      { businessLineId: 3, industryId: 1, name: 'Credit Cards' },
    ]);
    expect(await lines(sessions.lena, INDUSTRIES['Consumer Finance'])).toEqual([]);
    expect((await lines(sessions.ben, INDUSTRIES.Banking)).map((l) => l.name)).toEqual([
      'Deposit Accounts',
      'Consumer Lending',
    ]);
    expect(await lines(sessions.uma, INDUSTRIES.Banking)).toEqual([]);
    expect(await lines(sessions.admin, INDUSTRIES.Payments)).toHaveLength(2);
  });
});

describe('regulators', () => {
  const regulators = async (session: typeof sessions.lena, isOmnia?: boolean | string) =>
    get<RegulatorGroupDto[]>(session, '/api/Lookup/GetRegulators', isOmnia === undefined ? {} : { isOmnia });

  it('groups the whole catalogue by authority, sorted by name, with isOmnia', async () => {
    const { status, body } = await regulators(sessions.ben, true);
    expect(status).toBe(200);
    expect(body.Result.map((group) => group.authority)).toEqual(['Federal', 'State']);
    const [federal, state] = body.Result;
    expect(federal.regulators).toHaveLength(8);
    expect(state.regulators).toHaveLength(6);
    const names = federal.regulators.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(federal.regulators.find((r) => r.codeName === 'CFPB')).toEqual({
      id: 1,
      name: 'Consumer Financial Protection Bureau',
      description: expect.stringContaining('Regulations B, C, E, F, V, X, Z and DD'),
      codeName: 'CFPB',
    });
  });

  it("without isOmnia, lists only regulators with laws on the user's business lines", async () => {
    const codes = async (session: typeof sessions.lena, isOmnia?: boolean | string) =>
      (await regulators(session, isOmnia)).body.Result.map((group) => ({
        authority: group.authority,
        codes: group.regulators.map((r) => r.codeName).sort(),
      }));
    // Ben: Deposit Accounts and Consumer Lending. Texas consumer loans map to installment and auto lines only,
    // and FRB, NCUA, FTC, HUD and WA DFI have no laws in the demo catalogue.
    expect(await codes(sessions.ben, false)).toEqual([
      { authority: 'Federal', codes: ['CFPB', 'FDIC', 'FinCEN', 'OCC'] },
      { authority: 'State', codes: ['CA DFPI', 'FL OFR', 'IL IDFPR', 'NY DFS'] },
    ]);
    expect(await codes(sessions.ben)).toEqual(await codes(sessions.ben, 'False'));
    expect((await codes(sessions.rita, '0'))[1].codes).toContain('TX OCCC');
    expect(await codes(sessions.uma)).toEqual([
      { authority: 'Federal', codes: [] },
      { authority: 'State', codes: [] },
    ]);
  });

  it('refuses an isOmnia that is not a boolean', async () => {
    expectRefusal(await regulators(sessions.ben, 'maybe'), 400, 'isOmnia must be true or false.');
  });
});

describe('the legal list Category', () => {
  const CATEGORY = '/api/LegalList/Category';

  it('lists the categories of the named business lines the user works in, by name', async () => {
    const { status, body } = await postAs<CategoryDto[]>(sessions.lena, CATEGORY, {
      // Commercial Lending (4) is not Lena's: its categories stay out.
      business_id: [LINES['Consumer Lending'], LINES['Commercial Lending']],
      industry_id: [INDUSTRIES.Banking],
    });
    expect(status).toBe(200);
    expect(new Set(body.Result.map((c) => c.businessLineId))).toEqual(new Set([2]));
    expect(body.Result.map((c) => c.name)).toEqual([
      'Adverse Action',
      'Advertising',
      'Credit Reporting',
      'Disclosures',
      'Fair Lending',
      'Information Security',
      'Interest and Fees',
      'Record Retention',
    ]);
    expect(body.Result[0]).toEqual({
      id: expect.any(Number),
      name: 'Adverse Action',
      description: 'Notices owed to applicants who are denied or offered less favourable terms.',
      businessLineId: 2,
      industryId: 1,
      categorytype: 'Legal',
    });
  });

  it('accepts ids as numbers, numeric strings or a comma-separated text', async () => {
    const answer = await postAs<CategoryDto[]>(sessions.lena, CATEGORY, {
      business_id: '2,3',
      industry_id: ['1'],
    });
    expect(new Set(answer.body.Result.map((c) => c.businessLineId))).toEqual(new Set([2, 3]));
  });

  it('answers nothing for a business line outside the named industries', async () => {
    const answer = await postAs<CategoryDto[]>(sessions.lena, CATEGORY, {
      business_id: [LINES['Mortgage Origination']],
      industry_id: [INDUSTRIES.Banking],
    });
    expect(answer.body.Result).toEqual([]);
  });

  it.each([
    ['no business_id', { industry_id: [1] }, CATALOGUE_MESSAGES.idListInvalid('business_id')],
    [
      'an empty business_id',
      { business_id: [], industry_id: [1] },
      CATALOGUE_MESSAGES.idListInvalid('business_id'),
    ],
    [
      'a bad business_id',
      { business_id: ['x'], industry_id: [1] },
      CATALOGUE_MESSAGES.idListInvalid('business_id'),
    ],
    [
      'an object business_id',
      { business_id: { a: 1 }, industry_id: [1] },
      'business_id must be a list of positive whole numbers.',
    ],
    ['no industry_id', { business_id: [2] }, CATALOGUE_MESSAGES.idListInvalid('industry_id')],
  ])('refuses %s', async (_label, body, message) => {
    expectRefusal(await postAs(sessions.lena, CATEGORY, body), 400, message);
  });

  it('refuses a list body', async () => {
    const answer = await post(sessions.lena, CATEGORY, [
      { business_id: [2], industry_id: [1], UserId: sessions.lena.userId },
    ]);
    expectRefusal(answer, 400, LEGACY_MESSAGES.invalidRequest);
  });
});

describe('law-common lists', () => {
  it('lists products, all or per business line', async () => {
    const all = await get<ProductDto[]>(sessions.ben, '/law-common/get-products');
    expect(all.body.Result.length).toBeGreaterThan(30);
    const mortgage = await get<ProductDto[]>(sessions.ben, '/law-common/get-products', {
      businessLineId: LINES['Mortgage Origination'],
    });
    expect(mortgage.body.Result.map((p) => p.name)).toEqual([
      '30-Year Fixed Mortgage',
      'Adjustable-Rate Mortgage',
      'FHA Loan',
      'VA Loan',
    ]);
    expect(mortgage.body.Result[0]).toEqual({
      id: expect.any(Number),
      name: '30-Year Fixed Mortgage',
      businessLineId: 5,
    });
    expectRefusal(
      await get(sessions.ben, '/law-common/get-products', { businessLineId: 'five' }),
      400,
      'businessLineId must be a positive whole number.',
    );
  });

  it('lists institution types, law inventories, types of change and the status filter', async () => {
    const institutions = await get<NamedDto[]>(sessions.ben, '/law-common/get-institution-types');
    expect(institutions.body.Result).toHaveLength(10);
    expect(institutions.body.Result[0]).toEqual({ id: 1, name: 'National Bank' });

    const inventories = await get<NamedDto[]>(sessions.ben, '/api/ClientSetup/GetLawInventories');
    expect(inventories.body.Result).toEqual([
      { id: 1, name: 'Federal Consumer Protection' },
      { id: 2, name: 'Federal Banking and BSA/AML' },
      { id: 3, name: 'State Lending and Licensing' },
      { id: 4, name: 'State Privacy and Cybersecurity' },
    ]);

    const changes = await get<ChangeTypeDto[]>(sessions.ben, '/law-common/get-types-of-change');
    expect(changes.body.Result[0]).toEqual({ id: 1, filterDescription: 'Amendment' });
    expect(changes.body.Result.map((c) => c.filterDescription)).toContain('Repeal');

    const statuses = await get<NamedDto[]>(sessions.ben, '/law-common/get-status-filter');
    expect(statuses.body.Result.map((s) => s.name)).toEqual([
      'Open',
      'My Draft',
      'Submitted For Approval',
      'Send Back',
      'Approved',
      'Changed Law',
      'New Law',
      'Decommissioned',
    ]);
  });

  it('lists the lawyers work can be reassigned to, by name', async () => {
    const { body } = await get<LawyerDto[]>(sessions.lena, '/reassign-law/get-lawyers-list');
    expect(body.Result.map((l) => l.lawyerName)).toEqual([
      'Daniel Okafor',
      'Grace Chen',
      'Lena Lawyer',
      'Marcus Whitfield',
      'Priya Raman',
      'Sofia Alvarez',
    ]);
    expect(body.Result.find((l) => l.lawyerName === 'Lena Lawyer')).toEqual({
      lawyerId: 1,
      lawyerName: 'Lena Lawyer',
      email: 'lawyer@lexbridge.test',
    });
  });
});

describe('the unassigned demo user', () => {
  it('signs in as Legal Staff with the legal menus', async () => {
    expect(sessions.uma.token.roles).toBe('Legal Staff');
    expect(sessions.uma.token.userName).toBe('Uma Unassigned');
    const menu = JSON.parse(sessions.uma.token.menu) as { label: string }[];
    expect(menu.map((item) => item.label)).toEqual([
      'Legal',
      'Change Management',
      'Extracts',
      'Change Password',
      'Reporting',
    ]);
  });
});
