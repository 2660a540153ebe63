import type { FieldError } from './login.js';
import { isIsoDate } from './dates.js';

/**
 * Compliance testing: the maintained lists (test groups, test types, test categories, requirement categories),
 * testing rules, the graphs, the action-plan work queue and loan remediation with its tasks and evidence. One set
 * of rules and messages for the screens, the BFF and the reference catalogue.
 */

export const COMPLIANCE_TESTING_ROUTES = {
  testGroups: '/compliance-testing/test-groups',
  testTypes: '/compliance-testing/test-types',
  testCategories: '/compliance-testing/test-categories',
  requirementCategories: '/compliance-testing/requirement-categories',
  testingRules: '/compliance-testing/testing-rules',
  graphs: '/compliance-testing/graphs',
  actionPlans: '/compliance-testing/action-plans',
  loanRemediation: '/compliance-testing/loan-remediation',
} as const;

/** The four lists maintained alike: a name (unique, ignoring case) and a description. */
export const TESTING_LIST_KINDS = ['GROUP', 'TYPE', 'CATEGORY', 'REQUIREMENT_CATEGORY'] as const;
export type TestingListKind = (typeof TESTING_LIST_KINDS)[number];

export const TESTING_LIST_LABELS: Record<TestingListKind, { one: string; many: string }> = {
  GROUP: { one: 'Test group', many: 'Test groups' },
  TYPE: { one: 'Test type', many: 'Test types' },
  CATEGORY: { one: 'Test category', many: 'Test categories' },
  REQUIREMENT_CATEGORY: { one: 'Requirement category', many: 'Requirement categories' },
};

export const TESTING_NAME_MAX = 100;
export const TESTING_DESCRIPTION_MAX = 500;
export const REMEDIATION_COMMENT_MAX = 1000;
export const ASSESSMENT_TEXT_MAX = 2000;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 1000;
export const ASSIGNEE_MAX = 100;
export const FINDING_MAX = 500;

/** Statuses of a remediation task: a Completed task's evidence is final. */
export const REMEDIATION_TASK_STATUSES = ['Open', 'Completed'] as const;
export type RemediationTaskStatus = (typeof REMEDIATION_TASK_STATUSES)[number];

/** Statuses of a loan remediation queue row, with the catalogue's ids. */
export const REMEDIATION_STATUSES = [
  { id: 1, name: 'New' },
  { id: 2, name: 'Review' },
  { id: 3, name: 'Purge' },
  { id: 4, name: 'Unpurge' },
] as const;
export type RemediationStatusName = (typeof REMEDIATION_STATUSES)[number]['name'];
/** The one sub-status: a purged row whose remediation is not needed. Only Purge carries it, and Purge must. */
export const REMEDIATION_SUB_STATUSES = [{ id: 1, name: 'Not_needed' }] as const;

/**
 * Where a remediation row may go from each status. New rows are reviewed or purged; a row under review is purged
 * or sent back to New; a purged row can only be unpurged; an unpurged row is reviewed again or purged again.
 */
export const REMEDIATION_TRANSITIONS: Record<RemediationStatusName, readonly RemediationStatusName[]> = {
  New: ['Review', 'Purge'],
  Review: ['New', 'Purge'],
  Purge: ['Unpurge'],
  Unpurge: ['Review', 'Purge'],
};

/** Statuses of an action plan item; the work queue holds what is not Completed. */
export const ACTION_PLAN_STATUSES = ['Open', 'In Progress', 'Completed'] as const;
export type ActionPlanStatus = (typeof ACTION_PLAN_STATUSES)[number];

/** Evidence of a remediation task: documents, spreadsheets, images and text, at most 5 MB. */
export const EVIDENCE_EXTENSIONS = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.png',
  '.jpg',
  '.jpeg',
  '.txt',
  '.csv',
] as const;
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;

