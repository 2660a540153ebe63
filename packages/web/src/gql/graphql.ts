/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The level of government a regulator belongs to. */
export type Authority =
  /** Federal regulators (legacy 'Federal'). */
  | 'FEDERAL'
  /** State regulators (legacy 'State'; the screens title the group 'States'). */
  | 'STATE';

/** Billing period chosen in step 2 of the registration form (spec 000 section 9). */
export type BillingPeriod =
  /** Billed every year (legacy "annual"). */
  | 'ANNUAL'
  /** Billed every month (legacy "monthly"). */
  | 'MONTHLY';

/** The Categories picker: categories of the chosen business lines within the chosen industries. */
export type CategoriesInput = {
  /** The chosen business lines; at least one ('Please Select the Industry and Business Line first'). */
  businessLineIds: Array<string | number>;
  /** The chosen industries; at least one ('Please Select the Industry and Business Line first'). */
  industryIds: Array<string | number>;
};

/** Change the signed-in user's password (the Change Password screen). */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** The new password: 8+ characters from letters, digits and ! @ # $ % ^ *, upper and lower case, one special. */
  newPassword: string;
  /** The current password. */
  oldPassword: string;
};

/** A section and those combined with it, as one text. */
export type CombinedLawTextInput = {
  /** The business line the text is looked at for. */
  businessLineId?: string | number | null | undefined;
  /** The law inventory; must be the section's law's. */
  lawInventoryId?: string | number | null | undefined;
  /** Section id (any member of the group). */
  sectionId: string | number;
};

/** A request for a quote on a custom-priced plan. The free-text questions of the form are not sent. */
export type CustomPricingInput = {
  /** Company name (required). */
  companyName: string;
  /** E-mail address (required). */
  email: string;
  /** Estimated number of users (required). */
  estimatedUsers?: EstimatedUsers | null | undefined;
  /** First name (required). */
  firstName: string;
  /** Last name (required). */
  lastName: string;
  /** Phone number: exactly 10 digits. */
  phone: string;
  /** The product's name, as the chosen plan shows it. */
  productName: string;
  /** The custom-priced plan the request is about (required). */
  productPlanId?: string | number | null | undefined;
};

/** Estimated number of users of a custom pricing request (spec 000 section 9). */
export type EstimatedUsers =
  /** Legacy '100+'. */
  | 'OVER_100'
  /** Legacy 'Up to 25'. */
  | 'UP_TO_25'
  /** Legacy 'Up to 50'. */
  | 'UP_TO_50'
  /** Legacy 'Up to 100'. */
  | 'UP_TO_100';

/** A law section, and optionally the business line it is looked at for. */
export type LawDetailInput = {
  /** The business line: categories and processes are the line's. Must be assigned to the user. */
  businessLineId?: string | number | null | undefined;
  /** Law detail id. */
  lawDetailId: string | number;
  /** Law id. */
  lawId: string | number;
  /** Section id. */
  sectionId: string | number;
};

/** The Search Hierarchy filter (legacy get-level body). */
export type LawHierarchyFilterInput = {
  /** Required: the chosen business line ('Select Industry and Business Line First (Required!)'). */
  businessLineId?: string | number | null | undefined;
  /** Categories chosen in the Category picker; empty for all. */
  categoryIds?: Array<string | number>;
  /** Required: the chosen industry ('Select Industry and Business Line First (Required!)'). */
  industryId?: string | number | null | undefined;
  /** Regulators chosen in the Regulator picker; empty for all. */
  regulatorIds?: Array<string | number>;
};

/** A node of the hierarchy tree to expand (legacy get-next-level body): the filter plus the node. */
export type LawHierarchyNodeInput = {
  /** Required: the chosen business line ('Select Industry and Business Line First (Required!)'). */
  businessLineId?: string | number | null | undefined;
  /** Categories chosen in the Category picker; empty for all. */
  categoryIds?: Array<string | number>;
  /** Required: the chosen industry ('Select Industry and Business Line First (Required!)'). */
  industryId?: string | number | null | undefined;
  /** The node's path: the texts of levels 1..n exactly as answered (1 to 10 of them, level 1 first). The regulator goes in regulatorIds (required here). */
  levelTexts: Array<string>;
  /** Regulators chosen in the Regulator picker; empty for all. */
  regulatorIds?: Array<string | number>;
};

