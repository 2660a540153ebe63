import { formatRunDuration } from '@lexbridge/rules';
import type {
  LegacyClientFile,
  LegacyDataType,
  LegacyDynamicField,
  LegacyEntityRequirement,
  LegacyHeaderChange,
  LegacyHeaderField,
  LegacyIdName,
  LegacyPipelineRun,
  LegacyRequirementLawText,
  LegacyRequirementResult,
  LegacyResultCounts,
  LegacyResultFilters,
  LegacySectionResult,
  LegacySetupEntity,
  LegacySetupHierarchy,
  LegacyStagingTable,
  LegacyStepGroup,
  LegacyTestDetail,
  LegacyValidatorResult,
} from './validator-setup.dto.js';
import {
  ClientFileStatus,
  type HeaderChangeKind,
  type HeaderChangeStatus,
  type HeaderComparison,
  type PipelineRunStatus,
  type ValidatorResultStatus,
} from './validator-setup.enums.js';
import type {
  ClientFile,
  DynamicField,
  HeaderChangeRequest,
  HeaderField,
  PipelineRun,
  RequirementLawText,
  SetupClient,
  SetupDataType,
  SetupEntity,
  SetupOption,
  SetupStepGroup,
  StagingTable,
  ValidatorRequirementResult,
  ValidatorResult,
  ValidatorResultCounts,
  ValidatorResultFilters,
  ValidatorSectionResult,
  ValidatorTestDetail,
  RequirementChoice,
} from './validator-setup.type.js';

const str = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const date = (value: string | null | undefined) => (value ? new Date(value) : null);

export const toSetupEntity = (row: LegacySetupEntity): SetupEntity => ({
  id: String(row.entityId),
  name: row.entityName,
  prefixName: row.prefixName,
  parentEntityId: str(row.parentEntityId),
  parentEntityName: row.parentEntityName ?? null,
  isTransactional: row.isTransactional,
  isHmda: row.isHMDA,
  clientId: String(row.clientId),
  businessLineId: String(row.businessLineId),
  version: row.version,
});

export const toSetupHierarchy = (rows: LegacySetupHierarchy): SetupClient[] =>
  rows.map((client) => ({
    id: String(client.clientId),
    name: client.clientName,
    businessLines: client.businessLines.map((line) => ({
      id: String(line.businessLineId),
      name: line.businessLineName,
      industryName: line.industryName,
      entities: line.entities.map(toSetupEntity),
    })),
  }));

export const toHeaderField = (row: LegacyHeaderField): HeaderField => ({
  id: String(row.headerFieldId),
  entityId: String(row.entityId),
  sortOrder: row.sortOrder,
  clientSourceField: row.clientSourceField,
  clientSourceType: row.clientSourceType ?? null,
  clientSourceLength: row.clientSourceLength ?? null,
  destinationTable: row.azimuthDestinationTable ?? null,
  destinationField: row.azimuthDestinationField ?? null,
  destinationDataType: row.azimuthDestinationDataType ?? null,
  destinationLength: row.azimuthDestinationLength ?? null,
  isNew: row.isNew,
  isIgnored: row.isIgnored,
  isEncrypted: row.isEncrypted,
  isRemoved: row.isRemoved,
  isMerged: row.isMerged,
  mergedInto: row.mergedInto ?? null,
  isOldFieldActive: row.isOldFieldActive,
  impactedRequirements: row.impactedRequirements.map((requirement) => ({
    id: String(requirement.id),
    requirementNumber: requirement.requirementNumber,
  })),
  version: row.version,
});

export const toRequirementChoice = (row: LegacyEntityRequirement): RequirementChoice => ({
  id: String(row.requirementId),
  requirementNumber: row.requirementNumber,
  requirement: row.requirement ?? null,
});

export const toDynamicField = (row: LegacyDynamicField): DynamicField => ({
  id: String(row.id),
  entityId: String(row.entityId),
  fieldName: row.fieldName,
  active: row.activeInActive,
});

export const toStepGroup = (row: LegacyStepGroup): SetupStepGroup => ({
  id: String(row.id),
  name: row.name,
  description: row.description,
  ruleSetName: row.ruleSetName,
  isDynamic: row.isDynamic,
  active: row.status.toLowerCase() !== 'inactive',
});

export const toOption = (row: LegacyIdName): SetupOption => ({ id: String(row.id), name: row.name });

export const toDataType = (row: LegacyDataType): SetupDataType => ({
  id: String(row.id),
  name: row.name,
  hasLength: row.hasLength,
});

export const toStagingTable = (row: LegacyStagingTable): StagingTable => ({
  id: String(row.id),
  tableName: row.tableName,
  description: row.description,
  columns: row.columns.map((column) => ({ ...column, length: column.length ?? null })),
});

const FILE_STATUSES = new Set<string>(Object.values(ClientFileStatus));