export const COMPLIANCE_TESTING_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot exceed ${TESTING_NAME_MAX} characters.`,
  descriptionTooLong: `Description cannot exceed ${TESTING_DESCRIPTION_MAX} characters.`,
  duplicate: (what: string) => `${what} with this name already exists.`,
  inUse: (what: string, rules: number) =>
    `${what} is used by ${rules} testing ${rules === 1 ? 'rule' : 'rules'} and cannot be deleted.`,
  groupHasLoans: (loans: number) =>
    `Test group holds ${loans} ${loans === 1 ? 'loan' : 'loans'} of the population and cannot be deleted.`,
  notFound: (what: string) => `${what} not found.`,
  conflict: 'The record was changed by another user. Reload it and try again.',
  saved: 'Record saved successfully',
  deleted: 'Record deleted successfully',
  statusRequired: 'Status is required.',
  statusUnknown: 'Status is not one of New, Review, Purge or Unpurge.',
  transition: (from: string, to: string) => `A ${from} row cannot be moved to ${to}.`,
  subStatusRequired: 'Purge needs the sub-status Not_needed.',
  subStatusOnlyPurge: 'Only a purged row has a sub-status.',
  commentRequired: 'A comment is required to purge or unpurge.',
  commentTooLong: `Comment cannot exceed ${REMEDIATION_COMMENT_MAX} characters.`,
  remediationSaved: 'Remediation saved successfully',
  assessmentStatusRequired: 'Status is required.',
  rootCauseRequired: 'Root cause is required.',
  actionPlanRequired: 'Action plan is required.',
  assessmentTooLong: `At most ${ASSESSMENT_TEXT_MAX} characters.`,
  targetDateRequired: 'Target date is required until the action plan is completed.',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  assessmentSaved: 'Assessment saved successfully',
  fileRequired: 'Choose a file to upload.',
  fileEmpty: 'The file is empty.',
  fileExtension: 'Evidence must be a PDF, Word (.docx), Excel (.xlsx), PNG, JPEG, text or CSV file.',
  fileTooLarge: 'Evidence cannot be larger than 5 MB.',
  fileContent: (extension: string) => `The file's content is not a ${extension} file.`,
  fileNotFound: 'Evidence file not found.',
  evidenceUploaded: 'Evidence uploaded successfully',
  evidenceDeleted: 'Evidence deleted successfully',
  taskCompleted: 'A completed task takes no more evidence changes.',
  taskTitleRequired: 'Title is required.',
  taskTitleTooLong: `Title cannot exceed ${TASK_TITLE_MAX} characters.`,
  taskDescriptionTooLong: `Description cannot exceed ${TASK_DESCRIPTION_MAX} characters.`,
  assigneeRequired: 'Assignee is required.',
  assigneeTooLong: `Assignee cannot exceed ${ASSIGNEE_MAX} characters.`,
  taskStatusUnknown: 'Status is not one of Open or Completed.',
  dueDateRequired: 'Due date is required while the task is open.',
  taskSaved: 'Task saved successfully',
  rowPurged: 'A purged row takes no new work. Unpurge it first.',
  ownerRequired: 'Owner is required.',
  ownerTooLong: `Owner cannot exceed ${ASSIGNEE_MAX} characters.`,
  queueRowRequired: 'Choose the exceptions the action plan is for.',
  planExists: (rule: string, load: string) =>
    `The exceptions of ${rule} in ${load} already have an action plan.`,
  actionPlanAdded: 'Action plan added successfully',
  loanNumberRequired: 'Loan number is required.',
  loanNotFound: (loan: string) => `Loan ${loan} is not in any loan load.`,
  testingRuleRequired: 'Testing rule is required.',
  ruleNotForGroup: (rule: string, group: string) => `${rule} does not test the loans of ${group}.`,
  ruleInactive: (rule: string) => `${rule} is not active.`,
  findingRequired: 'Say what was found.',
  findingTooLong: `What was found cannot exceed ${FINDING_MAX} characters.`,
  alreadyException: (loan: string, rule: string) => `Loan ${loan} is already an exception of ${rule}.`,
  loanAdded: (loan: string) => `Loan ${loan} added to the remediation queue`,
  forbidden: 'Compliance testing is for administrators and provider staff.',
} as const;
const M = COMPLIANCE_TESTING_MESSAGES;

export interface TestingListFields {
  name: string;
  description: string;
}

/** A list record: trimmed name required (at most 100), unique ignoring case among `others`; description at most 500. */
export function validateTestingListRecord(
  kind: TestingListKind,
  value: TestingListFields,
  others: readonly { id: string; name: string }[] = [],
  id: string | null = null,
): FieldError<'name' | 'description'> | null {
  const name = value.name.trim();
  if (!name) return { field: 'name', message: M.nameRequired };
  if (name.length > TESTING_NAME_MAX) return { field: 'name', message: M.nameTooLong };
  if (value.description.trim().length > TESTING_DESCRIPTION_MAX)
    return { field: 'description', message: M.descriptionTooLong };
  const lower = name.toLowerCase();
  if (others.some((other) => other.id !== id && other.name.trim().toLowerCase() === lower))
    return { field: 'name', message: M.duplicate(TESTING_LIST_LABELS[kind].one) };
  return null;
}

export function remediationStatusByName(name: string) {
  return (
    REMEDIATION_STATUSES.find((status) => status.name.toLowerCase() === name.trim().toLowerCase()) ?? null
  );
}

