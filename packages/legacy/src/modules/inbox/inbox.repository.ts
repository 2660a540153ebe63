import type { Queryable } from '../../db/db.js';
import { VISIBLE_ITEMS } from '../menu/menu.repository.js';

export interface InboxCountDto {
  MenuId: number;
  RouterLink: string;
  Count: number;
}

/** Counts for the user's visible menu entries that have an inbox. */
export async function loadInboxCounts(db: Queryable, userId: number): Promise<InboxCountDto[]> {
  const { rows } = await db.query<{ menu_item_id: number; router_link: string; count: number }>(
    `${VISIBLE_ITEMS}
     SELECT ic.menu_item_id, m.router_link, ic.count
       FROM inbox_counts ic
       JOIN menu_items m ON m.id = ic.menu_item_id
      WHERE ic.user_id = $1 AND m.router_link IS NOT NULL AND m.id IN (SELECT id FROM visible)
      ORDER BY m.sort_order, m.id`,
    [userId],
  );
  return rows.map((row) => ({ MenuId: row.menu_item_id, RouterLink: row.router_link, Count: row.count }));
}
