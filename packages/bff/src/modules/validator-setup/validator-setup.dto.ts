/** Validator setup, results and pipeline run shapes as the catalogue sends them: zod schemas and their types. */
import { z } from 'zod';

const id = z.number();
const maybeText = z.string().nullish();
const maybeNumber = z.number().nullish();

export const LegacySetupEntity = z.object({
  entityId: id,
  entityName: z.string(),
  prefixName: z.string(),
  parentEntityId: maybeNumber,
  parentEntityName: maybeText,
  isTransactional: z.boolean(),
  isHMDA: z.boolean(),
  clientId: id,
  businessLineId: id,
  version: z.number(),
});
export type LegacySetupEntity = z.infer<typeof LegacySetupEntity>;

export const LegacySetupHierarchy = z.array(
  z.object({
    clientId: id,
    clientName: z.string(),
    businessLines: z.array(
      z.object({
        businessLineId: id,
        businessLineName: z.string(),
        industryName: z.string(),
        entities: z.array(LegacySetupEntity),
      }),
    ),
  }),
);
export type LegacySetupHierarchy = z.infer<typeof LegacySetupHierarchy>;

export const LegacyHeaderField = z.object({
  headerFieldId: id,
  entityId: id,
  sortOrder: z.number(),
  clientSourceField: z.string(),
  clientSourceType: maybeText,
  clientSourceLength: maybeNumber,
  azimuthDestinationTable: maybeText,
  azimuthDestinationField: maybeText,
  azimuthDestinationDataType: maybeText,
  azimuthDestinationLength: maybeNumber,
  isNew: z.boolean(),
  isIgnored: z.boolean(),
  isEncrypted: z.boolean(),
  isRemoved: z.boolean(),
  isMerged: z.boolean(),
  mergedInto: maybeText,
  isOldFieldActive: z.boolean(),
  impactedRequirementIds: z.array(z.number()),
  impactedRequirements: z.array(z.object({ id, requirementNumber: z.string() })),
  version: z.number(),
});
export type LegacyHeaderField = z.infer<typeof LegacyHeaderField>;

export const LegacyDynamicField = z.object({
  id,
  entityId: id,
  fieldName: z.string(),
  activeInActive: z.boolean(),
});
export type LegacyDynamicField = z.infer<typeof LegacyDynamicField>;

export const LegacyEntityRequirement = z.object({
  requirementId: id,
  requirementNumber: z.string(),
  requirement: maybeText,
});
export type LegacyEntityRequirement = z.infer<typeof LegacyEntityRequirement>;

export const LegacyStepGroup = z.object({
  id,
  name: z.string(),
  description: z.string(),
  ruleSetName: z.string(),
  isDynamic: z.boolean(),
  status: z.string(),
});
export type LegacyStepGroup = z.infer<typeof LegacyStepGroup>;

export const LegacyIdName = z.object({ id, name: z.string() });
export type LegacyIdName = z.infer<typeof LegacyIdName>;

export const LegacyDataType = z.object({ id, name: z.string(), hasLength: z.boolean() });
export type LegacyDataType = z.infer<typeof LegacyDataType>;

export const LegacyStagingTable = z.object({
  id,
  tableName: z.string(),
  description: z.string(),
  columns: z.array(z.object({ columnName: z.string(), dataType: z.string(), length: maybeNumber })),
});
export type LegacyStagingTable = z.infer<typeof LegacyStagingTable>;

export const LegacyComparisonRow = z.object({
  field: z.string(),
  position: maybeNumber,
  comparison: z.enum(['MATCHED', 'NEW', 'MISSING']),
  headerFieldId: maybeNumber,
});

export const LegacyClientFile = z.object({
  fileId: id,
  entityId: id,
  entityName: z.string(),
  clientId: id,
  clientName: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number(),
  rowCount: z.number(),
  header: z.array(z.string()),
  status: z.string(),
  stagingTableId: maybeNumber,
  stagingTableName: maybeText,
  uploadedAt: z.string(),
  uploadedBy: maybeText,
  comparison: z.array(LegacyComparisonRow),
});
export type LegacyClientFile = z.infer<typeof LegacyClientFile>;

export const LegacyPreview = z.object({
  fileId: id,
  header: z.array(z.string()),
  totalCount: z.number(),
  rows: z.array(z.array(z.string().nullable())),
});
export type LegacyPreview = z.infer<typeof LegacyPreview>;

