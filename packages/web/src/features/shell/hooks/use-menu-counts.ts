import { skipToken } from '@apollo/client/react';
import { normalizeRoute } from '@lexbridge/rules';
import { useCallback, useMemo } from 'react';
import { useInboxCountsQuery } from '../../../gql/hooks';
import type { MenuEntry, Session } from '../../../lib/session/types';

export type CountOf = (item: MenuEntry) => number | null;

/**
 * Inbox counts for the menu: fetched fresh for users who have them (not provider-type users)
 * and laid over the counts the menu came with. Later screens refresh them with refetchQueries: ['InboxCounts'].
 */
export function useMenuCounts(session: Pick<Session, 'fetchesInboxCounts'>): CountOf {
  const { data } = useInboxCountsQuery(
    session.fetchesInboxCounts ? { fetchPolicy: 'cache-and-network', errorPolicy: 'all' } : skipToken,
  );

  const fresh = useMemo(() => {
    const byId = new Map<string, number>();
    const byRoute = new Map<string, number>();
    for (const { menuId, routerLink, count } of data?.inboxCounts ?? []) {
      byId.set(menuId, count);
      if (routerLink) byRoute.set(normalizeRoute(routerLink), count);
    }
    return { byId, byRoute };
  }, [data]);

  return useCallback(
    (item: MenuEntry) =>
      fresh.byId.get(item.id) ??
      (item.routerLink ? fresh.byRoute.get(normalizeRoute(item.routerLink)) : undefined) ??
      item.count,
    [fresh],
  );
}
