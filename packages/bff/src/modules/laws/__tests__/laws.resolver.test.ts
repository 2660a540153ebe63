import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import { appError, ErrorCode } from '../../../graphql/errors.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import type { Principal } from '../../../session/principal.js';
import {
  FakeCatalogue,
  fakeContext,
  LAWYER_MENU,
  runGraphQL,
  testPrincipal,
} from '../../../testing/fake-catalogue.js';

type Answer = (request: LegacyRequest) => unknown;

const SECTION = (sectionId: number, status = 'Active') => ({
  lawId: 1,
  sectionId,
  lawDetailId: 1,
  lawInventoryId: 1,
  regulator: 'Consumer Financial Protection Bureau',
  section: `§ 1002.${sectionId} Section ${sectionId}`,
  sNumber: `§ 1002.${sectionId}`,
  sectionStatus: status,
  details: `<div>text ${sectionId}</div>`,
  level1: 'Title 12 - Banks and Banking',
  level2: 'Chapter X',
  level3: null,
  effectiveDate: '2011-12-30',
  legalContact: 'Lena Lawyer',
});

function detailAnswer(request: LegacyRequest) {
  const query = request.query ?? {};
  return {
    Result: {
      lawId: Number(query.lawId),
      sectionId: Number(query.sectionId),
      lawDetailId: Number(query.lawDetailId),
      lawInventoryId: 1,
      businessLineId: query.businessLineId ? Number(query.businessLineId) : null,
      Title: 'Title 12 - Banks and Banking',
      Chapter: 'Chapter X - Bureau of Consumer Financial Protection',
      SubChapter: 'Part 1002 - Equal Credit Opportunity Act (Regulation B)',
      Level4: null,
      Level5: '',
      Level6: null,
      Level7: null,
      Level8: null,
      Level9: null,
      Level10: null,
      Section: `§ 1002.${query.sectionId} Notifications`,
      Regulator: 'Consumer Financial Protection Bureau',
      Type: 'Regulation',
      legalContactName: 'Lena Lawyer',
      LawText: '<div class="law-text"><p class="level-1">(a) …</p></div>',
      sectionStatus: 'Active',
      effectiveDate: '2011-12-30',
      businessProcess: query.businessLineId ? 'Loan Application Processing, Credit Decision Review' : '',
      Category: query.businessLineId ? 'Record Retention, Adverse Action, Fair Lending' : '',
    },
  };
}