/** The Law text pop-up (user/read-more/{lawId}/{sectionId}/{lawDetailId}/{type}). */
export type LawTextInput = {
  /** LAW_TEXT: the business line the text is looked at for. */
  businessLineId?: string | number | null | undefined;
  /** CHANGED: this change rather than the latest. */
  changeId?: string | number | null | undefined;
  /** What to show. */
  kind?: LawTextKind;
  /** Law detail id. */
  lawDetailId: string | number;
  /** Law id. */
  lawId: string | number;
  /** The law inventory; must be the section's law's. */
  lawInventoryId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
  /** CHANGED: the latest change with this workflow status (legacy statusID). */
  statusId?: string | number | null | undefined;
};

/** What the Law text pop-up shows. */
export type LawTextKind =
  /** The section's change in law: old versus new sub-section texts (legacy type 'Changed'). */
  | 'CHANGED'
  /** The section's text with the sections combined with it (legacy type 'LawText'). */
  | 'LAW_TEXT';

/** The link-to-source pop-up (user/linkToSource/{lawId}/{sectionId}/{lawDetailId}/{type}). */
export type LinkToSourceInput = {
  /** Law detail id. */
  lawDetailId: string | number;
  /** Law id. */
  lawId: string | number;
  /** The law inventory; must be the law's. */
  lawInventoryId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
};

/** Sign-in with e-mail and password (spec 000 section 2.2). */
export type LoginInput = {
  /** The Terms & Conditions checkbox; sign-in needs it ticked. */
  acceptTerms: boolean;
  /** Signing in from the admin sign-in screen: grants isAdmin when the user has an admin-type role. */
  asAdmin?: boolean;
  /** The password; the BFF base64-encodes it for the catalogue. */
  password: string;
  /** The e-mail address the user signs in with. */
  username: string;
};

/** Ask for a password reset link by e-mail (the Forgot Password dialog). */
export type PasswordResetRequestInput = {
  /** The e-mail address of the account. */
  email: string;
};

/** The phone that receives sign-in codes (/user-authentication). */
export type PhoneAuthenticationInput = {
  /** The country calling code, one of the page's list (for example '+44'). */
  countryCode: string;
  /** The number without the country code: 6 to 14 digits; spaces and dashes are ignored. */
  phoneNumber: string;
};

/** Self-service registration for a subscription plan. The payment card fields of the form are not part of it: they are never sent anywhere. */
export type RegisterUserInput = {
  /** Street address. */
  address: string;
  /** Step 2, the billing period; missing: 'Please select the billing period'. */
  billingPeriod?: BillingPeriod | null | undefined;
  /** The billing zip check of the payment step (legacy billingZipcheck). */
  billingZipCheck: boolean;
  /** City. */
  city: string;
  /** Company name. */
  companyName: string;
  /** E-mail address (account info; every account field is required). */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Phone number: exactly 10 digits. */
  phone: string;
  /** The chosen plan; missing: 'Please select the plan'. */
  productPlanId?: string | number | null | undefined;
  /** State. */
  state: string;
  /** The privacy and terms checkbox; unticked: 'Please select the terms & conditions'. */
  termsAccepted: boolean;
  /** Zip code: exactly 6 digits. */
  zip: string;
};

/** A page of a report's rows (the Export to Excel button). */
export type ReportExtractInput = {
  /** The chosen business line; required by reports whose needsBusinessLine is true ('Please Select Business Line First'). */
  businessLineId?: string | number | null | undefined;
  /** Page, from 1. */
  pageNumber?: number;
  /** Rows per page, 1 to 5000. */
  pageSize?: number;
  /** The report. */
  reportId: string | number;
};

