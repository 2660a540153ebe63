/**
 * Tab indexes of the legal workflow: 0 dashboard, 1 identify duplicate laws, 3 combine laws,
 * 4 and above define requirements, 5 map to business processes, 6 and above approve.
 */
export interface SelectedLaw {
  tabIndex: number;
  requirementCount: number;
}

export type LegalStep =
  'defineBusinessRequirements' | 'mapLawToBusinessProcesses' | 'approveBusinessRequirements';

export function canEnterLegalStep(step: LegalStep, law: SelectedLaw): boolean {
  switch (step) {
    case 'defineBusinessRequirements':
      // The spec's rule (index <= 3 or >= 4) admits every index; kept literal so a change in it is visible here.
      return law.tabIndex <= 3 || law.tabIndex >= 4;
    case 'mapLawToBusinessProcesses':
      return law.tabIndex >= 5 && law.requirementCount > 0;
    case 'approveBusinessRequirements':
      return law.tabIndex >= 6;
  }
}

/** The steps of the legal workflow in tab order, as the dashboard lists them. */
export const LEGAL_STEPS = [
  { key: 'identifyDuplicateLaws', tabIndex: 1, label: 'Identify Duplicate Laws' },
  { key: 'combineLaws', tabIndex: 3, label: 'Combine Laws' },
  { key: 'defineBusinessRequirements', tabIndex: 4, label: 'Define Business Requirements' },
  { key: 'mapLawToBusinessProcesses', tabIndex: 5, label: 'Map Law To Business Processes' },
  { key: 'approveBusinessRequirements', tabIndex: 6, label: 'Approve Business Requirements' },
] as const;

export type LegalStepKey = (typeof LEGAL_STEPS)[number]['key'];

/** The tab index of a workflow item that has been approved: past every step. */
export const COMPLETED_TAB_INDEX = 7;
/** The tab index the Add/Edit Requirements button stores before opening the define screen. */
export const DEFAULT_EDIT_TAB_INDEX = 4;

/** The step a tab index belongs to: 4 and above define, 5 map, 6 and above approve. */
export function stepOfTabIndex(tabIndex: number): LegalStepKey | 'legalDashboard' {
  if (tabIndex >= 6) return 'approveBusinessRequirements';
  if (tabIndex === 5) return 'mapLawToBusinessProcesses';
  if (tabIndex === 4) return 'defineBusinessRequirements';
  if (tabIndex === 3 || tabIndex === 2) return 'combineLaws';
  if (tabIndex === 1) return 'identifyDuplicateLaws';
  return 'legalDashboard';
}

/** The message of a blocked step (the spec shows only "an error toast"; these words are ours). */
export const STEP_BLOCKED_MESSAGES: Record<LegalStep, string> = {
  defineBusinessRequirements: 'This law has not reached the Define Business Requirements step yet.',
  mapLawToBusinessProcesses:
    'This law needs at least one business requirement before it can be mapped to business processes.',
  approveBusinessRequirements: 'This law has not been submitted for approval yet.',
};

/** null when the step may be entered with this selection, else the toast's message. */
export function legalStepRefusal(step: LegalStep, law: SelectedLaw): string | null {
  return canEnterLegalStep(step, law) ? null : STEP_BLOCKED_MESSAGES[step];
}

/** Change management steps: map business requirements needs tab index 1, confirm needs 2. */
export type ChangeManagementStep = 'mapBusinessRequirements' | 'confirmLawRequirements';

export interface SelectedChangedLaw {
  tabIndex: number;
  /** The change's status; 'Decommissioned' passes every step. */
  status: string;
}

export function canEnterChangeManagementStep(step: ChangeManagementStep, law: SelectedChangedLaw): boolean {
  if (law.status === 'Decommissioned') return true;
  switch (step) {
    case 'mapBusinessRequirements':
      return law.tabIndex >= 1;
    case 'confirmLawRequirements':
      return law.tabIndex === 2;
  }
}

