import { bulkSaveCountsMessage, type BulkSaveCounts } from './administration.js';
import { BUSINESS_MESSAGES } from './business.js';
import type { FieldError } from './login.js';

/**
 * Process hierarchy maintenance, gaps and updates, and client change management: the company's process tree and
 * its primary hierarchy, the questionnaire and action plans that close a gap, and the review of changed laws
 * company process by company process.
 */
export const GAPS_ROUTES = {
  processHierarchy: '/hierarchy/process-hierarchy',
  gapsAndUpdates: '/gaps/gaps-and-updates',
  assessChange: '/client-change-management/assess-change',
} as const;

/** Whose hierarchy: the client company's own, or the provider's standard one. */
export const HIERARCHY_VARIANTS = ['Client', 'Provider'] as const;
export type HierarchyVariant = (typeof HIERARCHY_VARIANTS)[number];

/** Longest process name and description the hierarchy keeps. */
export const PROCESS_NAME_MAX = 200;
export const PROCESS_DESCRIPTION_MAX = 1000;
/** Deepest level a process may sit at (an upload's Level columns). */
export const PROCESS_MAX_LEVELS = 8;

/** Longest question header text. */
export const QUESTION_HEADER_MAX = 200;

export const GAPS_MESSAGES = {
  primarySaved: 'Primary Hierarchy saved successfully.',
  selectPrimary: 'Select a hierarchy to set as Primary Hierarchy.',
  completeGapsFirst: BUSINESS_MESSAGES.completeGapsFirst,
  processNameRequired: 'Enter a process name.',
  processNameTooLong: `A process name may be at most ${PROCESS_NAME_MAX} characters.`,
  processDescriptionTooLong: `A description may be at most ${PROCESS_DESCRIPTION_MAX} characters.`,
  processDuplicate: 'A process with this name already exists under the same parent.',
  processMapped: 'This process is mapped to laws: remap them to another process before deleting it.',
  selectProcesses: 'Select at least one process.',
  remapSameProcess: 'Choose another process to remap to.',
  selectSections: 'Select at least one law section to map.',
  processAdded: 'Process added successfully.',
  processUpdated: 'Process updated successfully.',
  processesDeleted: 'Processes deleted successfully.',
  proposalAccepted: 'Proposed process accepted into the hierarchy.',
  proposalDeleted: 'Proposed process deleted.',
  mappingSubmitted: 'Process mapping submitted successfully.',
  mappingDeleted: 'Process mapping deleted successfully.',
  mappingRemapped: 'Process mappings remapped successfully.',
  processMoved: 'Process moved successfully.',
  processMoveIntoItself: 'A process cannot be moved under itself or under a process below it.',
  processMoveOtherLine: 'A process cannot be moved to another business line.',
  processMoveOtherHierarchy: 'A process can be moved only within its own hierarchy.',
  processMoveDuplicate: 'The new parent already has a process with this name.',
  processMoveSameParent: 'The process is already there: choose another parent.',
  uploadExtension: 'Invalid file extension.',
  uploadNotWorkbook: 'The file is not an Excel workbook.',
  uploadTooLarge: 'The workbook may be at most 5 MB.',
  uploadHeader:
    'The first row must name the columns Level 1, Level 2, … and Description, as the export writes them.',
  nameRequired: 'Enter a name.',
  nameTooLong: 'A name may be at most 100 characters.',
  nameDuplicate: 'This name is already in the list.',
  answerRequired: 'Answer every active question before you submit.',
  answersSaved: 'Answers saved as draft.',
  answersSubmitted: 'Gaps and updates questionnaire submitted.',
  actionPlanDescriptionRequired: 'Describe the action to take.',
  actionPlanSaved: 'Action plan saved successfully.',
  actionPlanDeleted: 'Action plan deleted successfully.',
  dueDateInvalid: 'Enter a date as YYYY-MM-DD.',
  questionRequired: 'Enter the question text.',
  questionTypeRequired: 'Choose a question type.',
  optionsRequired: 'A question of this type needs at least one option (one per line).',
  triggerRequired: 'A sub-question needs the answer of its parent question that shows it.',
  headerRequired: 'Enter the header text.',
  headerTooLong: `A header may be at most ${QUESTION_HEADER_MAX} characters.`,
  headerDuplicate: 'Another header of this questionnaire has the same text.',
  headersSaved: 'Question headers saved successfully.',
  questionSaved: 'Question saved successfully.',
  questionTypeAnswered:
    'This question has answers: its type can no longer be changed. Add a new question and switch this one off.',
  changeAnswersSubmitted: 'Client change management questionnaire submitted.',
  fileExtension: BUSINESS_MESSAGES.fileExtension,
  fileTooLarge: 'A file may be at most 5 MB.',
  changesSubmitted: 'Changes submitted successfully.',
  proposedRequirementUpdated: 'Proposed requirement updated successfully.',
  proposedRequirementRequired: 'Enter the proposed requirement text.',
  lawAccepted: 'Law accepted successfully.',
  assessAllFirst: 'Decide every changed requirement of the law before you accept it.',
  mappingSaved: 'Requirement mapping saved as draft.',
  mappingSubmittedForReview: 'Requirement mapping submitted successfully.',
  selectSignature: 'Select at least one company process for the requirement.',
} as const;

