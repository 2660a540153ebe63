/**
 * Every route of the SPA, as `{ path, getHref }`: `path` is what the route table matches, `getHref` builds a link.
 * Components never write URL strings of their own.
 */

/** The business module's screens past its dashboard (the same routes as @lexbridge/rules BUSINESS_ROUTES). */
const BUSINESS_SCREENS = {
  dashboardReport: '/business-module/business-dashboard-report',
  validateLawApplicability: '/business-module/validate-law-applicability',
  mapArtifacts: '/business-module/map-artifacts',
  assessArtifacts: '/business-module/assess-artifacts',
  approveAssessment: '/business-module/approve-assessment',
  lawNotApplicable: '/business-module/law-not-applicable',
  gaps: '/business-module/gaps',
} as const;
export type BusinessScreen = keyof typeof BUSINESS_SCREENS;

/** The first path segments the shell owns (the menu's routerLinks). */
export const SHELL_AREAS = [
  'legal-module',
  'registration-and-maintenance',
  'maintenance',
  'hierarchy',
  'change-management',
  'client-change-management',
  'business-module',
  'email-subscription',
  'risk-manage-menu',
  'copy-risk-manage-menu',
  'reports',
  'risk-assesment-menu',
  'risk-assessment',
  'gaps',
  'compliance-testing',
  'validator-maintenance',
  'administration',
  'validator-setup',
  'hmda',
  'create-new-record',
  'ingestion',
  'cra',
  'extracts',
  'changePassword',
] as const;

export type ShellArea = (typeof SHELL_AREAS)[number];

/** Change management's step routes, in order. */
export const CHANGE_MANAGEMENT_ROUTES = [
  'newLaw',
  'mapBusinessRequirements',
  'confirmLawRequirements',
] as const;
export type ChangeManagementRoute = (typeof CHANGE_MANAGEMENT_ROUTES)[number];

/**
 * Only same-app paths are followed after sign-in: an absolute URL or a protocol-relative `//host` would turn the
 * login page into an open redirect.
 */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** The query parameter that carries the wanted path through sign-in. */
export const REDIRECT_PARAM = 'redirectTo';

/**
 * Pop-up windows (user/lawDetails, read-more, requirement-detail, completeLawDetail,
 * linkToSource) are not in anybody's menu: they carry the route of the screen that opened them in this query
 * parameter, and may be opened by whoever may open that screen (app/guards/require-popup-access.tsx). Their calls
 * report that screen to the BFF as x-lexbridge-route, so the catalogue sees the menu the user is working in.
 */
export const OPENER_PARAM = 'from';

/** The first path segment of the pop-up windows. */
export const POPUP_AREA = 'user';

/** The opener route of a pop-up window's URL, when it names a safe same-app path. */
export function popupOpener(search: string): string | null {
  const from = new URLSearchParams(search).get(OPENER_PARAM);
  return isSafeRedirect(from) ? from : null;
}

/** The route to report to the BFF for a location: a pop-up window's opener, else the location's own path. */
export function reportedRoute({ pathname, search }: { pathname: string; search: string }): string {
  return (pathname.startsWith(`/${POPUP_AREA}/`) && popupOpener(search)) || pathname;
}

/** The legal workflow's step routes. */
export type LegalStepRoute =
  | 'identifyDuplicateLaws'
  | 'combineLaws'
  | 'defineBusinessRequirements'
  | 'mapLawToBusinessProcesses'
  | 'approveBusinessRequirements';

/** What the Law text and Link to Source pop-ups show: legacy type 'LawText' or 'Changed'. */
export type LawTextType = 'LawText' | 'Changed';

/** Which grid the requirement detail pop-up was opened from (legacy type 'business' or 'legal'). */
export type RequirementGridType = 'business' | 'legal';

interface LawRef {
  lawId: string;
  sectionId: string;
  lawDetailId: string;
}

/** `?from=<opener>` plus any optional parameters that have a value. */
function popupQuery(from: string, extra: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams({ [OPENER_PARAM]: from });
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return `?${params}`;
}

const seg = encodeURIComponent;

