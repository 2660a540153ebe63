import type { GraphQLFormattedError } from 'graphql';

/** The `extensions.code` values the BFF uses (docs/architecture.md, "Errors"). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE';

/**
 * The GraphQL errors of a failure: Apollo's CombinedGraphQLErrors and bffRequest's BffRequestError both carry them
 * as `errors`, so these helpers serve both without loading Apollo.
 */
function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  const errors =
    typeof error === 'object' && error !== null ? (error as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) ? (errors as GraphQLFormattedError[]) : [];
}

function codeOf(error: GraphQLFormattedError): unknown {
  return error.extensions?.code;
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return graphQLErrors(error).some((item) => codeOf(item) === code);
}

/** A signed-out or expired session, as GraphQL errors or as a bare HTTP 401. */
export function isUnauthenticated(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return hasErrorCode(error, 'UNAUTHENTICATED') || status === 401;
}

/** BAD_USER_INPUT's `extensions.fields`: field name -> the spec's message for it. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const item of graphQLErrors(error)) {
    const value = codeOf(item) === 'BAD_USER_INPUT' ? item.extensions?.fields : undefined;
    if (!value || typeof value !== 'object') continue;
    for (const [field, message] of Object.entries(value)) {
      if (typeof message === 'string' && message && !(field in fields)) fields[field] = message;
    }
  }
  return fields;
}

/**
 * The message to show for a failed operation: a field message if the BFF named one (in the order of `fieldOrder`,
 * then any other), else the first GraphQL error's message, else `fallback` (network failures, empty answers).
 */
export function errorMessage(error: unknown, fallback: string, fieldOrder: readonly string[] = []): string {
  const fields = fieldErrors(error);
  for (const field of fieldOrder) if (fields[field]) return fields[field];
  const anyField = Object.values(fields)[0];
  if (anyField) return anyField;
  const first = graphQLErrors(error).find((item) => item.message.trim());
  return first ? first.message : fallback;
}
