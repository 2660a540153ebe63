import { messagePayload, type MessagePayload } from '../../graphql/common/message-payload.js';
import { badUserInput } from '../../graphql/errors.js';
import type { DeleteAnswer } from './administration.api.js';

/** An optional id of the schema as the catalogue's number: null when absent, BAD_USER_INPUT when not a positive whole number. */
export function optionalIdOf(value: string | null | undefined, field: string): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return Number(value);
}

/** A required id of the schema, as the catalogue's number. */
export function idOf(value: string | null | undefined, field: string): number {
  const id = optionalIdOf(value, field);
  if (id === null) throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return id;
}

/** A delete the catalogue blocked (in use) is an expected failure: BAD_USER_INPUT on `id` with its reason. */
export function deleted(answer: DeleteAnswer): MessagePayload {
  if (!answer.deleted) throw badUserInput({ id: answer.message });
  return messagePayload(answer.message);
}
