import type { Queryable } from '../../db/db.js';

export interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  clientId: number | null;
  clientName: string | null;
  isProvider: boolean;
  syncedAt: string | null;
  roles: { id: number; name: string }[];
}

export interface UserFilter {
  clientId: number | null;
  domain: string | null;
  isProvider: boolean | null;
  searchText: string | null;
}

const USER_SELECT = `
  SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.full_name AS "fullName",
         u.client_id AS "clientId", c.name AS "clientName", u.is_azimuth AS "isProvider",
         to_char(u.synced_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "syncedAt",
         coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name)
                     FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]') AS roles
    FROM users u LEFT JOIN clients c ON c.id = u.client_id`;

export async function listUsers(
  db: Queryable,
  filter: UserFilter,
  page: { pageNumber: number; pageSize: number },
): Promise<{ totalCount: number; data: UserRow[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.clientId !== null) {
    params.push(filter.clientId);
    where.push(`u.client_id = $${params.length}`);
  }
  if (filter.domain) {
    params.push(filter.domain.replace(/^@/, '').toLowerCase());
    where.push(`lower(split_part(u.email, '@', 2)) = $${params.length}`);
  }
  if (filter.isProvider !== null) {
    params.push(filter.isProvider);
    where.push(`u.is_azimuth = $${params.length}`);
  }
  if (filter.searchText) {
    params.push(`%${filter.searchText.toLowerCase()}%`);
    where.push(`(lower(u.email) LIKE $${params.length} OR lower(u.full_name) LIKE $${params.length})`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u ${clause}`,
    params,
  );
  const { rows } = await db.query<UserRow>(
    `${USER_SELECT} ${clause} ORDER BY lower(u.email) LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.pageSize, (page.pageNumber - 1) * page.pageSize],
  );
  return { totalCount: count[0]!.n, data: rows };
}

export async function getUser(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function setUserRoles(db: Queryable, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
  if (roleIds.length > 0) {
    await db.query(
      'INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [userId, roleIds],
    );
  }
}

export interface RoleRow {
  id: number;
  name: string;
  /** A provider role: held by provider staff, given by the provider administrator only. */
  isProvider: boolean;
  /** Its holders: every user for provider staff, the client's own users for a client's administrator. */
  userCount: number;
  menuItemIds: number[];
  editableMenuItemIds: number[];
}

/** Every role; `clientId` counts only that client's holders (another client's staff are not its business). */
export async function listRoles(db: Queryable, clientId: number | null): Promise<RoleRow[]> {
  const { rows } = await db.query<RoleRow>(
    `SELECT r.id, r.name, r.is_provider AS "isProvider",
            (SELECT count(*) FROM user_roles ur JOIN users u ON u.id = ur.user_id
              WHERE ur.role_id = r.id AND ($1::int IS NULL OR u.client_id = $1))::int AS "userCount",
            coalesce((SELECT array_agg(rm.menu_item_id ORDER BY rm.menu_item_id) FROM role_menu_items rm
                       WHERE rm.role_id = r.id), '{}') AS "menuItemIds",
            coalesce((SELECT array_agg(m.id ORDER BY m.id) FROM menu_items m
                       WHERE m.router_link IS NOT NULL
                         AND EXISTS (SELECT 1 FROM role_editable_routes er
                                      WHERE er.role_id = r.id AND er.router_link = m.router_link)), '{}')
              AS "editableMenuItemIds"
       FROM roles r ORDER BY lower(r.name)`,
    [clientId],
  );
  return rows;
}

export interface MenuEntryRow {
  id: number;
  parentId: number | null;
  label: string;
  routerLink: string | null;
  sortOrder: number;
  breadcrumbs: { id: number; label: string; routerLink: string }[];
}

export async function listMenuEntries(db: Queryable): Promise<MenuEntryRow[]> {
  const { rows } = await db.query<MenuEntryRow>(
    `SELECT m.id, m.parent_id AS "parentId", m.label, m.router_link AS "routerLink", m.sort_order AS "sortOrder",
            coalesce((SELECT json_agg(json_build_object('id', b.id, 'label', b.label, 'routerLink', b.router_link)
                                      ORDER BY b.sort_order, b.id)
                        FROM breadcrumbs b WHERE b.menu_item_id = m.id), '[]') AS breadcrumbs
       FROM menu_items m ORDER BY m.sort_order, m.id`,
  );
  return rows;
}

/**
 * A role's menu: the leaf entries it sees, and which of them it may edit (an editable entry's route and its
 * breadcrumbs' routes become the role's editable routes).
 */
export async function setRoleMenu(
  db: Queryable,
  roleId: number,
  menuItemIds: readonly number[],
  editableMenuItemIds: readonly number[],
): Promise<void> {
  await db.query('DELETE FROM role_menu_items WHERE role_id = $1', [roleId]);
  await db.query('DELETE FROM role_editable_routes WHERE role_id = $1', [roleId]);
  if (menuItemIds.length > 0) {
    await db.query(
      'INSERT INTO role_menu_items (role_id, menu_item_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [roleId, menuItemIds],
    );
  }
  const editable = editableMenuItemIds.filter((id) => menuItemIds.includes(id));
  if (editable.length > 0) {
    await db.query(
      `INSERT INTO role_editable_routes (role_id, router_link)
       SELECT $1, link FROM (
         SELECT router_link AS link FROM menu_items WHERE id = ANY($2::int[]) AND router_link IS NOT NULL
         UNION SELECT router_link FROM breadcrumbs WHERE menu_item_id = ANY($2::int[])
       ) routes
       ON CONFLICT DO NOTHING`,
      [roleId, editable],
    );
  }
}