/** Which grid the requirement detail pop-up was opened from (route user/requirement-detail/{id}/{type}). */
export type RequirementDetailType =
  /** A business requirements grid (legacy 'business', the default). */
  | 'BUSINESS'
  /** A legal requirements grid (legacy 'legal'). */
  | 'LEGAL';

/** Set a new password from a reset link (/forget-password?Token=..&Token2=..). */
export type ResetPasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** The new password: 8+ characters, upper and lower case, a number and one of ! @ # $ % ^ * ; + & = _ / ( ) { } " ? */
  password: string;
  /** The Token parameter of the reset link. */
  token: string;
  /** The Token2 parameter of the reset link. */
  token2: string;
};

/** A law section's status (legacy sectionStatus or hierarchyStatus). */
export type SectionStatus =
  /** In force, unchanged (legacy 'Active'). */
  | 'ACTIVE'
  /** Changed by a change in law (legacy 'Amended'). */
  | 'AMENDED'
  /** Combined into a parent section (legacy 'Combined'). */
  | 'COMBINED'
  /** Repealed; the change view shows it struck through (legacy 'Decommissioned'). */
  | 'DECOMMISSIONED'
  /** Added by a change in law (legacy 'New'). */
  | 'NEW'
  /** A status this BFF does not know; the section is shown like an active one. */
  | 'OTHER'
  /** Other sections were combined into it; listed first (legacy 'Parent'). */
  | 'PARENT';

/** Sign-up (spec 000 section 2.2; only when `appConfig.signUpEnabled`). */
export type SignUpInput = {
  /** The password again; must equal `password`. */
  confirmPassword: string;
  /** E-mail address; also the sign-in name. */
  email: string;
  /** The password; the BFF base64-encodes it for the catalogue. */
  password: string;
};

/** Sign-in with single sign-on: the identity provider's answer for the e-mail entered. */
export type SsoLoginInput = {
  /** The identity provider's access token; the catalogue checks it. */
  accessToken: string;
  /** The e-mail address entered on the sign-in screen. */
  email: string;
};

/** A section's sub-section tree. */
export type SubSectionsInput = {
  /** The law inventory; must be the section's law's. */
  lawInventoryId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
};

export type LawInformationFieldsFragment = { level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null };

export type LawDetailViewFieldsFragment = { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, businessLineId: string | null, status: SectionStatus, effectiveDate: string | null, lawText: string, categories: Array<string>, companyProcessNames: Array<string>, level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null, azimuthProcesses: Array<{ id: string, name: string }> | null, companyProcesses: Array<{ id: string, name: string, businessProcessName: string | null }> | null };

export type LawTextSectionFieldsFragment = { sectionId: string, section: string, sectionNumber: string | null, status: SectionStatus, details: string };

export type ChangedSubSectionFieldsFragment = { id: string, parentId: string | null, depth: number, indentPx: number, oldNumber: string | null, newNumber: string | null, oldText: string | null, newText: string | null };

export type ChangedLawTextFieldsFragment = { id: string, regulator: string, section: string, sectionStatus: SectionStatus, status: string | null, changeType: string | null, effectiveDate: string | null, summary: string | null, oldText: string | null, newText: string | null, levels: Array<{ level: number, oldText: string | null, newText: string | null, changed: boolean }>, subSectionList: Array<{ id: string, parentId: string | null, depth: number, indentPx: number, oldNumber: string | null, newNumber: string | null, oldText: string | null, newText: string | null }> };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { ok: boolean, message: string } };

export type PhoneAuthenticationQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneAuthenticationQuery = { phoneAuthentication: { countryCode: string, maskedNumber: string, updatedOn: string | null } | null };

export type SavePhoneAuthenticationMutationVariables = Exact<{
  input: PhoneAuthenticationInput;
}>;


