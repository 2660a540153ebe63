import { graphql, HttpResponse } from 'msw';
import type { GraphQLFormattedError } from 'graphql';
import type {
  CompareLawsQuery,
  CompleteLawDetailPopupQuery,
  ExtractReportsQuery,
  HierarchyCategoriesQuery,
  HierarchyRegulatorsQuery,
  HierarchySearchQuery,
  LawDetailViewFieldsFragment,
  LawHierarchyChildrenQuery,
  LawHierarchyNodeInput,
  LawHierarchyQuery,
  LawHierarchyResultFieldsFragment,
  LawTextPopupQuery,
  LinkToSourcePopupQuery,
  ReportExtractInput,
  ReportExtractQuery,
  RequirementDetailPopupQuery,
  SectionStatus,
  SourceSubSectionsQuery,
} from '../gql/graphql';
import { GRAPHQL_URL, type RecordedCall } from './bff';
import { server } from './server';

type Errors = { errors: GraphQLFormattedError[] };
/** Data, GraphQL errors, or a failed request; or a function of the variables giving one of those. */
type Answer<T> = T | Errors | 'network-error';
type AnswerFor<T> = Answer<T> | ((variables: Record<string, unknown>) => Answer<T>);

type Industries = HierarchySearchQuery['industries'];

const industry = (id: string, name: string, lines: [string, string][]) => ({
  __typename: 'Industry' as const,
  id,
  name,
  businessLines: lines.map(([lineId, lineName]) => ({
    __typename: 'BusinessLine' as const,
    id: lineId,
    name: lineName,
    industryId: id,
  })),
});

/** Two industries, as the lawyer of the reference catalogue has them. */
export const industriesFixture: Industries = [
  industry('1', 'Banking', [
    ['1', 'Deposit Accounts'],
    ['2', 'Consumer Lending'],
  ]),
  industry('2', 'Mortgage Lending', [['5', 'Mortgage Origination']]),
];

/** One industry with one business line: both choose themselves. */
export const singleIndustryFixture: Industries = [industry('4', 'Payments', [['12', 'Money Transmission']])];

const regulator = (id: string, name: string, codeName: string) => ({
  __typename: 'Regulator' as const,
  id,
  name,
  codeName,
  description: null,
});

/** Federal regulators only: the States section says 'No Regulators Found In States'. */
export const regulatorsFixture: HierarchyRegulatorsQuery['regulators'] = [
  {
    __typename: 'RegulatorGroup',
    authority: 'FEDERAL',
    regulators: [
      regulator('2', 'Office of the Comptroller of the Currency', 'OCC'),
      regulator('1', 'Consumer Financial Protection Bureau', 'CFPB'),
    ],
  },
  { __typename: 'RegulatorGroup', authority: 'STATE', regulators: [] },
] as unknown as HierarchyRegulatorsQuery['regulators'];

export const categoriesFixture: HierarchyCategoriesQuery['categories'] = [
  { __typename: 'Category', id: '9', name: 'Adverse Action', description: 'Notices owed to applicants.' },
  { __typename: 'Category', id: '8', name: 'Fair Lending', description: 'Equal treatment.' },
  { __typename: 'Category', id: '15', name: 'Record Retention', description: 'How long records are kept.' },
] as unknown as HierarchyCategoriesQuery['categories'];

export const CFPB = 'Consumer Financial Protection Bureau';
export const TITLE_12 = 'Title 12 - Banks and Banking';
export const PART_1002 = 'Part 1002 - Equal Credit Opportunity Act (Regulation B)';

function result(
  authority: 'FEDERAL' | 'STATE',
  partial: Partial<LawHierarchyResultFieldsFragment>,
): LawHierarchyResultFieldsFragment {
  return {
    __typename: 'LawHierarchyResult',
    authority,
    regulator: CFPB,
    regulatorId: '1',
    codeName: 'CFPB',
    levelHeader: 'Level 1',
    levels: [],
    sections: [],
    ...partial,
  } as unknown as LawHierarchyResultFieldsFragment;
}

const level = (levelNumber: number, text: string, sectionCount: number) => ({
  __typename: 'LawLevelNode' as const,
  level: levelNumber,
  text,
  hasChildren: true,
  sectionCount,
});

const sectionNode = (
  sectionId: string,
  section: string,
  sectionName: string,
  status: SectionStatus = 'ACTIVE',
) => ({
  __typename: 'LawSectionNode' as const,
  lawId: '1',
  sectionId,
  lawDetailId: '1',
  section,
  sectionName,
  status,
});

