import type { FieldError } from './login.js';
import { MESSAGES, TOAST_TITLES } from './messages.js';
import { REQUIREMENT_MESSAGES } from './requirements.js';
import { CATALOGUE_TEXTS } from './texts.js';
import { isIsoDate } from './dates.js';

/**
 * The business module: business users validate a law against the company's processes, map its requirements to
 * artifacts, assess the artifacts and submit; a second business user approves each requirement or sends it back.
 */
export const BUSINESS_ROUTES = {
  dashboard: '/business-module/business-module',
  dashboardReport: '/business-module/business-dashboard-report',
  validateLawApplicability: '/business-module/validate-law-applicability',
  mapArtifacts: '/business-module/map-artifacts',
  assessArtifacts: '/business-module/assess-artifacts',
  approveAssessment: '/business-module/approve-assessment',
  lawNotApplicable: '/business-module/law-not-applicable',
  gaps: '/business-module/gaps',
} as const;

export type BusinessStep =
  | 'validateLawApplicability'
  | 'mapArtifacts'
  | 'assessArtifacts'
  | 'approveAssessment'
  | 'lawNotApplicable'
  | 'dashboard'
  | 'dashboardReport';

/** Tab index of a business law: 1 validate, 3 map artifacts, 4 assess, 5 waiting for approval, 7 approved. */
export const BUSINESS_TAB = {
  validate: 1,
  mapArtifacts: 3,
  assess: 4,
  approve: 5,
  completed: 7,
} as const;

/** The dashboard's columns, in the order the dashboard shows them. */
export const BUSINESS_COLUMNS = [
  { key: 'OPEN', label: 'Open' },
  { key: 'MY_DRAFT', label: 'My Draft' },
  { key: 'SUBMITTED', label: 'Submitted for Approval' },
  { key: 'CHANGED_LAW', label: 'Changed Law' },
  { key: 'SEND_BACK', label: 'Send Back' },
] as const;

export type BusinessColumn = (typeof BUSINESS_COLUMNS)[number]['key'];

/**
 * A law in the 'changed law' or 'send back' column is editable only by the law's business contact; open, my draft
 * and submitted for approval are editable.
 */
export function businessRowEditable(column: BusinessColumn, isBusinessContact: boolean): boolean {
  if (column === 'CHANGED_LAW' || column === 'SEND_BACK') return isBusinessContact;
  return true;
}

/** The business module's own texts. Guard messages are the product's, word for word; the others are ours. */
export const BUSINESS_MESSAGES = {
  selectLaw: MESSAGES.selectLaw,
  selectALaw: 'Please select a law',
  requirementRequired: REQUIREMENT_MESSAGES.requirementRequired,
  completeOnGoing: REQUIREMENT_MESSAGES.completeOnGoing,
  completeBySubmit: REQUIREMENT_MESSAGES.completeBySubmit,
  completeGapsFirst: 'Please complete the gaps and updates process first',
  selectAtLeastOneProcess: CATALOGUE_TEXTS.selectAtLeastOneProcess,
  commentRequired: CATALOGUE_TEXTS.commentRequired,
  notEditable: 'Only the business contact of this law can work on it.',
  notApprover: 'Only the approver of this law can approve or send back its requirements.',
  deleteAllMappingsConfirm:
    'Are you sure you want to delete every artifact mapping of this law? No Artifact marks are cleared too; submitted and approved requirements keep theirs.',
  notWaiting: 'This requirement is not waiting for approval.',
  selectRequirement: 'Select at least one requirement.',
  selectArtifact: 'Map at least one artifact or choose No Artifact for every requirement.',
  answerRequired: 'Answer every required question before you submit.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  searchTooLong: 'Search for at most 200 characters.',
  fileExtension: 'Only PDF, Word, Excel, PNG, JPEG or text files can be attached.',
  fileTooLarge: 'A question file may be at most 5 MB.',
  validated: 'Law validated successfully.',
  notApplicableSubmitted: 'Law marked as not applicable and sent for approval.',
  mappingsSaved: 'Artifact mappings saved successfully.',
  mappingsSubmitted: 'Artifact mappings submitted successfully.',
  assessmentSaved: 'Assessment saved successfully.',
  assessmentSubmitted: 'Assessment submitted for approval successfully.',
  requirementApproved: 'Requirement approved successfully.',
  requirementSentBack: 'Requirement sent back to the business user successfully.',
} as const;

/** What the stepper knows when a business step is opened. */
export interface BusinessStepContext {
  /** The stored selection; null when no law is selected. */
  law: { tabIndex: number; requirementCount: number } | null;
  /** The URL carries query parameters. */
  hasQuery: boolean;
  /** The new-request flow flag (a law opened from the dashboard, not yet back at the dashboard). */
  newRequestFlow: boolean;
  /** Arrived from gaps-and-updates or assess-change: the index counts as 3. */
  fromGapsOrAssessChange?: boolean;
}

export interface BusinessStepVerdict {
  title: string;
  message: string;
  type: 'warning' | 'error';
}

