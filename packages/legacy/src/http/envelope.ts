/** Every body text the catalogue sends, in one place so tests and docs quote the same strings. */
export const LEGACY_MESSAGES = {
  success: 'Success',
  unauthorized: 'Authorization has been denied for this request.',
  invalidSecret: 'Invalid secret parameter.',
  plainQuery: 'Query parameters must be sent inside the encrypted secret parameter.',
  userIdRequired: 'UserId is required.',
  userIdMismatch: 'UserId does not match the signed-in user.',
  invalidRequest: 'The request is invalid.',
  internalError: 'An error has occurred.',
  savedSearchNameRequired: 'SearchName is required.',
  savedSearchNameTooLong: 'SearchName must be at most 100 characters.',
  savedSearchKeyRequired: 'searchKey is required.',
  savedSearchKeyTooLong: 'searchKey must be at most 8000 characters.',
  savedSearchExists: 'A saved search with this name already exists.',
  savedSearchNotFound: 'Saved search not found.',
  savedSearchIdInvalid: 'id must be a positive whole number.',
  savedSearchCompareTwo: 'ids must name two different saved searches.',
} as const;

export interface Envelope<T> {
  Message: string;
  Result: T;
}

export function success<T>(result: T): Envelope<T> {
  return { Message: LEGACY_MESSAGES.success, Result: result };
}

export function refusal(message: string): Envelope<null> {
  return { Message: message, Result: null };
}

export function notFoundMessage(path: string): string {
  return `No HTTP resource was found that matches the request URI '${path}'.`;
}