export const LegacyHeaderChangeRow = z.object({
  changeKind: z.enum(['NEW', 'REMOVED']),
  clientSourceField: z.string(),
  headerFieldId: maybeNumber,
  clientSourceType: maybeText,
  clientSourceLength: maybeNumber,
  azimuthDestinationTable: maybeText,
  azimuthDestinationField: maybeText,
  azimuthDestinationDataType: maybeText,
  azimuthDestinationLength: maybeNumber,
  isIgnored: z.boolean().nullish(),
  isEncrypted: z.boolean().nullish(),
  isMerged: z.boolean().nullish(),
  mergedInto: maybeText,
});
export type LegacyHeaderChangeRow = z.infer<typeof LegacyHeaderChangeRow>;

export const LegacyHeaderChange = z.object({
  id,
  entityId: id,
  entityName: z.string(),
  clientId: id,
  clientName: z.string(),
  fileId: maybeNumber,
  fileName: maybeText,
  status: z.enum(['Saved', 'Submitted', 'Approved', 'Rejected']),
  rows: z.array(LegacyHeaderChangeRow),
  rejectReasonId: maybeNumber,
  rejectReason: maybeText,
  comment: maybeText,
  createdBy: maybeText,
  createdAt: z.string(),
  submittedAt: maybeText,
  /** Who submitted it (the catalogue's own field: whoever submitted a request cannot decide it). */
  submittedById: maybeNumber,
  decidedBy: maybeText,
  decidedAt: maybeText,
  version: z.number(),
});
export type LegacyHeaderChange = z.infer<typeof LegacyHeaderChange>;

// ----- results and pipeline runs ----------------------------------------------------------------------------------

export const LegacyResultFilters = z.object({
  clients: z.array(LegacyIdName),
  businessLines: z.array(LegacyIdName),
  entities: z.array(z.object({ entityId: id, entityName: z.string(), clientId: id, businessLineId: id })),
  tests: z.array(z.object({ testId: z.string(), testName: z.string(), businessLineId: id })),
  runs: z.array(z.object({ runId: z.string(), pipelineName: z.string(), clientId: id })),
});
export type LegacyResultFilters = z.infer<typeof LegacyResultFilters>;

const CountFields = { total: z.number(), pass: z.number(), observation: z.number() };
export const LegacyResultCounts = z.object({
  ...CountFields,
  tests: z.array(z.object({ testId: z.string(), testName: z.string(), ...CountFields })),
});
export type LegacyResultCounts = z.infer<typeof LegacyResultCounts>;

export const LegacyTestDetail = z.object({
  testId: z.string(),
  testName: z.string(),
  businessLineName: z.string(),
  rules: z.array(
    z.object({
      testRuleId: z.string(),
      testRuleDescription: z.string(),
      testOrder: z.number(),
      status: maybeText,
    }),
  ),
});
export type LegacyTestDetail = z.infer<typeof LegacyTestDetail>;

export const LegacySectionResult = z.object({
  sectionId: id,
  section: z.string(),
  lawName: z.string(),
  requirementCount: z.number(),
  total: z.number(),
  observation: z.number(),
});
export type LegacySectionResult = z.infer<typeof LegacySectionResult>;

export const LegacyRequirementResult = z.object({
  requirementId: id,
  requirementNumber: z.string(),
  requirement: z.string(),
  testIds: z.array(z.string()),
  total: z.number(),
  observation: z.number(),
});
export type LegacyRequirementResult = z.infer<typeof LegacyRequirementResult>;

export const LegacyValidatorResult = z.object({
  id,
  runId: z.string(),
  testId: z.string(),
  testName: z.string(),
  loanNumber: z.string(),
  fieldValue: z.string(),
  status: z.enum(['Pass', 'Observation']),
  comment: maybeText,
  requirementId: maybeNumber,
  requirementNumber: maybeText,
  entityName: maybeText,
  updatedBy: maybeText,
  updatedAt: maybeText,
});
export type LegacyValidatorResult = z.infer<typeof LegacyValidatorResult>;

export const LegacyResultPage = z.object({ totalCount: z.number(), data: z.array(LegacyValidatorResult) });

export const LegacyRequirementLawText = z.object({
  requirementId: id,
  requirementNumber: z.string(),
  requirement: z.string(),
  lawText: z.string(),
  section: z.string(),
  lawName: z.string(),
  regulator: z.string(),
});
export type LegacyRequirementLawText = z.infer<typeof LegacyRequirementLawText>;

export const LegacyPipelineRun = z.object({
  id,
  runId: z.string(),
  clientId: id,
  pipelineName: z.string(),
  isDatabricks: z.boolean(),
  runStart: z.string(),
  runEnd: maybeText,
  duration: z.number(),
  status: z.enum(['Failed', 'Inprogess', 'Success']),
  testsDone: z.number(),
  data: z.array(
    z.object({
      testId: z.string(),
      firstRunID: z.string(),
      status: z.enum(['Failed', 'Inprogess', 'Success']),
      finishedAt: maybeText,
    }),
  ),
});
export type LegacyPipelineRun = z.infer<typeof LegacyPipelineRun>;