export type SavePhoneAuthenticationMutation = { savePhoneAuthentication: { message: string, phoneAuthentication: { countryCode: string, maskedNumber: string, updatedOn: string | null } } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { message: string | null, session: { isAdmin: boolean, homePath: string, editableRoutes: Array<string>, expiresAt: string | null, fetchesInboxCounts: boolean, user: { id: string, firstName: string, name: string, email: string, roles: Array<string>, isAzimuth: boolean, isTableau: boolean }, menu: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }> } } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { ok: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean, message: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { ok: boolean, message: string } };

export type SsoClientQueryVariables = Exact<{ [key: string]: never; }>;


export type SsoClientQuery = { ssoClient: { configured: boolean, clientId: string | null, tenantId: string | null, authority: string | null, scope: string } };

export type SsoLoginMutationVariables = Exact<{
  input: SsoLoginInput;
}>;


export type SsoLoginMutation = { ssoLogin: { message: string | null, session: { isAdmin: boolean, homePath: string, editableRoutes: Array<string>, expiresAt: string | null, fetchesInboxCounts: boolean, user: { id: string, firstName: string, name: string, email: string, roles: Array<string>, isAzimuth: boolean, isTableau: boolean }, menu: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }> } } };

export type ExtractReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtractReportsQuery = { reports: Array<{ id: string, name: string, needsBusinessLine: boolean }> };

export type ExtractFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtractFiltersQuery = { industries: Array<{ id: string, name: string, businessLines: Array<{ id: string, name: string, industryId: string }> }> };

export type ReportExtractQueryVariables = Exact<{
  input: ReportExtractInput;
}>;


export type ReportExtractQuery = { reportExtract: { fileName: string, columns: Array<string>, rows: Array<unknown>, totalCount: number, pageNumber: number, pageSize: number, message: string | null } };

export type CompareLawsQueryVariables = Exact<{
  inputs: Array<LawDetailInput> | LawDetailInput;
}>;


export type CompareLawsQuery = { lawDetails: Array<{ lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, businessLineId: string | null, status: SectionStatus, effectiveDate: string | null, lawText: string, categories: Array<string>, companyProcessNames: Array<string>, level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null, azimuthProcesses: Array<{ id: string, name: string }> | null, companyProcesses: Array<{ id: string, name: string, businessProcessName: string | null }> | null } | null> };

export type HierarchySearchQueryVariables = Exact<{ [key: string]: never; }>;


export type HierarchySearchQuery = { industries: Array<{ id: string, name: string, businessLines: Array<{ id: string, name: string, industryId: string }> }> };

export type HierarchyRegulatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type HierarchyRegulatorsQuery = { regulators: Array<{ authority: Authority, regulators: Array<{ id: string, name: string, codeName: string | null, description: string | null }> }> };

export type HierarchyCategoriesQueryVariables = Exact<{
  input: CategoriesInput;
}>;


export type HierarchyCategoriesQuery = { categories: Array<{ id: string, name: string, description: string | null }> };

export type LawHierarchyResultFieldsFragment = { authority: Authority, regulator: string, regulatorId: string, codeName: string | null, levelHeader: string | null, levels: Array<{ level: number, text: string, hasChildren: boolean, sectionCount: number }>, sections: Array<{ lawId: string, sectionId: string, lawDetailId: string, section: string, sectionName: string, status: SectionStatus }> };

export type LawHierarchyQueryVariables = Exact<{
  filter: LawHierarchyFilterInput;
}>;


export type LawHierarchyQuery = { lawHierarchy: Array<{ authority: Authority, results: Array<{ authority: Authority, regulator: string, regulatorId: string, codeName: string | null, levelHeader: string | null, levels: Array<{ level: number, text: string, hasChildren: boolean, sectionCount: number }>, sections: Array<{ lawId: string, sectionId: string, lawDetailId: string, section: string, sectionName: string, status: SectionStatus }> }> }> };

export type LawHierarchyChildrenQueryVariables = Exact<{
  node: LawHierarchyNodeInput;
}>;