export const toClientFile = (row: LegacyClientFile): ClientFile => ({
  id: String(row.fileId),
  entityId: String(row.entityId),
  entityName: row.entityName,
  clientId: String(row.clientId),
  clientName: row.clientName,
  fileName: row.fileName,
  fileType: row.fileType,
  size: row.size,
  rowCount: row.rowCount,
  header: row.header,
  status: FILE_STATUSES.has(row.status) ? (row.status as ClientFileStatus) : ClientFileStatus.UPLOADED,
  stagingTableName: row.stagingTableName ?? null,
  uploadedAt: new Date(row.uploadedAt),
  uploadedBy: row.uploadedBy ?? null,
  comparison: row.comparison.map((compared) => ({
    field: compared.field,
    position: compared.position ?? null,
    comparison: compared.comparison as HeaderComparison,
    headerFieldId: str(compared.headerFieldId),
  })),
});

export const toHeaderChange = (row: LegacyHeaderChange): HeaderChangeRequest => ({
  id: String(row.id),
  entityId: String(row.entityId),
  entityName: row.entityName,
  clientId: String(row.clientId),
  clientName: row.clientName,
  fileId: str(row.fileId),
  fileName: row.fileName ?? null,
  status: row.status as HeaderChangeStatus,
  submittedById: str(row.submittedById),
  rows: row.rows.map((change) => ({
    changeKind: change.changeKind as HeaderChangeKind,
    clientSourceField: change.clientSourceField,
    clientSourceType: change.clientSourceType ?? null,
    clientSourceLength: change.clientSourceLength ?? null,
    destinationTable: change.azimuthDestinationTable ?? null,
    destinationField: change.azimuthDestinationField ?? null,
    destinationDataType: change.azimuthDestinationDataType ?? null,
    destinationLength: change.azimuthDestinationLength ?? null,
    isIgnored: change.isIgnored ?? false,
    isEncrypted: change.isEncrypted ?? false,
    isMerged: change.isMerged ?? false,
    mergedInto: change.mergedInto ?? null,
  })),
  rejectReason: row.rejectReason ?? null,
  comment: row.comment ?? null,
  createdBy: row.createdBy ?? null,
  submittedAt: date(row.submittedAt),
  decidedBy: row.decidedBy ?? null,
  decidedAt: date(row.decidedAt),
  version: row.version,
});

// ----- results ----------------------------------------------------------------------------------------------------

export const toResultFilters = (row: LegacyResultFilters): ValidatorResultFilters => ({
  clients: row.clients.map(toOption),
  businessLines: row.businessLines.map(toOption),
  entities: row.entities.map((entity) => ({
    id: String(entity.entityId),
    name: entity.entityName,
    clientId: String(entity.clientId),
    businessLineId: String(entity.businessLineId),
  })),
  tests: row.tests.map((test) => ({ ...test, businessLineId: String(test.businessLineId) })),
  runs: row.runs.map((run) => ({ ...run, clientId: String(run.clientId) })),
});

export const toResultCounts = (row: LegacyResultCounts): ValidatorResultCounts => row;

export const toTestDetail = (row: LegacyTestDetail): ValidatorTestDetail => ({
  testId: row.testId,
  testName: row.testName,
  businessLineName: row.businessLineName,
  rules: row.rules.map((rule) => ({
    testRuleId: rule.testRuleId,
    description: rule.testRuleDescription,
    testOrder: rule.testOrder,
    status: rule.status ?? null,
  })),
});

export const toSectionResult = (row: LegacySectionResult): ValidatorSectionResult => ({
  ...row,
  sectionId: String(row.sectionId),
});

export const toRequirementResult = (row: LegacyRequirementResult): ValidatorRequirementResult => ({
  ...row,
  requirementId: String(row.requirementId),
});

export const toValidatorResult = (row: LegacyValidatorResult): ValidatorResult => ({
  id: String(row.id),
  runId: row.runId,
  testId: row.testId,
  testName: row.testName,
  loanNumber: row.loanNumber,
  fieldValue: row.fieldValue,
  status: row.status as ValidatorResultStatus,
  comment: row.comment ?? null,
  requirementId: str(row.requirementId),
  requirementNumber: row.requirementNumber ?? null,
  entityName: row.entityName ?? null,
  updatedBy: row.updatedBy ?? null,
  updatedAt: date(row.updatedAt),
});

export const toRequirementLawText = (row: LegacyRequirementLawText): RequirementLawText => ({
  ...row,
  requirementId: String(row.requirementId),
});

export const toPipelineRun = (row: LegacyPipelineRun): PipelineRun => ({
  id: String(row.id),
  runId: row.runId,
  clientId: String(row.clientId),
  pipelineName: row.pipelineName,
  isDatabricks: row.isDatabricks,
  runStart: new Date(row.runStart),
  runEnd: date(row.runEnd),
  durationSeconds: row.duration,
  duration: formatRunDuration(row.duration),
  status: row.status as PipelineRunStatus,
  testsDone: row.testsDone,
  tests: row.data.map((test) => ({
    testId: test.testId,
    firstRunId: test.firstRunID,
    status: test.status as PipelineRunStatus,
    finishedAt: date(test.finishedAt),
  })),
});