/** The query parameters of a pop-up URL beside the opener. */
export const POPUP_PARAMS = {
  /** The business line the text is looked at for (Law text pop-up). */
  businessLineId: 'businessLineId',
  /** The law inventory the law belongs to. */
  lawInventoryId: 'lawInventoryId',
  /** 'true': the Law text pop-up hides its 'Link to Source Law/Document' link (the spec's route data). */
  hideLink: 'hideLink',
} as const;

/** The query parameters of the reset link, spelled as the catalogue's e-mail writes them. */
export const RESET_TOKEN_PARAMS = { token: 'Token', token2: 'Token2' } as const;

export const paths = {
  root: {
    path: '/',
    getHref: () => '/',
  },
  login: {
    path: '/login',
    /** `redirectTo` is where the user wanted to go; sign-in returns there when their menu allows it. */
    getHref: (redirectTo?: string | null) =>
      isSafeRedirect(redirectTo) && redirectTo !== '/'
        ? `/login?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo })}`
        : '/login',
  },
  adminLogin: {
    path: '/admin-login',
    getHref: () => '/admin-login',
  },
  ssoNotFound: {
    path: '/sso-not-found',
    getHref: () => '/sso-not-found',
  },
  unauthorized: {
    path: '/unauthorized',
    getHref: () => '/unauthorized',
  },
  notFound: {
    path: '/not-found',
    getHref: () => '/not-found',
  },
  /** The empty path of the admin area: it redirects to the admin sign-in. */
  admin: {
    path: '/admin',
    getHref: () => '/admin',
  },
  /** Where the identity provider's sign-in popup comes back to (single sign-on). */
  ssoCallback: {
    path: '/sso-callback',
    getHref: () => '/sso-callback',
  },
  /** The reset-password page of the e-mailed link: /forget-password?Token=..&Token2=.. */
  resetPassword: {
    path: '/forget-password',
    getHref: (token: string, token2: string) =>
      `/forget-password?${new URLSearchParams({ [RESET_TOKEN_PARAMS.token]: token, [RESET_TOKEN_PARAMS.token2]: token2 })}`,
  },
  /** Self-service registration and custom pricing. */
  userRegistration: {
    path: '/user-registration',
    getHref: () => '/user-registration',
  },
  /** Phone authentication: ?qrCode=<data: image URL>; needs a session, outside the shell. */
  userAuthentication: {
    path: '/user-authentication',
    getHref: (qrCode?: string) =>
      qrCode ? `/user-authentication?${new URLSearchParams({ qrCode })}` : '/user-authentication',
  },
  /** The Change Password screen in the shell: menu and edit permission guarded. */
  changePassword: {
    path: '/changePassword',
    getHref: () => '/changePassword',
  },
  /** Where the workflow screens send a user who has not selected a law. */
  businessModule: {
    path: '/business-module/business-module',
    getHref: () => '/business-module/business-module',
  },
  /** The business module's screens (dashboard report, steps, law not applicable, gaps). */
  businessStep: {
    path: (step: BusinessScreen) => BUSINESS_SCREENS[step],
    getHref: (step: BusinessScreen, query?: Record<string, string>) =>
      `${BUSINESS_SCREENS[step]}${query ? `?${new URLSearchParams(query)}` : ''}`,
  },
  /** The fallback home when no menu entry has a link. */
  legalHierarchySearch: {
    path: '/legal-module/hierarchy-search',
    getHref: () => '/legal-module/hierarchy-search',
  },
  /** Administration: master lists, users, roles and menus; menu guarded, edits need edit permission. */
  adminMasterLists: { path: '/administration/master-lists', getHref: () => '/administration/master-lists' },
  adminUsers: { path: '/administration/users', getHref: () => '/administration/users' },
  adminRoles: { path: '/administration/roles', getHref: () => '/administration/roles' },
  adminClientSetup: { path: '/administration/client-setup', getHref: () => '/administration/client-setup' },
  adminArtifacts: { path: '/administration/artifacts', getHref: () => '/administration/artifacts' },
  adminQuestions: { path: '/administration/questions', getHref: () => '/administration/questions' },
  adminEmployeeAssignments: {
    path: '/administration/employee-assignments',
    getHref: () => '/administration/employee-assignments',
  },
  adminSsoGroups: { path: '/administration/sso-groups', getHref: () => '/administration/sso-groups' },
  adminEmailSettings: {
    path: '/administration/email-settings',
    getHref: () => '/administration/email-settings',
  },
  adminSubscriptions: {
    path: '/administration/subscriptions',
    getHref: () => '/administration/subscriptions',
  },
  searchHistory: { path: '/legal-module/search-history', getHref: () => '/legal-module/search-history' },
  /** Validator rule maintenance: menu guarded; edits need edit permission. */
  validatorMessageTypes: {
    path: '/validator-maintenance/message-types',
    getHref: () => '/validator-maintenance/message-types',
  },
  validatorTestRules: {
    path: '/validator-maintenance/test-rules',
    getHref: () => '/validator-maintenance/test-rules',
  },
  validatorTestRuleMessages: {
    path: '/validator-maintenance/test-rule-messages',
    getHref: () => '/validator-maintenance/test-rule-messages',
  },
  validatorTestFilterMappings: {
    path: '/validator-maintenance/test-filter-mappings',
    getHref: () => '/validator-maintenance/test-filter-mappings',
  },
  validatorTestFilterFields: {
    path: '/validator-maintenance/test-filter-fields',
    getHref: () => '/validator-maintenance/test-filter-fields',
  },
  validatorClientFilterMappings: {
    path: '/validator-maintenance/client-filter-mappings',
    getHref: () => '/validator-maintenance/client-filter-mappings',
  },
  /** HMDA reference data: menu guarded; edits need edit permission. */
  hmdaClientInfo: {
    path: '/hmda/client-info',
    getHref: () => '/hmda/client-info',
  },
  hmdaFieldMaster: {
    path: '/hmda/field-master',
    getHref: () => '/hmda/field-master',
  },
  hmdaClientValues: {
    path: '/hmda/client-values',
    getHref: () => '/hmda/client-values',
  },
  hmdaValidValues: {
    path: '/hmda/valid-values',
    getHref: () => '/hmda/valid-values',
  },
  hmdaFieldOrder: {
    path: '/hmda/field-order',
    getHref: () => '/hmda/field-order',
  },
  hmdaSystems: {
    path: '/hmda/systems',
    getHref: () => '/hmda/systems',
  },
  hmdaDetailSystems: {
    path: '/hmda/detail-systems',
    getHref: () => '/hmda/detail-systems',
  },
  hmdaEditReferences: {
    path: '/hmda/edit-references',
    getHref: () => '/hmda/edit-references',
  },
  hmdaBankMaster: {
    path: '/hmda/bank-master',
    getHref: () => '/hmda/bank-master',
  },
  hmdaLarUpload: {
    path: '/hmda/lar-upload',
    getHref: () => '/hmda/lar-upload',
  },
  /** Validator setup and results, and system field mapping: menu guarded; edits need edit permission. */
  validatorResults: { path: '/validator-setup/results', getHref: () => '/validator-setup/results' },
  pipelineRuns: { path: '/validator-setup/pipeline-runs', getHref: () => '/validator-setup/pipeline-runs' },
  validatorEntities: { path: '/validator-setup/entities', getHref: () => '/validator-setup/entities' },
  headerMapping: {
    path: '/validator-setup/header-mapping',
    getHref: () => '/validator-setup/header-mapping',
  },
  clientFile: { path: '/validator-setup/client-file', getHref: () => '/validator-setup/client-file' },
  headerApprovals: { path: '/validator-setup/approvals', getHref: () => '/validator-setup/approvals' },
  setupReference: { path: '/validator-setup/reference', getHref: () => '/validator-setup/reference' },
  systemFieldMapping: {
    path: '/validator-setup/system-field-mapping',
    getHref: () => '/validator-setup/system-field-mapping',
  },
  requirementFields: {
    path: '/validator-setup/requirement-fields',
    getHref: () => '/validator-setup/requirement-fields',
  },
  /** Reports with Excel export: menu and edit-permission guarded. */
  extracts: {
    path: '/extracts',
    getHref: () => '/extracts',
  },
  /** Reports: embedded dashboards and the canned reports; `report` opens one canned report's tab. */
  reports: {
    path: '/reports',
    getHref: (report?: string) => (report ? `/reports?${new URLSearchParams({ report })}` : '/reports'),
  },
  /** CRA: the report tool's CRA dashboards. */
  cra: {
    path: '/cra',
    getHref: () => '/cra',
  },
  /** The compliance-testing entry point that opens its report-tool dashboard. */
  complianceTestingDashboard: {
    path: '/compliance-testing/dashboard',
    getHref: () => '/compliance-testing/dashboard',
  },
  /** Law detail pop-up; without a business line the Category and process sections are not shown. */
  lawDetailsPopup: {
    path: '/user/lawDetails/:lawId/:sectionId/:lawDetailId/:businessLineId?',
    getHref: (law: LawRef & { businessLineId?: string | null }, from: string) =>
      `/user/lawDetails/${seg(law.lawId)}/${seg(law.sectionId)}/${seg(law.lawDetailId)}` +
      `${law.businessLineId ? `/${seg(law.businessLineId)}` : ''}${popupQuery(from)}`,
  },
  /** The Law text pop-up ("read more"): the section's text (LawText) or its change in law (Changed). */
  readMorePopup: {
    path: '/user/read-more/:lawId/:sectionId/:lawDetailId/:type',
    getHref: (
      law: LawRef & { type: LawTextType; businessLineId?: string | null; lawInventoryId?: string | null },
      from: string,
      options: { hideLink?: boolean } = {},
    ) =>
      `/user/read-more/${seg(law.lawId)}/${seg(law.sectionId)}/${seg(law.lawDetailId)}/${law.type}` +
      popupQuery(from, {
        [POPUP_PARAMS.businessLineId]: law.businessLineId,
        [POPUP_PARAMS.lawInventoryId]: law.lawInventoryId,
        [POPUP_PARAMS.hideLink]: options.hideLink ? 'true' : null,
      }),
  },
  /** The requirement detail pop-up, opened from a requirements grid's link cell. */
  requirementDetailPopup: {
    path: '/user/requirement-detail/:id/:type',
    getHref: (id: string, type: RequirementGridType, from: string) =>
      `/user/requirement-detail/${seg(id)}/${type}${popupQuery(from)}`,
  },
  /** The complete law detail pop-up: the section with every section combined with it. */
  completeLawDetailPopup: {
    path: '/user/completeLawDetail/:lawId/:sectionId',
    getHref: (law: { lawId: string; sectionId: string; businessLineId?: string | null }, from: string) =>
      `/user/completeLawDetail/${seg(law.lawId)}/${seg(law.sectionId)}` +
      popupQuery(from, { [POPUP_PARAMS.businessLineId]: law.businessLineId }),
  },
  /** The link-to-source pop-up: the law's source and its sections. */
  linkToSourcePopup: {
    path: '/user/linkToSource/:lawId/:sectionId/:lawDetailId/:type',
    getHref: (law: LawRef & { type: LawTextType; lawInventoryId?: string | null }, from: string) =>
      `/user/linkToSource/${seg(law.lawId)}/${seg(law.sectionId)}/${seg(law.lawDetailId)}/${law.type}` +
      popupQuery(from, { [POPUP_PARAMS.lawInventoryId]: law.lawInventoryId }),
  },
  /** The legal dashboard: the lawyer's work queue by workflow step. */
  legalDashboard: {
    path: '/legal-module/legal-dashboard',
    getHref: () => '/legal-module/legal-dashboard',
  },
  /** The legal workflow's step screens, by route key. */
  /** Change management's three steps: the work queue, then the map and confirm steps. */
  changeManagement: {
    path: (step: ChangeManagementRoute) => `/change-management/${step}`,
    getHref: (step: ChangeManagementRoute) => `/change-management/${step}`,
  },
  legalStep: {
    path: (step: LegalStepRoute) => `/legal-module/${step}`,
    getHref: (step: LegalStepRoute) => `/legal-module/${step}`,
  },
  /** The Edit Business Requirements window (accept and define). */
  editBusinessWindow: {
    path: '/user/editBusiness/:lawId/:sectionId/:lawDetailId/:businessLineId',
    getHref: (law: LawRef & { businessLineId: string }, from: string) =>
      `/user/editBusiness/${seg(law.lawId)}/${seg(law.sectionId)}/${seg(law.lawDetailId)}/${seg(law.businessLineId)}` +
      popupQuery(from),
  },
  /** The Approve Law Requirement window; flagged as coming from accepting a law. */
  approveLawsWindow: {
    path: '/user/approveLawsWin/:lawId/:sectionId/:lawDetailId/:businessLineId',
    getHref: (law: LawRef & { businessLineId: string }, from: string, options: { readOnly?: boolean } = {}) =>
      `/user/approveLawsWin/${seg(law.lawId)}/${seg(law.sectionId)}/${seg(law.lawDetailId)}/${seg(law.businessLineId)}` +
      popupQuery(from, { acceptLaw: 'true', readOnly: options.readOnly ? 'true' : null }),
  },
  /** Map Law To Business Processes: the selected laws' sections and their mapping; `sectionId` opens one. */
  mapLawToBusinessProcesses: {
    path: '/legal-module/mapLawToBusinessProcesses',
    getHref: (sectionId?: string | null) =>
      `/legal-module/mapLawToBusinessProcesses${sectionId ? `?${new URLSearchParams({ sectionId })}` : ''}`,
  },
  /** The change-in-law review window: a section's updated business requirements; `businessLineId` picks the line. */
  changeInLawPopup: {
    path: '/user/changeInLaw/:lawId/:sectionId/:lawDetailId/:status/:statusId',
    getHref: (
      law: LawRef & { status: string; statusId: string; businessLineId?: string | null },
      from: string,
    ) =>
      `/user/changeInLaw/${seg(law.lawId)}/${seg(law.sectionId)}/${seg(law.lawDetailId)}/${seg(law.status)}/${seg(law.statusId)}` +
      popupQuery(from, { [POPUP_PARAMS.businessLineId]: law.businessLineId }),
  },
  /** Risk rating: parameters, sub-parameters, levels, question types and manual ratings. */
  riskRating: {
    path: '/risk-manage-menu/risk-rating',
    getHref: () => '/risk-manage-menu/risk-rating',
  },
  /** The risk rating reports with charts and Excel export, and the saved report searches. */
  riskReports: {
    path: '/risk-manage-menu/risk-reports',
    getHref: () => '/risk-manage-menu/risk-reports',
  },
  /** Risk assessment: questionnaires by company process, frequency and period; frequencies and questions. */
  riskAssessment: {
    path: '/risk-assessment',
    getHref: () => '/risk-assessment',
  },
  /** Process hierarchy maintenance, gaps and updates, client change management (@lexbridge/rules GAPS_ROUTES). */
  processHierarchy: {
    path: '/hierarchy/process-hierarchy',
    getHref: () => '/hierarchy/process-hierarchy',
  },
  gapsAndUpdates: {
    path: '/gaps/gaps-and-updates',
    getHref: () => '/gaps/gaps-and-updates',
  },
  assessChange: {
    path: '/client-change-management/assess-change',
    getHref: () => '/client-change-management/assess-change',
  },
  /** Any screen of a shell area; the menu-access guard decides whether this user may open it. */
  shellArea: {
    path: (area: ShellArea) => `/${area}/*`,
    /** A menu entry's or breadcrumb's legacy routerLink ("legal-module/x" or "/legal-module/x") as an app href. */
    getHref: (routerLink: string) => (routerLink.startsWith('/') ? routerLink : `/${routerLink}`),
  },
  /** Compliance testing: menu guarded; saves, uploads and deletes need edit permission. */
  ctTestGroups: { path: '/compliance-testing/test-groups', getHref: () => '/compliance-testing/test-groups' },
  ctTestTypes: { path: '/compliance-testing/test-types', getHref: () => '/compliance-testing/test-types' },
  ctTestCategories: {
    path: '/compliance-testing/test-categories',
    getHref: () => '/compliance-testing/test-categories',
  },
  ctRequirementCategories: {
    path: '/compliance-testing/requirement-categories',
    getHref: () => '/compliance-testing/requirement-categories',
  },
  ctTestingRules: {
    path: '/compliance-testing/testing-rules',
    getHref: () => '/compliance-testing/testing-rules',
  },
  ctGraphs: { path: '/compliance-testing/graphs', getHref: () => '/compliance-testing/graphs' },
  ctActionPlans: {
    path: '/compliance-testing/action-plans',
    getHref: () => '/compliance-testing/action-plans',
  },
  ctLoanRemediation: {
    path: '/compliance-testing/loan-remediation',
    getHref: () => '/compliance-testing/loan-remediation',
  },
} as const;