/** The statuses a row in `from` may be saved with: its own (a comment-only save) and where it may go. */
export function nextRemediationStatuses(from: string): RemediationStatusName[] {
  const current = remediationStatusByName(from);
  if (!current) return [];
  return [current.name, ...REMEDIATION_TRANSITIONS[current.name]];
}

export interface RemediationSaveFields {
  /** The row's status now. */
  from: string;
  /** The status it is saved with. */
  status: string;
  subStatus: string | null;
  comments: string;
}

/**
 * Saving a remediation row: a known status the current one may move to (or the same, to change the comment);
 * Purge needs the sub-status Not_needed and nothing else has one; purging and unpurging need a comment; a comment
 * is at most 1000 characters.
 */
export function validateRemediationSave(
  value: RemediationSaveFields,
): FieldError<'status' | 'subStatus' | 'comments'> | null {
  if (!value.status.trim()) return { field: 'status', message: M.statusRequired };
  const to = remediationStatusByName(value.status);
  if (!to) return { field: 'status', message: M.statusUnknown };
  const from = remediationStatusByName(value.from);
  if (from && from.name !== to.name && !REMEDIATION_TRANSITIONS[from.name].includes(to.name))
    return { field: 'status', message: M.transition(from.name, to.name) };
  const sub = value.subStatus?.trim() ?? '';
  if (to.name === 'Purge' && sub !== REMEDIATION_SUB_STATUSES[0].name)
    return { field: 'subStatus', message: M.subStatusRequired };
  if (to.name !== 'Purge' && sub) return { field: 'subStatus', message: M.subStatusOnlyPurge };
  const comments = value.comments.trim();
  if (comments.length > REMEDIATION_COMMENT_MAX) return { field: 'comments', message: M.commentTooLong };
  if ((to.name === 'Purge' || to.name === 'Unpurge') && from?.name !== to.name && !comments)
    return { field: 'comments', message: M.commentRequired };
  return null;
}

export interface AssessmentFields {
  status: string;
  rootCause: string;
  actionPlan: string;
  targetDate: string | null;
}

/**
 * An action plan's assessment: a known status; root cause and action plan required (at most 2000 each); a valid
 * target date, required until the plan is Completed.
 */
export function validateAssessment(
  value: AssessmentFields,
): FieldError<'status' | 'rootCause' | 'actionPlan' | 'targetDate'> | null {
  if (!ACTION_PLAN_STATUSES.includes(value.status as ActionPlanStatus))
    return { field: 'status', message: M.assessmentStatusRequired };
  if (!value.rootCause.trim()) return { field: 'rootCause', message: M.rootCauseRequired };
  if (value.rootCause.trim().length > ASSESSMENT_TEXT_MAX)
    return { field: 'rootCause', message: M.assessmentTooLong };
  if (!value.actionPlan.trim()) return { field: 'actionPlan', message: M.actionPlanRequired };
  if (value.actionPlan.trim().length > ASSESSMENT_TEXT_MAX)
    return { field: 'actionPlan', message: M.assessmentTooLong };
  const date = value.targetDate?.trim() ?? '';
  if (date && !isIsoDate(date)) return { field: 'targetDate', message: M.dateInvalid };
  if (!date && value.status !== 'Completed') return { field: 'targetDate', message: M.targetDateRequired };
  return null;
}

export interface RemediationTaskFields {
  title: string;
  description: string;
  assignee: string;
  dueDate: string | null;
  status: string;
}

/**
 * A remediation task: a title (at most 200) and an assignee (at most 100) required, a description at most 1000, a
 * known status, and a valid due date, required while the task is Open (a completed task may keep none).
 */
export function validateRemediationTask(
  value: RemediationTaskFields,
): FieldError<'title' | 'description' | 'assignee' | 'dueDate' | 'status'> | null {
  const title = value.title.trim();
  if (!title) return { field: 'title', message: M.taskTitleRequired };
  if (title.length > TASK_TITLE_MAX) return { field: 'title', message: M.taskTitleTooLong };
  if (value.description.trim().length > TASK_DESCRIPTION_MAX)
    return { field: 'description', message: M.taskDescriptionTooLong };
  const assignee = value.assignee.trim();
  if (!assignee) return { field: 'assignee', message: M.assigneeRequired };
  if (assignee.length > ASSIGNEE_MAX) return { field: 'assignee', message: M.assigneeTooLong };
  if (!REMEDIATION_TASK_STATUSES.includes(value.status as RemediationTaskStatus))
    return { field: 'status', message: M.taskStatusUnknown };
  const date = value.dueDate?.trim() ?? '';
  if (date && !isIsoDate(date)) return { field: 'dueDate', message: M.dateInvalid };
  if (!date && value.status === 'Open') return { field: 'dueDate', message: M.dueDateRequired };
  return null;
}

