/**
 * The demo data of the foundation contract: four users covering the role kinds the product distinguishes, and a
 * menu for a compliance product built only from the routes the web app has screens for. Ids are fixed because
 * they travel on the wire (MenuId and BreadCrumbId headers; breadcrumb ids 1, 57, 10 and 59 select the stepper).
 */

export const DEMO_PASSWORD = 'Demo#2026';

export const ROUTES = {
  legalDashboard: '/legal-module/legal-dashboard',
  identifyDuplicateLaws: '/legal-module/identifyDuplicateLaws',
  combineLaws: '/legal-module/combineLaws',
  defineBusinessRequirements: '/legal-module/defineBusinessRequirements',
  mapLawToBusinessProcesses: '/legal-module/mapLawToBusinessProcesses',
  approveBusinessRequirements: '/legal-module/approveBusinessRequirements',
  hierarchySearch: '/legal-module/hierarchy-search',
  businessModule: '/business-module/business-module',
  newLaw: '/change-management/newLaw',
  messageTypes: '/validator-maintenance/message-types',
  hmdaFieldMaster: '/hmda/field-master',
  extracts: '/extracts',
  changePassword: '/changePassword',
  validatorResults: '/validator-setup/results',
  pipelineRuns: '/validator-setup/pipeline-runs',
  validatorEntities: '/validator-setup/entities',
  headerMapping: '/validator-setup/header-mapping',
  clientFile: '/validator-setup/client-file',
  headerApprovals: '/validator-setup/approvals',
  setupReference: '/validator-setup/reference',
  systemFieldMapping: '/validator-setup/system-field-mapping',
  requirementFields: '/validator-setup/requirement-fields',
} as const;

/** Validator setup and results, and system field mapping (DMU): a group and its screens. */
export const VALIDATOR_SETUP_MENU_IDS = {
  group: 150,
  results: 151,
  pipelineRuns: 152,
  entities: 153,
  headerMapping: 154,
  clientFile: 155,
  approvals: 156,
  reference: 157,
  systemFieldMapping: 158,
  requirementFields: 1910,
} as const;

export const MENU_IDS = {
  legal: 1,
  legalDashboard: 2,
  hierarchySearch: 3,
  business: 4,
  businessModule: 5,
  changeManagement: 6,
  newLaw: 7,
  validatorMaintenance: 8,
  messageTypes: 9,
  hmda: 10,
  hmdaFieldMaster: 11,
  extracts: 12,
  changePassword: 13,
} as const;

export interface BreadcrumbSeed {
  id: number;
  label: string;
  routerLink: string;
  moduleName: string;
}

export interface MenuItemSeed {
  id: number;
  parentId: number | null;
  label: string;
  routerLink: string | null;
  /** An icon name the web app maps to its icon set. */
  image: string;
  /** The workflow tab the entry opens on, for entries that open a tabbed workflow. */
  selectedIndex: number | null;
  breadcrumbs: BreadcrumbSeed[];
}

const LEGAL_MODULE = 'legal-module';