/** The tab index a step sees: arriving from gaps-and-updates or assess-change sets it to 3. */
export function businessTabIndex(context: BusinessStepContext): number {
  if (context.fromGapsOrAssessChange) return BUSINESS_TAB.mapArtifacts;
  return context.law?.tabIndex ?? 0;
}

/**
 * null when the step may be opened, else the toast. business-module and business-dashboard-report are always
 * allowed; law-not-applicable needs no query parameters and no new-request flow; the other steps need a selected
 * law ('Please select a Law.') and a tab index: validate 6 or lower without query parameters, map artifacts 3 or
 * higher, assess 4 or higher, approve 5 or higher.
 */
export function businessStepRefusal(
  step: BusinessStep,
  context: BusinessStepContext,
): BusinessStepVerdict | null {
  const error = (message: string): BusinessStepVerdict => ({
    title: TOAST_TITLES.error,
    message,
    type: 'error',
  });
  if (step === 'dashboard' || step === 'dashboardReport') return null;
  if (step === 'lawNotApplicable') {
    return context.hasQuery || context.newRequestFlow ? error(BUSINESS_MESSAGES.completeOnGoing) : null;
  }
  if (!context.law) {
    // Arriving from gaps-and-updates without the gap's law: that process is not finished.
    if (context.fromGapsOrAssessChange) return error(BUSINESS_MESSAGES.completeGapsFirst);
    return { title: TOAST_TITLES.required, message: BUSINESS_MESSAGES.selectLaw, type: 'warning' };
  }
  const tabIndex = businessTabIndex(context);
  switch (step) {
    case 'validateLawApplicability':
      return tabIndex <= 6 && !context.hasQuery ? null : error(BUSINESS_MESSAGES.completeOnGoing);
    case 'mapArtifacts':
      return tabIndex >= BUSINESS_TAB.mapArtifacts ? null : error(BUSINESS_MESSAGES.completeBySubmit);
    case 'assessArtifacts':
      if ((context.law?.requirementCount ?? 0) < 1) return error(BUSINESS_MESSAGES.requirementRequired);
      return tabIndex >= BUSINESS_TAB.assess ? null : error(BUSINESS_MESSAGES.completeBySubmit);
    case 'approveAssessment':
      return tabIndex >= BUSINESS_TAB.approve ? null : error(BUSINESS_MESSAGES.completeBySubmit);
  }
}

/** Which steps a law at `tabIndex` may open, for the stepper's links. */
export function reachableBusinessSteps(tabIndex: number, requirementCount: number): BusinessStep[] {
  const law = { tabIndex, requirementCount };
  return (
    ['validateLawApplicability', 'mapArtifacts', 'assessArtifacts', 'approveAssessment'] as const
  ).filter((step) => businessStepRefusal(step, { law, hasQuery: false, newRequestFlow: true }) === null);
}

/** The words a requirement search looks for: trimmed, at most 200 characters. */
export function validateRequirementSearch(search: string): FieldError<'search'> | null {
  return search.trim().length > 200 ? { field: 'search', message: BUSINESS_MESSAGES.searchTooLong } : null;
}

/** A requirement matches a search when its number or its text contains the words, whatever their case. */
export function requirementMatchesSearch(
  requirement: { requirementNumber: string; requirement: string },
  search: string,
): boolean {
  const words = search.trim().toLowerCase();
  if (!words) return true;
  return (
    requirement.requirementNumber.toLowerCase().includes(words) ||
    requirement.requirement.toLowerCase().includes(words)
  );
}

/** The send-back comment of an approver: required, trimmed, at most 2000 characters. */
export function validateApproverComment(comment: string): FieldError<'comment'> | null {
  const text = comment.trim();
  if (!text) return { field: 'comment', message: BUSINESS_MESSAGES.commentRequired };
  if (text.length > 2000) return { field: 'comment', message: REQUIREMENT_MESSAGES.commentTooLong(2000) };
  return null;
}

/** A calendar date as the catalogue stores it, YYYY-MM-DD, and a real day. */
export function validateBusinessDate<F extends string>(field: F, value: string): FieldError<F> | null {
  return isIsoDate(value) ? null : { field, message: BUSINESS_MESSAGES.dateInvalid };
}

/** Question files: documents and images a reviewer can open, at most 5 MB. */
export const QUESTION_FILE_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.png',
  '.jpg',
  '.jpeg',
  '.txt',
  '.csv',
] as const;
export const QUESTION_FILE_MAX_BYTES = 5 * 1024 * 1024;

export function validateQuestionFile(fileName: string, size: number): FieldError<'file'> | null {
  const lower = fileName.trim().toLowerCase();
  if (!QUESTION_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension)) || lower.startsWith('.'))
    return { field: 'file', message: BUSINESS_MESSAGES.fileExtension };
  if (size > QUESTION_FILE_MAX_BYTES) return { field: 'file', message: BUSINESS_MESSAGES.fileTooLarge };
  return null;
}
