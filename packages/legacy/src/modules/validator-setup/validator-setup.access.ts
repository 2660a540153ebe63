import type { Queryable } from '../../db/db.js';
import { ValidatorRefusal } from '../validator/validator.http.js';

/** Roles that set validators up for every client: the administrator-type roles and provider staff. */
const STAFF_ROLES = ['lexbridge super admin', 'lexbridge admin', 'lexbridge user', 'provider staff'];
const READ_ONLY_STAFF = ['lexbridge admin read only'];

export const ACCESS_MESSAGES = {
  staffOnly: 'Validator setup is for administrators and provider staff.',
  otherClient: 'You do not work for this client.',
} as const;

export interface Access {
  /** May set up any client (writes too, unless read only). */
  staff: boolean;
  readOnly: boolean;
  /** The clients the user works for; null: every client. */
  clients: number[] | null;
}

export async function accessOf(db: Queryable, userId: number): Promise<Access> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT lower(r.name) AS name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
    [userId],
  );
  const names = rows.map((row) => row.name);
  const staff = names.some((name) => STAFF_ROLES.includes(name));
  const readOnly = !staff && names.some((name) => READ_ONLY_STAFF.includes(name));
  if (staff || readOnly) return { staff: staff || readOnly, readOnly, clients: null };
  const { rows: clients } = await db.query<{ client_id: number }>(
    'SELECT client_id FROM vs_user_clients WHERE user_id = $1 ORDER BY client_id',
    [userId],
  );
  return { staff: false, readOnly: false, clients: clients.map((row) => row.client_id) };
}

/** Setup writes: staff who may write. */
export function requireStaffWriter(access: Access): void {
  if (!access.staff || access.readOnly) throw new ValidatorRefusal(403, ACCESS_MESSAGES.staffOnly);
}

export function requireStaff(access: Access): void {
  if (!access.staff) throw new ValidatorRefusal(403, ACCESS_MESSAGES.staffOnly);
}

export function requireClient(access: Access, clientId: number): void {
  if (access.clients !== null && !access.clients.includes(clientId))
    throw new ValidatorRefusal(403, ACCESS_MESSAGES.otherClient);
}

/** A write by a client's own user or by staff who may write. */
export function requireClientWriter(access: Access, clientId: number): void {
  requireClient(access, clientId);
  if (access.readOnly) throw new ValidatorRefusal(403, ACCESS_MESSAGES.staffOnly);
}

/** SQL for "the client is one the user may see", with the clients array as parameter `$n`. */
export function clientFilter(column: string, access: Access, params: unknown[]): string {
  if (access.clients === null) return 'true';
  params.push(access.clients);
  return `${column} = ANY($${params.length}::int[])`;
}
