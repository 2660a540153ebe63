/**
 * The pickers' lookups as the catalogue sends them (industries, business lines, regulators, categories, products,
 * inventories, change types, statuses, lawyers): ids that may come as numbers or numeric texts, PascalCase next to
 * camelCase. Each is a zod schema that every answer is checked against (legacy/shape.ts), and the type inferred
 * from it; they stop at this module's mapper.
 */
import { z } from 'zod';
import { LegacyId } from '../../legacy/shape.js';

// Lookups
export const LegacyIndustry = z.object({
  id: LegacyId,
  name: z.string(),
});
export type LegacyIndustry = z.infer<typeof LegacyIndustry>;

export const LegacyUserIndustry = z.object({
  industryId: LegacyId,
  name: z.string(),
});
export type LegacyUserIndustry = z.infer<typeof LegacyUserIndustry>;

export const LegacyUserBusinessLine = z.object({
  businessLineId: LegacyId,
  industryId: LegacyId,
  name: z.string(),
});
export type LegacyUserBusinessLine = z.infer<typeof LegacyUserBusinessLine>;

export const LegacyRegulator = z.object({
  id: LegacyId,
  name: z.string(),
  description: z.string().nullish(),
  codeName: z.string().nullish(),
});
export type LegacyRegulator = z.infer<typeof LegacyRegulator>;

export const LegacyRegulatorGroup = z.object({
  authority: z.string(),
  regulators: z.array(LegacyRegulator).nullish(),
});
export type LegacyRegulatorGroup = z.infer<typeof LegacyRegulatorGroup>;

export const LegacyCategory = z.object({
  id: LegacyId,
  /** The spec knows it as name, Name or categoryName. */
  name: z.string().nullish(),
  Name: z.string().nullish(),
  categoryName: z.string().nullish(),
  description: z.string().nullish(),
  businessLineId: LegacyId.nullish(),
  industryId: LegacyId.nullish(),
  categorytype: z.string().nullish(),
});
export type LegacyCategory = z.infer<typeof LegacyCategory>;

export const LegacyProduct = z.object({
  id: LegacyId,
  name: z.string(),
  businessLineId: LegacyId.nullish(),
});
export type LegacyProduct = z.infer<typeof LegacyProduct>;

export const LegacyNamed = z.object({
  id: LegacyId,
  name: z.string(),
});
export type LegacyNamed = z.infer<typeof LegacyNamed>;

export const LegacyChangeType = z.object({
  id: LegacyId,
  filterDescription: z.string(),
});
export type LegacyChangeType = z.infer<typeof LegacyChangeType>;

export const LegacyLawyer = z.object({
  lawyerId: LegacyId.optional(),
  userId: LegacyId.optional(),
  lawyerName: z.string().nullish(),
  name: z.string().nullish(),
  email: z.string().nullish(),
});
export type LegacyLawyer = z.infer<typeof LegacyLawyer>;
