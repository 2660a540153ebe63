import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../index.js';
import type { AuthorityResultDto, LawResultDto } from '../modules/hierarchy/hierarchy.repository.js';
import { CATALOGUE_MESSAGES } from '../modules/catalogue/messages.js';
import { INDUSTRIES, LINES, REGULATORS, expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { sessions, post, postAs, categoryId } = useCatalogueSessions();
const LEVEL = '/law-hierarchy/get-level';
const NEXT = '/law-hierarchy/get-next-level';

const TITLE_12 = 'Title 12 - Banks and Banking';
const CHAPTER_X = 'Chapter X - Bureau of Consumer Financial Protection';
const REG_Z = 'Part 1026 - Truth in Lending (Regulation Z)';
const SUBPART_E = 'Subpart E - Special Rules for Certain Home Mortgage Transactions';
const INTERPRETATION_PATH = [
  TITLE_12,
  CHAPTER_X,
  REG_Z,
  SUBPART_E,
  'Supplement I - Official Interpretations',
  'Section 1026.43 - Minimum Standards for Transactions Secured by a Dwelling',
  '43(c) Repayment Ability',
  '43(c)(2) Basis for Determination',
  'Paragraph 43(c)(2)(i)',
  'Income or Assets',
];

const mortgage = {
  industryId: INDUSTRIES['Mortgage Lending'],
  businessLineId: LINES['Mortgage Origination'],
};

function level(session: Session, filter: Record<string, unknown>) {
  return postAs<AuthorityResultDto[]>(session, LEVEL, { regulatorId: [], categoryId: [], ...filter });
}

async function next(session: Session, levelTextList: string[], extra: Record<string, unknown> = {}) {
  const answer = await postAs<AuthorityResultDto[]>(session, NEXT, {
    ...mortgage,
    regulatorId: [REGULATORS.CFPB],
    categoryId: [],
    levelTextList,
    header: `Level ${levelTextList.length}`,
    ...extra,
  });
  expect(answer.status).toBe(200);
  expect(answer.body.Result).toHaveLength(1);
  return answer.body.Result[0];
}

const only = (result: AuthorityResultDto): LawResultDto => {
  expect(result.lawResult).toHaveLength(1);
  return result.lawResult[0];
};

describe('get-level', () => {
  it("answers both authorities with each regulator's level 1 texts", async () => {
    const { status, body } = await level(sessions.lena, mortgage);
    expect(status).toBe(200);
    expect(body.Message).toBe('Success');
    expect(body.Result.map((group) => group.authority)).toEqual(['Federal', 'State']);
    const [federal, state] = body.Result;
    expect(federal.lawResult.map((r) => r.codeName)).toEqual(['CFPB']);
    const cfpb = federal.lawResult[0];
    expect(cfpb).toEqual({
      regulatorId: REGULATORS.CFPB,
      regulator: 'Consumer Financial Protection Bureau',
      codeName: 'CFPB',
      authority: 'Federal',
      parentsList: [{ level: 0, text: 'Consumer Financial Protection Bureau' }],
      details: {
        parent: 'Consumer Financial Protection Bureau',
        header: 'Level 1',
        // Regulations B (7), Z (7), X (5), V (3) and C (2) map to Mortgage Origination.
        detailList: [{ level: 1, text: TITLE_12, sectionCount: 24, hasChildren: true }],
      },
      sections: null,
    });
    expect(state.lawResult.map((r) => r.codeName)).toEqual(['NY DFS']);
  });

  it('answers an empty group as an empty lawResult', async () => {
    const { body } = await level(sessions.rita, {
      industryId: INDUSTRIES.Payments,
      businessLineId: LINES['Money Transmission'],
      regulatorId: [REGULATORS['FinCEN']],
    });
    expect(body.Result[0].lawResult.map((r) => r.codeName)).toEqual(['FinCEN']);
    expect(body.Result[1]).toEqual({ authority: 'State', lawResult: [] });
  });

  it('filters by regulators, ignoring the picker placeholder', async () => {
    const { body } = await level(sessions.lena, {
      ...mortgage,
      regulatorId: ['Select', REGULATORS['NY DFS']],
    });
    expect(body.Result[0].lawResult).toEqual([]);
    expect(body.Result[1].lawResult.map((r) => r.codeName)).toEqual(['NY DFS']);
  });

  it('filters by categories', async () => {
    const abilityToRepay = await categoryId('Mortgage Origination', 'Ability to Repay');
    const { body } = await level(sessions.lena, { ...mortgage, categoryId: [abilityToRepay] });
    const cfpb = only(body.Result[0]);
    // Only Regulation Z carries Ability to Repay: its seven sections.
    expect(cfpb.details!.detailList).toEqual([
      { level: 1, text: TITLE_12, sectionCount: 7, hasChildren: true },
    ]);
    expect(body.Result[1].lawResult).toEqual([]);
    // A category of another business line matches nothing here.
    const elsewhere = await categoryId('Deposit Accounts', 'Disclosures');
    const none = await level(sessions.lena, { ...mortgage, categoryId: [elsewhere] });
    expect(none.body.Result.flatMap((group) => group.lawResult)).toEqual([]);
  });
});

describe('get-next-level', () => {
  it('walks from a level 1 text down to the parts of a chapter', async () => {
    const chapter = only(await next(sessions.lena, [TITLE_12]));
    expect(chapter.parentsList).toEqual([
      { level: 0, text: 'Consumer Financial Protection Bureau' },
      { level: 1, text: TITLE_12 },
    ]);
    expect(chapter.details).toEqual({
      parent: TITLE_12,
      header: 'Level 2',
      detailList: [{ level: 2, text: CHAPTER_X, sectionCount: 24, hasChildren: true }],
    });
    const parts = only(await next(sessions.lena, [TITLE_12, CHAPTER_X]));
    expect(parts.details!.detailList.map((d) => [d.text, d.sectionCount, d.hasChildren])).toEqual([
      ['Part 1002 - Equal Credit Opportunity Act (Regulation B)', 7, false],
      ['Part 1003 - Home Mortgage Disclosure (Regulation C)', 2, false],
      ['Part 1022 - Fair Credit Reporting (Regulation V)', 3, true],
      ['Part 1024 - Real Estate Settlement Procedures Act (Regulation X)', 5, true],
      [REG_Z, 7, true],
    ]);
    expect(parts.sections).toBeNull();
  });

  it("lists a part's sections with the 'Parent' first", async () => {
    const regB = only(
      await next(sessions.lena, [
        TITLE_12,
        CHAPTER_X,
        'Part 1002 - Equal Credit Opportunity Act (Regulation B)',
      ]),
    );
    expect(regB.details).toBeNull();
    expect(regB.sections!.parent).toBe('Part 1002 - Equal Credit Opportunity Act (Regulation B)');
    expect(regB.sections!.header).toBe('Sections');
    const list = regB.sections!.sectionList;
    expect(list.map((s) => s.section)).toEqual([
      '§ 1002.4',
      '§ 1002.1',
      '§ 1002.2',
      '§ 1002.5',
      '§ 1002.6',
      '§ 1002.9',
      '§ 1002.12',
    ]);
    expect(list[0]).toEqual({
      lawId: 1,
      sectionId: expect.any(Number),
      lawDetailId: expect.any(Number),
      section: '§ 1002.4',
      sectionName: 'General rules',
      sectionStatus: 'Parent',
    });
  });

  it('answers deeper levels and sections side by side where a part has both', async () => {
    const subpartE = only(await next(sessions.lena, [TITLE_12, CHAPTER_X, REG_Z, SUBPART_E]));
    expect(subpartE.details!.detailList).toEqual([
      { level: 5, text: 'Supplement I - Official Interpretations', sectionCount: 1, hasChildren: true },
    ]);
    expect(subpartE.sections!.sectionList.map((s) => [s.section, s.sectionStatus])).toEqual([
      ['§ 1026.43', 'Amended'],
    ]);
  });

  it('reaches the tenth level', async () => {
    const ninth = only(await next(sessions.lena, INTERPRETATION_PATH.slice(0, 9)));
    expect(ninth.details!.detailList).toEqual([
      { level: 10, text: 'Income or Assets', sectionCount: 1, hasChildren: false },
    ]);
    const tenth = only(await next(sessions.lena, INTERPRETATION_PATH));
    expect(tenth.details).toBeNull();
    expect(tenth.parentsList).toHaveLength(11);
    expect(tenth.sections!.sectionList.map((s) => s.section)).toEqual(['Comment 43(c)(2)(i)-1']);
  });

  it("answers an empty lawResult under the regulator's authority for a path with nothing in it", async () => {
    const result = await next(sessions.lena, ['No such title'], { regulatorId: [REGULATORS['NY DFS']] });
    expect(result).toEqual({ authority: 'State', lawResult: [] });
  });

  it('keeps to the regulators of the node', async () => {
    const result = await next(sessions.lena, [TITLE_12], { regulatorId: [REGULATORS.FDIC] });
    expect(result).toEqual({ authority: 'Federal', lawResult: [] });
  });
});

describe('the search filter', () => {
  const base = { ...mortgage, regulatorId: [], categoryId: [] };

  it.each([
    ['no industryId', { industryId: undefined }, CATALOGUE_MESSAGES.idInvalid('industryId')],
    ['no businessLineId', { businessLineId: null }, CATALOGUE_MESSAGES.idInvalid('businessLineId')],
    ['a text businessLineId', { businessLineId: 'five' }, CATALOGUE_MESSAGES.idInvalid('businessLineId')],
    ['a bad regulator id', { regulatorId: [1, 'x'] }, CATALOGUE_MESSAGES.idListInvalid('regulatorId')],
    ['a bad category list', { categoryId: true }, CATALOGUE_MESSAGES.idListInvalid('categoryId')],
    [
      'a business line of another industry',
      { industryId: INDUSTRIES.Banking, businessLineId: LINES['Mortgage Origination'] },
      CATALOGUE_MESSAGES.businessLineNotInIndustry,
    ],
  ])('refuses %s with 400', async (_label, change, message) => {
    expectRefusal(await postAs(sessions.lena, LEVEL, { ...base, ...change }), 400, message);
  });

  it('refuses an industry or business line not assigned to the user with 403', async () => {
    expectRefusal(
      await postAs(sessions.lena, LEVEL, {
        ...base,
        industryId: INDUSTRIES['Consumer Finance'],
        businessLineId: LINES['Auto Finance'],
      }),
      403,
      CATALOGUE_MESSAGES.industryNotAssigned,
    );
    // Banking is Lena's, Commercial Lending is not.
    expectRefusal(
      await postAs(sessions.lena, LEVEL, {
        ...base,
        industryId: INDUSTRIES.Banking,
        businessLineId: LINES['Commercial Lending'],
      }),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
    expectRefusal(await postAs(sessions.uma, LEVEL, base), 403, CATALOGUE_MESSAGES.industryNotAssigned);
  });

  it.each([
    ['no regulator', { regulatorId: [] }, CATALOGUE_MESSAGES.idListInvalid('regulatorId')],
    ['no levelTextList', { levelTextList: undefined }, CATALOGUE_MESSAGES.textListInvalid('levelTextList')],
    ['an empty levelTextList', { levelTextList: [] }, CATALOGUE_MESSAGES.textListInvalid('levelTextList')],
    [
      'a blank level text',
      { levelTextList: [TITLE_12, ' '] },
      CATALOGUE_MESSAGES.textListInvalid('levelTextList'),
    ],
    [
      'eleven level texts',
      { levelTextList: Array(11).fill('x') },
      CATALOGUE_MESSAGES.textListInvalid('levelTextList'),
    ],
    ['a numeric header', { header: 2 }, CATALOGUE_MESSAGES.textInvalid('header')],
  ])('refuses a node with %s', async (_label, change, message) => {
    const body = {
      ...base,
      regulatorId: [REGULATORS.CFPB],
      levelTextList: [TITLE_12],
      header: 'Level 1',
      ...change,
    };
    expectRefusal(await postAs(sessions.lena, NEXT, body), 400, message);
  });

  it('refuses a body that is not an object', async () => {
    const answer = await post(sessions.lena, LEVEL, [{ ...base, UserId: sessions.lena.userId }]);
    expectRefusal(answer, 400, LEGACY_MESSAGES.invalidRequest);
  });

  it('binds property names case-insensitively', async () => {
    const answer = await post<AuthorityResultDto[]>(sessions.lena, LEVEL, {
      IndustryId: mortgage.industryId,
      BUSINESSLINEID: mortgage.businessLineId,
      userid: sessions.lena.userId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Result[0].lawResult.length).toBeGreaterThan(0);
  });
});
