import type { ApolloClient } from '@apollo/client';
import { makeVar } from '@apollo/client/cache';
import { SessionDocument } from '../../gql/graphql';
import { clearStoredVersion } from '../version-check';

/**
 * Why the last session of this tab ended: `logout` (the user, another window, the idle timer) or `expired` (the BFF
 * answered UNAUTHENTICATED). The session guard reads it to decide whether the sign-in page should bring the user
 * back to where they were; a new sign-in resets it.
 */
export type SessionEndReason = 'logout' | 'expired';
export const sessionEndReason = makeVar<SessionEndReason | null>(null);

/**
 * Signs the browser out locally: every mounted session reader (guards, the admin sign-in page) sees "nobody is
 * signed in" at once, and everything the old session loaded is dropped from the cache.
 *
 * Not clearStore(): it detaches the mounted queries from the cache, so the guards would keep the old session (or,
 * refetched, loop against a BFF that still reports one). Here the null goes to the readers first; the rest is
 * removed without notifying anyone, because the pages that showed it are being unmounted by that very null and
 * must not refetch on the way out. No network call is made: an UNAUTHENTICATED answer is trusted as it is.
 */
/** What survives a sign-out: the (now null) session and the deployment's configuration, which is nobody's data. */
const KEPT_FIELDS: ReadonlySet<string> = new Set(['session', 'appConfig']);

export function clearSession(client: ApolloClient, reason: SessionEndReason): void {
  sessionEndReason(reason);
  // A session that ends under the user forgets the stored app version too.
  if (reason === 'expired') clearStoredVersion();
  client.writeQuery({ query: SessionDocument, data: { session: null } });
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (KEPT_FIELDS.has(fieldName) ? value : DELETE),
    broadcast: false,
  });
  client.cache.gc();
}
