import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyInboxCount, LegacyMenuItem } from '../../legacy/dto.js';

const Menus = z.array(LegacyMenuItem).nullable();
const InboxCounts = z.array(LegacyInboxCount).nullable();
import { toInboxCounts, toMenu, type InboxCountData, type MenuItemData } from './navigation.mapper.js';

/** The menu and inbox-count calls. */
export class NavigationApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async menus(): Promise<MenuItemData[]> {
    const { result } = await this.legacy.envelope({ method: 'GET', path: 'api/menu/getAllMenus' }, Menus);
    return toMenu(result ?? []);
  }

  async inboxCounts(): Promise<InboxCountData[]> {
    const { result } = await this.legacy.envelope({ method: 'GET', path: 'business-laws/get-inbox_counts' }, InboxCounts);
    return toInboxCounts(result);
  }
}
