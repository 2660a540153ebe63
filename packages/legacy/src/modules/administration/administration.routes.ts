import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/password.js';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { isValidEmail, resetPasswordProblem } from '../access/password-rules.js';
import {
  adminActor,
  AdminRefusal,
  field,
  flag,
  idList,
  objectBody,
  optionalId,
  paging,
  q,
  requiredId,
  clientInScope,
  requireClientManager,
  requireProvider,
  requireReach,
  requireRoleGrants,
  respond,
  text,
  type AdminActor,
} from './administration.http.js';
import { ADMIN_MESSAGES as M, NAME_MAX } from './administration.messages.js';
import * as master from './master-lists.repository.js';
import * as users from './users.repository.js';

const MAINTENANCE = '/api/Maintenance';
const USERS = '/api/UserMaintenance';
const ROLES = '/api/Role';
/** The built-in roles: never renamed, deleted or re-mapped here. */
const BUILT_IN = ['lexbridge super admin', 'lexbridge admin', 'lexbridge user', 'lexbridge admin read only'];

function cleanName(value: unknown, required: string): string {
  const name = text(value).trim();
  if (!name) throw new AdminRefusal(400, required);
  if (name.length > NAME_MAX) throw new AdminRefusal(400, M.nameTooLong(NAME_MAX));
  return name;
}

/**
 * Administration: the seven master lists, employees (users), roles and their menus. Every call needs an
 * administrator-type role. Master lists and roles are the provider administrator's to change. Users are
 * client-owned: provider staff (the read-only administrator too) read every client's, a client's administrator
 * reads and changes only its own client's (another client's user is not found), and the users it registers are
 * its client's. Provider roles and the provider flag are given by the provider administrator only.
 */
