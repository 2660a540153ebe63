import type { SectionStatus } from '../../gql/graphql';

/** The legacy words for the section statuses, as the screens print them in brackets beside a section. */
export const SECTION_STATUS_LABELS: Record<SectionStatus, string> = {
  ACTIVE: 'Active',
  AMENDED: 'Amended',
  COMBINED: 'Combined',
  DECOMMISSIONED: 'Decommissioned',
  NEW: 'New',
  OTHER: 'Active',
  PARENT: 'Parent',
};

/** Statuses that come with a change in law to look at (the law text's Changed view). */
export function hasChangeInLaw(status: SectionStatus): boolean {
  return status === 'AMENDED' || status === 'NEW' || status === 'DECOMMISSIONED';
}