/** Listed parents first, each level in display order (sort_order follows the listing). */
export const MENU_ITEMS: readonly MenuItemSeed[] = [
  {
    id: MENU_IDS.legal,
    parentId: null,
    label: 'Legal',
    routerLink: null,
    image: 'gavel',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.legalDashboard,
    parentId: MENU_IDS.legal,
    label: 'Legal Dashboard',
    routerLink: ROUTES.legalDashboard,
    image: 'dashboard',
    selectedIndex: 0,
    // The legal workflow in tab order: duplicates (1), combine (3), define (4), map (5), approve (6).
    breadcrumbs: [
      {
        id: 1,
        label: 'Identify Duplicate Laws',
        routerLink: ROUTES.identifyDuplicateLaws,
        moduleName: LEGAL_MODULE,
      },
      { id: 57, label: 'Combine Laws', routerLink: ROUTES.combineLaws, moduleName: LEGAL_MODULE },
      {
        id: 10,
        label: 'Define Business Requirements',
        routerLink: ROUTES.defineBusinessRequirements,
        moduleName: LEGAL_MODULE,
      },
      {
        id: 58,
        label: 'Map Law To Business Processes',
        routerLink: ROUTES.mapLawToBusinessProcesses,
        moduleName: LEGAL_MODULE,
      },
      {
        id: 59,
        label: 'Approve Business Requirements',
        routerLink: ROUTES.approveBusinessRequirements,
        moduleName: LEGAL_MODULE,
      },
    ],
  },
  {
    id: MENU_IDS.hierarchySearch,
    parentId: MENU_IDS.legal,
    label: 'Hierarchy Search',
    routerLink: ROUTES.hierarchySearch,
    image: 'search',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.business,
    parentId: null,
    label: 'Business',
    routerLink: null,
    image: 'briefcase',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.businessModule,
    parentId: MENU_IDS.business,
    label: 'Business Dashboard',
    routerLink: ROUTES.businessModule,
    image: 'clipboard-check',
    selectedIndex: 0,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.changeManagement,
    parentId: null,
    label: 'Change Management',
    routerLink: null,
    image: 'sync',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.newLaw,
    parentId: MENU_IDS.changeManagement,
    label: 'New Law',
    routerLink: ROUTES.newLaw,
    image: 'file-plus',
    selectedIndex: 0,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.validatorMaintenance,
    parentId: null,
    label: 'Validator Maintenance',
    routerLink: null,
    image: 'rule',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.messageTypes,
    parentId: MENU_IDS.validatorMaintenance,
    label: 'Message Types',
    routerLink: ROUTES.messageTypes,
    image: 'message',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.hmda,
    parentId: null,
    label: 'HMDA',
    routerLink: null,
    image: 'bank',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.hmdaFieldMaster,
    parentId: MENU_IDS.hmda,
    label: 'Field Master',
    routerLink: ROUTES.hmdaFieldMaster,
    image: 'table',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.group,
    parentId: null,
    label: 'Validator Setup',
    routerLink: null,
    image: 'settings',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.results,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'Validator Results',
    routerLink: ROUTES.validatorResults,
    image: 'chart',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.pipelineRuns,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'Pipeline Runs',
    routerLink: ROUTES.pipelineRuns,
    image: 'sync',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.entities,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'Entity Setup',
    routerLink: ROUTES.validatorEntities,
    image: 'sitemap',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.headerMapping,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'Header Field Mapping',
    routerLink: ROUTES.headerMapping,
    image: 'table',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.clientFile,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'Client File Upload',
    routerLink: ROUTES.clientFile,
    image: 'upload',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.approvals,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'Header Change Approval',
    routerLink: ROUTES.headerApprovals,
    image: 'check',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.reference,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'Setup Reference Data',
    routerLink: ROUTES.setupReference,
    image: 'list',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.systemFieldMapping,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'System Field Mapping',
    routerLink: ROUTES.systemFieldMapping,
    image: 'link',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: VALIDATOR_SETUP_MENU_IDS.requirementFields,
    parentId: VALIDATOR_SETUP_MENU_IDS.group,
    label: 'Requirement Field Mapping',
    routerLink: ROUTES.requirementFields,
    image: 'link',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.extracts,
    parentId: null,
    label: 'Extracts',
    routerLink: ROUTES.extracts,
    image: 'file-export',
    selectedIndex: null,
    breadcrumbs: [],
  },
  {
    id: MENU_IDS.changePassword,
    parentId: null,
    label: 'Change Password',
    routerLink: ROUTES.changePassword,
    image: 'key',
    selectedIndex: null,
    breadcrumbs: [],
  },
];

const ALL_LEAVES = MENU_ITEMS.filter((item) => item.routerLink !== null).map((item) => item.id);
const ALL_ROUTES = MENU_ITEMS.flatMap((item) => [
  ...(item.routerLink ? [item.routerLink] : []),
  ...item.breadcrumbs.map((crumb) => crumb.routerLink),
]);
const LEGAL_WORKFLOW_ROUTES = [
  ROUTES.legalDashboard,
  ROUTES.identifyDuplicateLaws,
  ROUTES.combineLaws,
  ROUTES.defineBusinessRequirements,
  ROUTES.mapLawToBusinessProcesses,
  ROUTES.approveBusinessRequirements,
];

export interface RoleSeed {
  name: string;
  /** Leaf entries the role sees; the groups above them follow. */
  menuItemIds: number[];
  /** Routes the role may edit (export on extracts and the changePassword guard need edit permission too). */
  editableRoutes: string[];
}

