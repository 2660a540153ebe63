import type {
  ClientFileStatus,
  HeaderChangeStatus,
  HeaderComparison,
  PipelineRunStatus,
} from '../../../gql/graphql';

export const FILE_STATUS_LABELS: Record<ClientFileStatus, string> = {
  UPLOADED: 'Uploaded',
  HEADER_CHANGES: 'Header changes needed',
  HEADER_APPROVED: 'Awaiting staging approval',
  STAGED: 'Staged',
  REJECTED: 'Rejected',
};

export const CHANGE_STATUS_LABELS: Record<HeaderChangeStatus, string> = {
  SAVED: 'Saved',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const COMPARISON_LABELS: Record<HeaderComparison, string> = {
  MATCHED: 'Matched',
  NEW: 'New',
  MISSING: 'Missing',
};

/** Pipeline statuses as the catalogue spells them ('Inprogess'). */
export const RUN_STATUS_LABELS: Record<PipelineRunStatus, string> = {
  FAILED: 'Failed',
  IN_PROGRESS: 'Inprogess',
  SUCCESS: 'Success',
};

export function formatDateTime(value: unknown): string {
  if (!value) return '';
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}

export function formatSize(bytes: number): string {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;
}
