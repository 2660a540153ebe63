/**
 * Legacy shapes of the mapping and change-in-law calls, as the catalogue sends them (quirks included): zod schemas
 * checked against every answer, and their inferred types.
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

export const LegacyChangeBusinessLine = LegacyMappedBusinessLine.extend({
  requirementCount: z.number(),
  changedCount: z.number(),
  isSubmitted: z.boolean(),
  decision: z
    .union([z.literal('Accepted'), z.literal('AcceptedWithPolicy'), z.literal('DoesNotApply')])
    .nullable(),
  decisionComment: z.string().nullable(),
  companyPolicy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type LegacyChangeBusinessLine = z.infer<typeof LegacyChangeBusinessLine>;

export const LegacyChangedLaw = z.object({
  changeLawId: z.number(),
  lawId: z.number(),
  sectionId: z.number(),
  lawDetailId: z.number(),
  regulator: z.string(),
  section: z.string(),
  sectionStatus: z.string(),
  statusId: z.number(),
  status: z.string(),
  changeType: z.string(),
  effectiveDate: z.string().nullable(),
  summary: z.string().nullable(),
  businessLines: z.array(LegacyChangeBusinessLine).nullable(),
});
export type LegacyChangedLaw = z.infer<typeof LegacyChangedLaw>;

/** An updated requirement of a change in law: old and new number and text, and its change status. */
export const LegacyUpdatedRequirement = z.object({
  id: z.number(),
  requirementId: z.number().nullable(),
  businessLineId: z.number(),
  requirementTypeId: z.number(),
  OldRequirementNumber: z.string().nullable(),
  NewRequirementNumber: z.string().nullable(),
  OldRequirement: z.string().nullable(),
  NewRequirement: z.string().nullable(),
  RequirementChangeStatus: z.union([
    z.literal('Changed'),
    z.literal('New'),
    z.literal('Deleted'),
    z.literal('No Change'),
  ]),
  isEdited: z.boolean(),
  isSubmitted: z.boolean(),
});
export type LegacyUpdatedRequirement = z.infer<typeof LegacyUpdatedRequirement>;

/** ChangeInLaw/get-dashboard-regulator-list's answer (docs/legacy-api.md). */
export const LegacyChangedLawQueue = z.object({
  rows: z.array(
    z.object({
      changeLawId: z.number(),
      lawId: z.number(),
      sectionId: z.number(),
      lawDetailId: z.number(),
      regulatorId: z.number(),
      regulator: z.string(),
      section: z.string(),
      level1: z.string().nullable(),
      changeTypeId: z.number(),
      changeType: z.string(),
      statusId: z.number(),
      status: z.string(),
      effectiveDate: z.string().nullable(),
      summary: z.string().nullable(),
      businessLineId: z.number(),
      businessLineName: z.string(),
      requirementCount: z.number(),
      changedCount: z.number(),
      isEdited: z.boolean(),
      isSubmitted: z.boolean(),
      decision: z.string().nullable(),
      decidedBy: z.string().nullable(),
      decidedAt: z.string().nullable(),
      tabIndex: z.number(),
    }),
  ),
  totalCount: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  regulators: z.array(z.object({ id: z.number(), name: z.string() })),
  changeTypes: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type LegacyChangedLawQueue = z.infer<typeof LegacyChangedLawQueue>;

/** ChangeInLaw/PostChangeLaw's Result: the change it recorded. */
export const LegacyRecordedChange = z.object({ changeLawId: z.number() });
export type LegacyRecordedChange = z.infer<typeof LegacyRecordedChange>;