/**
 * The business module's steps: its screens need a selected law, and the on-going process finished first.
 * `requirementCount` 0 means nothing to submit.
 */
export type BusinessModuleGuard = 'selectLaw' | 'requirementRequired' | null;

export function businessModuleRefusal(
  law: { lawIds: readonly string[]; requirementCount: number } | null,
): BusinessModuleGuard {
  if (!law || law.lawIds.length === 0) return 'selectLaw';
  if (law.requirementCount < 1) return 'requirementRequired';
  return null;
}

/** Where a workflow item stands (the catalogue's law_workflow row, as the BFF and the web see it). */
export type WorkflowStatus = 'PENDING' | 'DRAFT' | 'SUBMITTED' | 'SENT_BACK' | 'APPROVED';

export interface WorkflowState {
  tabIndex: number;
  status: WorkflowStatus;
  /** The signed-in user is the lawyer who defines the law's requirements. */
  isLawyer: boolean;
  /** The signed-in user is the law's approver. */
  isApprover: boolean;
}

export type WorkflowAction =
  | 'defineRequirements'
  | 'acceptRequirements'
  | 'saveDraft'
  | 'submit'
  | 'approve'
  | 'sendBack'
  | 'clearSendBackComment';

/** Refusals of workflow mutations on a law in the wrong state (ours: the spec hides these behind its screens). */
export const WORKFLOW_REFUSALS = {
  notLawyer: 'Only the lawyer assigned to this law can change its requirements.',
  notApprover: 'Only the approver assigned to this law can approve it or send it back.',
  notDefining: 'The requirements of this law cannot be changed at its current step.',
  notSubmitted: 'This law is not waiting for approval.',
  approved: 'This law is already approved.',
  noComment: 'There is no send-back comment to clear.',
} as const;

/** The lawyer's define and submit steps: the requirements step (4) or the mapping step (5), not yet submitted. */
function defining(state: WorkflowState): boolean {
  return (
    (state.tabIndex === 4 || state.tabIndex === 5) &&
    state.status !== 'SUBMITTED' &&
    state.status !== 'APPROVED'
  );
}

/**
 * null when `action` is allowed on a law in `state`, else why not. Define-mode writes (add, edit, delete, save draft,
 * submit) are the lawyer's while the law is being defined (or was sent back); accept-mode writes and the approval
 * are the approver's while it waits for approval; a send-back comment is cleared by the lawyer once it is back.
 */
export function workflowRefusal(action: WorkflowAction, state: WorkflowState): string | null {
  if (state.status === 'APPROVED' || state.tabIndex >= COMPLETED_TAB_INDEX) return WORKFLOW_REFUSALS.approved;
  switch (action) {
    case 'defineRequirements':
    case 'saveDraft':
    case 'submit':
      if (!state.isLawyer) return WORKFLOW_REFUSALS.notLawyer;
      return defining(state) ? null : WORKFLOW_REFUSALS.notDefining;
    case 'acceptRequirements':
    case 'approve':
    case 'sendBack':
      if (!state.isApprover) return WORKFLOW_REFUSALS.notApprover;
      return state.tabIndex >= 6 && state.status === 'SUBMITTED' ? null : WORKFLOW_REFUSALS.notSubmitted;
    case 'clearSendBackComment':
      if (!state.isLawyer) return WORKFLOW_REFUSALS.notLawyer;
      return state.status === 'SENT_BACK' ? null : WORKFLOW_REFUSALS.noComment;
  }
}

/** The dashboard's columns: Draft, Total and Completed are read-only; Pending is the actionable one. */
export type LegalColumn = 'PENDING' | 'DRAFT' | 'COMPLETED' | 'TOTAL';

/** Approve screen: edit permission is off when opened from the Draft, Total or Completed column. */
export function approveEditAllowed(column: LegalColumn | null | undefined): boolean {
  return column !== 'DRAFT' && column !== 'TOTAL' && column !== 'COMPLETED';
}
