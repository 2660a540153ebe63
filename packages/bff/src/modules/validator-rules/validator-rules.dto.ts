/** The validator maintenance endpoints' shapes, as the catalogue sends them: zod schemas and their inferred types. */
import { z } from 'zod';

export const LegacyClientRow = z.object({
  id: z.number(),
  clientName: z.string(),
});
export type LegacyClientRow = z.infer<typeof LegacyClientRow>;

export const LegacyMessageType = z.object({
  id: z.number(),
  messageType: z.string(),
  description: z.string().nullable(),
  isClient: z.boolean(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().optional(),
});
export type LegacyMessageType = z.infer<typeof LegacyMessageType>;

export const LegacyTestRule = z.object({
  id: z.number(),
  messageType: z.string(),
  messageTypeId: z.number(),
  /** The message type's client; null: a provider-wide type (absent from catalogues that do not send it). */
  messageTypeClientId: z.number().nullish(),
  testRuleId: z.string(),
  testRuleDescription: z.string(),
  status: z.string(),
  isActive: z.boolean(),
  version: z.number().optional(),
  messageCount: z.number().optional(),
});
export type LegacyTestRule = z.infer<typeof LegacyTestRule>;

export const LegacyAzimuthMessage = z.object({
  id: z.number(),
  message: z.string(),
});
export type LegacyAzimuthMessage = z.infer<typeof LegacyAzimuthMessage>;

export const LegacyTestRuleMessage = z.object({
  id: z.number(),
  businessLineId: z.number(),
  businessLineName: z.string().optional(),
  testRuleId: z.number(),
  testRule: z.string(),
  ruleMessageId: z.number(),
  azimuthMessage: z.string(),
  ruleMessageLogic: z.string().nullish(),
  testRuleLogic: z.string().nullish(),
  testRuleMapperId: z.number().optional(),
  messageType: z.string().optional(),
  /** The message type's client; null: a provider-wide type (absent from catalogues that do not send it). */
  messageTypeClientId: z.number().nullish(),
  status: z.string().optional(),
  isActive: z.boolean(),
  isMapped: z.boolean(),
  isAssigned: z.boolean(),
  version: z.number().optional(),
});
export type LegacyTestRuleMessage = z.infer<typeof LegacyTestRuleMessage>;

export const LegacyResultStatus = z.object({
  id: z.number(),
  name: z.string(),
});
export type LegacyResultStatus = z.infer<typeof LegacyResultStatus>;

export const LegacyValidatorTest = z.object({
  testId: z.number(),
  testNumber: z.string(),
  testName: z.string().optional(),
  businessLineId: z.number(),
});
export type LegacyValidatorTest = z.infer<typeof LegacyValidatorTest>;

export const LegacyTestFilterMapping = z.object({
  id: z.number(),
  testId: z.number(),
  testNumber: z.string(),
  testName: z.string().optional(),
  businessLineId: z.number(),
  businessLineName: z.string().optional(),
  testRuleId: z.number(),
  testRule: z.string(),
  messageType: z.string().optional(),
  /** The message type's client; null: a provider-wide type (absent from catalogues that do not send it). */
  messageTypeClientId: z.number().nullish(),
  ruleMessageId: z.number(),
  testOrder: z.number(),
  azimuthMessageId: z.number(),
  azimuthMessage: z.string(),
  customMessage: z.string().nullable(),
  isCustomMessage: z.boolean(),
  status: z.string().nullable(),
  statusId: z.number().nullable(),
  isActive: z.boolean(),
  isReorder: z.number().optional(),
  clientId: z.number().nullable(),
  clientName: z.string().nullish(),
  version: z.number().optional(),
});
export type LegacyTestFilterMapping = z.infer<typeof LegacyTestFilterMapping>;

export const LegacyEntity = z.object({
  entityId: z.number(),
  entityName: z.string(),
  tableName: z.string().optional(),
});
export type LegacyEntity = z.infer<typeof LegacyEntity>;

export const LegacyFieldOption = z.object({
  id: z.number(),
  fieldName: z.string(),
});
export type LegacyFieldOption = z.infer<typeof LegacyFieldOption>;

export const LegacyTestFilterField = z.object({
  id: z.number(),
  testId: z.number(),
  testNumber: z.string().optional(),
  businessLineId: z.number(),
  testRuleId: z.number(),
  testRule: z.string().optional(),
  ruleMessageId: z.number(),
  testFilterMappingId: z.number(),
  entityId: z.number(),
  entityName: z.string(),
  tableName: z.string(),
  fieldName: z.string(),
  fieldId: z.number(),
  isValidationRequired: z.boolean(),
  isActive: z.boolean(),
  version: z.number().optional(),
});
export type LegacyTestFilterField = z.infer<typeof LegacyTestFilterField>;

export const LegacyBulkCounts = z.object({
  inserted: z.number(),
  updated: z.number(),
  deleted: z.number(),
  notInsertedDuplicates: z.number(),
  notDeletedMapped: z.number(),
  notUpdatedInvalid: z.number(),
});
export type LegacyBulkCounts = z.infer<typeof LegacyBulkCounts>;

export const LegacyUpload = z.object({
  id: z.number(),
  fileName: z.string(),
  size: z.number(),
  /** Data rows read from the sheet (0 for a file only stored). */
  rowsRead: z.number().optional(),
  /** What the import did, as the bulk save counts it; null when nothing was imported. */
  counts: LegacyBulkCounts.nullish(),
});
export type LegacyUpload = z.infer<typeof LegacyUpload>;
