import { GraphQLError } from 'graphql';
import {
  appError,
  badUserInput,
  DEFAULT_MESSAGES,
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

const HTTP_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UPSTREAM_ERROR: 502,
  UPSTREAM_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * A failure as a plain HTTP route (file uploads) answers it: the catalogue's refusal in its own words (400
 * BAD_USER_INPUT), a coded error with its status, anything else 500 with the generic message. Null for what is not
 * a GraphQL error (a bug: let it throw).
 */
export function httpFailure(error: unknown): { status: number; code: string; message: string } | null {
  const refusal = upstreamRefusal(error);
  if (refusal) return { status: 400, code: 'BAD_USER_INPUT', message: refusal };
  if (!(error instanceof GraphQLError)) return null;
  const code = String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR');
  const status = HTTP_STATUS[code] ?? 500;
  return { status, code, message: status === 500 ? DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR : error.message };
}
