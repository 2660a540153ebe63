import type { Queryable } from '../../db/db.js';
import { loadEditableRoutes, loadMenu } from '../menu/menu.repository.js';

/**
 * The user fields of the login answer. OWIN's AuthenticationProperties can only hold strings, so the legacy
 * catalogue sends ids, lists, the menu and booleans as strings; the reference keeps every one of those quirks.
 */
export interface LoginProfile {
  userId: string;
  userFirstName: string;
  userName: string;
  userEmail: string;
  /** Comma-separated role names. */
  roles: string;
  /** The menu array as a JSON string. */
  menu: string;
  /** Comma-separated routerLinks. */
  editableBreadCrumbs: string;
  isAzimuth: 'True' | 'False';
  isTableau: 'True' | 'False';
  /** The client the user works for, as a string id; empty for provider staff. */
  clientId: string;
  /** That client's name; empty for provider staff. */
  clientName: string;
}

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  full_name: string;
  is_azimuth: boolean;
  is_tableau: boolean;
  roles: string | null;
  client_id: number | null;
  client_name: string | null;
}

const dotNetBoolean = (value: boolean) => (value ? 'True' : 'False');

export async function loadLoginProfile(db: Queryable, userId: number): Promise<LoginProfile | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.email, u.first_name, u.full_name, u.is_azimuth, u.is_tableau, u.client_id, c.name AS client_name,
            (SELECT string_agg(r.name, ',' ORDER BY r.id)
               FROM user_roles ur JOIN roles r ON r.id = ur.role_id
              WHERE ur.user_id = u.id) AS roles
       FROM users u LEFT JOIN clients c ON c.id = u.client_id
      WHERE u.id = $1`,
    [userId],
  );
  if (rows.length === 0) return null;
  const user = rows[0];
  const [menu, editable] = await Promise.all([loadMenu(db, userId), loadEditableRoutes(db, userId)]);
  return {
    userId: String(user.id),
    userFirstName: user.first_name,
    userName: user.full_name,
    userEmail: user.email,
    roles: user.roles ?? '',
    menu: JSON.stringify(menu),
    editableBreadCrumbs: editable.join(','),
    isAzimuth: dotNetBoolean(user.is_azimuth),
    isTableau: dotNetBoolean(user.is_tableau),
    clientId: user.client_id === null ? '' : String(user.client_id),
    clientName: user.client_name ?? '',
  };
}

export async function findUserForSignIn(
  db: Queryable,
  email: string,
): Promise<{ id: number; passwordHash: string } | null> {
  const { rows } = await db.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  return rows.length === 0 ? null : { id: rows[0].id, passwordHash: rows[0].password_hash };
}
