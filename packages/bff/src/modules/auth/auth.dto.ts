/**
 * Sign-in, token and account shapes as the catalogue and its token endpoint send them. Each is a zod schema that
 * every answer is checked against (legacy/shape.ts), and the type inferred from it; they stop at this module's
 * mapper.
 */
import { z } from 'zod';
import { LegacyMenuItem } from '../navigation/navigation.dto.js';

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
  /** The user's client id; empty or absent for provider staff. */
  clientId: z.union([z.string(), z.number()]).nullish(),
  clientName: z.string().nullish(),
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

/** ClientDbSetup/GetSSOClient: whether the client signs in with single sign-on, and its OpenID ids. */
export const LegacySsoClient = z.object({
  Result: z.union([z.boolean(), z.string()]).nullish(),
  /** OpenID client id. */
  Cid: z.string().nullish(),
  /** Tenant id. */
  Tid: z.string().nullish(),
});
export type LegacySsoClient = z.infer<typeof LegacySsoClient>;

/** api/Account/GetPhoneNumber's Result. */
export const LegacyPhoneNumber = z.object({
  CountryCode: z.string(),
  PhoneNumber: z.string(),
  UpdatedOn: z.string().nullable(),
});
export type LegacyPhoneNumber = z.infer<typeof LegacyPhoneNumber>;

const LegacyFlagValue = z.union([z.boolean(), z.number(), z.string()]).nullish();

/** A flag in whatever form the catalogue sends it: true, "True", 1, or an object whose Result is one. */
export const LegacyFlagAnswer = z.union([LegacyFlagValue, z.looseObject({ Result: z.unknown() })]);
export type LegacyFlagAnswer = z.infer<typeof LegacyFlagAnswer>;
