import { GraphQLError } from 'graphql';
import { LEXBRIDGE_MESSAGES } from '@lexbridge/rules';

/** The error codes (docs/architecture.md, "Errors"); every error a client sees carries one in `extensions.code`. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** The BFF's own store (Redis: sessions, refresh locks) is unreachable; nothing the caller did. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: LEXBRIDGE_MESSAGES.sessionEnded,
  FORBIDDEN: 'You are not allowed to do this.',
  BAD_USER_INPUT: 'The request is not valid.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The change conflicts with the current data.',
  UPSTREAM_ERROR: 'backend server error',
  UPSTREAM_UNAVAILABLE: 'The law catalogue is not reachable right now. Please try again shortly.',
  SERVICE_UNAVAILABLE: 'Lexbridge is not available right now. Please try again shortly.',
  INTERNAL_SERVER_ERROR: 'Something went wrong.',
};

export function appError(
  code: ErrorCode,
  message?: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message ?? DEFAULT_MESSAGES[code], { extensions: { ...extensions, code } });
}

/** A rule the spec names was broken: one message per field, the first also as the error's message. */
export function badUserInput(fields: Record<string, string>): GraphQLError {
  const first = Object.values(fields)[0] ?? DEFAULT_MESSAGES.BAD_USER_INPUT;
  return appError(ErrorCode.BAD_USER_INPUT, first, { fields });
}

export const unauthenticated = (message?: string) => appError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message?: string) => appError(ErrorCode.FORBIDDEN, message);
export const serviceUnavailable = (message?: string) => appError(ErrorCode.SERVICE_UNAVAILABLE, message);

/** The code of a coded GraphQL error, or null for anything else. */
export function errorCode(error: unknown): string | null {
  return error instanceof GraphQLError && typeof error.extensions?.code === 'string'
    ? error.extensions.code
    : null;
}

/**
 * The catalogue's own words when it refused a request (a 4xx answer with a Message), else null: some screens show
 * exactly that text.
 */
export function upstreamRefusal(error: unknown): string | null {
  if (errorCode(error) !== ErrorCode.UPSTREAM_ERROR) return null;
  const status = (error as GraphQLError).extensions.status;
  if (typeof status !== 'number' || status >= 500) return null;
  const message = (error as GraphQLError).message;
  return message && message !== DEFAULT_MESSAGES.UPSTREAM_ERROR ? message : null;
}

/** The catalogue failed or is down: keep the code, say the screen's own message instead of the generic one. */
export function isUpstreamFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code === ErrorCode.UPSTREAM_ERROR || code === ErrorCode.UPSTREAM_UNAVAILABLE;
}
