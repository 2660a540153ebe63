import type { FieldError } from './login.js';
import { LEXBRIDGE_MESSAGES, MESSAGES } from './messages.js';
import { hasRole, PROVIDER_ROLE } from './roles.js';

/** An id as a picker holds it: absent, empty or the placeholder until the user chooses. */
type Choice = string | number | null | undefined;

/** Chosen: a non-empty value other than the pickers' 'Select' placeholder and 0 (the legacy's "none"). */
export function isChosen(value: Choice): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return text !== '' && text !== '0' && text.toLowerCase() !== 'select';
}

/** The legacy catalogue's ids: whole numbers from 1 to 2147483647 (a .NET int). */
export function isPositiveId(value: Choice): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647;
}

/** `{ field: name, message: '<name> must be a positive whole number.' }` for the first id that is not one. */
export function validateIds(ids: Record<string, Choice>): FieldError | null {
  for (const [field, value] of Object.entries(ids)) {
    if (!isPositiveId(value)) return { field, message: LEXBRIDGE_MESSAGES.idInvalid(field) };
  }
  return null;
}

/** Every id of a list must be one: the first that is not fails its field. */
export function validateIdList(field: string, ids: readonly Choice[]): FieldError | null {
  return ids.every(isPositiveId) ? null : { field, message: LEXBRIDGE_MESSAGES.idInvalid(field) };
}

export interface LawFilterFields {
  industryId: Choice;
  businessLineId: Choice;
  /** The company business processes chosen, where the screen asks for them. */
  businessProcessIds?: readonly Choice[] | null;
}

export interface LawFilterOptions {
  /** The screen shows a business line picker (default true); without one only the industry is asked for. */
  businessLineShown?: boolean;
  /** The screen requires at least one company business process (default false). */
  businessProcessesRequired?: boolean;
}

/**
 * The law filter's rules, in order: industry and business line chosen ('Select Industry and
 * Business Line First (Required!)', or 'Select Industry First' where no business line picker is shown), then at
 * least one company business process where the screen requires them.
 */
export function validateLawFilter(
  input: LawFilterFields,
  options: LawFilterOptions = {},
): FieldError<'industryId' | 'businessLineId' | 'businessProcessIds'> | null {
  const businessLineShown = options.businessLineShown ?? true;
  if (!businessLineShown) {
    if (!isChosen(input.industryId)) return { field: 'industryId', message: MESSAGES.filterIndustry };
  } else if (!isChosen(input.industryId) || !isChosen(input.businessLineId)) {
    return {
      field: isChosen(input.industryId) ? 'businessLineId' : 'industryId',
      message: MESSAGES.filterIndustryAndBusinessLine,
    };
  }
  if (options.businessProcessesRequired && !(input.businessProcessIds ?? []).some(isChosen)) {
    return { field: 'businessProcessIds', message: MESSAGES.filterBusinessProcesses };
  }
  return null;
}

/** Anything that needs a business line first (the Export to Excel of a business-line report, the pickers under it). */
export function validateBusinessLineChosen(businessLineId: Choice): FieldError<'businessLineId'> | null {
  return isChosen(businessLineId) ? null : { field: 'businessLineId', message: MESSAGES.filterBusinessLine };
}

/** Submitting a form with an industry and business line selector: both must be chosen, industry first. */
export function validateSubmitSelection(input: {
  industryId: Choice;
  businessLineId: Choice;
}): FieldError<'industryId' | 'businessLineId'> | null {
  if (!isChosen(input.industryId)) return { field: 'industryId', message: MESSAGES.submitIndustry };
  if (!isChosen(input.businessLineId))
    return { field: 'businessLineId', message: MESSAGES.submitBusinessLine };
  return null;
}

/** The Category picker's search needs both: 'Please Select the Industry and Business Line first' (Required!). */
export function validateCategoryFilter(input: {
  industryIds: readonly Choice[];
  businessLineIds: readonly Choice[];
}): FieldError<'industryIds' | 'businessLineIds'> | null {
  if (!input.industryIds.some(isChosen)) return { field: 'industryIds', message: MESSAGES.categoryFilter };
  if (!input.businessLineIds.some(isChosen))
    return { field: 'businessLineIds', message: MESSAGES.categoryFilter };
  return null;
}

/**
 * Users see only the industries assigned to them; with none: 'You are not assigned to an industry. Please contact
 * site administrator!' (Info!). Null when there is at least one.
 */
export function industryAssignmentMessage(industries: readonly unknown[]): string | null {
  return industries.length === 0 ? MESSAGES.noIndustry : null;
}

/**
 * The regulator and category lists' isOmnia flag, derived from the user's roles: the
 * provider-type role sees the whole catalogue.
 */
export function isOmniaUser(roles: readonly string[], providerRole: string = PROVIDER_ROLE): boolean {
  return hasRole(roles, providerRole);
}

/** Sections whose status is 'Parent' come first; the others keep their order. */
export function parentSectionsFirst<T>(
  sections: readonly T[],
  status: (section: T) => string | null | undefined,
): T[] {
  const isParent = (section: T) => (status(section) ?? '').trim().toLowerCase() === 'parent';
  return [...sections.filter(isParent), ...sections.filter((section) => !isParent(section))];
}

/** The Law text pop-up's sub-section indent: 28px when the text's third character is a digit 1-9, else 3px. */
export function subSectionIndentPx(text: string | null | undefined): 28 | 3 {
  return /^[1-9]$/.test((text ?? '').charAt(2)) ? 28 : 3;
}

/** Regulator, category and company-process tags: the first name plus '+N' for the others. */
export function firstPlusCount(names: readonly string[]): string {
  if (names.length === 0) return '';
  return names.length === 1 ? names[0]! : `${names[0]} +${names.length - 1}`;
}

/** Excel file names are the report's name suffixed with the date: 'Regulator Summary_2026-05-04'. */
export function excelFileName(reportName: string, date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return `${reportName.trim() || 'Report'}_${day}`;
}
