import type { Queryable } from '../db/db.js';
import { refreshChangeInboxCounts } from '../modules/change-in-law/change-management.routes.js';

export const CHANGE_MANAGEMENT_SEED = 'change-management-v1';

/** Change management's later steps, breadcrumbs of its New Law entry like the legal steps. */
export const CHANGE_MANAGEMENT_STEPS = [
  { id: 60, label: 'Map Business Requirements', routerLink: '/change-management/mapBusinessRequirements' },
  { id: 61, label: 'Confirm Law Requirements', routerLink: '/change-management/confirmLawRequirements' },
] as const;

/**
 * Change management: the map and confirm steps become breadcrumbs of the New Law menu entry (so whoever has New Law
 * may open them), and each user's New Law inbox counts what their work queue holds undecided.
 */
export async function seedChangeManagement(tx: Queryable): Promise<void> {
  for (const [index, step] of CHANGE_MANAGEMENT_STEPS.entries()) {
    await tx.query(
      `INSERT INTO breadcrumbs (id, menu_item_id, sort_order, label, router_link, module_name)
       SELECT $1, m.id, $2, $3, $4, 'change-management' FROM menu_items m WHERE m.router_link = '/change-management/newLaw'
       ON CONFLICT (id) DO NOTHING`,
      [step.id, index + 1, step.label, step.routerLink],
    );
  }
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('breadcrumbs', 'id'), (SELECT coalesce(max(id), 1) FROM breadcrumbs))`,
  );
  await refreshChangeInboxCounts(tx, null);
}