/** The bulk save's message for an uploaded hierarchy: 'Success!' with the counts listed. */
export function hierarchyUploadMessage(counts: BulkSaveCounts): string {
  return bulkSaveCountsMessage(counts);
}

export function validateProcessName(name: string): FieldError<'name'> | null {
  const trimmed = name.trim();
  if (!trimmed) return { field: 'name', message: GAPS_MESSAGES.processNameRequired };
  if (trimmed.length > PROCESS_NAME_MAX) return { field: 'name', message: GAPS_MESSAGES.processNameTooLong };
  return null;
}

export function validateProcessDescription(
  description: string | null | undefined,
): FieldError<'description'> | null {
  if ((description ?? '').trim().length > PROCESS_DESCRIPTION_MAX)
    return { field: 'description', message: GAPS_MESSAGES.processDescriptionTooLong };
  return null;
}

/** Setting the primary hierarchy needs one chosen. */
export function validatePrimaryHierarchy(
  hierarchyId: string | null | undefined,
): FieldError<'hierarchyId'> | null {
  return hierarchyId && hierarchyId.trim()
    ? null
    : { field: 'hierarchyId', message: GAPS_MESSAGES.selectPrimary };
}

/** Moving a process's mappings needs a second, different process. */
export function validateRemap(
  fromId: string,
  toId: string | null | undefined,
): FieldError<'toNodeId'> | null {
  if (!toId) return { field: 'toNodeId', message: GAPS_MESSAGES.selectProcesses };
  if (toId === fromId) return { field: 'toNodeId', message: GAPS_MESSAGES.remapSameProcess };
  return null;
}

/**
 * Moving a process needs a new parent other than the process itself (absent: the top of its hierarchy). The
 * catalogue refuses the rest: under a process below it, another business line or hierarchy, a name taken there.
 */
export function validateMove(
  id: string,
  newParentId: string | null | undefined,
): FieldError<'newParentId'> | null {
  return newParentId && newParentId === id
    ? { field: 'newParentId', message: GAPS_MESSAGES.processMoveIntoItself }
    : null;
}

/** A task type, task status or evidence type name: required, at most 100 characters, unique (any case). */
export function validateGapsListName(
  name: string,
  others: readonly string[] = [],
): FieldError<'name'> | null {
  const trimmed = name.trim();
  if (!trimmed) return { field: 'name', message: GAPS_MESSAGES.nameRequired };
  if (trimmed.length > 100) return { field: 'name', message: GAPS_MESSAGES.nameTooLong };
  if (others.some((other) => other.trim().toLowerCase() === trimmed.toLowerCase()))
    return { field: 'name', message: GAPS_MESSAGES.nameDuplicate };
  return null;
}

/**
 * The question types the questionnaire knows. Any type not in this list is one with options (a select).
 */
export const FREE_ANSWER_QUESTION_TYPES = [
  'Text',
  'Number',
  'Comment',
  'Multiple Text',
  'Multiple Comment',
  'Calendar Field',
  'Employee Selection',
  'Company Process Multiple Selection',
  'Add attachment',
] as const;

export function questionTypeHasOptions(type: string): boolean {
  return !(FREE_ANSWER_QUESTION_TYPES as readonly string[]).includes(type);
}

export interface QuestionDraft {
  question: string;
  questionType: string;
  options: readonly string[];
  /** Set for a sub-question: the parent's answer that shows it. */
  parentQuestionId?: string | null;
  triggerAnswer?: string | null;
}

