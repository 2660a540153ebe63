/**
 * Shapes as the legacy catalogue sends them: PascalCase next to camelCase, flags as "True"/"False" strings,
 * comma-separated lists and JSON inside strings. Each is a zod schema (checked against every answer, legacy/shape.ts)
 * and the type inferred from it. They stop at the mappers; nothing past a mapper sees them.
 */
import { z } from 'zod';

export type { LegacyEnvelope } from './shape.js';

export const LegacyBreadcrumb = z.object({
  id: z.union([z.number(), z.string()]),
  label: z.string(),
  routerLink: z.string(),
  moduleName: z.string().nullish(),
});
export type LegacyBreadcrumb = z.infer<typeof LegacyBreadcrumb>;

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

/** Menus nest: the schema refers to itself lazily, so its type is written out above. */
export const LegacyMenuItem: z.ZodType<LegacyMenuItem> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    label: z.string(),
    routerLink: z.string().nullish(),
    image: z.string().nullish(),
    counts: z.number().nullish(),
    selectedIndex: z.number().nullish(),
    subMenus: z.array(LegacyMenuItem).nullish(),
    breadcrumbs: z.array(LegacyBreadcrumb).nullish(),
  }),
);

export const LegacyLoginFields = z.object({
  userId: z.union([z.string(), z.number()]),
  userFirstName: z.string().nullish(),
  userName: z.string().nullish(),
  userEmail: z.string().nullish(),
  roles: z.union([z.string(), z.array(z.string())]).nullish(),
  menu: z.union([z.string(), z.array(LegacyMenuItem)]).nullish(),
  editableBreadCrumbs: z.union([z.string(), z.array(z.string())]).nullish(),
  isAzimuth: z.union([z.string(), z.boolean()]).nullish(),
  isTableau: z.union([z.string(), z.boolean()]).nullish(),
});
export type LegacyLoginFields = z.infer<typeof LegacyLoginFields>;

/** The OWIN token response: every extra property is a string. */
export const LegacyTokenResponse = LegacyLoginFields.extend({
  access_token: z.string(),
  token_type: z.string().optional(),
  expires_in: z.union([z.number(), z.string()]),
  refresh_token: z.string().optional(),
});
export type LegacyTokenResponse = z.infer<typeof LegacyTokenResponse>;

export const LegacyTokenError = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
});
export type LegacyTokenError = z.infer<typeof LegacyTokenError>;

export const LegacyInboxCount = z.object({
  MenuId: z.union([z.number(), z.string()]),
  RouterLink: z.string().nullish(),
  Count: z.union([z.number(), z.string()]),
});
export type LegacyInboxCount = z.infer<typeof LegacyInboxCount>;

export const LegacySavedSearch = z.object({
  Id: z.union([z.number(), z.string()]),
  SearchName: z.string(),
  searchKey: z.string(),
  CreatedDate: z.string(),
});
export type LegacySavedSearch = z.infer<typeof LegacySavedSearch>;

/** ClientDbSetup/GetSSOClient: whether the client signs in with single sign-on, and its OpenID ids. */
export const LegacySsoClient = z.object({
  Result: z.union([z.boolean(), z.string()]).nullish(),
  /** OpenID client id. */
  Cid: z.string().nullish(),
  /** Tenant id. */
  Tid: z.string().nullish(),
});
export type LegacySsoClient = z.infer<typeof LegacySsoClient>;

/** Answers shaped `{ Result, Message }` where Result is a flag (UpdatePassword). */
export const LegacyResultMessage = z.object({
  Result: z.union([z.boolean(), z.string(), z.number()]).nullish(),
  Message: z.string().nullish(),
});
export type LegacyResultMessage = z.infer<typeof LegacyResultMessage>;

/** Answers that carry only a Message (User-Registration, custom-pricing-request). */
export const LegacyMessage = z.object({
  Message: z.string().nullish(),
});
export type LegacyMessage = z.infer<typeof LegacyMessage>;

export const LegacySubscriptionPlan = z.object({
  productPlanId: z.union([z.number(), z.string()]),
  planName: z.string(),
  planPricing: z.union([z.number(), z.string()]).nullish(),
  totalUsers: z.union([z.number(), z.string()]).nullish(),
  customPricing: z.union([z.boolean(), z.string(), z.number()]).nullish(),
});
export type LegacySubscriptionPlan = z.infer<typeof LegacySubscriptionPlan>;

export const LegacySubscriptionDuration = z.object({
  productDurationName: z.string(),
  productDurationPlanList: z.array(LegacySubscriptionPlan).nullish(),
});
export type LegacySubscriptionDuration = z.infer<typeof LegacySubscriptionDuration>;

export const LegacySubscriptionProduct = z.object({
  /** The reference catalogue's own addition; a catalogue without it gets ids by position. */
  productId: z.union([z.number(), z.string()]).nullish(),
  productName: z.string(),
  isChecked: z.union([z.boolean(), z.string(), z.number()]).nullish(),
  productDurationList: z.array(LegacySubscriptionDuration).nullish(),
});
export type LegacySubscriptionProduct = z.infer<typeof LegacySubscriptionProduct>;

/** The report tool's token for a user with the report-tool flag. */
export const LegacyReportToken = z.object({
  jwtToken: z.string().min(1),
  /** Seconds. */
  expires_in: z.union([z.number(), z.string()]),
});
export type LegacyReportToken = z.infer<typeof LegacyReportToken>;
