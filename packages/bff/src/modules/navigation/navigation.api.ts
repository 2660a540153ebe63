import type { LegacyCaller } from '../../legacy/caller.js';
import type { LegacyInboxCount, LegacyMenuItem } from '../../legacy/dto.js';
import { toInboxCounts, toMenu, type InboxCountData, type MenuItemData } from './navigation.mapper.js';

/** The menu and inbox-count calls. */
export class NavigationApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async menus(): Promise<MenuItemData[]> {
    const { result } = await this.legacy.envelope<LegacyMenuItem[]>({ method: 'GET', path: 'api/menu/getAllMenus' });
    return toMenu(result ?? []);
  }

  async inboxCounts(): Promise<InboxCountData[]> {
    const { result } = await this.legacy.envelope<LegacyInboxCount[]>({
      method: 'GET',
      path: 'business-laws/get-inbox_counts',
    });
    return toInboxCounts(result);
  }
}
