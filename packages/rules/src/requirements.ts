import type { FieldError } from './login.js';

/** Requirement types: 1 header, definition, scope (no requirement needed); 2 define requirement. */
export const REQUIREMENT_TYPE = { header: 1, define: 2 } as const;
export type RequirementTypeId = 1 | 2;

/** Save flags of the accept screens: 3 update-accept, 4 save-accept (also the add flag). */
export const REQUIREMENT_FLAG = { updateAccept: 3, saveAccept: 4 } as const;
/** The accept-laws submit flag: 1 no change since the last submit, 2 changed. */
export const SUBMIT_FLAG = { unchanged: 1, changed: 2 } as const;

/** The texts of the requirement screens, word for word as users know them (typos included). */
export const REQUIREMENT_MESSAGES = {
  headerText: 'Header/Definition/Scope/etc. – Requirement Not Needed',
  defineTypeLabel: 'Define Requirement',
  selectLawsFirst: 'Please Select the laws first',
  oneHeaderOnly: 'Cannot add multiple headers or to already defined requirement.',
  requirementExists: 'Requirement already exists',
  added: 'New Requirement Added',
  updated: 'Requirement updated',
  falsySave: 'Only One requirement can be added with Header Requirement',
  draftSaved: 'Saved Draft succesfully',
  approved: 'Business Requirements approved successfully.',
  sentBack: 'Business Requirements have sent back to the user Successfully.',
  sendBackTag: '( Send Back )',
  noDataFound: 'No data found',
  notApplicable: 'NA',
  requirementRequired: 'A law requirement is required to submit.',
  completeOnGoing: 'Please complete the on-going process before submit',
  completeBySubmit: 'Please complete the on-going process by clicking on submit.',
  // Ours: the spec shows a disabled control or a required mark, an API answer needs words.
  typeRequired: 'Please select a Requirement Type',
  textRequired: 'Please enter the Business Requirement',
  textInvalid: 'The Business Requirement must start with a letter and be at least 2 characters long',
  commentRequired: 'Please enter a comment',
  commentTooLong: (max: number) => `The comment must be at most ${max} characters.`,
  textTooLong: (max: number) => `The Business Requirement must be at most ${max} characters.`,
  nothingToDelete: 'Select at least one requirement to delete.',
  conflict: 'This requirement was changed by someone else. Reload it and apply your change again.',
  /** The yes/no column's select all. */
  allApplicable: (applicable: boolean) => `Every requirement is now ${applicable ? 'Yes' : 'No'}.`,
} as const;

export const REQUIREMENT_TEXT_MAX = 4000;
export const SEND_BACK_COMMENT_MAX = 2000;

export interface RequirementDraft {
  requirementTypeId: number | null | undefined;
  requirement: string | null | undefined;
}

/** Type 2 text: non-blank, starts with a letter, at least 2 characters. */
export function isValidRequirementText(text: string | null | undefined): boolean {
  const trimmed = (text ?? '').trim();
  return trimmed.length >= 2 && /^\p{L}/u.test(trimmed);
}

/** The requirement text a type stands for: type 1 always the header text, type 2 the typed text trimmed. */
export function requirementTextFor(draft: RequirementDraft): string {
  return draft.requirementTypeId === REQUIREMENT_TYPE.header
    ? REQUIREMENT_MESSAGES.headerText
    : (draft.requirement ?? '').trim();
}

/**
 * The Individual Business Requirement modal's rules: a type must be chosen; type 2 needs a valid text;
 * type 1 needs no text and is not offered in define mode (`defineMode`: the modal edits an already defined, type 2
 * requirement, the spec's isShowDefine), since a defined requirement cannot become a header.
 */
export function validateRequirementDraft(
  draft: RequirementDraft,
  options: { defineMode?: boolean } = {},
): FieldError<'requirementTypeId' | 'requirement'> | null {
  const type = draft.requirementTypeId;
  if (type !== REQUIREMENT_TYPE.header && type !== REQUIREMENT_TYPE.define) {
    return { field: 'requirementTypeId', message: REQUIREMENT_MESSAGES.typeRequired };
  }
  if (type === REQUIREMENT_TYPE.header) {
    return options.defineMode
      ? { field: 'requirementTypeId', message: REQUIREMENT_MESSAGES.oneHeaderOnly }
      : null;
  }
  const text = (draft.requirement ?? '').trim();
  if (!text) return { field: 'requirement', message: REQUIREMENT_MESSAGES.textRequired };
  if (!isValidRequirementText(text))
    return { field: 'requirement', message: REQUIREMENT_MESSAGES.textInvalid };
  if (text.length > REQUIREMENT_TEXT_MAX) {
    return { field: 'requirement', message: REQUIREMENT_MESSAGES.textTooLong(REQUIREMENT_TEXT_MAX) };
  }
  return null;
}