export function validateGapsQuestion(
  draft: QuestionDraft,
): FieldError<'question' | 'questionType' | 'options' | 'triggerAnswer'> | null {
  if (!draft.question.trim()) return { field: 'question', message: GAPS_MESSAGES.questionRequired };
  if (!draft.questionType.trim())
    return { field: 'questionType', message: GAPS_MESSAGES.questionTypeRequired };
  if (questionTypeHasOptions(draft.questionType) && draft.options.filter((o) => o.trim()).length === 0)
    return { field: 'options', message: GAPS_MESSAGES.optionsRequired };
  if (draft.parentQuestionId && !(draft.triggerAnswer ?? '').trim())
    return { field: 'triggerAnswer', message: GAPS_MESSAGES.triggerRequired };
  return null;
}

export interface QuestionForAnswer {
  id: string;
  isActive: boolean;
  questionType: string;
  parentQuestionId: string | null;
  triggerAnswer: string | null;
}

/**
 * Whether a question is asked: an active top question always; an active sub-question only while its parent's answer
 * equals its trigger answer (any case).
 */
export function questionIsShown(
  question: QuestionForAnswer,
  answers: ReadonlyMap<string, string>,
  byId: ReadonlyMap<string, QuestionForAnswer>,
): boolean {
  if (!question.isActive) return false;
  if (!question.parentQuestionId) return true;
  const parent = byId.get(question.parentQuestionId);
  if (!parent || !questionIsShown(parent, answers, byId)) return false;
  return (
    (answers.get(parent.id) ?? '').trim().toLowerCase() ===
    (question.triggerAnswer ?? '').trim().toLowerCase()
  );
}

/**
 * Submitting (not saving a draft) needs an answer to every shown question; an 'Add attachment' question is answered
 * by its files, counted in `fileCounts`.
 */
export function validateAnswers(
  questions: readonly QuestionForAnswer[],
  answers: ReadonlyMap<string, string>,
  submit: boolean,
  fileCounts: ReadonlyMap<string, number> = new Map(),
): FieldError<'answers'> | null {
  if (!submit) return null;
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const question of questions) {
    if (!questionIsShown(question, answers, byId)) continue;
    const answered =
      question.questionType === 'Add attachment'
        ? (fileCounts.get(question.id) ?? 0) > 0
        : (answers.get(question.id) ?? '').trim() !== '';
    if (!answered) return { field: 'answers', message: GAPS_MESSAGES.answerRequired };
  }
  return null;
}

/**
 * Opening Map Artifacts from a gap: the gap's questionnaire must be submitted first ('Please complete the gaps and
 * updates process first'); then the business module sees the law at tab index 3.
 */
export function gapsEntryRefusal(questionnaireSubmitted: boolean): string | null {
  return questionnaireSubmitted ? null : GAPS_MESSAGES.completeGapsFirst;
}

/** Accepting a changed law needs every changed requirement decided. */
export function acceptChangedLawRefusal(undecided: number): string | null {
  return undecided > 0 ? GAPS_MESSAGES.assessAllFirst : null;
}

export function validateDueDate(value: string | null | undefined): FieldError<'dueDate'> | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
  if (!date || date.getUTCMonth() !== +match![2] - 1 || date.getUTCDate() !== +match![3])
    return { field: 'dueDate', message: GAPS_MESSAGES.dueDateInvalid };
  return null;
}

/** The columns of a hierarchy export (and of an upload): one Level column per depth, then Description. */
export function hierarchyColumns(depth: number): string[] {
  const levels = Math.max(1, Math.min(depth, PROCESS_MAX_LEVELS));
  return [...Array.from({ length: levels }, (_, index) => `Level ${index + 1}`), 'Description'];
}

/**
 * A questionnaire's headers as saved together (renamed, reordered, one added): each needs text, at most
 * QUESTION_HEADER_MAX characters, and no two may read the same whatever their case. The error names the first
 * offending header's place.
 */
export function validateQuestionHeaders(
  headers: readonly string[],
): (FieldError<'headers'> & { index: number }) | null {
  const seen = new Set<string>();
  for (const [index, raw] of headers.entries()) {
    const text = raw.trim();
    if (!text) return { field: 'headers', message: GAPS_MESSAGES.headerRequired, index };
    if (text.length > QUESTION_HEADER_MAX)
      return { field: 'headers', message: GAPS_MESSAGES.headerTooLong, index };
    const key = text.toLowerCase();
    if (seen.has(key)) return { field: 'headers', message: GAPS_MESSAGES.headerDuplicate, index };
    seen.add(key);
  }
  return null;
}