function catalogue(overrides: Record<string, Answer> = {}) {
  return new FakeCatalogue({
    'api/Lookup/GetUserIndustries': () => ({ Result: [{ industryId: 1, name: 'Banking' }] }),
    'law-hierarchy/get-level': () => ({
      Result: [
        {
          authority: 'Federal',
          lawResult: [
            {
              regulatorId: 1,
              regulator: 'Consumer Financial Protection Bureau',
              codeName: 'CFPB',
              authority: 'Federal',
              parentsList: [{ level: 0, text: 'Consumer Financial Protection Bureau' }],
              details: {
                parent: 'Consumer Financial Protection Bureau',
                header: 'Level 1',
                detailList: [
                  { level: 1, text: 'Title 12 - Banks and Banking', sectionCount: 24, hasChildren: true },
                  { level: 1, text: 'Title 2 - Other', sectionCount: 1, hasChildren: false },
                ],
              },
              sections: null,
            },
          ],
        },
        { authority: 'State', lawResult: [] },
      ],
    }),
    'law-hierarchy/get-next-level': () => ({
      Result: [
        {
          authority: 'Federal',
          lawResult: [
            {
              regulatorId: 1,
              regulator: 'Consumer Financial Protection Bureau',
              codeName: 'CFPB',
              authority: 'Federal',
              parentsList: [
                { level: 0, text: 'Consumer Financial Protection Bureau' },
                { level: 1, text: 'Title 12 - Banks and Banking' },
              ],
              details: null,
              sections: {
                parent: 'Title 12 - Banks and Banking',
                header: 'Sections',
                sectionList: [
                  {
                    lawId: 1,
                    sectionId: 1,
                    lawDetailId: 1,
                    section: '§ 1002.1',
                    sectionName: 'Authority',
                    sectionStatus: 'Active',
                  },
                  {
                    lawId: 1,
                    sectionId: 3,
                    lawDetailId: 1,
                    section: '§ 1002.4',
                    sectionName: 'General rules',
                    sectionStatus: 'Parent',
                  },
                ],
              },
            },
          ],
        },
      ],
    }),
    'legal-laws/get-law-detail': detailAnswer,
    'legal-laws/get-inventory-law-detail': (request) => ({
      Result: {
        ...detailAnswer(request).Result,
        lawInventory: 'Federal Consumer Finance',
        citation: '12 CFR Part 1002',
        sourceUrl: 'https://example.test/1002',
      },
    }),
    'legal-laws/get-azimuth-mapped-law-process': (request) => ({
      Result: (
        request.body as { LawId: number; SectionId: number; lawDetailId: number; business_line_id: number }[]
      ).flatMap((row) => [
        { ...row, id: 20 + row.SectionId, processName: 'Zeta Review' },
        { ...row, id: 10 + row.SectionId, processName: 'Adverse Action Notification' },
      ]),
    }),
    'legal-laws/get-company-mapped-process': (request) => ({
      Result: {
        sectionId: Number(request.query?.sectionId),
        businessLineId: Number(request.query?.businessLineId),
        businessProcesses: [
          {
            id: 13,
            processName: 'Credit Decision Review',
            businessProcessName: 'Consumer Lending Operations',
          },
          { id: 12, processName: 'Application Intake', businessProcessName: null },
        ],
      },
    }),
    'legal-laws/get-requirement-details': (request) => ({
      Result: {
        Id: Number(request.query?.id),
        Regulator: 'Consumer Financial Protection Bureau',
        Section: '§ 1002.9 Notifications',
        RequirementNumber: 'REGB_008',
        Requirement: 'Notify the applicant.',
        RequirementTypeId: 2,
        LawText: '<div/>',
        LawId: 1,
        SectionId: 6,
        businessLineId: 2,
      },
    }),
    'law-text/get-law-text-section': () => ({
      Result: [SECTION(5, 'Combined'), SECTION(3, 'Parent'), SECTION(4, 'Combined')],
    }),
    'law-text/get-combined-law-text': () => ({
      Result: {
        ...SECTION(3, 'Parent'),
        details: '<h4>§ 1002.4</h4>…<h4>§ 1002.5</h4>…',
        combinedSections: [
          { sectionId: 3, section: '§ 1002.4 General rules', sectionStatus: 'Parent' },
          { sectionId: 4, section: '§ 1002.5 Rules', sectionStatus: 'Combined' },
        ],
      },
    }),
    'law-text/get-sub-sections': () => ({
      Result: [
        {
          SubSectionId: 17,
          SubSectionName: '(a) Notification',
          SectionName: '§ 1002.9 Notifications',
          SubSections: [
            {
              SubSectionId: 18,
              SubSectionName: '(1) When',
              SubSections: [],
              HasSubSections: false,
              SectionId: 6,
            },
          ],
          HasSubSections: true,
          Checked: false,
          Regulator: 'Consumer Financial Protection Bureau',
          Section: '§ 1002.9',
          SectionId: 6,
        },
      ],
    }),
    'law-text/get-sub-section-text': (request) => ({
      Result: {
        SubSectionId: Number(request.query?.SubSectionId),
        text: request.query?.flag ? '<p>a</p><p>b</p>' : '<p>a</p>',
      },
    }),
    'law-text/get-changed-law-text': (request) => ({
      Result: {
        id: request.query?.id ? Number(request.query.id) : 1,
        lawId: 2,
        sectionId: Number(request.query?.sectionId),
        lawDetailId: 3,
        regulator: 'Consumer Financial Protection Bureau',
        section: '§ 1026.19 Certain mortgage transactions',
        sectionStatus: 'Amended',
        statusId: 6,
        status: 'Changed Law',
        changeTypeId: 1,
        changeType: 'Amendment',
        moduleName: request.query?.moduleName ?? null,
        effectiveDate: '2015-10-03',
        summary: 'Integrated disclosures.',
        oldText: '<div>old</div>',
        newText: '<div>new</div>',
        subSectionTexts: [
          {
            SubSectionId: 36,
            number: '(e)',
            newNumber: '(e)',
            oldText: '<p>old e</p>',
            newText: '<p>ab1 new e</p>',
            subSection: [
              {
                SubSectionId: 37,
                number: null,
                newNumber: '(1)',
                oldText: null,
                newText: '<p>(1) added</p>',
                subSection: [],
              },
            ],
          },
        ],
        lawDetailsChanges: {
          lawDetailsList: [
            { level: 1, oldText: 'Title 12', newText: 'Title 12', isChanged: false },
            { level: 2, oldText: 'A', newText: 'B' },
          ],
        },
      },
    }),
    'law-text/get-link-to-source': (request) => ({
      Result: {
        lawId: Number(request.query?.lawId),
        sectionId: Number(request.query?.sectionId),
        lawDetailId: Number(request.query?.lawDetailId),
        lawInventoryId: 1,
        regulator: 'Consumer Financial Protection Bureau',
        section: '§ 1002.9 Notifications',
        level1: 'Title 12 - Banks and Banking',
        lawName: 'Regulation B',
        citation: '12 CFR Part 1002',
        sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1002',
        sections: [
          {
            SectionId: 1,
            Section: '§ 1002.1 Authority',
            sectionStatus: 'Active',
            SubSections: [],
            HasSubSections: true,
          },
        ],
      },
    }),
    ...overrides,
  });
}

