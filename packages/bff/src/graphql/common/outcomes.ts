import {
  appError,
  badUserInput,
  errorCode,
  isUpstreamFailure,
  upstreamRefusal,
  type ErrorCode,
} from '../errors.js';

export interface FailureOptions {
  /**
   * True: the catalogue's own refusals (a 4xx with its Message) are also replaced by `message`. Default false:
   * they keep the catalogue's words, since the screen shows them.
   */
  refusalsToo?: boolean;
}

/**
 * The catalogue failed or is down: keep the error's code (UPSTREAM_ERROR, UPSTREAM_UNAVAILABLE) and say the
 * screen's own message instead of the generic one. Every other error (NOT_FOUND, FORBIDDEN, BAD_USER_INPUT…)
 * passes unchanged.
 */
export async function failureSays<T>(
  message: string,
  work: Promise<T>,
  options: FailureOptions = {},
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUpstreamFailure(error) && (options.refusalsToo || !upstreamRefusal(error)))
      throw appError(errorCode(error) as ErrorCode, message);
    throw error;
  }
}

/**
 * The catalogue refused a write with its own words (a 4xx with a Message): answer BAD_USER_INPUT on `field` (or
 * the field `field` picks for that message) with those words, so the form shows them beside the field.
 * Conflicts, NOT_FOUND and failures keep their codes.
 */
export async function refusalAsInput<T>(
  work: Promise<T>,
  field: string | ((message: string) => string),
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const refusal = upstreamRefusal(error);
    if (refusal) throw badUserInput({ [typeof field === 'string' ? field : field(refusal)]: refusal });
    throw error;
  }
}
