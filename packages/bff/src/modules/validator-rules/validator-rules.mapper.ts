import { isTestMessageType } from '@lexbridge/rules';
import type {
  LegacyAzimuthMessage,
  LegacyBulkCounts,
  LegacyClientRow,
  LegacyEntity,
  LegacyFieldOption,
  LegacyMessageType,
  LegacyResultStatus,
  LegacyTestFilterField,
  LegacyTestFilterMapping,
  LegacyTestRule,
  LegacyTestRuleMessage,
  LegacyValidatorTest,
} from './validator-rules.dto.js';
import { TestRuleResult } from './validator-rules.enums.js';
import type {
  AzimuthMessage,
  BulkSaveCounts,
  EntityField,
  MessageType,
  TestFilterField,
  TestFilterMapping,
  TestFilterResultStatus,
  TestRule,
  TestRuleMessage,
  ValidatorClient,
  ValidatorEntity,
  FilterTest,
} from './validator-rules.type.js';

const id = (value: number | string | null | undefined): string | null =>
  value === null || value === undefined || value === 0 || value === '' ? null : String(value);

export const toClient = (row: LegacyClientRow): ValidatorClient => ({
  id: String(row.id),
  name: row.clientName,
});

export const toMessageType = (row: LegacyMessageType): MessageType => ({
  id: String(row.id),
  messageType: row.messageType,
  description: row.description ?? '',
  isClient: Boolean(row.isClient),
  clientId: row.isClient ? id(row.clientId) : null,
  clientName: row.isClient ? (row.clientName ?? null) : null,
  isActive: Boolean(row.isActive),
  version: row.version ?? 1,
});

export const toTestRule = (row: LegacyTestRule): TestRule => ({
  id: String(row.id),
  testRuleId: row.testRuleId,
  testRuleDescription: row.testRuleDescription,
  messageTypeId: String(row.messageTypeId),
  messageType: row.messageType,
  isTestType: isTestMessageType(row.messageType),
  result: row.status === 'Observation' ? TestRuleResult.OBSERVATION : TestRuleResult.PASS,
  isActive: Boolean(row.isActive),
  version: row.version ?? 1,
  messageCount: row.messageCount ?? null,
  messageTypeClientId: id(row.messageTypeClientId),
});

export const toAzimuthMessage = (row: LegacyAzimuthMessage): AzimuthMessage => ({
  id: String(row.id),
  message: row.message,
});

export const toTestRuleMessage = (row: LegacyTestRuleMessage): TestRuleMessage => ({
  id: String(row.id),
  businessLineId: String(row.businessLineId),
  businessLineName: row.businessLineName ?? '',
  testRuleId: String(row.testRuleId),
  testRule: row.testRule,
  ruleMessageId: String(row.ruleMessageId),
  azimuthMessage: row.azimuthMessage,
  ruleMessageLogic: row.ruleMessageLogic ?? row.testRuleLogic ?? '',
  messageType: row.messageType ?? null,
  isActive: Boolean(row.isActive),
  isMapped: Boolean(row.isMapped),
  isAssigned: Boolean(row.isAssigned),
  version: row.version ?? 1,
  messageTypeClientId: id(row.messageTypeClientId),
});

export const toResultStatus = (row: LegacyResultStatus): TestFilterResultStatus => ({
  id: String(row.id),
  name: row.name,
});

export const toValidatorTest = (row: LegacyValidatorTest): FilterTest => ({
  id: String(row.testId),
  testNumber: row.testNumber,
  testName: row.testName ?? row.testNumber,
  businessLineId: String(row.businessLineId),
});

export const toTestFilterMapping = (row: LegacyTestFilterMapping): TestFilterMapping => ({
  id: String(row.id),
  testId: String(row.testId),
  testNumber: row.testNumber,
  testName: row.testName ?? row.testNumber,
  businessLineId: String(row.businessLineId),
  businessLineName: row.businessLineName ?? '',
  testRuleId: String(row.testRuleId),
  testRule: row.testRule,
  messageType: row.messageType ?? '',
  ruleMessageId: String(row.ruleMessageId),
  testOrder: row.testOrder,
  azimuthMessageId: String(row.azimuthMessageId),
  azimuthMessage: row.azimuthMessage,
  customMessage: row.isCustomMessage ? (row.customMessage ?? null) : null,
  isCustomMessage: Boolean(row.isCustomMessage),
  status: row.status ?? null,
  statusId: id(row.statusId),
  isActive: Boolean(row.isActive),
  clientId: id(row.clientId),
  clientName: row.clientName ?? null,
  version: row.version ?? 1,
  messageTypeClientId: id(row.messageTypeClientId),
});

export const toEntity = (row: LegacyEntity): ValidatorEntity => ({
  id: String(row.entityId),
  name: row.entityName,
  tableName: row.tableName ?? '',
});

export const toEntityField = (row: LegacyFieldOption): EntityField => ({
  id: String(row.id),
  fieldName: row.fieldName,
});

export const toTestFilterField = (row: LegacyTestFilterField): TestFilterField => ({
  id: String(row.id),
  testFilterMappingId: String(row.testFilterMappingId),
  testId: String(row.testId),
  testNumber: row.testNumber ?? '',
  businessLineId: String(row.businessLineId),
  testRuleId: String(row.testRuleId),
  testRule: row.testRule ?? '',
  entityId: String(row.entityId),
  entityName: row.entityName,
  tableName: row.tableName,
  fieldId: String(row.fieldId),
  fieldName: row.fieldName,
  isValidationRequired: Boolean(row.isValidationRequired),
  isActive: Boolean(row.isActive),
  version: row.version ?? 1,
});

export const toBulkCounts = (row: Partial<LegacyBulkCounts> | null | undefined): BulkSaveCounts => ({
  inserted: row?.inserted ?? 0,
  updated: row?.updated ?? 0,
  deleted: row?.deleted ?? 0,
  notInsertedDuplicates: row?.notInsertedDuplicates ?? 0,
  notDeletedMapped: row?.notDeletedMapped ?? 0,
  notUpdatedInvalid: row?.notUpdatedInvalid ?? 0,
});

/** An id for the catalogue: its number, or null for none. */
export function legacyId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}
