import type { FieldError } from './login.js';
import { isIsoDate } from './dates.js';

/**
 * Risk rating (parameters, sub-parameters, levels, question types, manual ratings, reports) and risk assessment
 * (frequencies, questionnaires of headers and questions, answers by company process and their approval). One set of
 * rules and messages for the screens, the BFF and the reference catalogue.
 */

export const RISK_ROUTES = {
  riskRating: '/risk-manage-menu/risk-rating',
  riskReports: '/risk-manage-menu/risk-reports',
  riskAssessment: '/risk-assessment',
} as const;

/** The question types that each have an input of their own; every other type is answered from its options. */
export const MULTI_QUESTION_TYPES = [
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
export type MultiQuestionType = (typeof MULTI_QUESTION_TYPES)[number];

export type QuestionInputKind =
  | 'text'
  | 'number'
  | 'comment'
  | 'multipleText'
  | 'multipleComment'
  | 'calendar'
  | 'employee'
  | 'companyProcesses'
  | 'attachment'
  | 'options';

const INPUT_KINDS: Record<MultiQuestionType, QuestionInputKind> = {
  Text: 'text',
  Number: 'number',
  Comment: 'comment',
  'Multiple Text': 'multipleText',
  'Multiple Comment': 'multipleComment',
  'Calendar Field': 'calendar',
  'Employee Selection': 'employee',
  'Company Process Multiple Selection': 'companyProcesses',
  'Add attachment': 'attachment',
};

/** The input a question of this type is answered with; a type not in the list has options. */
export function questionInputKind(questionType: string): QuestionInputKind {
  const match = MULTI_QUESTION_TYPES.find((type) => type.toLowerCase() === questionType.trim().toLowerCase());
  return match ? INPUT_KINDS[match] : 'options';
}

/** Whether an answer holds several values (a list of texts, comments or company processes). */
export function isMultiValueKind(kind: QuestionInputKind): boolean {
  return kind === 'multipleText' || kind === 'multipleComment' || kind === 'companyProcesses';
}

/** Where a questionnaire is in its life: answered and saved, submitted, then approved or sent back. */
export const RISK_ASSESSMENT_STATUSES = ['Draft', 'Submitted', 'Approved', 'SentBack'] as const;
export type RiskAssessmentStatus = (typeof RISK_ASSESSMENT_STATUSES)[number];

/** The stage a questionnaire is opened in: answering it, or deciding on it. */
export const RISK_STAGES = ['Assessment', 'Approval'] as const;
export type RiskStage = (typeof RISK_STAGES)[number];

/** The five reports of risk rating. */
export const RISK_REPORT_KINDS = [
  'RISK',
  'GAP',
  'IMPACT',
  'IMPLEMENTATION_STATUS',
  'UPDATES_AND_GAPS',
] as const;
export type RiskReportKind = (typeof RISK_REPORT_KINDS)[number];
export const RISK_REPORT_TITLES: Record<RiskReportKind, string> = {
  RISK: 'Risk Report',
  GAP: 'Gap Report',
  IMPACT: 'Impact Report',
  IMPLEMENTATION_STATUS: 'Implementation Status Report',
  UPDATES_AND_GAPS: 'Updates and Gaps Report',
};

export const RISK_TEXT_MAX = 500;
export const RISK_COMMENT_MAX = 2000;
export const RISK_NAME_MAX = 100;
/** Frequencies repeat every 1, 3, 6 or 12 months (monthly, quarterly, half-yearly, annual). */
export const RISK_FREQUENCY_MONTHS = [1, 3, 6, 12] as const;

export const RISK_MESSAGES = {
  selectQuestionnaire: 'Please select a questionnaire.',
  /** Ratings and assessments are a client's: provider staff name the client they work for. */
  clientRequired: 'Choose the client this is for.',
  questionTypeBuiltIn: (name: string) =>
    `${name} is built in: its answers have an input of their own, so it cannot be renamed or deleted.`,
  questionTypeDuplicate: 'Another question type has this name.',
  questionTypeInUse: (name: string, questions: number) =>
    `${name} is used by ${questions} ${questions === 1 ? 'question' : 'questions'} and cannot be deleted. Move ${questions === 1 ? 'it' : 'them'} to another type first.`,
  questionTypeSaved: 'Question type saved successfully',
  questionTypeDeleted: 'Question type deleted successfully',
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot exceed ${RISK_NAME_MAX} characters.`,
  weightInvalid: 'Weight must be a whole number from 0 to 100.',
  parentRequired: 'A sub-parameter needs its parameter.',
  parameterDuplicate: 'Another parameter at this level has this name.',
  levelScoreInvalid: 'Scores must be whole numbers from 0 to 100, the lowest not above the highest.',
  levelOverlap: 'The score range overlaps another level.',
  frequencyMonthsInvalid: 'Frequency must repeat every 1, 3, 6 or 12 months.',
  frequencyDuplicate: 'Another frequency has this name.',
  questionRequired: 'Question is required.',
  questionTooLong: `Question cannot exceed ${RISK_TEXT_MAX} characters.`,
  headerRequired: 'Header is required.',
  questionTypeRequired: 'Question type is required.',
  optionsRequired: 'A question of this type needs at least two options.',
  numberInvalid: 'Please enter a number.',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD).',
  optionInvalid: 'Please choose one of the options.',
  textTooLong: `An answer cannot exceed ${RISK_COMMENT_MAX} characters.`,
  /** An Employee Selection answer names a user of the assessment's client, never another client's or provider staff. */
  employeeOfClient: 'Please choose an employee of this client.',
  answerRequired: 'Please answer every required question before you submit.',
  attachmentRequired: 'Please add an attachment to every required attachment question before you submit.',
  commentRequired: 'Please enter a comment for sending back.',
  commentTooLong: `Comment cannot exceed ${RISK_COMMENT_MAX} characters.`,
  artifactRequired: 'Artifact is required.',
  ratingsRequired: 'Rate at least one parameter.',
  levelRequired: 'Choose a level for every rated parameter.',
  searchNameRequired: 'Please enter a name for the search.',
  orderInvalid: 'Order must be a whole number from 1.',
  fileExtension: 'Invalid file extension.',
  fileTooLarge: 'The file is larger than 5 MB.',
  fileHeader: 'The file content does not match its extension.',
  fileEmpty: 'The file is empty.',
} as const;

/** What opens a questionnaire: all five must be chosen. */
export interface QuestionnaireSelection {
  companyProcessId?: string | number | null;
  freqId?: string | number | null;
  startDate?: string | null;
  endDate?: string | null;
  stage?: string | null;
}

export function validateQuestionnaireSelection(
  selection: QuestionnaireSelection,
): FieldError<'questionnaire'> | null {
  const missing = [
    selection.companyProcessId,
    selection.freqId,
    selection.startDate,
    selection.endDate,
    selection.stage,
  ].some((value) => value === undefined || value === null || String(value).trim() === '' || value === 0);
  return missing ? { field: 'questionnaire', message: RISK_MESSAGES.selectQuestionnaire } : null;
}

export interface FrequencyPeriod {
  startDate: string;
  endDate: string;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The periods of a year a frequency of `months` makes: consecutive, first day to last day. */
export function frequencyPeriods(months: number, year: number): FrequencyPeriod[] {
  if (!RISK_FREQUENCY_MONTHS.includes(months as 1)) return [];
  const periods: FrequencyPeriod[] = [];
  for (let start = 0; start < 12; start += months) {
    const end = start + months - 1;
    const lastDay = new Date(Date.UTC(year, end + 1, 0)).getUTCDate();
    periods.push({
      startDate: `${year}-${pad(start + 1)}-01`,
      endDate: `${year}-${pad(end + 1)}-${pad(lastDay)}`,
      label:
        months === 12
          ? String(year)
          : months === 1
            ? `${MONTHS[start]} ${year}`
            : `${MONTHS[start]}–${MONTHS[end]} ${year}`,
    });
  }
  return periods;
}

/** One answer checked against its question's type; `values` are the answer's values (one for single inputs). */
export function validateRiskAnswer(
  questionType: string,
  values: readonly string[],
  options: readonly string[] = [],
): FieldError<'answer'> | null {
  const kind = questionInputKind(questionType);
  const filled = values.map((value) => value.trim()).filter((value) => value !== '');
  if (filled.some((value) => value.length > RISK_COMMENT_MAX))
    return { field: 'answer', message: RISK_MESSAGES.textTooLong };
  if (kind === 'number' && filled.some((value) => !/^-?\d+(\.\d+)?$/.test(value)))
    return { field: 'answer', message: RISK_MESSAGES.numberInvalid };
  if (kind === 'calendar' && filled.some((value) => !isIsoDate(value)))
    return { field: 'answer', message: RISK_MESSAGES.dateInvalid };
  if (kind === 'options' && filled.some((value) => !options.includes(value)))
    return { field: 'answer', message: RISK_MESSAGES.optionInvalid };
  if (!isMultiValueKind(kind) && filled.length > 1)
    return {
      field: 'answer',
      message: kind === 'options' ? RISK_MESSAGES.optionInvalid : RISK_MESSAGES.textTooLong,
    };
  return null;
}

/**
 * An Employee Selection answer names one of the employees of the assessment's client (`employeeIds`: the users of
 * that client; provider staff and other clients' users are never among them). An empty answer passes.
 */
export function validateRiskEmployee(
  values: readonly string[],
  employeeIds: readonly string[],
): FieldError<'answer'> | null {
  const filled = values.map((value) => value.trim()).filter((value) => value !== '');
  return filled.every((value) => employeeIds.includes(value))
    ? null
    : { field: 'answer', message: RISK_MESSAGES.employeeOfClient };
}

export interface SubmittableQuestion {
  questionType: string;
  isRequired: boolean;
  values: readonly string[];
  fileCount: number;
}

/** Before a submit: every required question answered (an attachment question by at least one file). */
export function validateRiskSubmit(questions: readonly SubmittableQuestion[]): FieldError<'answers'> | null {
  for (const question of questions) {
    if (!question.isRequired) continue;
    if (questionInputKind(question.questionType) === 'attachment') {
      if (question.fileCount === 0) return { field: 'answers', message: RISK_MESSAGES.attachmentRequired };
    } else if (!question.values.some((value) => value.trim() !== '')) {
      return { field: 'answers', message: RISK_MESSAGES.answerRequired };
    }
  }
  return null;
}

export function validateRiskName(name: string): FieldError<'name'> | null {
  const trimmed = name.trim();
  if (!trimmed) return { field: 'name', message: RISK_MESSAGES.nameRequired };
  if (trimmed.length > RISK_NAME_MAX) return { field: 'name', message: RISK_MESSAGES.nameTooLong };
  return null;
}

/** Whether a question type is one of the built-in types answered with an input of their own. */
export function isBuiltInQuestionType(name: string): boolean {
  return questionInputKind(name) !== 'options';
}

/**
 * A question type added or renamed: a name (at most 100), unique ignoring case among `others`, and neither the
 * name of a built-in type nor a rename of one (`current` is the name before the edit).
 */
export function validateRiskQuestionType(
  name: string,
  others: readonly { id: string; name: string }[] = [],
  id: string | null = null,
  current: string | null = null,
): FieldError<'name'> | null {
  if (current !== null && isBuiltInQuestionType(current))
    return { field: 'name', message: RISK_MESSAGES.questionTypeBuiltIn(current) };
  const named = validateRiskName(name);
  if (named) return named;
  const lower = name.trim().toLowerCase();
  if (
    isBuiltInQuestionType(name) ||
    others.some((other) => other.id !== id && other.name.toLowerCase() === lower)
  )
    return { field: 'name', message: RISK_MESSAGES.questionTypeDuplicate };
  return null;
}

export function validateRiskParameter(input: {
  name: string;
  weight: number;
}): FieldError<'name' | 'weight'> | null {
  const name = validateRiskName(input.name);
  if (name) return name;
  if (!Number.isInteger(input.weight) || input.weight < 0 || input.weight > 100)
    return { field: 'weight', message: RISK_MESSAGES.weightInvalid };
  return null;
}

export function validateRiskLevel(input: {
  name: string;
  minScore: number;
  maxScore: number;
}): FieldError<'name' | 'minScore'> | null {
  const name = validateRiskName(input.name);
  if (name) return name;
  const ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;
  if (!ok(input.minScore) || !ok(input.maxScore) || input.minScore > input.maxScore)
    return { field: 'minScore', message: RISK_MESSAGES.levelScoreInvalid };
  return null;
}

export function validateRiskFrequency(input: {
  name: string;
  months: number;
}): FieldError<'name' | 'months'> | null {
  const name = validateRiskName(input.name);
  if (name) return name;
  if (!RISK_FREQUENCY_MONTHS.includes(input.months as 1))
    return { field: 'months', message: RISK_MESSAGES.frequencyMonthsInvalid };
  return null;
}

export function validateRiskQuestion(input: {
  question: string;
  headerId: string | number | null;
  questionType: string;
  options: readonly string[];
}): FieldError<'question' | 'headerId' | 'questionType' | 'options'> | null {
  const text = input.question.trim();
  if (!text) return { field: 'question', message: RISK_MESSAGES.questionRequired };
  if (text.length > RISK_TEXT_MAX) return { field: 'question', message: RISK_MESSAGES.questionTooLong };
  if (input.headerId === null || String(input.headerId).trim() === '')
    return { field: 'headerId', message: RISK_MESSAGES.headerRequired };
  if (!input.questionType.trim())
    return { field: 'questionType', message: RISK_MESSAGES.questionTypeRequired };
  const options = input.options.map((option) => option.trim()).filter(Boolean);
  if (questionInputKind(input.questionType) === 'options' && new Set(options).size < 2)
    return { field: 'options', message: RISK_MESSAGES.optionsRequired };
  return null;
}

export function validateRiskSendBackComment(comment: string): FieldError<'comment'> | null {
  const text = comment.trim();
  if (!text) return { field: 'comment', message: RISK_MESSAGES.commentRequired };
  if (text.length > RISK_COMMENT_MAX) return { field: 'comment', message: RISK_MESSAGES.commentTooLong };
  return null;
}

export function validateRiskSearchName(name: string): FieldError<'name'> | null {
  const text = name.trim();
  if (!text) return { field: 'name', message: RISK_MESSAGES.searchNameRequired };
  if (text.length > RISK_NAME_MAX) return { field: 'name', message: RISK_MESSAGES.nameTooLong };
  return null;
}

/** An ordered row: its id and its 1-based position. */
export interface RiskOrderedRow {
  id: string;
  order: number;
}

/** The list with the row at `from` moved to `to` (indexes clamped to the list). */
export function moveRiskRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** The rows whose position changed once the list is in `ids` order: only those are sent. */
export function changedRiskOrder(
  before: readonly RiskOrderedRow[],
  ids: readonly string[],
): RiskOrderedRow[] {
  const was = new Map(before.map((row) => [row.id, row.order]));
  return ids.map((id, index) => ({ id, order: index + 1 })).filter((row) => was.get(row.id) !== row.order);
}

/** Risk question files: documents and images, at most 5 MB, whose first bytes match the extension. */
export const RISK_FILE_EXTENSIONS = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.doc',
  '.xls',
  '.png',
  '.jpg',
  '.jpeg',
  '.txt',
  '.csv',
] as const;
export const RISK_FILE_MAX_BYTES = 5 * 1024 * 1024;

export function validateRiskFile(fileName: string, size: number): FieldError<'file'> | null {
  const lower = fileName.trim().toLowerCase();
  if (lower.startsWith('.') || !RISK_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension)))
    return { field: 'file', message: RISK_MESSAGES.fileExtension };
  if (size > RISK_FILE_MAX_BYTES) return { field: 'file', message: RISK_MESSAGES.fileTooLarge };
  return null;
}

const MAGIC: Record<string, number[][]> = {
  '.pdf': [[0x25, 0x50, 0x44, 0x46]],
  '.png': [[0x89, 0x50, 0x4e, 0x47]],
  '.jpg': [[0xff, 0xd8, 0xff]],
  '.jpeg': [[0xff, 0xd8, 0xff]],
  '.docx': [[0x50, 0x4b, 0x03, 0x04]],
  '.xlsx': [[0x50, 0x4b, 0x03, 0x04]],
  '.doc': [[0xd0, 0xcf, 0x11, 0xe0]],
  '.xls': [[0xd0, 0xcf, 0x11, 0xe0]],
};

/**
 * Whether the first bytes of a file are what its extension promises: the signature of a PDF, PNG, JPEG, Office
 * zip or compound file, and for .txt/.csv text without NUL bytes. An empty file never matches.
 */
export function riskFileHeaderMatches(fileName: string, head: Uint8Array): boolean {
  if (head.length === 0) return false;
  const extension = /\.[a-z0-9]+$/i.exec(fileName.trim())?.[0].toLowerCase() ?? '';
  if (extension === '.txt' || extension === '.csv') return !head.subarray(0, 512).includes(0);
  const signatures = MAGIC[extension];
  return !!signatures?.some((signature) => signature.every((byte, index) => head[index] === byte));
}

export interface RiskLevelRange {
  name: string;
  minScore: number;
  maxScore: number;
}

/** The level whose score range holds `score`, or null. */
export function riskLevelFor<T extends RiskLevelRange>(score: number, levels: readonly T[]): T | null {
  return levels.find((level) => score >= level.minScore && score <= level.maxScore) ?? null;
}

/** A report's export file name: the report's title and the date, e.g. "Risk Report 2026-11-25.xlsx". */
export function riskReportFileName(kind: RiskReportKind, date: Date): string {
  return `${RISK_REPORT_TITLES[kind]} ${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.xlsx`;
}

/** Risk rating and questionnaire upkeep is for the full administrators (the catalogue refuses anyone else). */
export function isRiskMaintainer(roles: readonly string[]): boolean {
  return roles.some((role) =>
    ['lexbridge super admin', 'lexbridge admin'].includes(role.trim().toLowerCase()),
  );
}
