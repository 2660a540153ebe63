import type { Queryable } from '../../db/db.js';

/** A menu entry as the legacy wire carries it (getAllMenus and the login `menu` field). */
export interface MenuItemDto {
  id: number;
  label: string;
  routerLink: string | null;
  image: string | null;
  counts: number | null;
  selectedIndex: number | null;
  subMenus: MenuItemDto[];
  breadcrumbs: BreadcrumbDto[];
}

export interface BreadcrumbDto {
  id: number;
  label: string;
  routerLink: string;
  moduleName: string | null;
}

interface MenuRow {
  id: number;
  parent_id: number | null;
  label: string;
  router_link: string | null;
  image: string | null;
  selected_index: number | null;
  count: number | null;
}

interface BreadcrumbRow {
  id: number;
  menu_item_id: number;
  label: string;
  router_link: string;
  module_name: string | null;
}

/**
 * Items mapped to one of the user's roles, plus every group above them, so a group appears exactly when
 * something inside it is visible. $1 is the user id.
 */
export const VISIBLE_ITEMS = `
  WITH RECURSIVE visible (id, parent_id) AS (
    SELECT m.id, m.parent_id
      FROM menu_items m
     WHERE EXISTS (SELECT 1
                     FROM role_menu_items rm
                     JOIN user_roles ur ON ur.role_id = rm.role_id
                    WHERE ur.user_id = $1 AND rm.menu_item_id = m.id)
    UNION
    SELECT p.id, p.parent_id FROM menu_items p JOIN visible v ON p.id = v.parent_id
  )`;

export async function loadMenu(db: Queryable, userId: number): Promise<MenuItemDto[]> {
  const { rows: items } = await db.query<MenuRow>(
    `${VISIBLE_ITEMS}
     SELECT m.id, m.parent_id, m.label, m.router_link, m.image, m.selected_index, ic.count
       FROM menu_items m
       LEFT JOIN inbox_counts ic ON ic.menu_item_id = m.id AND ic.user_id = $1
      WHERE m.id IN (SELECT id FROM visible)
      ORDER BY m.sort_order, m.id`,
    [userId],
  );
  const { rows: crumbs } = await db.query<BreadcrumbRow>(
    `${VISIBLE_ITEMS}
     SELECT b.id, b.menu_item_id, b.label, b.router_link, b.module_name
       FROM breadcrumbs b
      WHERE b.menu_item_id IN (SELECT id FROM visible)
      ORDER BY b.sort_order, b.id`,
    [userId],
  );

  const byId = new Map<number, MenuItemDto>();
  for (const row of items) {
    byId.set(row.id, {
      id: row.id,
      label: row.label,
      routerLink: row.router_link,
      image: row.image,
      counts: row.count,
      selectedIndex: row.selected_index,
      subMenus: [],
      breadcrumbs: [],
    });
  }
  for (const crumb of crumbs) {
    byId.get(crumb.menu_item_id)?.breadcrumbs.push({
      id: crumb.id,
      label: crumb.label,
      routerLink: crumb.router_link,
      moduleName: crumb.module_name,
    });
  }
  // Rows arrive in sort order, so appending keeps siblings ordered at every level.
  const roots: MenuItemDto[] = [];
  for (const row of items) {
    const item = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    (parent ? parent.subMenus : roots).push(item);
  }
  return roots;
}

/** The union of the routes the user's roles may edit. */
export async function loadEditableRoutes(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ router_link: string }>(
    `SELECT DISTINCT rer.router_link
       FROM role_editable_routes rer
       JOIN user_roles ur ON ur.role_id = rer.role_id
      WHERE ur.user_id = $1
      ORDER BY rer.router_link`,
    [userId],
  );
  return rows.map((row) => row.router_link);
}
