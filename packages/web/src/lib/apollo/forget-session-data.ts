import type { ApolloClient } from '@apollo/client';

/**
 * Drops everything the ended session loaded from Apollo's cache, without telling the mounted queries: the pages
 * that showed it are being unmounted by the session store's null and must not refetch on the way out.
 *
 * Not clearStore(): it detaches the mounted queries from the cache, and refetched they would loop against a BFF
 * that no longer knows the session.
 */
export function forgetSessionData(client: ApolloClient): void {
  client.cache.modify({ id: 'ROOT_QUERY', fields: (_value, { DELETE }) => DELETE, broadcast: false });
  client.cache.gc();
}
