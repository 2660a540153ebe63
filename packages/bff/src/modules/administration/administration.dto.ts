/** The administration endpoints' shapes, as the catalogue sends them. */
import { z } from 'zod';

export const LegacyMasterRow = z.object({
  id: z.number(),
  name: z.string(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  authority: z.string().nullable(),
});
export type LegacyMasterRow = z.infer<typeof LegacyMasterRow>;

export const LegacyAdminUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  isProvider: z.boolean(),
  syncedAt: z.string().nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type LegacyAdminUser = z.infer<typeof LegacyAdminUser>;

export const LegacyUserPage = z.object({ totalCount: z.number(), data: z.array(LegacyAdminUser) });

export const LegacyAdminClient = z.object({ id: z.number(), clientName: z.string() });
export type LegacyAdminClient = z.infer<typeof LegacyAdminClient>;

export const LegacyRole = z.object({
  id: z.number(),
  name: z.string(),
  userCount: z.number(),
  menuItemIds: z.array(z.number()),
  editableMenuItemIds: z.array(z.number()),
});
export type LegacyRole = z.infer<typeof LegacyRole>;

export const LegacyMenuEntry = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  label: z.string(),
  routerLink: z.string().nullable(),
  sortOrder: z.number(),
  breadcrumbs: z.array(z.object({ id: z.number(), label: z.string(), routerLink: z.string() })),
});
export type LegacyMenuEntry = z.infer<typeof LegacyMenuEntry>;

export const LegacyClientDetail = z.object({
  id: z.number(),
  clientName: z.string(),
  serverName: z.string().nullable(),
  databaseName: z.string().nullable(),
  domain: z.string().nullable(),
  countryId: z.number().nullable(),
  countryName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  ssoEnabled: z.boolean(),
  tenantId: z.string().nullable(),
  isActive: z.boolean(),
});
export type LegacyClientDetail = z.infer<typeof LegacyClientDetail>;
