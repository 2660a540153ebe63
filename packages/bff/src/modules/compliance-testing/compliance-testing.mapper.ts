import { nextRemediationStatuses } from '@lexbridge/rules';
import type {
  LegacyActionPlan,
  LegacyEvidence,
  LegacyListRecord,
  LegacyLoanLoad,
  LegacyPopulationCount,
  LegacyPopulationLoan,
  LegacyRemediationLoan,
  LegacyRemediationRow,
  LegacyRemediationTask,
  LegacyRequirementNumber,
  LegacyResultCounts,
  LegacyTestingRule,
} from './compliance-testing.dto.js';
import {
  ActionPlanStatus,
  RemediationStatus,
  RemediationSubStatus,
  type TestingListKind,
} from './compliance-testing.enums.js';

const id = (value: number) => String(value);
const clientOf = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

export const toListRecord = (kind: TestingListKind) => (row: LegacyListRecord) => ({
  id: id(row.id),
  kind,
  name: row.name,
  description: row.description ?? '',
  rulesCount: row.rulesCount,
  version: row.version,
});
export type TestingListRecordData = ReturnType<ReturnType<typeof toListRecord>>;

export function toTestingRule(row: LegacyTestingRule) {
  return {
    id: id(row.id),
    ruleNumber: row.ruleNumber,
    name: row.name,
    description: row.description ?? '',
    requirementNumber: row.requirementNumber,
    groupId: id(row.groupId),
    groupName: row.groupName,
    typeId: id(row.typeId),
    typeName: row.typeName,
    categoryId: id(row.categoryId),
    categoryName: row.categoryName,
    requirementCategoryId: id(row.requirementCategoryId),
    requirementCategoryName: row.requirementCategoryName,
    regulatorId: id(row.regulatorId),
    regulatorName: row.regulatorName,
    isActive: row.isActive,
  };
}

export function toRequirementNumber(row: LegacyRequirementNumber) {
  return { ...row, testingRuleId: id(row.testingRuleId) };
}

export function toLoanLoad(row: LegacyLoanLoad) {
  return { ...row, id: id(row.id), clientId: clientOf(row.clientId) };
}

export function toPopulationCount(row: LegacyPopulationCount) {
  return { ...row, groupId: id(row.groupId) };
}

export function toPopulationLoan(row: LegacyPopulationLoan) {
  return { ...row, id: id(row.id), clientId: clientOf(row.clientId), clientName: row.clientName ?? null };
}

export function toResultCounts(row: LegacyResultCounts) {
  return { ...row, id: id(row.id) };
}

const PLAN_STATUSES = Object.values(ActionPlanStatus) as string[];

export function toActionPlan(row: LegacyActionPlan) {
  return {
    ...row,
    id: id(row.id),
    clientId: clientOf(row.clientId),
    firstRunId: id(row.firstRunId),
    testingRuleId: id(row.testingRuleId),
    status: (PLAN_STATUSES.includes(row.status) ? row.status : ActionPlanStatus.OPEN) as ActionPlanStatus,
  };
}
export type ActionPlanData = ReturnType<typeof toActionPlan>;

const STATUSES = Object.values(RemediationStatus) as string[];

export function toRemediationRow(row: LegacyRemediationRow) {
  return {
    id: id(row.id),
    clientId: clientOf(row.clientId),
    firstRunId: id(row.firstRunId),
    requirementId: id(row.requirementID),
    requirementNumber: row.requirementNumber,
    ruleNumber: row.ruleNumber,
    ruleName: row.ruleName,
    loanLoadId: id(row.loanLoadID),
    loanLoadName: row.loanLoadName,
    submittedDate: row.submittedDate,
    recordsCount: row.recordsCount,
    resultsCount: row.resultsCount,
    status: (STATUSES.includes(row.status) ? row.status : RemediationStatus.NEW) as RemediationStatus,
    subStatus: row.subStatusId === 1 ? RemediationSubStatus.NOT_NEEDED : null,
    comments: row.comments ?? '',
    version: row.version,
    nextStatuses: nextRemediationStatuses(row.status) as RemediationStatus[],
  };
}
export type RemediationRowData = ReturnType<typeof toRemediationRow>;

export function toRemediationLoan(row: LegacyRemediationLoan) {
  return { ...row, id: id(row.id), resultStatusId: id(row.resultStatusId) };
}

export function toEvidence(row: LegacyEvidence) {
  return {
    id: id(row.id),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.uploadedAt,
  };
}

export function toRemediationTask(row: LegacyRemediationTask) {
  return {
    id: id(row.id),
    clientId: clientOf(row.clientId),
    title: row.title,
    description: row.description,
    ownerName: row.ownerName,
    dueDate: row.dueDate,
    status: row.status,
    evidence: row.evidence.map(toEvidence),
    version: row.version,
  };
}
