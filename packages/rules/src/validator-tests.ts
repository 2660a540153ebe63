import type { FieldError } from './login.js';

/**
 * Validator test requests and requirement fields: the reference rows a test reads from (system and source types),
 * the test user form, and the requirement field mapping with its two requirement types. The texts are ours: the
 * product names these calls but shows none of their screens.
 */
export const VALIDATOR_TEST_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name may have at most 100 characters.',
  descriptionTooLong: 'Description may have at most 500 characters.',
  businessLineRequired: 'Business line is required.',
  clientRequired: 'Client is required.',
  systemTypeRequired: 'Choose the system type.',
  sourceTypeRequired: 'Choose the source type.',
  entitiesRequired: 'Choose at least one entity.',
  commentTooLong: 'Comment may have at most 500 characters.',
  requirementRequired: 'Choose the requirement.',
  testRequired: 'Choose the validator test.',
  headerFieldRequired: 'Choose the header field.',
  hmdaFieldRequired: 'Choose the HMDA field.',
  hmdaEntityOnly: 'Only an HMDA entity takes HMDA field mappings.',
} as const;
const M = VALIDATOR_TEST_MESSAGES;

/**
 * Requirement types of the requirement field mapping, by the catalogue's ids: a VET requirement field names an
 * entity's header field; an HMDA VET one (the fixed entry named 'HMDA VET', id 2) also the HMDA field it reports,
 * and goes through the HMDA field-mapping calls.
 */
export const REQUIREMENT_FIELD_TYPES = { VET: 1, HMDA_VET: 2 } as const;
export type RequirementFieldType = keyof typeof REQUIREMENT_FIELD_TYPES;

export interface TestReferenceFields {
  name: string;
  description: string;
  /** System types only: the business line it serves. */
  businessLineId?: number | null;
}

/** A system type (with its business line) or a source type (without). */
export function validateTestReference(
  input: TestReferenceFields,
  needsLine: boolean,
): FieldError<keyof TestReferenceFields> | null {
  if (needsLine && !input.businessLineId) return { field: 'businessLineId', message: M.businessLineRequired };
  const name = input.name.trim();
  if (!name) return { field: 'name', message: M.nameRequired };
  if (name.length > 100) return { field: 'name', message: M.nameTooLong };
  if (input.description.trim().length > 500) return { field: 'description', message: M.descriptionTooLong };
  return null;
}

export interface TestRequestFields {
  clientId: number | null;
  businessLineId: number | null;
  systemTypeId: number | null;
  sourceTypeId: number | null;
  entityIds: readonly number[];
  comment: string;
}

/** The test user form, in the order its fields appear. */
export function validateTestRequest(input: TestRequestFields): FieldError<keyof TestRequestFields> | null {
  if (!input.clientId) return { field: 'clientId', message: M.clientRequired };
  if (!input.businessLineId) return { field: 'businessLineId', message: M.businessLineRequired };
  if (!input.systemTypeId) return { field: 'systemTypeId', message: M.systemTypeRequired };
  if (!input.sourceTypeId) return { field: 'sourceTypeId', message: M.sourceTypeRequired };
  if (input.entityIds.length === 0) return { field: 'entityIds', message: M.entitiesRequired };
  if (input.comment.trim().length > 500) return { field: 'comment', message: M.commentTooLong };
  return null;
}

export interface RequirementFieldFields {
  type: RequirementFieldType;
  requirementId: number | null;
  testId: number | null;
  headerFieldId: number | null;
  hmdaFieldId: number | null;
}

/** A requirement field: an HMDA VET row names the HMDA field too. */
export function validateRequirementField(
  input: RequirementFieldFields,
): FieldError<keyof RequirementFieldFields> | null {
  if (!input.requirementId) return { field: 'requirementId', message: M.requirementRequired };
  if (!input.testId) return { field: 'testId', message: M.testRequired };
  if (!input.headerFieldId) return { field: 'headerFieldId', message: M.headerFieldRequired };
  if (input.type === 'HMDA_VET' && !input.hmdaFieldId)
    return { field: 'hmdaFieldId', message: M.hmdaFieldRequired };
  return null;
}
