import type { BusinessRequirementStatus } from '../../../gql/graphql';

/** What a business requirement's status reads as on the business screens (never the enum's own text). */
export const REQUIREMENT_STATUS_LABEL: Record<BusinessRequirementStatus, string> = {
  OPEN: 'Open',
  DRAFT: 'Draft',
  SUBMITTED: 'Waiting for approval',
  SENT_BACK: 'Sent back',
  APPROVED: 'Approved',
};
