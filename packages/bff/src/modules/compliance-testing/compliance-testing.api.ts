import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyActionPlan,
  LegacyDone,
  LegacyIdName,
  LegacyListRecord,
  LegacyLoanLoad,
  LegacyPage,
  LegacyPopulationCount,
  LegacyPopulationLoan,
  LegacyRemediationLoan,
  LegacyRemediationRow,
  LegacyRemediationTask,
  LegacyRequirementNumber,
  LegacyResultCounts,
  LegacyStoredEvidence,
  LegacyTestingRule,
} from './compliance-testing.dto.js';
import type { TestingListKind } from './compliance-testing.enums.js';
import {
  toActionPlan,
  toListRecord,
  toLoanLoad,
  toPopulationCount,
  toPopulationLoan,
  toRemediationLoan,
  toRemediationRow,
  toRemediationTask,
  toRequirementNumber,
  toResultCounts,
  toTestingRule,
} from './compliance-testing.mapper.js';
import { writtenRecord } from '../../legacy/shape.js';

export const CT_API = 'api/compliance-testing';
export const MAINTENANCE_API = 'api/azimuth-maintenance';

const ListRecords = z.array(LegacyListRecord).nullable();
const Rules = z.array(LegacyTestingRule).nullable();
const RequirementNumbers = z.array(LegacyRequirementNumber).nullable();
const LoanLoads = z.array(LegacyLoanLoad).nullable();
const IdNames = z.array(LegacyIdName).nullable();
const PopulationCounts = z.array(LegacyPopulationCount).nullable();
const PopulationPage = LegacyPage(LegacyPopulationLoan);
const ResultCounts = z.array(LegacyResultCounts).nullable();
const ActionPlans = z.array(LegacyActionPlan).nullable();
const RemediationRows = z.array(LegacyRemediationRow).nullable();
const RemediationLoans = LegacyPage(LegacyRemediationLoan);
const Tasks = z.array(LegacyRemediationTask).nullable();

/** The graphs that count test results, by their catalogue call. */
export const RESULT_GRAPHS = {
  type: 'testing-type-graph',
  category: 'category-graph',
  regulator: 'regulator-graph',
  exceptions: 'exceptions-graph',
} as const;
export type ResultGraph = keyof typeof RESULT_GRAPHS;

export interface GraphFilterBody {
  loanLoadId?: number;
  groupId?: number;
  /** Only this client's loans; none: every client the caller reaches. */
  clientId?: number;
}

