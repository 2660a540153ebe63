import {
  REMEDIATION_SUB_STATUSES,
  validateAssessment,
  validateRemediationSave,
  type FieldError,
} from '@lexbridge/rules';
import type { ChartDatum, ChartSeries, ChartTableRow } from '../../components/charts';
import type { ActionPlanStatus, RemediationStatus, RemediationSubStatus } from '../../gql/graphql';

/** The catalogue's names of the remediation statuses, as the screens show them. */
export const REMEDIATION_STATUS_LABELS: Record<RemediationStatus, string> = {
  NEW: 'New',
  REVIEW: 'Review',
  PURGE: 'Purge',
  UNPURGE: 'Unpurge',
};

export const SUB_STATUS_LABEL = REMEDIATION_SUB_STATUSES[0].name;

export const ACTION_PLAN_STATUS_LABELS: Record<ActionPlanStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
};

export const RESULT_SERIES: readonly ChartSeries[] = [
  { key: 'pass', label: 'Pass' },
  { key: 'exception', label: 'Exception' },
  { key: 'notApplicable', label: 'Not Applicable' },
];

interface ResultCounts {
  name: string;
  passCount: number;
  exceptionCount: number;
  notApplicableCount: number;
}

/** Grouped bars and table rows of a results graph: pass, exception and not applicable per bar. */
export function resultRows(rows: readonly ResultCounts[]): ChartTableRow[] {
  return rows.map((row) => ({
    label: row.name,
    values: { pass: row.passCount, exception: row.exceptionCount, notApplicable: row.notApplicableCount },
  }));
}

/** One bar per rule: its exceptions. */
export function exceptionData(rows: readonly ResultCounts[]): ChartDatum[] {
  return rows.map((row) => ({ label: row.name, value: row.exceptionCount }));
}

/**
 * The loan loads the graphs' load filter offers: the chosen client's loads only, or (no client chosen) every load the
 * user reaches, each named with its client when it may be another client's (provider staff looking at every client).
 */
export function loanLoadOptions(
  loads: readonly { id: string; clientId?: string | null; name: string; loansCount: number }[],
  clients: readonly { id: string; name: string }[],
  { clientId, namedByClient }: { clientId: string; namedByClient: boolean },
): { id: string; name: string }[] {
  const clientNames = new Map(clients.map((client) => [client.id, client.name]));
  return loads
    .filter((load) => clientId === '' || load.clientId === clientId)
    .map((load) => {
      const owner = namedByClient && load.clientId ? clientNames.get(load.clientId) : undefined;
      return {
        id: load.id,
        name: `${load.name} (${load.loansCount} loans)${owner ? ` · ${owner}` : ''}`,
      };
    });
}

/** One bar per test group: its loans. */
export function populationData(
  rows: readonly { groupName: string; populationCount: number }[],
): ChartDatum[] {
  return rows.map((row) => ({ label: row.groupName, value: row.populationCount }));
}

/** The group a chosen bar or table row names, by its label. */
export function groupByLabel<T extends { groupName: string }>(rows: readonly T[], label: string): T | null {
  return rows.find((row) => row.groupName === label) ?? null;
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
export const formatAmount = (amount: number) => money.format(amount);

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface RemediationForm {
  status: RemediationStatus;
  /** Whether the purge sub-status Not_needed is chosen. */
  notNeeded: boolean;
  comments: string;
}

/** The form of a queue row as it is. */
export function remediationFormOf(row: {
  status: RemediationStatus;
  subStatus?: RemediationSubStatus | null;
  comments: string;
}): RemediationForm {
  return { status: row.status, notNeeded: row.subStatus === 'NOT_NEEDED', comments: row.comments };
}

/** The remediation save checked with the shared rule, from the row's current status. */
export function remediationFormError(
  current: RemediationStatus,
  form: RemediationForm,
): FieldError<'status' | 'subStatus' | 'comments'> | null {
  return validateRemediationSave({
    from: REMEDIATION_STATUS_LABELS[current],
    status: REMEDIATION_STATUS_LABELS[form.status],
    subStatus: form.status === 'PURGE' && form.notNeeded ? SUB_STATUS_LABEL : null,
    comments: form.comments,
  });
}

/** A changed status drops the sub-status unless it is Purge, where Not_needed is the only choice and is taken. */
export function withStatus(form: RemediationForm, status: RemediationStatus): RemediationForm {
  return { ...form, status, notNeeded: status === 'PURGE' };
}

export interface AssessmentForm {
  status: ActionPlanStatus;
  rootCause: string;
  actionPlan: string;
  ownerName: string;
  targetDate: string;
}

export function assessmentFormError(form: AssessmentForm) {
  return validateAssessment({
    status: ACTION_PLAN_STATUS_LABELS[form.status],
    rootCause: form.rootCause,
    actionPlan: form.actionPlan,
    targetDate: form.targetDate || null,
  });
}
