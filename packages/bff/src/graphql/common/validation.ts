import type { FieldError } from '@lexbridge/rules';
import { badUserInput } from '../errors.js';

/** Throws BAD_USER_INPUT with the first failed rule (field -> the spec's message); does nothing for null. */
export function check(...failures: (FieldError | null)[]): void {
  const failed = failures.find((failure) => failure !== null);
  if (failed) throw badUserInput({ [failed.field]: failed.message });
}