export async function administrationRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const actorOf = (request: FastifyRequest) => adminActor(db, request.legacyUserId);

  // ----- master lists ---------------------------------------------------------------------------------------------
  for (const table of master.MASTER_TABLES) {
    app.get(
      `${MAINTENANCE}/get-${table.slug}-list`,
      respond(async (request) => {
        await actorOf(request);
        return { result: await master.listMaster(db, table) };
      }),
    );

    const values = async (body: Record<string, unknown>, selfId: number | null) => {
      const name = cleanName(field(body, 'name'), M.nameRequired(table.module));
      const parentId = table.parent ? optionalId(field(body, 'parentId'), 'parentId') : null;
      if (table.parent) {
        if (parentId === null) throw new AdminRefusal(400, M.parentRequired(table.parent.module));
        if (!(await master.parentExists(db, table, parentId)))
          throw new AdminRefusal(400, M.notFound(table.parent.module));
      }
      if (await master.duplicateExists(db, table, name, parentId, selfId))
        throw new AdminRefusal(400, M.nameDuplicate(table.module));
      const authority = text(field(body, 'authority')).trim();
      if (authority && !['Federal', 'State'].includes(authority))
        throw new AdminRefusal(400, 'authority must be Federal or State.');
      return { name, parentId, authority: authority || null };
    };

    app.post(
      `${MAINTENANCE}/add-${table.slug}`,
      respond(async (request) => {
        requireProvider(await actorOf(request));
        const body = objectBody(request);
        const value = await values(body, null);
        const id = await master.insertMaster(
          db,
          table,
          value.name,
          value.parentId,
          value.authority ?? 'Federal',
        );
        return { result: await master.getMaster(db, table, id), message: M.saved(table.module) };
      }),
    );

    app.put(
      `${MAINTENANCE}/update-${table.slug}`,
      respond(async (request) => {
        requireProvider(await actorOf(request));
        const body = objectBody(request);
        const id = requiredId(field(body, 'id'), 'id');
        const before = await master.getMaster(db, table, id);
        if (!before) throw new AdminRefusal(404, M.notFound(table.module));
        const value = await values(body, id);
        await db.transaction(async (tx) => {
          await master.updateMaster(tx, table, id, value.name, value.parentId, value.authority);
          // A law's type is its text: renaming the type renames it on its laws, so they keep their type.
          if (table.module === 'Type') {
            await tx.query('UPDATE laws SET law_type = $1 WHERE lower(law_type) = lower($2)', [
              value.name,
              before.name,
            ]);
          }
        });
        return { result: await master.getMaster(db, table, id), message: M.saved(table.module) };
      }),
    );

    app.delete(
      `${MAINTENANCE}/delete-${table.slug}`,
      respond(async (request) => {
        requireProvider(await actorOf(request));
        const id = requiredId(q(request, 'Id'), 'Id');
        const row = await master.getMaster(db, table, id);
        if (!row) throw new AdminRefusal(404, M.notFound(table.module));
        const usedBy = await master.usageOf(db, table, id);
        // In use: Result false with the reason, as the catalogue's other blocked deletes answer.
        if (usedBy) return { result: false, message: M.inUse(table.module, row.name, usedBy) };
        await master.deleteMaster(db, table, id);
        return { result: true, message: M.deleted(table.module) };
      }),
    );
  }

  // ----- users ----------------------------------------------------------------------------------------------------
  /**
   * A user the actor named by id: provider staff reach everyone; a client's user only its own client's staff
   * (another client's user, or provider staff, is not found).
   */
  async function reachableUser(actor: AdminActor, id: number): Promise<users.UserRow> {
    const user = await users.getUser(db, id);
    if (!user) throw new AdminRefusal(404, actor.clientId === null ? M.userNotFound : M.recordNotFound);
    requireReach(actor, user.isProvider ? null : user.clientId);
    return user;
  }

  /** A user the actor changes: the provider administrator anyone, a client's administrator its client's staff. */
  async function managedUser(actor: AdminActor, id: number): Promise<users.UserRow> {
    requireClientManager(actor);
    return reachableUser(actor, id);
  }

  async function checkedRoles(actor: AdminActor, roleIds: number[]): Promise<void> {
    if (roleIds.length === 0) throw new AdminRefusal(400, M.rolesRequired);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM roles WHERE id = ANY($1)', [roleIds]);
    if (rows.length !== roleIds.length) throw new AdminRefusal(400, M.unknownRole);
    await requireRoleGrants(db, actor, roleIds);
  }

  /** The provider flag (legacy isAzimuth) is the provider administrator's to give, like the provider roles. */
  function providerFlag(actor: AdminActor, body: Record<string, unknown>, current: boolean): boolean {
    const asked = flag(field(body, 'isProvider'), current) ?? false;
    if (actor.isProviderAdmin) return asked;
    if (asked && !current) throw new AdminRefusal(403, M.providerRoleGrant);
    return false;
  }

  app.get(
    `${USERS}/get-client-list`,
    respond(async (request) => {
      const actor = await actorOf(request);
      const { rows } = await db.query<{ id: number; clientName: string }>(
        `SELECT id, name AS "clientName" FROM clients WHERE $1::int IS NULL OR id = $1 ORDER BY lower(name)`,
        [actor.clientId],
      );
      return { result: rows };
    }),
  );

  app.post(
    `${USERS}/get-user-list`,
    respond(async (request) => {
      const actor = await actorOf(request);
      const body = objectBody(request);
      const filter: users.UserFilter = {
        clientId: clientInScope(actor, optionalId(field(body, 'clientId'), 'clientId')),
        domain: text(field(body, 'domain')).trim() || null,
        isProvider: flag(field(body, 'isProvider'), null),
        searchText: text(field(body, 'searchText')).trim() || null,
      };
      // A client's user lists its own client's staff only; provider staff (the read-only administrator too) all.
      if (actor.clientId !== null) filter.isProvider = false;
      return { result: await users.listUsers(db, filter, paging(body)) };
    }),
  );

  app.put(
    `${USERS}/update-user`,
    respond(async (request) => {
      const actor = await actorOf(request);
      const body = objectBody(request);
      const id = requiredId(field(body, 'id'), 'id');
      const user = await managedUser(actor, id);
      // A field left out of the body leaves its column as it is; only a field that is sent changes it.
      const sent = (name: string) => field(body, name) !== undefined;
      const firstName = sent('firstName') ? text(field(body, 'firstName')).trim() : user.firstName;
      const lastName = sent('lastName') ? text(field(body, 'lastName')).trim() : user.lastName;
      if (!firstName) throw new AdminRefusal(400, M.firstNameRequired);
      if (!lastName) throw new AdminRefusal(400, M.lastNameRequired);
      const roleIds = sent('roleIds') ? idList(field(body, 'roleIds'), 'roleIds') : null;
      if (roleIds) await checkedRoles(actor, roleIds);
      // Only the provider administrator moves a user between clients (clientId null: to no client) or makes them
      // provider staff.
      const clientId =
        actor.isProviderAdmin && sent('clientId')
          ? optionalId(field(body, 'clientId'), 'clientId')
          : user.clientId;
      const isProvider = providerFlag(actor, body, user.isProvider);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE users SET first_name = $2, last_name = $3, full_name = $2 || ' ' || $3, client_id = $4, is_azimuth = $5
            WHERE id = $1`,
          [id, firstName, lastName, clientId, isProvider],
        );
        if (roleIds) await users.setUserRoles(tx, id, roleIds);
      });
      return { result: await users.getUser(db, id), message: M.userSaved };
    }),
  );

  app.delete(
    `${USERS}/delete-user`,
    respond(async (request) => {
      const actor = await actorOf(request);
      requireClientManager(actor);
      const id = requiredId(q(request, 'Id'), 'Id');
      if (id === actor.userId) throw new AdminRefusal(400, M.ownAccount);
      await managedUser(actor, id);
      await db.query('DELETE FROM users WHERE id = $1', [id]);
      return { result: true, message: M.userDeleted };
    }),
  );

  app.post(
    `${USERS}/sync-user`,
    respond(async (request) => {
      const actor = await actorOf(request);
      const id = requiredId(q(request, 'Id'), 'Id');
      await managedUser(actor, id);
      // The reference catalogue has no directory behind it: a sync records when it ran.
      await db.query('UPDATE users SET synced_at = now() WHERE id = $1', [id]);
      return { result: await users.getUser(db, id), message: M.userSynced };
    }),
  );

  app.post(
    `${USERS}/RegisterEmployee`,
    respond(async (request) => {
      const actor = await actorOf(request);
      requireClientManager(actor);
      const body = objectBody(request);
      const email = text(field(body, 'email')).trim();
      const firstName = text(field(body, 'firstName')).trim();
      const lastName = text(field(body, 'lastName')).trim();
      if (!isValidEmail(email)) throw new AdminRefusal(400, M.emailRequired);
      if (!firstName) throw new AdminRefusal(400, M.firstNameRequired);
      if (!lastName) throw new AdminRefusal(400, M.lastNameRequired);
      const roleIds = idList(field(body, 'roleIds'), 'roleIds');
      await checkedRoles(actor, roleIds);
      const password = text(field(body, 'password'));
      const problem = resetPasswordProblem(password);
      if (problem) throw new AdminRefusal(400, problem);
      // A client's administrator registers staff of its own client, whatever the request names.
      const clientId = actor.isProviderAdmin
        ? optionalId(field(body, 'clientId'), 'clientId')
        : actor.clientId;
      const isProvider = providerFlag(actor, body, false);
      const { rows: existing } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
        email,
      ]);
      if (existing.length > 0) throw new AdminRefusal(400, M.emailDuplicate);
      const hash = await hashPassword(password);
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO users (email, first_name, last_name, full_name, password_hash, client_id, is_azimuth)
           VALUES ($1, $2, $3, $2 || ' ' || $3, $4, $5, $6) RETURNING id`,
          [email, firstName, lastName, hash, clientId, isProvider],
        );
        await users.setUserRoles(tx, rows[0]!.id, roleIds);
        return rows[0]!.id;
      });
      return { result: await users.getUser(db, id), message: M.employeeRegistered };
    }),
  );

  const resetPassword = (providerVariant: boolean) =>
    respond(async (request) => {
      const actor = await actorOf(request);
      if (providerVariant) requireProvider(actor);
      const body = objectBody(request);
      const id = requiredId(field(body, 'id'), 'id');
      const user = await managedUser(actor, id);
      if (!providerVariant && user.isProvider) throw new AdminRefusal(403, M.providerAccount);
      const password = text(field(body, 'newPassword'));
      const problem = resetPasswordProblem(password);
      if (problem) throw new AdminRefusal(400, problem);
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, await hashPassword(password)]);
      return { result: true, message: M.passwordReset };
    });
  app.post(`${USERS}/reset-password`, resetPassword(false));
  app.post(`${USERS}/reset-password-provider-admin`, resetPassword(true));

  // ----- roles and menus ------------------------------------------------------------------------------------------
  app.get(
    `${ROLES}/get-roles`,
    respond(async (request) => {
      const actor = await actorOf(request);
      return { result: await users.listRoles(db, actor.clientId) };
    }),
  );

  app.get(
    `${ROLES}/get-menu-list`,
    respond(async (request) => {
      await actorOf(request);
      return { result: await users.listMenuEntries(db) };
    }),
  );

  async function checkedRoleName(body: Record<string, unknown>, selfId: number | null): Promise<string> {
    const name = cleanName(field(body, 'name'), M.roleNameRequired);
    const { rows } = await db.query('SELECT 1 FROM roles WHERE lower(name) = lower($1) AND id <> $2', [
      name,
      selfId ?? 0,
    ]);
    if (rows.length > 0) throw new AdminRefusal(400, M.roleNameDuplicate);
    return name;
  }

  async function editableRole(id: number): Promise<{ id: number; name: string }> {
    const { rows } = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM roles WHERE id = $1',
      [id],
    );
    if (rows.length === 0) throw new AdminRefusal(404, M.notFound('role'));
    if (BUILT_IN.includes(rows[0]!.name.toLowerCase())) throw new AdminRefusal(400, M.builtInRole);
    return rows[0]!;
  }

  const roleRow = async (id: number) =>
    (await users.listRoles(db, null)).find((role) => role.id === id) ?? null;

  app.post(
    `${ROLES}/add-role`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const name = await checkedRoleName(objectBody(request), null);
      const { rows } = await db.query<{ id: number }>('INSERT INTO roles (name) VALUES ($1) RETURNING id', [
        name,
      ]);
      return { result: await roleRow(rows[0]!.id), message: M.saved('Role') };
    }),
  );

  app.put(
    `${ROLES}/update-role`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const body = objectBody(request);
      const id = requiredId(field(body, 'id'), 'id');
      await editableRole(id);
      const name = await checkedRoleName(body, id);
      await db.query('UPDATE roles SET name = $2 WHERE id = $1', [id, name]);
      return { result: await roleRow(id), message: M.saved('Role') };
    }),
  );

  app.delete(
    `${ROLES}/delete-role`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const id = requiredId(q(request, 'Id'), 'Id');
      await editableRole(id);
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM user_roles WHERE role_id = $1',
        [id],
      );
      if (rows[0]!.n > 0) return { result: false, message: M.roleInUse(rows[0]!.n) };
      await db.query('DELETE FROM roles WHERE id = $1', [id]);
      return { result: true, message: M.deleted('Role') };
    }),
  );

  app.post(
    `${ROLES}/submit-role-menu`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const body = objectBody(request);
      const roleId = requiredId(field(body, 'roleId'), 'roleId');
      await editableRole(roleId);
      const menuItemIds = idList(field(body, 'menuItemIds'), 'menuItemIds');
      const editableMenuItemIds = idList(field(body, 'editableMenuItemIds'), 'editableMenuItemIds');
      await checkMenuIds(db, [...menuItemIds, ...editableMenuItemIds]);
      await db.transaction((tx) => users.setRoleMenu(tx, roleId, menuItemIds, editableMenuItemIds));
      return { result: await roleRow(roleId), message: M.roleMenuSaved };
    }),
  );
}

async function checkMenuIds(db: Queryable, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM menu_items WHERE id = ANY($1)',
    [unique],
  );
  if (rows[0]!.n !== unique.length) throw new AdminRefusal(400, M.unknownMenu);
}