export interface NewActionPlanFields {
  queueRowId: string;
  ownerName: string;
  targetDate: string;
}

/** A new action plan: the exceptions it is for (a remediation row), an owner (at most 100) and a valid target date. */
export function validateNewActionPlan(
  value: NewActionPlanFields,
): FieldError<'queueRowId' | 'ownerName' | 'targetDate'> | null {
  if (!value.queueRowId.trim()) return { field: 'queueRowId', message: M.queueRowRequired };
  const owner = value.ownerName.trim();
  if (!owner) return { field: 'ownerName', message: M.ownerRequired };
  if (owner.length > ASSIGNEE_MAX) return { field: 'ownerName', message: M.ownerTooLong };
  const date = value.targetDate.trim();
  if (!date) return { field: 'targetDate', message: M.targetDateRequired };
  if (!isIsoDate(date)) return { field: 'targetDate', message: M.dateInvalid };
  return null;
}

export interface LoanExceptionFields {
  loanNumber: string;
  testingRuleId: string;
  finding: string;
}

/** A loan added to the queue by hand: its number, the testing rule it fails and what was found (at most 500). */
export function validateLoanException(
  value: LoanExceptionFields,
): FieldError<'loanNumber' | 'testingRuleId' | 'finding'> | null {
  if (!value.loanNumber.trim()) return { field: 'loanNumber', message: M.loanNumberRequired };
  if (!value.testingRuleId.trim()) return { field: 'testingRuleId', message: M.testingRuleRequired };
  const finding = value.finding.trim();
  if (!finding) return { field: 'finding', message: M.findingRequired };
  if (finding.length > FINDING_MAX) return { field: 'finding', message: M.findingTooLong };
  return null;
}

function extensionOf(fileName: string): string {
  return /\.[a-z0-9]+$/i.exec(fileName.trim())?.[0].toLowerCase() ?? '';
}

/** An evidence file by name and size: a listed extension (not a bare extension) and at most 5 MB. */
export function validateEvidenceFile(fileName: string, size: number): FieldError<'file'> | null {
  const name = fileName.trim();
  if (!name) return { field: 'file', message: M.fileRequired };
  const extension = extensionOf(name);
  if (
    !EVIDENCE_EXTENSIONS.includes(extension as (typeof EVIDENCE_EXTENSIONS)[number]) ||
    name.startsWith('.')
  )
    return { field: 'file', message: M.fileExtension };
  if (size > EVIDENCE_MAX_BYTES) return { field: 'file', message: M.fileTooLarge };
  return null;
}

const startsWith = (content: Uint8Array, bytes: readonly number[]) =>
  content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte);

/**
 * The file's bytes match its extension: %PDF for .pdf, a zip holding the Office part for .docx and .xlsx, the PNG
 * and JPEG signatures, and for .txt and .csv text that decodes as UTF-8 without NUL bytes. Null when they match.
 */
export function checkEvidenceContent(fileName: string, content: Uint8Array): FieldError<'file'> | null {
  if (content.length === 0) return { field: 'file', message: M.fileEmpty };
  const extension = extensionOf(fileName);
  const wrong = { field: 'file' as const, message: M.fileContent(extension) };
  const latin = () => new TextDecoder('latin1').decode(content.subarray(0, Math.min(content.length, 65_536)));
  switch (extension) {
    case '.pdf':
      return startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d]) ? null : wrong;
    case '.png':
      return startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ? null : wrong;
    case '.jpg':
    case '.jpeg':
      return startsWith(content, [0xff, 0xd8, 0xff]) ? null : wrong;
    case '.docx':
      return startsWith(content, [0x50, 0x4b, 0x03, 0x04]) && latin().includes('word/') ? null : wrong;
    case '.xlsx':
      return startsWith(content, [0x50, 0x4b, 0x03, 0x04]) && latin().includes('xl/') ? null : wrong;
    case '.txt':
    case '.csv': {
      if (content.includes(0)) return wrong;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(content);
        return null;
      } catch {
        return wrong;
      }
    }
    default:
      return { field: 'file', message: M.fileExtension };
  }
}

/** The content type an evidence file is stored and sent with. */
export const EVIDENCE_CONTENT_TYPES: Record<(typeof EVIDENCE_EXTENSIONS)[number], string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
};

export function evidenceContentType(fileName: string): string | null {
  return EVIDENCE_CONTENT_TYPES[extensionOf(fileName) as (typeof EVIDENCE_EXTENSIONS)[number]] ?? null;
}
