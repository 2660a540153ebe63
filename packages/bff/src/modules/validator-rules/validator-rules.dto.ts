/** The validator maintenance endpoints' shapes, as the catalogue sends them. */

export interface LegacyPage<T> {
  totalCount: number;
  data: T[];
}

export interface LegacyClientRow {
  id: number;
  clientName: string;
}

export interface LegacyMessageType {
  id: number;
  messageType: string;
  description: string | null;
  isClient: boolean;
  clientId: number | null;
  clientName: string | null;
  isActive: boolean;
  version?: number;
}

export interface LegacyTestRule {
  id: number;
  messageType: string;
  messageTypeId: number;
  testRuleId: string;
  testRuleDescription: string;
  status: string;
  isActive: boolean;
  version?: number;
  messageCount?: number;
}

export interface LegacyAzimuthMessage {
  id: number;
  message: string;
}

export interface LegacyTestRuleMessage {
  id: number;
  businessLineId: number;
  businessLineName?: string;
  testRuleId: number;
  testRule: string;
  ruleMessageId: number;
  azimuthMessage: string;
  ruleMessageLogic?: string | null;
  testRuleLogic?: string | null;
  testRuleMapperId?: number;
  messageType?: string;
  status?: string;
  isActive: boolean;
  isMapped: boolean;
  isAssigned: boolean;
  version?: number;
}

export interface LegacyResultStatus {
  id: number;
  name: string;
}

export interface LegacyValidatorTest {
  testId: number;
  testNumber: string;
  testName?: string;
  businessLineId: number;
}

export interface LegacyTestFilterMapping {
  id: number;
  testId: number;
  testNumber: string;
  testName?: string;
  businessLineId: number;
  businessLineName?: string;
  testRuleId: number;
  testRule: string;
  messageType?: string;
  ruleMessageId: number;
  testOrder: number;
  azimuthMessageId: number;
  azimuthMessage: string;
  customMessage: string | null;
  isCustomMessage: boolean;
  status: string | null;
  statusId: number | null;
  isActive: boolean;
  isReorder?: number;
  clientId: number | null;
  clientName?: string | null;
  version?: number;
}

export interface LegacyEntity {
  entityId: number;
  entityName: string;
  tableName?: string;
}

export interface LegacyFieldOption {
  id: number;
  fieldName: string;
}

export interface LegacyTestFilterField {
  id: number;
  testId: number;
  testNumber?: string;
  businessLineId: number;
  testRuleId: number;
  testRule?: string;
  ruleMessageId: number;
  testFilterMappingId: number;
  entityId: number;
  entityName: string;
  tableName: string;
  fieldName: string;
  fieldId: number;
  isValidationRequired: boolean;
  isActive: boolean;
  version?: number;
}

export interface LegacyBulkCounts {
  inserted: number;
  updated: number;
  deleted: number;
  notInsertedDuplicates: number;
  notDeletedMapped: number;
  notUpdatedInvalid: number;
}

export interface LegacyUpload {
  id: number;
  fileName: string;
  size: number;
  /** Data rows read from the sheet (0 for a file only stored). */
  rowsRead?: number;
  /** What the import did, as the bulk save counts it; null when nothing was imported. */
  counts?: LegacyBulkCounts | null;
}
