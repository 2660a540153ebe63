import { clearStoredVersion } from '../version-check';
import { setSession, type SessionEndReason } from './session-store';

const cleanups = new Set<() => void>();

/** Something that holds the session's data (the Apollo cache) forgets it when a session ends; returns the undo. */
export function onSessionEnd(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Signs the browser out locally: every session reader (guards, the admin sign-in page) sees "nobody is signed in"
 * at once, and what the old session loaded is forgotten. No network call is made: an UNAUTHENTICATED answer is
 * trusted as it is. A session that ends under the user (`expired`) forgets the stored app version too.
 */
export function endSession(reason: SessionEndReason): void {
  if (reason === 'expired') clearStoredVersion();
  setSession(null, { reason });
  for (const cleanup of cleanups) cleanup();
}
