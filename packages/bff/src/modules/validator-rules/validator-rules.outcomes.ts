import { badUserInput } from '../../graphql/errors.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';

/**
 * A delete whose Result false (the rule message delete block) or whose refusal (a 400: still in use) is a rule
 * failure with the catalogue's words, on field `id`.
 */
export async function deleted(
  pending: Promise<{ ok: boolean; message: string }>,
): Promise<{ message: string }> {
  const { ok, message } = await refusalAsInput(pending, 'id');
  if (!ok) throw badUserInput({ id: message });
  return { message };
}