export const ROLES: readonly RoleSeed[] = [
  // The four administrator-type roles the product recognises.
  { name: 'Lexbridge Super Admin', menuItemIds: ALL_LEAVES, editableRoutes: ALL_ROUTES },
  { name: 'Lexbridge Admin', menuItemIds: ALL_LEAVES, editableRoutes: ALL_ROUTES },
  {
    name: 'Lexbridge User',
    menuItemIds: [
      MENU_IDS.legalDashboard,
      MENU_IDS.hierarchySearch,
      MENU_IDS.businessModule,
      MENU_IDS.extracts,
      MENU_IDS.changePassword,
    ],
    editableRoutes: [ROUTES.extracts, ROUTES.changePassword],
  },
  { name: 'Lexbridge Admin Read Only', menuItemIds: ALL_LEAVES, editableRoutes: [] },
  // The provider-type role: provider-side staff who maintain validator rules and HMDA reference data.
  {
    name: 'Provider Staff',
    menuItemIds: [MENU_IDS.messageTypes, MENU_IDS.hmdaFieldMaster, MENU_IDS.changePassword],
    editableRoutes: [ROUTES.messageTypes, ROUTES.hmdaFieldMaster, ROUTES.changePassword],
  },
  {
    name: 'Legal Staff',
    menuItemIds: [
      MENU_IDS.legalDashboard,
      MENU_IDS.hierarchySearch,
      MENU_IDS.newLaw,
      MENU_IDS.extracts,
      MENU_IDS.changePassword,
    ],
    editableRoutes: [...LEGAL_WORKFLOW_ROUTES, ROUTES.newLaw, ROUTES.extracts, ROUTES.changePassword],
  },
  {
    name: 'Business User',
    // A client-side user: besides the business module, the client's validator results, its file uploads (the
    // header changes they raise are submitted for approval) and its system field mapping.
    menuItemIds: [
      MENU_IDS.businessModule,
      MENU_IDS.extracts,
      MENU_IDS.changePassword,
      VALIDATOR_SETUP_MENU_IDS.results,
      VALIDATOR_SETUP_MENU_IDS.pipelineRuns,
      VALIDATOR_SETUP_MENU_IDS.clientFile,
      VALIDATOR_SETUP_MENU_IDS.systemFieldMapping,
      VALIDATOR_SETUP_MENU_IDS.requirementFields,
    ],
    editableRoutes: [
      ROUTES.businessModule,
      ROUTES.extracts,
      ROUTES.changePassword,
      ROUTES.validatorResults,
      ROUTES.clientFile,
      ROUTES.systemFieldMapping,
    ],
  },
  {
    name: 'Client Read Only',
    menuItemIds: [
      MENU_IDS.legalDashboard,
      MENU_IDS.hierarchySearch,
      MENU_IDS.businessModule,
      MENU_IDS.extracts,
    ],
    editableRoutes: [],
  },
];

export interface DemoUser {
  email: string;
  firstName: string;
  fullName: string;
  roles: string[];
  isAzimuth: boolean;
  isTableau: boolean;
  /** Open work items per menu entry. */
  inboxCounts: Partial<Record<number, number>>;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@lexbridge.test',
    firstName: 'Ada',
    fullName: 'Ada Admin',
    roles: ['Lexbridge Super Admin', 'Provider Staff'],
    isAzimuth: true,
    isTableau: false,
    inboxCounts: {},
  },
  {
    email: 'lawyer@lexbridge.test',
    firstName: 'Lena',
    fullName: 'Lena Lawyer',
    roles: ['Legal Staff'],
    isAzimuth: false,
    isTableau: false,
    inboxCounts: { [MENU_IDS.legalDashboard]: 7, [MENU_IDS.newLaw]: 2 },
  },
  {
    email: 'business@lexbridge.test',
    firstName: 'Ben',
    fullName: 'Ben Business',
    roles: ['Business User'],
    isAzimuth: false,
    isTableau: false,
    inboxCounts: { [MENU_IDS.businessModule]: 4 },
  },
  {
    email: 'reader@lexbridge.test',
    firstName: 'Rita',
    fullName: 'Rita Reader',
    roles: ['Client Read Only'],
    isAzimuth: false,
    isTableau: false,
    inboxCounts: {},
  },
];