export type LawHierarchyChildrenQuery = { lawHierarchyChildren: { authority: Authority, results: Array<{ authority: Authority, regulator: string, regulatorId: string, codeName: string | null, levelHeader: string | null, levels: Array<{ level: number, text: string, hasChildren: boolean, sectionCount: number }>, sections: Array<{ lawId: string, sectionId: string, lawDetailId: string, section: string, sectionName: string, status: SectionStatus }> }> } };

export type LawDetailsPopupQueryVariables = Exact<{
  input: LawDetailInput;
}>;


export type LawDetailsPopupQuery = { lawDetail: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, businessLineId: string | null, status: SectionStatus, effectiveDate: string | null, lawText: string, categories: Array<string>, companyProcessNames: Array<string>, level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null, azimuthProcesses: Array<{ id: string, name: string }> | null, companyProcesses: Array<{ id: string, name: string, businessProcessName: string | null }> | null } };

export type LawTextPopupQueryVariables = Exact<{
  input: LawTextInput;
}>;


export type LawTextPopupQuery = { lawText: { kind: LawTextKind, regulator: string, section: string, sections: Array<{ sectionId: string, section: string, sectionNumber: string | null, status: SectionStatus, details: string }>, change: { id: string, regulator: string, section: string, sectionStatus: SectionStatus, status: string | null, changeType: string | null, effectiveDate: string | null, summary: string | null, oldText: string | null, newText: string | null, levels: Array<{ level: number, oldText: string | null, newText: string | null, changed: boolean }>, subSectionList: Array<{ id: string, parentId: string | null, depth: number, indentPx: number, oldNumber: string | null, newNumber: string | null, oldText: string | null, newText: string | null }> } | null } };

export type CompleteLawDetailPopupQueryVariables = Exact<{
  input: CombinedLawTextInput;
}>;


export type CompleteLawDetailPopupQuery = { combinedLawText: { details: string, parent: { regulator: string, section: string, level1: string | null }, sections: Array<{ sectionId: string, section: string, status: SectionStatus }> } };

export type LinkToSourcePopupQueryVariables = Exact<{
  input: LinkToSourceInput;
}>;


export type LinkToSourcePopupQuery = { linkToSource: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, regulator: string, section: string, level1: string | null, lawName: string | null, citation: string | null, sourceUrl: string | null, sections: Array<{ sectionId: string, section: string, status: SectionStatus, hasSubSections: boolean }> } };

export type SourceSubSectionsQueryVariables = Exact<{
  input: SubSectionsInput;
}>;


export type SourceSubSectionsQuery = { subSectionList: Array<{ id: string, parentId: string | null, depth: number, name: string, hasSubSections: boolean }> };

export type RequirementDetailPopupQueryVariables = Exact<{
  id: string | number;
  type: RequirementDetailType;
}>;


export type RequirementDetailPopupQuery = { requirementDetail: { id: string, regulator: string | null, section: string | null, requirementNumber: string | null, requirement: string, lawText: string | null } };

export type RegisterUserMutationVariables = Exact<{
  input: RegisterUserInput;
}>;


export type RegisterUserMutation = { registerUser: { ok: boolean, message: string } };

export type RequestCustomPricingMutationVariables = Exact<{
  input: CustomPricingInput;
}>;


export type RequestCustomPricingMutation = { requestCustomPricing: { ok: boolean, message: string } };

export type SubscriptionPlanFieldsFragment = { productPlanId: string, planName: string, planPricing: number | null, totalUsers: number | null, customPricing: boolean };

export type SubscriptionProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionProductsQuery = { subscriptionProducts: Array<{ productName: string, isChecked: boolean, durations: Array<{ name: string, plans: Array<{ productPlanId: string, planName: string, planPricing: number | null, totalUsers: number | null, customPricing: boolean }> }> }> };

export type InboxCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxCountsQuery = { inboxCounts: Array<{ menuId: string, routerLink: string | null, count: number }> };