/** Federal: the CFPB with Title 12; States: nothing ('No Results Found'). */
export const lawHierarchyFixture: LawHierarchyQuery['lawHierarchy'] = [
  {
    __typename: 'LawHierarchyGroup',
    authority: 'FEDERAL',
    results: [result('FEDERAL', { levels: [level(1, TITLE_12, 2)] })],
  },
  { __typename: 'LawHierarchyGroup', authority: 'STATE', results: [] },
] as unknown as LawHierarchyQuery['lawHierarchy'];

/** Title 12 holds Part 1002; Part 1002 holds two sections, the 'Parent' one first. */
export function lawHierarchyChildrenFixture(
  node: LawHierarchyNodeInput,
): LawHierarchyChildrenQuery['lawHierarchyChildren'] {
  const path = node.levelTexts;
  const below =
    path.length === 1
      ? { levels: [level(2, PART_1002, 2)] }
      : {
          levels: [],
          sections: [
            sectionNode('3', '§ 1002.4', 'General rules', 'PARENT'),
            sectionNode('6', '§ 1002.9', 'Notifications'),
          ],
        };
  return {
    __typename: 'LawHierarchyGroup',
    authority: 'FEDERAL',
    results: [result('FEDERAL', { levelHeader: `Level ${path.length + 1}`, ...below })],
  } as unknown as LawHierarchyChildrenQuery['lawHierarchyChildren'];
}

export function lawDetailFixture(
  overrides: Partial<LawDetailViewFieldsFragment> = {},
): LawDetailViewFieldsFragment {
  return {
    __typename: 'LawDetail',
    lawId: '1',
    sectionId: '3',
    lawDetailId: '1',
    lawInventoryId: '1',
    businessLineId: '2',
    status: 'PARENT',
    effectiveDate: '2011-12-30',
    lawText:
      '<div class="law-text"><p class="level-1"><strong>(a) Discrimination.</strong> A creditor must not discriminate.</p></div>',
    categories: ['Adverse Action', 'Fair Lending'],
    companyProcessNames: [
      'Credit Decision Review',
      'Decline Letter Production',
      'Loan Application Processing',
    ],
    azimuthProcesses: [{ __typename: 'AzimuthProcess', id: '4', name: 'Credit Underwriting' }],
    companyProcesses: [
      {
        __typename: 'CompanyProcess',
        id: '13',
        name: 'Credit Decision Review',
        businessProcessName: 'Lending',
      },
      {
        __typename: 'CompanyProcess',
        id: '14',
        name: 'Decline Letter Production',
        businessProcessName: 'Lending',
      },
      {
        __typename: 'CompanyProcess',
        id: '12',
        name: 'Loan Application Processing',
        businessProcessName: 'Lending',
      },
    ],
    level1: TITLE_12,
    level2: 'Chapter X - Bureau of Consumer Financial Protection',
    level3: PART_1002,
    level4: null,
    level5: null,
    level6: null,
    level7: null,
    level8: null,
    level9: null,
    level10: null,
    section: '§ 1002.4 General rules',
    regulator: CFPB,
    type: 'Regulation',
    legalContact: 'Lena Lawyer',
    ...overrides,
  } as unknown as LawDetailViewFieldsFragment;
}

export const lawTextFixture: LawTextPopupQuery['lawText'] = {
  __typename: 'LawText',
  kind: 'LAW_TEXT',
  regulator: CFPB,
  section: '§ 1002.4 General rules',
  // The BFF orders 'Parent' first; the view does so again whatever order comes.
  sections: [
    {
      __typename: 'LawSection',
      sectionId: '4',
      section: '§ 1002.5 Rules concerning requests for information',
      sectionNumber: '§ 1002.5',
      status: 'COMBINED',
      details: '<p>(a) General rules.</p>',
    },
    {
      __typename: 'LawSection',
      sectionId: '3',
      section: '§ 1002.4 General rules',
      sectionNumber: '§ 1002.4',
      status: 'PARENT',
      details: '<p>(a) Discrimination.</p><script>window.hacked = true</script>',
    },
  ],
  change: null,
} as unknown as LawTextPopupQuery['lawText'];

const changedSub = (
  id: string,
  parentId: string | null,
  indentPx: number,
  oldText: string | null,
  newText: string | null,
) => ({
  __typename: 'ChangedSubSection' as const,
  id,
  parentId,
  depth: parentId ? 2 : 1,
  indentPx,
  oldNumber: null,
  newNumber: null,
  oldText,
  newText,
});

