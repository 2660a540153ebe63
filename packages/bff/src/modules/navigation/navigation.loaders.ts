import type DataLoader from 'dataloader';
import { onceLoader } from '../../graphql/common/loaders.js';
import type { NavigationApi } from './navigation.api.js';
import type { InboxCountData } from './navigation.mapper.js';

export interface NavigationLoaders {
  /** All inbox counts of the user, once per request however many menu entries ask. */
  inboxCounts: DataLoader<'all', InboxCountData[]>;
}

export function createNavigationLoaders(api: NavigationApi): NavigationLoaders {
  return { inboxCounts: onceLoader(() => api.inboxCounts()) };
}
