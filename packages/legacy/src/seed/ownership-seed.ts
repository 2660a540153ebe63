import { hashPassword } from '../auth/password.js';
import type { Queryable } from '../db/db.js';
import { DEMO_PASSWORD } from './demo-data.js';

export const OWNERSHIP_SEED = 'ownership-v1';

/** The provider roles: given to provider staff only, and only by a provider administrator. */
export const PROVIDER_ROLES = [
  'Lexbridge Super Admin',
  'Lexbridge Admin Read Only',
  'Provider Staff',
  'Legal Staff',
] as const;

/** The second client of the demo, whose users try isolation from the other side. */
export const SECOND_CLIENT = 'Northgate Savings Bank';

/** Demo users of the second client (password Demo#2026, like every demo user). */
export const SECOND_CLIENT_USERS = [
  {
    email: 'northgate-admin@lexbridge.test',
    firstName: 'Nora',
    lastName: 'Northgate',
    role: 'Lexbridge Admin',
  },
  {
    email: 'northgate-business@lexbridge.test',
    firstName: 'Nils',
    lastName: 'Banker',
    role: 'Business User',
  },
] as const;

/** Client-side demo users of the first client that earlier seeds created without one. */
const FIRST_CLIENT_USERS = ['business-approver@lexbridge.test'];

/**
 * Marks the provider roles, gives every client-side demo user its client, and adds the second client's
 * administrator and business user.
 */
export async function seedOwnership(tx: Queryable): Promise<void> {
  await tx.query(`UPDATE roles SET is_provider = (name = ANY($1::text[]))`, [[...PROVIDER_ROLES]]);
  const { rows: clients } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM clients ORDER BY id',
  );
  const first = clients[0];
  const second = clients.find((client) => client.name === SECOND_CLIENT);
  if (first) {
    await tx.query(
      `UPDATE users SET client_id = $1 WHERE lower(email) = ANY($2::text[]) AND client_id IS NULL`,
      [first.id, FIRST_CLIENT_USERS],
    );
  }
  if (!second) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const user of SECOND_CLIENT_USERS) {
    const { rows: role } = await tx.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [
      user.role,
    ]);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, full_name, password_hash, client_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [user.email, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`, hash, second.id],
    );
    if (rows.length === 0 || role.length === 0) continue;
    await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      rows[0]!.id,
      role[0]!.id,
    ]);
  }
  // The second client's business user works two lines the first client's business users work too (its report
  // data is seeded by reporting-seed.ts), so each sees only its own client's rows on a shared line.
  await tx.query(
    `INSERT INTO user_business_lines (user_id, business_line_id)
     SELECT u.id, bl.id FROM users u, business_lines bl
      WHERE lower(u.email) = 'northgate-business@lexbridge.test' AND bl.name = ANY($1::text[])
     ON CONFLICT DO NOTHING`,
    [['Deposit Accounts', 'Consumer Lending']],
  );
}