export const changedLawTextFixture: LawTextPopupQuery['lawText'] = {
  __typename: 'LawText',
  kind: 'CHANGED',
  regulator: CFPB,
  section: '§ 1026.19 Certain mortgage and variable-rate transactions',
  sections: [],
  change: {
    __typename: 'ChangedLawText',
    id: '1',
    regulator: CFPB,
    section: '§ 1026.19 Certain mortgage and variable-rate transactions',
    sectionStatus: 'DECOMMISSIONED',
    status: 'Changed Law',
    changeType: 'Amendment',
    effectiveDate: '2015-10-03',
    summary: 'Integrated disclosures.',
    oldText: null,
    newText: null,
    levels: [
      { __typename: 'LevelChange', level: 1, oldText: TITLE_12, newText: TITLE_12, changed: false },
      {
        __typename: 'LevelChange',
        level: 4,
        oldText: 'Subpart C - Old',
        newText: 'Subpart C - New',
        changed: true,
      },
    ],
    subSectionList: [
      changedSub(
        '36',
        null,
        3,
        '<p>(e) deliver a good faith estimate</p>',
        '<p>(e) deliver a Loan Estimate</p>',
      ),
      changedSub('37', '36', 28, '<p>(1)(i) within three days</p>', '<p>(1)(i) within three days</p>'),
    ],
  },
} as unknown as LawTextPopupQuery['lawText'];

export const linkToSourceFixture: LinkToSourcePopupQuery['linkToSource'] = {
  __typename: 'LinkToSource',
  lawId: '1',
  sectionId: '3',
  lawDetailId: '1',
  lawInventoryId: '1',
  regulator: CFPB,
  section: '§ 1002.4 General rules',
  level1: TITLE_12,
  lawName: 'Regulation B - Equal Credit Opportunity',
  citation: '12 CFR Part 1002',
  sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1002',
  sections: [
    {
      __typename: 'SourceSection',
      sectionId: '3',
      section: '§ 1002.4 General rules',
      status: 'PARENT',
      hasSubSections: true,
    },
    {
      __typename: 'SourceSection',
      sectionId: '6',
      section: '§ 1002.9 Notifications',
      status: 'ACTIVE',
      hasSubSections: true,
    },
  ],
} as unknown as LinkToSourcePopupQuery['linkToSource'];

/** A section's sub-sections as the BFF lists them: depth first, each with its parent. */
export const subSectionsFixture: SourceSubSectionsQuery['subSectionList'] = [
  {
    __typename: 'SubSection',
    id: '20',
    parentId: null,
    depth: 1,
    name: '(a) Notification of action taken',
    hasSubSections: true,
  },
  {
    __typename: 'SubSection',
    id: '21',
    parentId: '20',
    depth: 2,
    name: '(1) When notification is required',
    hasSubSections: false,
  },
  {
    __typename: 'SubSection',
    id: '22',
    parentId: null,
    depth: 1,
    name: '(b) Statement of specific reasons',
    hasSubSections: false,
  },
] as unknown as SourceSubSectionsQuery['subSectionList'];

export const requirementDetailFixture: RequirementDetailPopupQuery['requirementDetail'] = {
  __typename: 'RequirementDetail',
  id: '1',
  regulator: CFPB,
  section: '§ 1002.1 Authority, scope, and purpose',
  requirementNumber: 'REGB_001',
  requirement: 'Header/Definition/Scope/etc. – Requirement Not Needed',
  lawText: '<p>(a) Authority and scope.</p>',
} as unknown as RequirementDetailPopupQuery['requirementDetail'];

export const combinedLawTextFixture: CompleteLawDetailPopupQuery['combinedLawText'] = {
  __typename: 'CombinedLawText',
  parent: { __typename: 'LawSection', regulator: CFPB, section: '§ 1002.4 General rules', level1: TITLE_12 },
  sections: [
    { __typename: 'CombinedSection', sectionId: '3', section: '§ 1002.4 General rules', status: 'PARENT' },
    {
      __typename: 'CombinedSection',
      sectionId: '4',
      section: '§ 1002.5 Rules concerning requests',
      status: 'COMBINED',
    },
  ],
  details: '<h4>§ 1002.4 General rules</h4><p>(a)</p><h4>§ 1002.5 Rules concerning requests</h4><p>(b)</p>',
} as unknown as CompleteLawDetailPopupQuery['combinedLawText'];

export const reportsFixture: ExtractReportsQuery['reports'] = [
  { __typename: 'Report', id: '1', name: 'Law Inventory by Business Line', needsBusinessLine: true },
  { __typename: 'Report', id: '4', name: 'Regulator Summary', needsBusinessLine: false },
] as unknown as ExtractReportsQuery['reports'];

/** A report of `total` rows, answered page by page as the BFF does. */
export function reportExtractPages(total: number, columns = ['Regulator', 'Section']) {
  return ({ input }: Record<string, unknown>): ReportExtractQuery['reportExtract'] => {
    const { pageNumber = 1, pageSize = 1000 } = input as ReportExtractInput;
    const start = (pageNumber - 1) * pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => ({
      Regulator: CFPB,
      Section: `§ ${start + index + 1}`,
    }));
    return {
      __typename: 'ReportExtract',
      fileName: 'Law Inventory by Business Line_2026-05-04',
      columns,
      rows,
      totalCount: total,
      pageNumber,
      pageSize,
      message: total === 0 ? 'No data to be exported.' : null,
    } as unknown as ReportExtractQuery['reportExtract'];
  };
}