function run(
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  principal: Principal = testPrincipal(),
) {
  return runGraphQL(
    fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }),
    source,
    variables,
  );
}

const callsTo = (fake: FakeCatalogue, path: string) =>
  fake.recorded.filter((call) => call.request.path === path);
const HIERARCHY = `query ($filter: LawHierarchyFilterInput!) { lawHierarchy(filter: $filter) { authority results {
  regulatorId regulator codeName authority path { level text } levelHeader levels { level text sectionCount hasChildren } sections { sectionId } } } }`;
const CHILDREN = `query ($node: LawHierarchyNodeInput!) { lawHierarchyChildren(node: $node) { authority results {
  regulator path { level text } levelHeader levels { text } sections { lawId sectionId lawDetailId section sectionName status } } } }`;
const DETAIL = `query ($input: LawDetailInput!) { lawDetail(input: $input) { lawId sectionId lawDetailId lawInventoryId businessLineId
  level1 level2 level3 level4 level5 level10 section regulator type legalContact status effectiveDate categories companyProcessNames
  azimuthProcesses { id name } companyProcesses { id name businessProcessName } } }`;
const NO_SEARCH: Principal = testPrincipal({ menu: LAWYER_MENU.filter((item) => item.id !== '1') });

describe('hierarchy search', () => {
  it('answers both authorities with their level 1 nodes in natural order, with the search route in the headers', async () => {
    const fake = catalogue();
    const result = await run(fake, HIERARCHY, {
      filter: { industryId: '1', businessLineId: '2', regulatorIds: ['1'], categoryIds: [] },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      lawHierarchy: [
        {
          authority: 'FEDERAL',
          results: [
            {
              regulatorId: '1',
              regulator: 'Consumer Financial Protection Bureau',
              codeName: 'CFPB',
              authority: 'FEDERAL',
              path: [{ level: 0, text: 'Consumer Financial Protection Bureau' }],
              levelHeader: 'Level 1',
              levels: [
                { level: 1, text: 'Title 2 - Other', sectionCount: 1, hasChildren: false },
                { level: 1, text: 'Title 12 - Banks and Banking', sectionCount: 24, hasChildren: true },
              ],
              sections: [],
            },
          ],
        },
        { authority: 'STATE', results: [] },
      ],
    });
    const call = callsTo(fake, 'law-hierarchy/get-level')[0]!;
    expect(call.request.body).toEqual({ industryId: 1, businessLineId: 2, regulatorId: [1], categoryId: [] });
    expect(call.route).toEqual({ menuId: '3', breadcrumbId: null, legal: true });
  });

  it("expands a node: its sections, 'Parent' first", async () => {
    const fake = catalogue();
    const result = await run(fake, CHILDREN, {
      node: {
        industryId: '1',
        businessLineId: '2',
        regulatorIds: ['1'],
        levelTexts: ['Title 12 - Banks and Banking'],
      },
    });
    expect(result.errors).toBeUndefined();
    const group = (
      result.data as {
        lawHierarchyChildren: {
          authority: string;
          results: { levelHeader: string | null; sections: { sectionId: string; status: string }[] }[];
        };
      }
    ).lawHierarchyChildren;
    expect(group.authority).toBe('FEDERAL');
    expect(group.results[0]!.levelHeader).toBeNull();
    expect(group.results[0]!.sections.map((section) => [section.sectionId, section.status])).toEqual([
      ['3', 'PARENT'],
      ['1', 'ACTIVE'],
    ]);
    expect(callsTo(fake, 'law-hierarchy/get-next-level')[0]!.request.body).toEqual({
      industryId: 1,
      businessLineId: 2,
      regulatorId: [1],
      categoryId: [],
      levelTextList: ['Title 12 - Banks and Banking'],
      header: 'Level 1',
    });
  });

  const filterCases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'no industry',
      { businessLineId: '2' },
      { industryId: 'Select Industry and Business Line First (Required!)' },
    ],
    [
      'no business line',
      { industryId: '1', businessLineId: 'Select' },
      { businessLineId: 'Select Industry and Business Line First (Required!)' },
    ],
    [
      'a bad industry id',
      { industryId: 'one', businessLineId: '2' },
      { industryId: 'industryId must be a positive whole number.' },
    ],
    [
      'a bad regulator id',
      { industryId: '1', businessLineId: '2', regulatorIds: ['0x1'] },
      { regulatorIds: 'regulatorIds must be a positive whole number.' },
    ],
    [
      'a bad category id',
      { industryId: '1', businessLineId: '2', categoryIds: ['1', '-2'] },
      { categoryIds: 'categoryIds must be a positive whole number.' },
    ],
  ];
  it.each(filterCases)('refuses a filter with %s, before any call', async (_name, filter, fields) => {
    const fake = catalogue();
    const result = await run(fake, HIERARCHY, { filter });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(fake.calls).toBe(0);
  });

  const nodeCases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'no industry',
      { businessLineId: '2', regulatorIds: ['1'], levelTexts: ['T'] },
      { industryId: 'Select Industry and Business Line First (Required!)' },
    ],
    [
      'no path',
      { industryId: '1', businessLineId: '2', regulatorIds: ['1'], levelTexts: [] },
      {
        levelTexts:
          'levelTexts must hold 1 to 10 non-empty texts: the node and its ancestors, level 1 first.',
      },
    ],
    [
      'a blank level',
      { industryId: '1', businessLineId: '2', regulatorIds: ['1'], levelTexts: ['T', ' '] },
      {
        levelTexts:
          'levelTexts must hold 1 to 10 non-empty texts: the node and its ancestors, level 1 first.',
      },
    ],
    [
      '11 levels',
      {
        industryId: '1',
        businessLineId: '2',
        regulatorIds: ['1'],
        levelTexts: Array.from({ length: 11 }, (_, i) => `L${i}`),
      },
      {
        levelTexts:
          'levelTexts must hold 1 to 10 non-empty texts: the node and its ancestors, level 1 first.',
      },
    ],
    [
      'no regulator',
      { industryId: '1', businessLineId: '2', regulatorIds: [], levelTexts: ['T'] },
      { regulatorIds: "regulatorIds must name the node's regulator." },
    ],
  ];
  it.each(nodeCases)('refuses a node with %s, before any call', async (_name, node, fields) => {
    const fake = catalogue();
    const result = await run(fake, CHILDREN, { node });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(fake.calls).toBe(0);
  });

  it("tells a user with no industry 'You are not assigned to an industry. Please contact site administrator!'", async () => {
    const fake = catalogue({ 'api/Lookup/GetUserIndustries': () => ({ Result: [] }) });
    const result = await run(fake, HIERARCHY, { filter: { industryId: '1', businessLineId: '2' } });
    expect(result.errors?.[0]).toMatchObject({
      message: 'You are not assigned to an industry. Please contact site administrator!',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(callsTo(fake, 'law-hierarchy/get-level')).toHaveLength(0);
  });

  it('is FORBIDDEN to users whose menu lacks the Search Hierarchy screen, and UNAUTHENTICATED without a user', async () => {
    const fake = catalogue();
    const forbidden = await run(
      fake,
      HIERARCHY,
      { filter: { industryId: '1', businessLineId: '2' } },
      NO_SEARCH,
    );
    expect(forbidden.errors?.[0]).toMatchObject({
      message: 'You are not allowed to open this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await runGraphQL(
      fakeContext(fake, null, { services: { cache: new MemoryCache(10) } }),
      HIERARCHY,
      {
        filter: { industryId: '1', businessLineId: '2' },
      },
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(fake.calls).toBe(0);
  });
});

describe('law detail', () => {
  it('answers the law information, categories and processes, every call with the search route', async () => {
    const fake = catalogue();
    const result = await run(fake, DETAIL, {
      input: { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '2' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      lawDetail: {
        lawId: '1',
        sectionId: '6',
        lawDetailId: '1',
        lawInventoryId: '1',
        businessLineId: '2',
        level1: 'Title 12 - Banks and Banking',
        level2: 'Chapter X - Bureau of Consumer Financial Protection',
        level3: 'Part 1002 - Equal Credit Opportunity Act (Regulation B)',
        level4: null,
        level5: null,
        level10: null,
        section: '§ 1002.6 Notifications',
        regulator: 'Consumer Financial Protection Bureau',
        type: 'Regulation',
        legalContact: 'Lena Lawyer',
        status: 'ACTIVE',
        effectiveDate: '2011-12-30',
        categories: ['Adverse Action', 'Fair Lending', 'Record Retention'],
        companyProcessNames: ['Credit Decision Review', 'Loan Application Processing'],
        azimuthProcesses: [
          { id: '16', name: 'Adverse Action Notification' },
          { id: '26', name: 'Zeta Review' },
        ],
        companyProcesses: [
          { id: '12', name: 'Application Intake', businessProcessName: null },
          { id: '13', name: 'Credit Decision Review', businessProcessName: 'Consumer Lending Operations' },
        ],
      },
    });
    expect(fake.recorded.map((call) => call.route?.menuId)).toEqual(['3', '3', '3']);
  });

  it('has no categories or processes without a business line, and asks for none', async () => {
    const fake = catalogue();
    const result = await run(fake, DETAIL, { input: { lawId: '1', sectionId: '6', lawDetailId: '1' } });
    const detail = (result.data as { lawDetail: Record<string, unknown> }).lawDetail;
    expect(detail).toMatchObject({
      businessLineId: null,
      categories: [],
      companyProcessNames: [],
      azimuthProcesses: [],
      companyProcesses: [],
    });
    expect(fake.calls).toBe(1);
    expect(fake.recorded[0]!.request.query).toEqual({
      lawId: '1',
      sectionId: '6',
      lawDetailId: '1',
      businessLineId: null,
    });
  });

  it('makes one call per distinct law for 500 rows, and one Azimuth call for all of them', async () => {
    const fake = catalogue();
    const distinct = Array.from({ length: 5 }, (_, i) => ({
      lawId: '1',
      sectionId: String(i + 1),
      lawDetailId: '1',
      businessLineId: '2',
    }));
    const inputs = Array.from({ length: 500 }, (_, i) => distinct[i % distinct.length]!);
    const result = await run(
      fake,
      `query ($inputs: [LawDetailInput!]!) { lawDetails(inputs: $inputs) { sectionId section categories azimuthProcesses { name } companyProcesses { name } } }`,
      { inputs },
    );
    expect(result.errors).toBeUndefined();
    const rows = (result.data as { lawDetails: { sectionId: string; azimuthProcesses: unknown[] }[] })
      .lawDetails;
    expect(rows).toHaveLength(500);
    expect(rows[7]!.sectionId).toBe('3');
    expect(rows.every((row) => row.azimuthProcesses.length === 2)).toBe(true);
    expect(callsTo(fake, 'legal-laws/get-law-detail')).toHaveLength(5);
    expect(callsTo(fake, 'legal-laws/get-company-mapped-process')).toHaveLength(5);
    const azimuth = callsTo(fake, 'legal-laws/get-azimuth-mapped-law-process');
    expect(azimuth).toHaveLength(1);
    expect(azimuth[0]!.request.body).toHaveLength(5);
    expect(fake.calls).toBe(11);
  });

  it('shares its loaders between aliased fields of one request', async () => {
    const fake = catalogue();
    const input = { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '2' };
    const result = await run(
      fake,
      `query ($input: LawDetailInput!) { a: lawDetail(input: $input) { section azimuthProcesses { id } } b: lawDetail(input: $input) { section azimuthProcesses { id } } }`,
      { input },
    );
    expect(result.errors).toBeUndefined();
    expect(fake.calls).toBe(2);
  });

  it('keeps the other rows when one law fails', async () => {
    const fake = catalogue({
      'legal-laws/get-law-detail': (request) => {
        if (request.query?.sectionId === '2') throw appError(ErrorCode.NOT_FOUND, 'Law not found.');
        return detailAnswer(request);
      },
    });
    const result = await run(
      fake,
      `query ($inputs: [LawDetailInput!]!) { lawDetails(inputs: $inputs) { sectionId } }`,
      {
        inputs: [
          { lawId: '1', sectionId: '1', lawDetailId: '1' },
          { lawId: '1', sectionId: '2', lawDetailId: '1' },
        ],
      },
    );
    expect(result.data).toEqual({ lawDetails: [{ sectionId: '1' }, null] });
    expect(result.errors?.[0]).toMatchObject({ message: 'Law not found.', path: ['lawDetails', 1] });
  });

  it('nulls only the process lists when their calls fail', async () => {
    const fake = catalogue({
      'legal-laws/get-azimuth-mapped-law-process': () => {
        throw appError(ErrorCode.UPSTREAM_UNAVAILABLE);
      },
    });
    const result = await run(fake, DETAIL, {
      input: { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '2' },
    });
    const detail = (result.data as { lawDetail: Record<string, unknown> }).lawDetail;
    expect(detail.azimuthProcesses).toBeNull();
    expect(detail.companyProcesses).toHaveLength(2);
    expect(result.errors?.[0]).toMatchObject({
      path: ['lawDetail', 'azimuthProcesses'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it("says 'Law text could not be loaded, Please try again later' when the catalogue fails, and keeps its refusals", async () => {
    const down = catalogue({
      'legal-laws/get-law-detail': () => {
        throw appError(ErrorCode.UPSTREAM_UNAVAILABLE);
      },
    });
    const failed = await run(down, DETAIL, { input: { lawId: '1', sectionId: '6', lawDetailId: '1' } });
    expect(failed.errors?.[0]).toMatchObject({
      message: 'Law text could not be loaded, Please try again later',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    const refused = catalogue({
      'legal-laws/get-law-detail': () => {
        throw appError(ErrorCode.FORBIDDEN, 'The business line is not assigned to this user.');
      },
    });
    const forbidden = await run(refused, DETAIL, {
      input: { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '4' },
    });
    expect(forbidden.errors?.[0]).toMatchObject({
      message: 'The business line is not assigned to this user.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  const detailCases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'an empty law id',
      { lawId: '', sectionId: '6', lawDetailId: '1' },
      { lawId: 'lawId must be a positive whole number.' },
    ],
    [
      'a bad section id',
      { lawId: '1', sectionId: '6.5', lawDetailId: '1' },
      { sectionId: 'sectionId must be a positive whole number.' },
    ],
    [
      'a bad law detail id',
      { lawId: '1', sectionId: '6', lawDetailId: '../1' },
      { lawDetailId: 'lawDetailId must be a positive whole number.' },
    ],
    [
      'a bad business line id',
      { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: 'x' },
      { businessLineId: 'businessLineId must be a positive whole number.' },
    ],
  ];
  it.each(detailCases)('refuses %s, before any call', async (_name, input, fields) => {
    const fake = catalogue();
    const result = await run(fake, DETAIL, { input });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(fake.calls).toBe(0);
  });

  it('refuses more than 500 rows at once', async () => {
    const fake = catalogue();
    const inputs = Array.from({ length: 501 }, () => ({ lawId: '1', sectionId: '1', lawDetailId: '1' }));
    const result = await run(
      fake,
      `query ($inputs: [LawDetailInput!]!) { lawDetails(inputs: $inputs) { sectionId } }`,
      { inputs },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { inputs: 'Ask for at most 500 law details at once.' },
    });
    expect(fake.calls).toBe(0);
  });

  it('is FORBIDDEN to users whose menu lacks the Search Hierarchy screen', async () => {
    const fake = catalogue();
    const result = await run(
      fake,
      DETAIL,
      { input: { lawId: '1', sectionId: '6', lawDetailId: '1' } },
      NO_SEARCH,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(fake.calls).toBe(0);
  });

  it('answers an inventory law detail with its source', async () => {
    const fake = catalogue();
    const result = await run(
      fake,
      `{ inventoryLawDetail(input: { lawId: "1", sectionId: "6", lawDetailId: "1", lawInventoryId: "1", businessLineId: "2" }) {
         lawInventory citation sourceUrl detail { section categories azimuthProcesses { name } } } }`,
      undefined,
      NO_SEARCH,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      inventoryLawDetail: {
        lawInventory: 'Federal Consumer Finance',
        citation: '12 CFR Part 1002',
        sourceUrl: 'https://example.test/1002',
        detail: {
          section: '§ 1002.6 Notifications',
          categories: ['Adverse Action', 'Fair Lending', 'Record Retention'],
          azimuthProcesses: [{ name: 'Adverse Action Notification' }, { name: 'Zeta Review' }],
        },
      },
    });
    expect(callsTo(fake, 'legal-laws/get-inventory-law-detail')[0]!.request.query).toMatchObject({
      lawInventoryId: '1',
    });
  });
});

describe('law text', () => {
  const LAW_TEXT = `query ($input: LawTextInput!) { lawText(input: $input) { kind regulator section sections { sectionId status sectionNumber details }
    change { id sectionStatus subSections { id oldNumber newNumber indentPx subSections { id oldNumber oldText } } levels { level changed }
      subSectionList { id parentId depth } } } }`;

  it("shows the section with those combined with it, 'Parent' first, and the pop-up header", async () => {
    const fake = catalogue();
    const result = await run(
      fake,
      LAW_TEXT,
      { input: { lawId: '1', sectionId: '4', lawDetailId: '1', businessLineId: '2' } },
      NO_SEARCH,
    );
    expect(result.errors).toBeUndefined();
    const text = (
      result.data as {
        lawText: {
          kind: string;
          section: string;
          sections: { sectionId: string; status: string }[];
          change: null;
        };
      }
    ).lawText;
    expect(text.kind).toBe('LAW_TEXT');
    expect(text.section).toBe('§ 1002.4 Section 4');
    expect(text.sections.map((section) => [section.sectionId, section.status])).toEqual([
      ['3', 'PARENT'],
      ['5', 'COMBINED'],
      ['4', 'COMBINED'],
    ]);
    expect(text.change).toBeNull();
    expect(fake.recorded[0]!.request.query).toEqual({
      sectionId: '4',
      businessLineId: '2',
      lawInventoryId: null,
    });
  });

  it('shows a change in law as old and new sub-section texts, as a tree', async () => {
    const fake = catalogue();
    const result = await run(fake, LAW_TEXT, {
      input: { lawId: '2', sectionId: '12', lawDetailId: '3', kind: 'CHANGED', changeId: '4' },
    });
    expect(result.errors).toBeUndefined();
    expect((result.data as { lawText: unknown }).lawText).toEqual({
      kind: 'CHANGED',
      regulator: 'Consumer Financial Protection Bureau',
      section: '§ 1026.19 Certain mortgage transactions',
      sections: [],
      change: {
        id: '4',
        sectionStatus: 'AMENDED',
        subSections: [
          {
            id: '36',
            oldNumber: '(e)',
            newNumber: '(e)',
            indentPx: 28,
            subSections: [{ id: '37', oldNumber: null, oldText: null }],
          },
        ],
        levels: [
          { level: 1, changed: false },
          { level: 2, changed: true },
        ],
        subSectionList: [
          { id: '36', parentId: null, depth: 1 },
          { id: '37', parentId: '36', depth: 2 },
        ],
      },
    });
    expect(fake.recorded[0]!.request.query).toEqual({
      sectionId: '12',
      statusID: null,
      moduleName: null,
      id: '4',
    });
  });

  it("is NOT_FOUND 'Law not found.' when the section is not the law's", async () => {
    const fake = catalogue();
    const text = await run(fake, LAW_TEXT, { input: { lawId: '9', sectionId: '4', lawDetailId: '1' } });
    expect(text.errors?.[0]).toMatchObject({ message: 'Law not found.', extensions: { code: 'NOT_FOUND' } });
    const changed = await run(fake, LAW_TEXT, {
      input: { lawId: '2', sectionId: '12', lawDetailId: '1', kind: 'CHANGED' },
    });
    expect(changed.errors?.[0]).toMatchObject({
      message: 'Law not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("says 'Something went wrong! Please try again later.' when the catalogue fails", async () => {
    const fake = catalogue({
      'law-text/get-law-text-section': () => {
        throw appError(ErrorCode.UPSTREAM_ERROR, 'backend server error', { status: 500 });
      },
      'law-text/get-sub-sections': () => {
        throw appError(ErrorCode.UPSTREAM_UNAVAILABLE);
      },
    });
    const text = await run(fake, LAW_TEXT, { input: { lawId: '1', sectionId: '4', lawDetailId: '1' } });
    expect(text.errors?.[0]).toMatchObject({
      message: 'Something went wrong! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    const tree = await run(fake, `{ subSections(input: { sectionId: "6" }) { id } }`);
    expect(tree.errors?.[0]).toMatchObject({
      message: 'Something went wrong! Please try again later.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('answers the combined text, the sub-section tree and texts, the change view and the link to source', async () => {
    const fake = catalogue();
    const result = await run(
      fake,
      `{ combinedLawText(input: { sectionId: "4", businessLineId: "2" }) { parent { sectionId status } details sections { sectionId status } }
         subSections(input: { sectionId: "6", lawInventoryId: "1" }) { id parentId depth name hasSubSections subSections { id parentId depth hasSubSections subSections { id } } }
         subSectionList(input: { sectionId: "6" }) { id parentId depth }
         one: subSectionText(subSectionId: "17") { subSectionId text }
         all: subSectionText(subSectionId: "17", withChildren: true) { text }
         changedLawText(input: { sectionId: "12", statusId: "6", moduleName: " legal-module " }) { id status moduleName oldText newText summary changeType }
         linkToSource(input: { lawId: "1", sectionId: "6", lawDetailId: "1" }) { lawName citation sourceUrl level1 sections { sectionId section status hasSubSections } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      combinedLawText: {
        parent: { sectionId: '3', status: 'PARENT' },
        details: '<h4>§ 1002.4</h4>…<h4>§ 1002.5</h4>…',
        sections: [
          { sectionId: '3', status: 'PARENT' },
          { sectionId: '4', status: 'COMBINED' },
        ],
      },
      subSections: [
        {
          id: '17',
          parentId: null,
          depth: 1,
          name: '(a) Notification',
          hasSubSections: true,
          subSections: [{ id: '18', parentId: '17', depth: 2, hasSubSections: false, subSections: [] }],
        },
      ],
      subSectionList: [
        { id: '17', parentId: null, depth: 1 },
        { id: '18', parentId: '17', depth: 2 },
      ],
      one: { subSectionId: '17', text: '<p>a</p>' },
      all: { text: '<p>a</p><p>b</p>' },
      changedLawText: {
        id: '1',
        status: 'Changed Law',
        moduleName: 'legal-module',
        oldText: '<div>old</div>',
        newText: '<div>new</div>',
        summary: 'Integrated disclosures.',
        changeType: 'Amendment',
      },
      linkToSource: {
        lawName: 'Regulation B',
        citation: '12 CFR Part 1002',
        sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1002',
        level1: 'Title 12 - Banks and Banking',
        sections: [{ sectionId: '1', section: '§ 1002.1 Authority', status: 'ACTIVE', hasSubSections: true }],
      },
    });
    expect(callsTo(fake, 'law-text/get-sub-sections')).toHaveLength(2);
    expect(callsTo(fake, 'law-text/get-combined-law-text')[0]!.request.query).toEqual({
      sectionId: '4',
      businessId: '2',
      lawInventoryId: null,
    });
    expect(callsTo(fake, 'law-text/get-sub-section-text').map((call) => call.request.query)).toEqual([
      { SubSectionId: '17', flag: false },
      { SubSectionId: '17', flag: true },
    ]);
  });

  const textCases: [string, string, Record<string, string>][] = [
    [
      'lawText with a bad section',
      `{ lawText(input: { lawId: "1", sectionId: "a", lawDetailId: "1" }) { kind } }`,
      { sectionId: 'sectionId must be a positive whole number.' },
    ],
    [
      'lawText with a bad change id',
      `{ lawText(input: { lawId: "1", sectionId: "2", lawDetailId: "1", kind: CHANGED, changeId: "x" }) { kind } }`,
      { changeId: 'changeId must be a positive whole number.' },
    ],
    [
      'combinedLawText with a bad inventory',
      `{ combinedLawText(input: { sectionId: "2", lawInventoryId: "-1" }) { details } }`,
      { lawInventoryId: 'lawInventoryId must be a positive whole number.' },
    ],
    [
      'subSections with no section',
      `{ subSections(input: { sectionId: "" }) { id } }`,
      { sectionId: 'sectionId must be a positive whole number.' },
    ],
    [
      'subSectionList with a bad section',
      `{ subSectionList(input: { sectionId: "6 OR 1=1" }) { id } }`,
      { sectionId: 'sectionId must be a positive whole number.' },
    ],
    [
      'inventoryLawDetail with a bad inventory',
      `{ inventoryLawDetail(input: { lawId: "1", sectionId: "6", lawDetailId: "1", lawInventoryId: "x" }) { citation } }`,
      { lawInventoryId: 'lawInventoryId must be a positive whole number.' },
    ],
    [
      'inventoryLawDetail with a bad law',
      `{ inventoryLawDetail(input: { lawId: "", sectionId: "6", lawDetailId: "1" }) { citation } }`,
      { lawId: 'lawId must be a positive whole number.' },
    ],
    [
      'subSectionText with a bad id',
      `{ subSectionText(subSectionId: "17;1") { text } }`,
      { subSectionId: 'subSectionId must be a positive whole number.' },
    ],
    [
      'changedLawText with a bad status',
      `{ changedLawText(input: { sectionId: "2", statusId: "six" }) { id } }`,
      { statusId: 'statusId must be a positive whole number.' },
    ],
    [
      'linkToSource with a bad law detail',
      `{ linkToSource(input: { lawId: "1", sectionId: "2", lawDetailId: "2147483648" }) { section } }`,
      { lawDetailId: 'lawDetailId must be a positive whole number.' },
    ],
    [
      'requirementDetail with a bad id',
      `{ requirementDetail(id: "REGB_008") { id } }`,
      { id: 'id must be a positive whole number.' },
    ],
  ];
  it.each(textCases)('refuses %s, before any call', async (_name, query, fields) => {
    const fake = catalogue();
    const result = await run(fake, query);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(fake.calls).toBe(0);
  });
});

describe('requirement detail', () => {
  it('answers the pop-up for any signed-in user, with the type as the catalogue spells it', async () => {
    const fake = catalogue();
    const result = await run(
      fake,
      `{ requirementDetail(id: "50", type: LEGAL) { id regulator section requirementNumber requirement requirementType lawId sectionId businessLineId } }`,
      undefined,
      NO_SEARCH,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      requirementDetail: {
        id: '50',
        regulator: 'Consumer Financial Protection Bureau',
        section: '§ 1002.9 Notifications',
        requirementNumber: 'REGB_008',
        requirement: 'Notify the applicant.',
        requirementType: 'REQUIREMENT',
        lawId: '1',
        sectionId: '6',
        businessLineId: '2',
      },
    });
    expect(fake.recorded[0]!.request.query).toEqual({ id: '50', type: 'legal' });
  });
});
