import type {
  LegacyJsonFilter,
  LegacyLoan,
  LegacyLoanCount,
  LegacyRequirementField,
  LegacyTestMappingFilter,
  LegacyTestSourceType,
  LegacyTestSystemType,
  LegacyTestUserForm,
} from './validator-tests.dto.js';
import {
  RequirementFieldType,
  type RequirementField,
  type TestMappingFilter,
  type ValidatorJsonFilter,
  type ValidatorLoan,
  type ValidatorLoanCounts,
  type ValidatorTestRequest,
  type ValidatorTestSourceType,
  type ValidatorTestSystemType,
} from './validator-tests.type.js';

export const toSystemType = (row: LegacyTestSystemType): ValidatorTestSystemType => ({
  id: String(row.id),
  businessLineId: String(row.businessLineId),
  businessLineName: row.businessLineName,
  industryName: row.industryName,
  name: row.name,
  description: row.description,
  active: row.isActive,
  version: row.version,
});

export const toSourceType = (row: LegacyTestSourceType): ValidatorTestSourceType => ({
  id: String(row.id),
  name: row.name,
  description: row.description,
  active: row.isActive,
  version: row.version,
});

export const toTestRequest = (row: LegacyTestUserForm): ValidatorTestRequest => ({
  id: String(row.id),
  clientId: String(row.clientId),
  clientName: row.clientName,
  businessLineId: String(row.businessLineId),
  businessLineName: row.businessLineName,
  systemTypeId: String(row.systemTypeId),
  systemTypeName: row.systemTypeName,
  sourceTypeId: String(row.sourceTypeId),
  sourceTypeName: row.sourceTypeName,
  entities: row.entities.map((entity) => ({ id: String(entity.entityId), name: entity.entityName })),
  comment: row.comment,
  submittedByName: row.submittedByName,
  submittedAt: new Date(row.submittedAt),
});

export const toJsonFilter = (row: LegacyJsonFilter): ValidatorJsonFilter => ({
  businessLineId: String(row.businessLineId),
  businessLineName: row.businessLineName,
  industryName: row.industryName,
  tests: row.tests,
});

export const toLoanCounts = (row: LegacyLoanCount): ValidatorLoanCounts => ({
  loanCount: row.loanCount,
  observationCount: row.observationCount,
  clientCount: row.clientCount,
  lastRunEnd: row.lastRunEnd ? new Date(row.lastRunEnd) : null,
});

export const toLoan = (row: LegacyLoan): ValidatorLoan => ({
  clientId: String(row.clientId),
  clientName: row.clientName,
  loanNumber: row.loanNumber,
  observationCount: row.observationCount,
  testIds: row.testIds,
  lastRunId: row.lastRunId,
  lastRunEnd: new Date(row.lastRunEnd),
});

export const toTestMappingFilter = (row: LegacyTestMappingFilter): TestMappingFilter => ({
  entityId: String(row.entityId),
  isHmda: row.isHMDA,
  tests: row.tests.map((test) => ({
    id: String(test.testId),
    testNumber: test.testNumber,
    testName: test.testName,
  })),
  hmdaFields: row.hmdaFields.map((field) => ({ id: String(field.id), name: field.name })),
});

export const toRequirementField = (row: LegacyRequirementField): RequirementField => ({
  id: String(row.id),
  entityId: String(row.entityId),
  type: row.requirementTypeId === 2 ? RequirementFieldType.HMDA_VET : RequirementFieldType.VET,
  requirementId: String(row.requirementId),
  requirementNumber: row.requirementNumber,
  requirement: row.requirement,
  testId: String(row.testId),
  testNumber: row.testNumber,
  testName: row.testName,
  headerFieldId: String(row.headerFieldId),
  clientSourceField: row.clientSourceField,
  destinationTable: row.azimuthDestinationTable,
  destinationField: row.azimuthDestinationField,
  hmdaFieldId: row.hmdaFieldId === null ? null : String(row.hmdaFieldId),
  hmdaFieldName: row.hmdaFieldName,
  isRequired: row.isRequired,
  version: row.version,
});