export interface CatalogueAnswers {
  industries: AnswerFor<Industries>;
  regulators: AnswerFor<HierarchyRegulatorsQuery['regulators']>;
  categories: AnswerFor<HierarchyCategoriesQuery['categories']>;
  lawHierarchy: AnswerFor<LawHierarchyQuery['lawHierarchy']>;
  lawHierarchyChildren: AnswerFor<LawHierarchyChildrenQuery['lawHierarchyChildren']>;
  lawDetail: AnswerFor<LawDetailViewFieldsFragment>;
  lawDetails: AnswerFor<CompareLawsQuery['lawDetails']>;
  lawText: AnswerFor<LawTextPopupQuery['lawText']>;
  combinedLawText: AnswerFor<CompleteLawDetailPopupQuery['combinedLawText']>;
  linkToSource: AnswerFor<LinkToSourcePopupQuery['linkToSource']>;
  subSectionList: AnswerFor<SourceSubSectionsQuery['subSectionList']>;
  requirementDetail: AnswerFor<RequirementDetailPopupQuery['requirementDetail']>;
  reports: AnswerFor<ExtractReportsQuery['reports']>;
  reportExtract: AnswerFor<ReportExtractQuery['reportExtract']>;
}

/** Operation name -> the root field it answers. */
const OPERATIONS: Record<string, keyof CatalogueAnswers> = {
  HierarchySearch: 'industries',
  ExtractFilters: 'industries',
  HierarchyRegulators: 'regulators',
  HierarchyCategories: 'categories',
  LawHierarchy: 'lawHierarchy',
  LawHierarchyChildren: 'lawHierarchyChildren',
  LawDetailsPopup: 'lawDetail',
  CompareLaws: 'lawDetails',
  LawTextPopup: 'lawText',
  CompleteLawDetailPopup: 'combinedLawText',
  LinkToSourcePopup: 'linkToSource',
  SourceSubSections: 'subSectionList',
  RequirementDetailPopup: 'requirementDetail',
  ExtractReports: 'reports',
  ReportExtract: 'reportExtract',
};

function isErrors(value: unknown): value is Errors {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'errors' in value;
}

const DEFAULTS: CatalogueAnswers = {
  industries: industriesFixture,
  regulators: regulatorsFixture,
  categories: categoriesFixture,
  lawHierarchy: lawHierarchyFixture,
  lawHierarchyChildren: ({ node }) => lawHierarchyChildrenFixture(node as LawHierarchyNodeInput),
  lawDetail: lawDetailFixture(),
  lawDetails: ({ inputs }) =>
    (inputs as { sectionId: string; businessLineId?: string | null }[]).map((input, index) =>
      lawDetailFixture({
        sectionId: input.sectionId,
        businessLineId: input.businessLineId ?? null,
        section: index === 0 ? '§ 1002.4 General rules' : '§ 1002.9 Notifications',
      }),
    ),
  lawText: ({ input }) =>
    (input as { kind?: string }).kind === 'CHANGED' ? changedLawTextFixture : lawTextFixture,
  combinedLawText: combinedLawTextFixture,
  linkToSource: linkToSourceFixture,
  subSectionList: subSectionsFixture,
  requirementDetail: requirementDetailFixture,
  reports: reportsFixture,
  reportExtract: reportExtractPages(3),
};

/**
 * The law catalogue's operations on the stand-in BFF, beside `mockBff` (call that first, for the session). Each
 * answer can be data, GraphQL errors, a network failure, or a function of the variables; every call is recorded with
 * its x-lexbridge-route header.
 */
export function mockCatalogue(
  answers: Partial<CatalogueAnswers> = {},
  delay: Partial<Record<string, Promise<void>>> = {},
) {
  const resolved = { ...DEFAULTS, ...answers };
  const calls: RecordedCall[] = [];
  const api = graphql.link(GRAPHQL_URL);
  server.use(
    ...Object.entries(OPERATIONS).map(([operationName, field]) =>
      api.query(operationName, async ({ variables, request }) => {
        calls.push({ operationName, variables, route: request.headers.get('x-lexbridge-route') });
        await delay[operationName];
        const configured = resolved[field];
        const answer = typeof configured === 'function' ? configured(variables) : configured;
        if (answer === 'network-error') return HttpResponse.error();
        if (isErrors(answer)) return HttpResponse.json({ errors: answer.errors, data: null });
        return HttpResponse.json({ data: { [field]: answer } });
      }),
    ),
  );
  return { calls: (operationName: string) => calls.filter((call) => call.operationName === operationName) };
}
