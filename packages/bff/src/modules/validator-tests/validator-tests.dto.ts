/** Validator test requests and requirement fields as the catalogue sends them: zod schemas and their types. */
import { z } from 'zod';

const id = z.number();

export const LegacyTestSystemType = z.object({
  id,
  businessLineId: id,
  businessLineName: z.string(),
  industryName: z.string(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  version: z.number(),
});
export type LegacyTestSystemType = z.infer<typeof LegacyTestSystemType>;

export const LegacyTestSourceType = z.object({
  id,
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  version: z.number(),
});
export type LegacyTestSourceType = z.infer<typeof LegacyTestSourceType>;

export const LegacyTestUserForm = z.object({
  id,
  clientId: id,
  clientName: z.string(),
  businessLineId: id,
  businessLineName: z.string(),
  systemTypeId: id,
  systemTypeName: z.string(),
  sourceTypeId: id,
  sourceTypeName: z.string(),
  entities: z.array(z.object({ entityId: id, entityName: z.string() })),
  comment: z.string(),
  submittedByName: z.string().nullable(),
  submittedAt: z.string(),
});
export type LegacyTestUserForm = z.infer<typeof LegacyTestUserForm>;

export const LegacyJsonFilter = z.object({
  businessLineId: id,
  businessLineName: z.string(),
  industryName: z.string(),
  tests: z.array(z.object({ testId: z.string(), testName: z.string() })),
});
export type LegacyJsonFilter = z.infer<typeof LegacyJsonFilter>;

export const LegacyLoanCount = z.object({
  loanCount: z.number(),
  observationCount: z.number(),
  clientCount: z.number(),
  lastRunEnd: z.string().nullable(),
});
export type LegacyLoanCount = z.infer<typeof LegacyLoanCount>;

export const LegacyLoan = z.object({
  clientId: id,
  clientName: z.string(),
  loanNumber: z.string(),
  observationCount: z.number(),
  testIds: z.array(z.string()),
  lastRunId: z.string(),
  lastRunEnd: z.string(),
});
export type LegacyLoan = z.infer<typeof LegacyLoan>;

export const LegacyLoanPage = z.object({ totalCount: z.number(), data: z.array(LegacyLoan) });
export type LegacyLoanPage = z.infer<typeof LegacyLoanPage>;

export const LegacyTestMappingFilter = z.object({
  entityId: id,
  isHMDA: z.boolean(),
  tests: z.array(z.object({ testId: id, testNumber: z.string(), testName: z.string() })),
  hmdaFields: z.array(z.object({ id, name: z.string() })),
});
export type LegacyTestMappingFilter = z.infer<typeof LegacyTestMappingFilter>;

export const LegacyRequirementField = z.object({
  id,
  entityId: id,
  requirementTypeId: z.number(),
  requirementTypeName: z.string(),
  requirementId: id,
  requirementNumber: z.string(),
  requirement: z.string(),
  testId: id,
  testNumber: z.string(),
  testName: z.string(),
  headerFieldId: id,
  clientSourceField: z.string(),
  azimuthDestinationTable: z.string().nullable(),
  azimuthDestinationField: z.string().nullable(),
  hmdaFieldId: id.nullable(),
  hmdaFieldName: z.string().nullable(),
  isRequired: z.boolean(),
  version: z.number(),
});
export type LegacyRequirementField = z.infer<typeof LegacyRequirementField>;
