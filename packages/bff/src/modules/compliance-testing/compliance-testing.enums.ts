/** The module's enums, apart from the decorated types so the API and the mapper can use them alone. */

/** The four maintained lists; the value is the catalogue's path word (get-test-group, add-test-group…). */
export enum TestingListKind {
  GROUP = 'test-group',
  TYPE = 'test-type',
  CATEGORY = 'test-category',
  REQUIREMENT_CATEGORY = 'requirement-category',
}

/** Loan remediation statuses; the value is the catalogue's name (its statusId is the position from 1). */
export enum RemediationStatus {
  NEW = 'New',
  REVIEW = 'Review',
  PURGE = 'Purge',
  UNPURGE = 'Unpurge',
}

export const REMEDIATION_STATUS_IDS: Record<RemediationStatus, number> = {
  [RemediationStatus.NEW]: 1,
  [RemediationStatus.REVIEW]: 2,
  [RemediationStatus.PURGE]: 3,
  [RemediationStatus.UNPURGE]: 4,
};

/** The sub-status of a purged row (subStatusId 1). */
export enum RemediationSubStatus {
  NOT_NEEDED = 'Not_needed',
}

/** Status of a remediation task; the value is the catalogue's. A Completed task's evidence is final. */
export enum RemediationTaskStatus {
  OPEN = 'Open',
  COMPLETED = 'Completed',
}

export enum ActionPlanStatus {
  OPEN = 'Open',
  IN_PROGRESS = 'In Progress',
  COMPLETED = 'Completed',
}
