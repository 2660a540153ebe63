import type { FieldError } from './login.js';
import { isChosen, isPositiveId } from './catalogue.js';
import { MESSAGES } from './messages.js';
import { CATALOGUE_TEXTS } from './texts.js';

/**
 * Section mappings and change in law. The product's texts are kept word for word (typos included); the ones marked
 * "ours" fill places where the product shows a control but no words.
 */
export const MAPPING_TEXTS = {
  addBusinessLine: 'Please add Business Line',
  addLawScope: 'Please add Law Scope',
  addForBusinessLine: (missing: readonly string[], businessLineName: string) =>
    `Please add ${missing.join(', ')} for selected Business Line: ${businessLineName}`,
  dataError: 'An error occured with data',
  /** The mapped items a business line needs, in the spec's order. */
  product: 'Product',
  institutionType: 'Institution Type',
  category: 'Category',
  process: 'Process',
  // The change-in-law screen.
  changeInLawHeading: 'Updated Business Requirements',
  noRecordFound: 'No Record Found',
  acceptChange: 'Accept Change in Law/Requirements',
  acceptWithPolicy: 'Accept Business Requirements with Company Policy Requirements',
  editBusinessRequirements: 'Edit Business Requirements',
  doesNotApply: 'Does Not Apply',
  requirementNumberColumn: 'Requirement Number',
  businessRequirementsColumn: 'Business Requirements',
  changedStatus: 'Changed',
  /** The Does Not Apply comment is required. */
  commentRequired: CATALOGUE_TEXTS.commentRequired,
  // Ours.
  policyRequired: 'The company policy requirements need to be entered.',
  policyLabel: 'Company policy requirements',
  commentLabel: 'Why does this change in law not apply?',
  businessLinesRequired: MESSAGES.filterBusinessLine,
  commentTooLong: (max: number) => `The text must be at most ${max} characters.`,
  decided: {
    Accepted: 'Accepted',
    AcceptedWithPolicy: 'Accepted with company policy requirements',
    DoesNotApply: 'Does not apply',
  },
} as const;

export const CHANGE_COMMENT_MAX = 4000;

/** One mapped item of a section: a product, institution type, category or process, for one business line. */
export interface MappedForLine {
  businessLineId: string | number;
}

/** What the completeness message reads of a section's mapped filters. */
export interface SectionMappingState {
  businessLines: readonly { businessLineId: string | number; businessLineName: string }[];
  products: readonly MappedForLine[];
  institutionTypes: readonly MappedForLine[];
  categories: readonly MappedForLine[];
  processes: readonly MappedForLine[];
  lawScopeId: string | number | null | undefined;
}

/**
 * The section data completeness messages, in order: no business line mapped gives 'Please add Business Line';
 * every mapped business line missing any Product, Institution Type, Category or Process gives 'Please add {list} for
 * selected Business Line: {name}' (one message a line, in mapping order; the list in that order, comma separated);
 * all present but no law scope (or a scope below 1) gives 'Please add Law Scope'; a complete section gives none.
 */
export function sectionCompletenessMessages(state: SectionMappingState): string[] {
  if (state.businessLines.length === 0) return [MAPPING_TEXTS.addBusinessLine];
  const has = (items: readonly MappedForLine[], lineId: string | number) =>
    items.some((item) => String(item.businessLineId) === String(lineId));
  const messages: string[] = [];
  for (const line of state.businessLines) {
    const missing = (
      [
        has(state.products, line.businessLineId) ? null : MAPPING_TEXTS.product,
        has(state.institutionTypes, line.businessLineId) ? null : MAPPING_TEXTS.institutionType,
        has(state.categories, line.businessLineId) ? null : MAPPING_TEXTS.category,
        has(state.processes, line.businessLineId) ? null : MAPPING_TEXTS.process,
      ] as (string | null)[]
    ).filter((name): name is string => name !== null);
    if (missing.length > 0) messages.push(MAPPING_TEXTS.addForBusinessLine(missing, line.businessLineName));
  }
  if (messages.length > 0) return messages;
  const scope = Number(state.lawScopeId ?? 0);
  if (!Number.isFinite(scope) || scope < 1) return [MAPPING_TEXTS.addLawScope];
  return [];
}

/** The completeness messages as one text, one message a line; '' for a complete section. */
export function sectionCompletenessMessage(state: SectionMappingState): string {
  return sectionCompletenessMessages(state).join('\n');
}

type Choice = string | number | null | undefined;

/** A list of ids a mapping save sends: every entry must be an id (`<field> must be a positive whole number.`). */
export function validateMappingIds(field: string, ids: readonly Choice[]): FieldError | null {
  return ids.every(isPositiveId) ? null : { field, message: `${field} must be a positive whole number.` };
}

/** A per-business-line save needs the business line first ('Please Select Business Line First'). */
export function validateMappingBusinessLine(businessLineId: Choice): FieldError<'businessLineId'> | null {
  return isChosen(businessLineId)
    ? null
    : { field: 'businessLineId', message: MAPPING_TEXTS.businessLinesRequired };
}

/** Saving the law scope needs one chosen: 'Please add Law Scope'. */
export function validateLawScope(lawScopeId: Choice): FieldError<'lawScopeId'> | null {
  return isChosen(lawScopeId) && Number(lawScopeId) >= 1
    ? null
    : { field: 'lawScopeId', message: MAPPING_TEXTS.addLawScope };
}

/** Does Not Apply needs a comment, not blank after trimming. */
export function validateDoesNotApplyComment(
  comment: string | null | undefined,
): FieldError<'comment'> | null {
  const text = (comment ?? '').trim();
  if (!text) return { field: 'comment', message: MAPPING_TEXTS.commentRequired };
  if (text.length > CHANGE_COMMENT_MAX)
    return { field: 'comment', message: MAPPING_TEXTS.commentTooLong(CHANGE_COMMENT_MAX) };
  return null;
}

/** Accepting with company policy requirements needs the policy note, not blank after trimming. */
export function validateCompanyPolicy(policy: string | null | undefined): FieldError<'companyPolicy'> | null {
  const text = (policy ?? '').trim();
  if (!text) return { field: 'companyPolicy', message: MAPPING_TEXTS.policyRequired };
  if (text.length > CHANGE_COMMENT_MAX)
    return { field: 'companyPolicy', message: MAPPING_TEXTS.commentTooLong(CHANGE_COMMENT_MAX) };
  return null;
}

/** The change-in-law screen's search: requirement number or either text, case-insensitive. */
export function matchesChangeSearch(
  row: {
    oldNumber?: string | null;
    newNumber?: string | null;
    oldText?: string | null;
    newText?: string | null;
  },
  search: string,
): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [row.oldNumber, row.newNumber, row.oldText, row.newText].some((value) =>
    (value ?? '').toLowerCase().includes(term),
  );
}
