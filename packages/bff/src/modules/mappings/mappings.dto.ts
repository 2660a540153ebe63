/**
 * The mapping calls' shapes as the catalogue sends them (quirks included). Each is a zod schema that every answer
 * is checked against (legacy/shape.ts), and the type inferred from it; they stop at this module's mapper.
 */
import { z } from 'zod';

export const LegacyMappedBusinessLine = z.object({
  businessLineId: z.number(),
  businessLineName: z.string(),
});
export type LegacyMappedBusinessLine = z.infer<typeof LegacyMappedBusinessLine>;

export const LegacyMappedItem = LegacyMappedBusinessLine.extend({
  id: z.number(),
  name: z.string(),
});
export type LegacyMappedItem = z.infer<typeof LegacyMappedItem>;

export const LegacyMappedProcess = LegacyMappedBusinessLine.extend({
  id: z.number(),
  processName: z.string(),
  businessProcessName: z.string(),
});
export type LegacyMappedProcess = z.infer<typeof LegacyMappedProcess>;

export const LegacyValidatorTest = z.object({
  id: z.number(),
  testNumber: z.string(),
  name: z.string(),
});
export type LegacyValidatorTest = z.infer<typeof LegacyValidatorTest>;

export const LegacyMappedRequirement = LegacyMappedBusinessLine.extend({
  id: z.number(),
  requirementNumber: z.string(),
  requirement: z.string(),
  requirementTypeId: z.number(),
  validatorTests: z.array(LegacyValidatorTest).nullable(),
});
export type LegacyMappedRequirement = z.infer<typeof LegacyMappedRequirement>;

/** get-legal-mapped-filters-requirements and get-mapped-filters-requirements (the latter adds changeLawId). */
export const LegacyMappedFilters = z.object({
  sectionId: z.number(),
  industryId: z.number(),
  changeLawId: z.number().optional(),
  lawScopeId: z.number().nullable(),
  lawScopeName: z.string().nullable(),
  mappedBusinessLines: z.array(LegacyMappedBusinessLine).nullable(),
  mappedBusinessLineProducts: z.array(LegacyMappedItem).nullable(),
  mappedBusinessLineInstitutions: z.array(LegacyMappedItem).nullable(),
  mappedCategories: z.array(LegacyMappedItem).nullable(),
  mappedLawProcess: z.array(LegacyMappedProcess).nullable(),
  mappedLawRequirement: z.array(LegacyMappedRequirement).nullable(),
  differentProducts: z.boolean().nullable(),
  differentInstitutionTypes: z.boolean().nullable(),
  differentCategories: z.boolean().nullable(),
  differentProcesses: z.boolean().nullable(),
});
export type LegacyMappedFilters = z.infer<typeof LegacyMappedFilters>;

export const LegacyMappingSection = z.object({
  lawId: z.number(),
  sectionId: z.number(),
  lawDetailId: z.number(),
  regulator: z.string(),
  lawName: z.string(),
  section: z.string(),
  sectionStatus: z.string(),
});
export type LegacyMappingSection = z.infer<typeof LegacyMappingSection>;

export const LegacyNamed = z.object({
  id: z.number(),
  name: z.string(),
});
export type LegacyNamed = z.infer<typeof LegacyNamed>;

export const LegacyBusinessLineOptions = LegacyMappedBusinessLine.extend({
  products: z.array(LegacyNamed).nullable(),
  categories: z.array(LegacyNamed).nullable(),
  processes: z
    .array(z.object({ id: z.number(), processName: z.string(), businessProcessName: z.string() }))
    .nullable(),
  validatorTests: z.array(LegacyValidatorTest).nullable(),
});
export type LegacyBusinessLineOptions = z.infer<typeof LegacyBusinessLineOptions>;

export const LegacyMappingOptions = z.object({
  sectionId: z.number(),
  industryId: z.number(),
  lawScopes: z.array(LegacyNamed).nullable(),
  institutionTypes: z.array(LegacyNamed).nullable(),
  businessLines: z.array(LegacyBusinessLineOptions).nullable(),
});
export type LegacyMappingOptions = z.infer<typeof LegacyMappingOptions>;
