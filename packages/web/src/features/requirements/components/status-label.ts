import type { WorkflowLawFieldsFragment } from '../../../gql/graphql';

/** What a law's workflow status reads as on the dashboard and the workflow screens. */
export const STATUS_LABEL: Record<WorkflowLawFieldsFragment['status'], string> = {
  PENDING: 'New',
  DRAFT: 'Draft',
  SUBMITTED: 'Waiting for approval',
  SENT_BACK: 'Sent back',
  APPROVED: 'Approved',
};
