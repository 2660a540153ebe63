import { openableMenu } from '@lexbridge/rules';
import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyInboxCount, LegacyMenuItem } from './navigation.dto.js';

const Menus = z.array(LegacyMenuItem).nullable();
const InboxCounts = z.array(LegacyInboxCount).nullable();
import { toInboxCounts, toMenu, type InboxCountData, type MenuItemData } from './navigation.mapper.js';

/** The menu and inbox-count calls. */
export class NavigationApi {
  constructor(private readonly legacy: LegacyCaller) {}

  /** The user's menu, less what the permission guard refuses them (`openableMenu`): pass their editable routes. */
  async menus(editableRoutes: readonly string[]): Promise<MenuItemData[]> {
    const { result } = await this.legacy.envelope({ method: 'GET', path: 'api/menu/getAllMenus' }, Menus);
    return openableMenu(toMenu(result ?? []), editableRoutes);
  }

  async inboxCounts(): Promise<InboxCountData[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: 'business-laws/get-inbox_counts' },
      InboxCounts,
    );
    return toInboxCounts(result);
  }
}
