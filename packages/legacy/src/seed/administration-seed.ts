import { hashPassword } from '../auth/password.js';
import type { Queryable } from '../db/db.js';
import { DEMO_PASSWORD } from './demo-data.js';

export const ADMINISTRATION_SEED = 'administration-v1';

/** The administration screens' routes; the web app has a screen for each. */
export const ADMINISTRATION_ROUTES = {
  masterLists: '/administration/master-lists',
  users: '/administration/users',
  roles: '/administration/roles',
  clientSetup: '/administration/client-setup',
} as const;

/** Menu ids of the administration entries, far from the other areas' ids. */
export const ADMINISTRATION_MENU_IDS = {
  group: 1300,
  masterLists: 1301,
  users: 1302,
  roles: 1303,
  clientSetup: 1304,
} as const;

const ITEMS = [
  {
    id: ADMINISTRATION_MENU_IDS.masterLists,
    label: 'Master Lists',
    route: ADMINISTRATION_ROUTES.masterLists,
    image: 'list',
  },
  { id: ADMINISTRATION_MENU_IDS.users, label: 'Users', route: ADMINISTRATION_ROUTES.users, image: 'users' },
  {
    id: ADMINISTRATION_MENU_IDS.roles,
    label: 'Roles and Menus',
    route: ADMINISTRATION_ROUTES.roles,
    image: 'shield',
  },
  {
    id: ADMINISTRATION_MENU_IDS.clientSetup,
    label: 'Client Setup',
    route: ADMINISTRATION_ROUTES.clientSetup,
    image: 'client',
  },
];

/** Which role sees (and may edit) which administration entry. */
const GRANTS: readonly { role: string; see: number[]; edit: string[] }[] = [
  {
    role: 'Lexbridge Super Admin',
    see: ITEMS.map((item) => item.id),
    edit: ITEMS.map((item) => item.route),
  },
  // The client administrator: their client's users, and the roles to give them (read only).
  {
    role: 'Lexbridge Admin',
    see: [ADMINISTRATION_MENU_IDS.users, ADMINISTRATION_MENU_IDS.roles],
    edit: [ADMINISTRATION_ROUTES.users],
  },
  { role: 'Lexbridge Admin Read Only', see: ITEMS.map((item) => item.id), edit: [] },
];

export const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Ireland', 'India', 'Australia'];

/** The client administrator of the demo: a client-level administrator of the first client. */
export const CLIENT_ADMIN = {
  email: 'clientadmin@lexbridge.test',
  firstName: 'Carla',
  lastName: 'Client',
  role: 'Lexbridge Admin',
};

/**
 * The administration area's demo data: its menu entries and grants, the law types and countries master lists,
 * client details, the demo users' clients and a client administrator.
 */
export async function seedAdministration(tx: Queryable): Promise<void> {
  await tx.query(`INSERT INTO law_types (name) SELECT DISTINCT law_type FROM laws ON CONFLICT DO NOTHING`);
  for (const name of COUNTRIES) {
    await tx.query('INSERT INTO countries (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
  }
  const { rows: clients } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM clients ORDER BY id',
  );
  const { rows: us } = await tx.query<{ id: number }>(
    `SELECT id FROM countries WHERE name = 'United States'`,
  );
  for (const [index, client] of clients.entries()) {
    const slug = client.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    await tx.query(
      `UPDATE clients SET server_name = coalesce(server_name, $2), database_name = coalesce(database_name, $3),
              domain = coalesce(domain, $4), country_id = coalesce(country_id, $5)
        WHERE id = $1`,
      [
        client.id,
        `sql${String(index + 1).padStart(2, '0')}.clients.lexbridge.test`,
        `lexbridge_${slug}`,
        `${slug}.test`,
        us[0]?.id ?? null,
      ],
    );
  }

  const { rows: group } = await tx.query('SELECT 1 FROM menu_items WHERE id = 1');
  if (group.length > 0) {
    await tx.query(
      `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
       VALUES ($1, NULL, 900, 'Administration', NULL, 'settings', NULL) ON CONFLICT (id) DO NOTHING`,
      [ADMINISTRATION_MENU_IDS.group],
    );
    for (const [index, item] of ITEMS.entries()) {
      await tx.query(
        `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
         VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING`,
        [item.id, ADMINISTRATION_MENU_IDS.group, index + 1, item.label, item.route, item.image],
      );
    }
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('menu_items', 'id'), (SELECT coalesce(max(id), 1) FROM menu_items))`,
    );
    for (const grant of GRANTS) {
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [grant.role]);
      if (rows.length === 0) continue;
      for (const menuItemId of grant.see) {
        await tx.query(
          'INSERT INTO role_menu_items (role_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [rows[0]!.id, menuItemId],
        );
      }
      for (const route of grant.edit) {
        await tx.query(
          'INSERT INTO role_editable_routes (role_id, router_link) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [rows[0]!.id, route],
        );
      }
    }
  }

  const first = clients[0];
  if (!first) return;
  // Client staff of the demo work for the first client; provider staff (admin@, lawyer@) for none.
  await tx.query(
    `UPDATE users SET client_id = $1 WHERE lower(email) IN ('business@lexbridge.test', 'reader@lexbridge.test') AND client_id IS NULL`,
    [first.id],
  );
  await tx.query(
    `UPDATE users SET last_name = split_part(full_name, ' ', 2) WHERE last_name = '' AND full_name LIKE '% %'`,
  );
  const { rows: role } = await tx.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [
    CLIENT_ADMIN.role,
  ]);
  if (role.length === 0) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const { rows: user } = await tx.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, full_name, password_hash, client_id)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [
      CLIENT_ADMIN.email,
      CLIENT_ADMIN.firstName,
      CLIENT_ADMIN.lastName,
      `${CLIENT_ADMIN.firstName} ${CLIENT_ADMIN.lastName}`,
      hash,
      first.id,
    ],
  );
  if (user.length > 0) {
    await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      user[0]!.id,
      role[0]!.id,
    ]);
  }
}
