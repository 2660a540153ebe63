/**
 * Shapes as the legacy catalogue sends them: PascalCase next to camelCase, flags as "True"/"False" strings,
 * comma-separated lists and JSON inside strings. They stop at the mappers; nothing past a mapper sees them.
 */
export interface LegacyEnvelope<T> {
  Message?: string | null;
  Result?: T;
}

/** The OWIN token response: every extra property is a string. */
export interface LegacyTokenResponse extends LegacyLoginFields {
  access_token: string;
  token_type?: string;
  expires_in: number | string;
  refresh_token?: string;
}

export interface LegacyLoginFields {
  userId: string | number;
  userFirstName?: string | null;
  userName?: string | null;
  userEmail?: string | null;
  roles?: string | string[] | null;
  menu?: string | LegacyMenuItem[] | null;
  editableBreadCrumbs?: string | string[] | null;
  isAzimuth?: string | boolean | null;
  isTableau?: string | boolean | null;
}

export interface LegacyTokenError {
  error?: string;
  error_description?: string;
}

export interface LegacyBreadcrumb {
  id: number | string;
  label: string;
  routerLink: string;
  moduleName?: string | null;
}

export interface LegacyMenuItem {
  id: number | string;
  label: string;
  routerLink?: string | null;
  image?: string | null;
  counts?: number | null;
  selectedIndex?: number | null;
  subMenus?: LegacyMenuItem[] | null;
  breadcrumbs?: LegacyBreadcrumb[] | null;
}

export interface LegacyInboxCount {
  MenuId: number | string;
  RouterLink?: string | null;
  Count: number | string;
}

export interface LegacySavedSearch {
  Id: number | string;
  SearchName: string;
  searchKey: string;
  CreatedDate: string;
}

/** ClientDbSetup/GetSSOClient: whether the client signs in with single sign-on, and its OpenID ids. */
export interface LegacySsoClient {
  Result?: boolean | string | null;
  /** OpenID client id. */
  Cid?: string | null;
  /** Tenant id. */
  Tid?: string | null;
}

/** Answers shaped `{ Result, Message }` where Result is a flag (UpdatePassword). */
export interface LegacyResultMessage {
  Result?: boolean | string | number | null;
  Message?: string | null;
}

/** Answers that carry only a Message (User-Registration, custom-pricing-request). */
export interface LegacyMessage {
  Message?: string | null;
}

export interface LegacySubscriptionPlan {
  productPlanId: number | string;
  planName: string;
  planPricing?: number | string | null;
  totalUsers?: number | string | null;
  customPricing?: boolean | string | number | null;
}

export interface LegacySubscriptionDuration {
  productDurationName: string;
  productDurationPlanList?: LegacySubscriptionPlan[] | null;
}

export interface LegacySubscriptionProduct {
  /** The reference catalogue's own addition; a catalogue without it gets ids by position. */
  productId?: number | string | null;
  productName: string;
  isChecked?: boolean | string | number | null;
  productDurationList?: LegacySubscriptionDuration[] | null;
}

/** The report tool's token for a user with the report-tool flag. */
export interface LegacyReportToken {
  jwtToken: string;
  /** Seconds. */
  expires_in: number | string;
}