export type AppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigQuery = { appConfig: { signUpEnabled: boolean, ssoEnabled: boolean, versionCheckEnabled: boolean, versionCheckIntervalMs: number, idleTimeoutMs: number } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { ok: boolean } };

export type BreadcrumbFieldsFragment = { id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean };

export type MenuItemFieldsFragment = { id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> };

export type SessionFieldsFragment = { isAdmin: boolean, homePath: string, editableRoutes: Array<string>, expiresAt: string | null, fetchesInboxCounts: boolean, user: { id: string, firstName: string, name: string, email: string, roles: Array<string>, isAzimuth: boolean, isTableau: boolean }, menu: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }> };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { session: { isAdmin: boolean, homePath: string, editableRoutes: Array<string>, expiresAt: string | null, fetchesInboxCounts: boolean, user: { id: string, firstName: string, name: string, email: string, roles: Array<string>, isAzimuth: boolean, isTableau: boolean }, menu: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }> } | null };

export const LawInformationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}}]} as unknown as DocumentNode<LawInformationFieldsFragment, unknown>;
export const LawDetailViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawDetailViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessNames"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawInformationFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}}]} as unknown as DocumentNode<LawDetailViewFieldsFragment, unknown>;
export const LawTextSectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawTextSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<LawTextSectionFieldsFragment, unknown>;
export const ChangedSubSectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedSubSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedSubSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"indentPx"}},{"kind":"Field","name":{"kind":"Name","value":"oldNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}}]}}]} as unknown as DocumentNode<ChangedSubSectionFieldsFragment, unknown>;
export const ChangedLawTextFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLawText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subSectionList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedSubSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedSubSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedSubSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"indentPx"}},{"kind":"Field","name":{"kind":"Name","value":"oldNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}}]}}]} as unknown as DocumentNode<ChangedLawTextFieldsFragment, unknown>;
export const LawHierarchyResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawHierarchyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"levelHeader"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"sectionCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LawHierarchyResultFieldsFragment, unknown>;
export const SubscriptionPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planPricing"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"customPricing"}}]}}]} as unknown as DocumentNode<SubscriptionPlanFieldsFragment, unknown>;
export const BreadcrumbFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}}]} as unknown as DocumentNode<BreadcrumbFieldsFragment, unknown>;
export const MenuItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}}]} as unknown as DocumentNode<MenuItemFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"editableRoutes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fetchesInboxCounts"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTableau"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:dfc3b1012a61f2fdefb70c287444951ef105015d7cec9381148e91d3ea4f9cab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const PhoneAuthenticationDocument = {"__meta__":{"hash":"sha256:93fba71d9728816dbf61d704f63e88334cbb8788254cc3934c1db950f9b023cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhoneAuthentication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneAuthentication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}}]}}]}}]} as unknown as DocumentNode<PhoneAuthenticationQuery, PhoneAuthenticationQueryVariables>;
export const SavePhoneAuthenticationDocument = {"__meta__":{"hash":"sha256:941ace2b71974f00640806aae1fec34979437b7e0f99c2ee47213d1842080133"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePhoneAuthentication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneAuthenticationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePhoneAuthentication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAuthentication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}}]}}]}}]}}]} as unknown as DocumentNode<SavePhoneAuthenticationMutation, SavePhoneAuthenticationMutationVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:4d718a5692804a985ed885dd205be748920ba5d6ee0d3e68e11184526bee3597"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"editableRoutes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fetchesInboxCounts"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTableau"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:f182be06486f110dda44df32f4b98ddaea436a3eddd4838b9569a06007bcb105"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:d8329d0aa17325f893d6825d9d0ab2757c96476f099d3d85d10ca0ced8341072"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignUpDocument = {"__meta__":{"hash":"sha256:aff1f52a8e0a42221a79efa5e9d2259f5691995d273607f7252e80f7a228e660"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SsoClientDocument = {"__meta__":{"hash":"sha256:6687b3828512f05394e13d0159ca2bfc7ec0a084d9424a05eb8d81252ed3cd0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsoClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}}]}}]}}]} as unknown as DocumentNode<SsoClientQuery, SsoClientQueryVariables>;
export const SsoLoginDocument = {"__meta__":{"hash":"sha256:9eb6ebce91e73514ff1a4d38c7d23849865ffbe32a6a5e67a049390c7f0e47fd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SsoLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"editableRoutes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fetchesInboxCounts"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTableau"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SsoLoginMutation, SsoLoginMutationVariables>;
export const ExtractReportsDocument = {"__meta__":{"hash":"sha256:a6f6345d575c4914282b182cc07fb75094132410f2fd55ddbda4f63c28d9efbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtractReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsBusinessLine"}}]}}]}}]} as unknown as DocumentNode<ExtractReportsQuery, ExtractReportsQueryVariables>;
export const ExtractFiltersDocument = {"__meta__":{"hash":"sha256:645b9035b866a257be451e893e8a6cb7bed8b77dbb4dff9c1d172516b67394e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtractFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}}]}}]}}]}}]} as unknown as DocumentNode<ExtractFiltersQuery, ExtractFiltersQueryVariables>;
export const ReportExtractDocument = {"__meta__":{"hash":"sha256:baa0682511b2c2b55b5d233a612b0fc4b9430c1e5d18a155187d184b005c7c3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportExtract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportExtractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportExtract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReportExtractQuery, ReportExtractQueryVariables>;
export const CompareLawsDocument = {"__meta__":{"hash":"sha256:09d0d7d2e6d27239655c9f3455c1aa01ae231361b1813530af1e5e6186ed1c6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareLaws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetailInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawDetailViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawDetailViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessNames"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawInformationFields"}}]}}]} as unknown as DocumentNode<CompareLawsQuery, CompareLawsQueryVariables>;
export const HierarchySearchDocument = {"__meta__":{"hash":"sha256:876a422980668342bfc643c1936a71b74515069c881ccdb961bfd635a86ae6b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HierarchySearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}}]}}]}}]}}]} as unknown as DocumentNode<HierarchySearchQuery, HierarchySearchQueryVariables>;
export const HierarchyRegulatorsDocument = {"__meta__":{"hash":"sha256:6dfeb5428b6f7011b7bcbbc485dab2dcc9cbf596d8d18a43d0036df1ba8a40f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HierarchyRegulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<HierarchyRegulatorsQuery, HierarchyRegulatorsQueryVariables>;
export const HierarchyCategoriesDocument = {"__meta__":{"hash":"sha256:87f89d44963ed6a33460cd733932991071cb47f1ad829899ca3335b7b67bf4af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HierarchyCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<HierarchyCategoriesQuery, HierarchyCategoriesQueryVariables>;
export const LawHierarchyDocument = {"__meta__":{"hash":"sha256:f56b75d1a50f6ec566d73ecad9cbdaf8563de5fe6ceba27f86131917ed707ac8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawHierarchy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawHierarchy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawHierarchyResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawHierarchyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"levelHeader"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"sectionCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LawHierarchyQuery, LawHierarchyQueryVariables>;
export const LawHierarchyChildrenDocument = {"__meta__":{"hash":"sha256:330d9dacd12cfd4d9e610dd2677e9f200e795055c157454c84e802f7230b9c8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawHierarchyChildren"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"node"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawHierarchyChildren"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"node"},"value":{"kind":"Variable","name":{"kind":"Name","value":"node"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawHierarchyResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawHierarchyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"levelHeader"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"sectionCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LawHierarchyChildrenQuery, LawHierarchyChildrenQueryVariables>;
export const LawDetailsPopupDocument = {"__meta__":{"hash":"sha256:7f71ffefe313b338be2f32d3d611fa172edb934628a1272af400ee899492a3fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawDetailsPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawDetailViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawDetailViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessNames"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawInformationFields"}}]}}]} as unknown as DocumentNode<LawDetailsPopupQuery, LawDetailsPopupQueryVariables>;
export const LawTextPopupDocument = {"__meta__":{"hash":"sha256:20ffe72de7a0d7dffd31df6db4a2d8dcc3a4a714b2ed4414c5ab61286523c371"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawTextPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawTextSectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedLawTextFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedSubSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedSubSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"indentPx"}},{"kind":"Field","name":{"kind":"Name","value":"oldNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawTextSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLawText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subSectionList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedSubSectionFields"}}]}}]}}]} as unknown as DocumentNode<LawTextPopupQuery, LawTextPopupQueryVariables>;
export const CompleteLawDetailPopupDocument = {"__meta__":{"hash":"sha256:cc81da218242eed00618d317285b7fc3d7332fb0eb018d8076d7117113dddba3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompleteLawDetailPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CombinedLawTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"combinedLawText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<CompleteLawDetailPopupQuery, CompleteLawDetailPopupQueryVariables>;
export const LinkToSourcePopupDocument = {"__meta__":{"hash":"sha256:5b68fde06654b3a2c67849a3ba8bf8bbb656861c6143c982d69058bb2902f988"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkToSourcePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkToSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkToSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"lawName"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasSubSections"}}]}}]}}]}}]} as unknown as DocumentNode<LinkToSourcePopupQuery, LinkToSourcePopupQueryVariables>;
export const SourceSubSectionsDocument = {"__meta__":{"hash":"sha256:6e2d057ce38c18804aa0e4ed2f287c944b2eb16a6bee493cf86fbede8b32a594"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SourceSubSections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubSectionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subSectionList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasSubSections"}}]}}]}}]} as unknown as DocumentNode<SourceSubSectionsQuery, SourceSubSectionsQueryVariables>;
export const RequirementDetailPopupDocument = {"__meta__":{"hash":"sha256:f0d4e7e5198fb0101602217569c34d26674a05a071524232aa2f43c5f1739833"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementDetailPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequirementDetailType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}}]}}]}}]} as unknown as DocumentNode<RequirementDetailPopupQuery, RequirementDetailPopupQueryVariables>;
export const RegisterUserDocument = {"__meta__":{"hash":"sha256:ca08c722ae4fafce2c25aef01f13cf053d261b850b347a6e9a0c8729a09c7d1c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const RequestCustomPricingDocument = {"__meta__":{"hash":"sha256:7c78b43873a66a13620c3da11d91fe634f76af6b97a070e5ccd7323e3c63827f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCustomPricing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomPricingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCustomPricing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestCustomPricingMutation, RequestCustomPricingMutationVariables>;
export const SubscriptionProductsDocument = {"__meta__":{"hash":"sha256:677f2a616bb3011f1ee4f6ccdd3744f69694e2d31f9820da046f48da9912f9b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"isChecked"}},{"kind":"Field","name":{"kind":"Name","value":"durations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionPlanFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planPricing"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"customPricing"}}]}}]} as unknown as DocumentNode<SubscriptionProductsQuery, SubscriptionProductsQueryVariables>;
export const InboxCountsDocument = {"__meta__":{"hash":"sha256:8fe1d977d281b8a55184493f76b3e4af176d0d1bbadf40b22f0644c7596773a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<InboxCountsQuery, InboxCountsQueryVariables>;
export const AppConfigDocument = {"__meta__":{"hash":"sha256:43e8b6ab5bffa1cdc04cda5d1655bde39ccfee69cb5b9f263215035343dfa7ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"ssoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"versionCheckEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"versionCheckIntervalMs"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutMs"}}]}}]}}]} as unknown as DocumentNode<AppConfigQuery, AppConfigQueryVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:e4a9caec39aef2740f67d7f048061bc05faf36513d8b097d63c84175f2c9be9b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SessionDocument = {"__meta__":{"hash":"sha256:dd4e977cae4571211d219e09b169c9c6eeef279e7a0e99292f118c880c0302f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"editableRoutes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fetchesInboxCounts"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTableau"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;