/** Compliance testing (api/compliance-testing) and its list maintenance (api/azimuth-maintenance). */
export class ComplianceTestingApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async list(kind: TestingListKind) {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${CT_API}/get-${kind}` },
      ListRecords,
    );
    return (result ?? []).map(toListRecord(kind));
  }

  async saveRecord(
    kind: TestingListKind,
    body: { id: number | null; name: string; description: string; version: number | null },
  ) {
    const { message, result } = await this.legacy.envelope(
      body.id === null
        ? {
            method: 'POST',
            path: `${MAINTENANCE_API}/add-${kind}`,
            body: { name: body.name, description: body.description },
          }
        : { method: 'PUT', path: `${MAINTENANCE_API}/update-${kind}`, body },
      writtenRecord(LegacyListRecord),
    );
    return { message: message ?? 'Success', record: toListRecord(kind)(result) };
  }

  async deleteRecord(kind: TestingListKind, id: number) {
    const { message } = await this.legacy.envelope(
      { method: 'DELETE', path: `${MAINTENANCE_API}/delete-${kind}`, query: { Id: id } },
      LegacyDone,
    );
    return message ?? 'Success';
  }

  async testingRules(filter: Record<string, number>) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/get-testing-rule`, body: filter },
      Rules,
    );
    return (result ?? []).map(toTestingRule);
  }

  async requirementNumbers(filter: { groupId?: number; testingRuleId?: number }) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/get-requirement-number`, body: filter },
      RequirementNumbers,
    );
    return (result ?? []).map(toRequirementNumber);
  }

  async loanLoads() {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${CT_API}/get-loan-load` },
      LoanLoads,
    );
    return (result ?? []).map(toLoanLoad);
  }

  /** The clients whose loan population the caller reads: every client for provider staff, a user's own. */
  async clients() {
    const { result } = await this.legacy.envelope({ method: 'GET', path: `${CT_API}/get-clients` }, IdNames);
    return (result ?? []).map((row) => ({ id: String(row.id), name: row.name }));
  }

  async resultStatuses() {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${CT_API}/get-result-status` },
      IdNames,
    );
    return (result ?? []).map((row) => ({ id: String(row.id), name: row.name }));
  }

  async groupPopulation(filter: GraphFilterBody) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/group-population-graph-count`, body: filter },
      PopulationCounts,
    );
    return (result ?? []).map(toPopulationCount);
  }

  async groupPopulationList(body: {
    groupId: number;
    loanLoadId?: number;
    clientId?: number;
    pageNumber: number;
    pageSize: number;
  }) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/group-population-graph-list`, body },
      PopulationPage,
    );
    return { totalCount: result.totalCount, items: result.data.map(toPopulationLoan) };
  }

  async resultGraph(graph: ResultGraph, filter: GraphFilterBody) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/${RESULT_GRAPHS[graph]}`, body: filter },
      ResultCounts,
    );
    return (result ?? []).map(toResultCounts);
  }

  async actionPlanWorkQueue() {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/get-action-plan-work-queue`, body: {} },
      ActionPlans,
    );
    return (result ?? []).map(toActionPlan);
  }

  async actionPlanList(status: string | null) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/get-action-plan-list`, body: status ? { status } : {} },
      ActionPlans,
    );
    return (result ?? []).map(toActionPlan);
  }

  async saveAssessment(body: {
    id: number;
    status: string;
    rootCause: string;
    actionPlan: string;
    ownerName: string;
    targetDate: string | null;
    version: number | null;
  }) {
    const { message, result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/save-assessment`, body },
      writtenRecord(LegacyActionPlan),
    );
    return { message: message ?? 'Success', actionPlan: toActionPlan(result) };
  }

  async remediationQueue(statusId: number | null) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/get-loan-remediation-queue`, body: statusId ? { statusId } : {} },
      RemediationRows,
    );
    return (result ?? []).map(toRemediationRow);
  }

  async remediationLoans(body: {
    queueId: number;
    resultStatusId?: number;
    pageNumber: number;
    pageSize: number;
  }) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/get-loan-remediation-list`, body },
      RemediationLoans,
    );
    return { totalCount: result.totalCount, items: result.data.map(toRemediationLoan) };
  }

  async saveRemediation(body: {
    id: number;
    statusId: number;
    subStatusId: number | null;
    comments: string;
    version: number | null;
  }) {
    const { message, result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/save-loan-remediation`, body },
      writtenRecord(LegacyRemediationRow),
    );
    return { message: message ?? 'Success', row: toRemediationRow(result) };
  }

  async remediationTasks(queueId: number) {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${CT_API}/get-remediation-task-data`, query: { queueId } },
      Tasks,
    );
    return (result ?? []).map(toRemediationTask);
  }

  async saveTask(body: {
    id?: number;
    queueId?: number;
    title: string;
    description: string;
    ownerName: string;
    dueDate: string | null;
    status: string;
    version?: number;
  }) {
    const { message, result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/save-remediation-task`, body },
      writtenRecord(LegacyRemediationTask),
    );
    return { message: message ?? 'Success', task: toRemediationTask(result) };
  }

  async addLoanException(body: { loanNumber: string; testingRuleId: number; exceptionMessage: string }) {
    const { message, result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/add-loan-exception`, body },
      writtenRecord(LegacyRemediationRow),
    );
    return { message: message ?? 'Success', row: toRemediationRow(result) };
  }

  async actionPlanCandidates() {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/get-action-plan-candidates`, body: {} },
      RemediationRows,
    );
    return (result ?? []).map(toRemediationRow);
  }

  async addActionPlan(body: { queueId: number; ownerName: string; targetDate: string }) {
    const { message, result } = await this.legacy.envelope(
      { method: 'POST', path: `${CT_API}/add-action-plan`, body },
      writtenRecord(LegacyActionPlan),
    );
    return { message: message ?? 'Success', actionPlan: toActionPlan(result) };
  }

  async uploadEvidence(taskId: number, fileName: string, content: Buffer) {
    const { message, result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: `${CT_API}/upload-remediation-evidence`,
        query: { TaskId: taskId },
        body: { FileName: fileName, FileText: content.toString('base64') },
      },
      LegacyStoredEvidence,
    );
    return {
      message: message ?? 'Success',
      id: String(result.Id),
      fileName: result.FileName,
      size: result.Size,
    };
  }

  async deleteEvidence(id: number) {
    const { message } = await this.legacy.envelope(
      { method: 'DELETE', path: `${CT_API}/delete-remediation-evidence`, query: { Id: id } },
      LegacyDone,
    );
    return message ?? 'Success';
  }
}