export interface ExistingRequirement {
  id: string | null;
  requirementTypeId: number;
  requirement: string;
}

/**
 * Adding or changing a requirement among a section's others: law sections chosen first; one header per
 * section, and a defined requirement never turned into a header ('Cannot add multiple headers or to already defined
 * requirement.'); no defined requirement twice ('Requirement already exists', same number or same text).
 */
export function validateRequirementAmong(
  draft: RequirementDraft & { id?: string | null; requirementNumber?: string | null },
  existing: readonly (ExistingRequirement & { requirementNumber?: string })[],
  options: { selectedSectionCount?: number } = {},
): FieldError<'sections' | 'requirementTypeId' | 'requirement'> | null {
  if (options.selectedSectionCount !== undefined && options.selectedSectionCount < 1) {
    return { field: 'sections', message: REQUIREMENT_MESSAGES.selectLawsFirst };
  }
  const self = draft.id ? existing.find((row) => row.id === draft.id) : undefined;
  const others = existing.filter((row) => !draft.id || row.id !== draft.id);
  if (draft.requirementTypeId === REQUIREMENT_TYPE.header) {
    const headerElsewhere = others.some((row) => row.requirementTypeId === REQUIREMENT_TYPE.header);
    const wasDefined = self?.requirementTypeId === REQUIREMENT_TYPE.define;
    if (headerElsewhere || wasDefined)
      return { field: 'requirementTypeId', message: REQUIREMENT_MESSAGES.oneHeaderOnly };
  }
  if (draft.requirementTypeId === REQUIREMENT_TYPE.define) {
    const text = requirementTextFor(draft).toLowerCase();
    const number = draft.requirementNumber?.trim();
    const duplicate = others.some(
      (row) =>
        row.requirementTypeId === REQUIREMENT_TYPE.define &&
        (row.requirement.trim().toLowerCase() === text || (!!number && row.requirementNumber === number)),
    );
    if (duplicate) return { field: 'requirement', message: REQUIREMENT_MESSAGES.requirementExists };
  }
  return null;
}

/** The send-back dialog's comment: required and not blank after trimming. */
export function validateSendBackComment(comment: string | null | undefined): FieldError<'comment'> | null {
  const text = (comment ?? '').trim();
  if (!text) return { field: 'comment', message: REQUIREMENT_MESSAGES.commentRequired };
  if (text.length > SEND_BACK_COMMENT_MAX) {
    return { field: 'comment', message: REQUIREMENT_MESSAGES.commentTooLong(SEND_BACK_COMMENT_MAX) };
  }
  return null;
}

/** A requirement number: prefix_number, the number zero-padded to 3 digits (REGB_004). */
export function formatRequirementNumber(prefix: string, number: number): string {
  return `${prefix}_${String(number).padStart(3, '0')}`;
}

/** The prefix and number of 'REGB_004'; null for anything else. */
export function parseRequirementNumber(value: string): { prefix: string; number: number } | null {
  const match = /^(.+)_(\d+)$/.exec(value.trim());
  return match ? { prefix: match[1]!, number: Number(match[2]) } : null;
}

/** 'NA' for an empty list, else the names joined (the quick-search table). */
export function namesOrNa(names: readonly string[]): string {
  return names.length === 0 ? REQUIREMENT_MESSAGES.notApplicable : names.join(', ');
}

/** The grid's yes/no cell is preset to Yes when the row is applicable (IsApplicable, isApplicable or actionRequired). */
export function isRowApplicable(row: {
  isApplicable?: boolean | number | null;
  actionRequired?: boolean | number | null;
}): boolean {
  return (
    row.isApplicable === true ||
    row.isApplicable === 1 ||
    row.actionRequired === true ||
    row.actionRequired === 1
  );
}

/** Requirement text is shortened at a word boundary with an ellipsis (a word longer than the room is cut). */
export function shortenRequirementText(text: string, max = 70): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
