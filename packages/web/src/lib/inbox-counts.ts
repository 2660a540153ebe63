import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/** The shell's inbox counts query (features/shell/api/inbox-counts.graphql), by operation name. */
const INBOX_COUNTS_OPERATION = 'InboxCounts';

/**
 * Asks the BFF for fresh inbox counts, which the shell's menu shows (refreshed after a
 * requirement is created or updated). Does nothing when no counts are on screen (provider-type users, no shell).
 */
export async function refreshInboxCounts(client: ApolloClient): Promise<void> {
  await client.refetchQueries({ include: [INBOX_COUNTS_OPERATION] });
}

/** `refreshInboxCounts` for components: call the returned function after a requirement change. */
export function useRefreshInboxCounts(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(() => refreshInboxCounts(client), [client]);
}
