import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import {
  adminActor,
  AdminRefusal,
  field,
  idList,
  objectBody,
  optionalId,
  q,
  requiredId,
  requireProvider,
  respond,
  text,
} from './administration.http.js';
import { ADMIN_MESSAGES as A } from './administration.messages.js';
import { SSO_MESSAGES as M } from './admin-maintenance.messages.js';

const SSO = '/api/SSOGroup';
const BUILT_IN = ['lexbridge super admin', 'lexbridge admin', 'lexbridge user', 'lexbridge admin read only'];
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SsoGroupRow {
  id: number;
  groupName: string;
  directoryGroupId: string;
  clientId: number;
  clientName: string;
  roleIds: number[];
  businessLineIds: number[];
}

async function groups(db: Queryable, id: number | null = null): Promise<SsoGroupRow[]> {
  const { rows } = await db.query<SsoGroupRow>(
    `SELECT g.id, g.group_name AS "groupName", g.directory_group_id AS "directoryGroupId", g.client_id AS "clientId",
            c.name AS "clientName",
            coalesce((SELECT array_agg(role_id ORDER BY role_id) FROM sso_group_roles WHERE sso_group_id = g.id), '{}') AS "roleIds",
            coalesce((SELECT array_agg(business_line_id ORDER BY business_line_id) FROM sso_group_business_lines
                       WHERE sso_group_id = g.id), '{}') AS "businessLineIds"
       FROM sso_groups g JOIN clients c ON c.id = g.client_id
      WHERE $1::int IS NULL OR g.id = $1
      ORDER BY lower(c.name), lower(g.group_name)`,
    [id],
  );
  return rows;
}

/**
 * Single sign-on groups: a client's directory groups, and the roles and business lines their members get. Reads
 * need an administrator-type role, changes the provider administrator. The four built-in administrator roles are
 * never mapped to a group (they are given by hand only).
 */
export async function ssoGroupRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const actorOf = (request: FastifyRequest) => adminActor(db, request.legacyUserId);

  async function existing(id: number): Promise<SsoGroupRow> {
    const row = (await groups(db, id))[0];
    if (!row) throw new AdminRefusal(404, A.notFound('group'));
    return row;
  }

  app.get(
    `${SSO}/get-sso-groups`,
    respond(async (request) => {
      await actorOf(request);
      return { result: await groups(db) };
    }),
  );

  const save = (update: boolean) =>
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const body = objectBody(request);
      const id = update ? requiredId(field(body, 'id'), 'id') : null;
      if (id !== null) await existing(id);
      const groupName = text(field(body, 'groupName')).trim();
      if (!groupName) throw new AdminRefusal(400, M.groupNameRequired);
      if (groupName.length > 200) throw new AdminRefusal(400, A.nameTooLong(200));
      const clientId = optionalId(field(body, 'clientId'), 'clientId');
      if (clientId === null) throw new AdminRefusal(400, M.clientRequired);
      const { rows: client } = await db.query('SELECT 1 FROM clients WHERE id = $1', [clientId]);
      if (client.length === 0) throw new AdminRefusal(400, A.notFound('client'));
      const directoryGroupId = text(field(body, 'directoryGroupId')).trim();
      if (directoryGroupId && !GUID.test(directoryGroupId)) throw new AdminRefusal(400, M.directoryIdInvalid);
      const { rows: same } = await db.query(
        'SELECT 1 FROM sso_groups WHERE client_id = $1 AND lower(group_name) = lower($2) AND id <> $3',
        [clientId, groupName, id ?? 0],
      );
      if (same.length > 0) throw new AdminRefusal(400, M.groupDuplicate);
      let savedId = id;
      if (id === null) {
        const { rows } = await db.query<{ id: number }>(
          'INSERT INTO sso_groups (client_id, group_name, directory_group_id) VALUES ($1, $2, $3) RETURNING id',
          [clientId, groupName, directoryGroupId],
        );
        savedId = rows[0]!.id;
      } else {
        await db.query(
          'UPDATE sso_groups SET client_id = $2, group_name = $3, directory_group_id = $4 WHERE id = $1',
          [id, clientId, groupName, directoryGroupId],
        );
      }
      return { result: (await groups(db, savedId))[0], message: A.saved('Group') };
    });
  app.post(`${SSO}/add-sso-group`, save(false));
  app.put(`${SSO}/update-sso-group`, save(true));

  app.delete(
    `${SSO}/delete-sso-group`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const id = requiredId(q(request, 'Id'), 'Id');
      await existing(id);
      await db.query('DELETE FROM sso_groups WHERE id = $1', [id]);
      return { result: true, message: A.deleted('Group') };
    }),
  );

  app.post(
    `${SSO}/submit-sso-group-role`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const body = objectBody(request);
      const id = requiredId(field(body, 'ssoGroupId'), 'ssoGroupId');
      await existing(id);
      const roleIds = idList(field(body, 'roleIds'), 'roleIds');
      const { rows } = await db.query<{ name: string }>(
        'SELECT lower(name) AS name FROM roles WHERE id = ANY($1)',
        [roleIds],
      );
      if (rows.length !== roleIds.length) throw new AdminRefusal(400, A.unknownRole);
      if (rows.some((row) => BUILT_IN.includes(row.name))) throw new AdminRefusal(400, M.builtInRoles);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM sso_group_roles WHERE sso_group_id = $1', [id]);
        await tx.query(
          'INSERT INTO sso_group_roles (sso_group_id, role_id) SELECT $1::int, unnest($2::int[])',
          [id, roleIds],
        );
      });
      return { result: (await groups(db, id))[0], message: M.rolesSaved };
    }),
  );

  app.post(
    `${SSO}/submit-sso-group-business-line`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const body = objectBody(request);
      const id = requiredId(field(body, 'ssoGroupId'), 'ssoGroupId');
      await existing(id);
      const businessLineIds = idList(field(body, 'businessLineIds'), 'businessLineIds');
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM business_lines WHERE id = ANY($1)',
        [businessLineIds],
      );
      if (rows[0]!.n !== businessLineIds.length) throw new AdminRefusal(400, A.notFound('business line'));
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM sso_group_business_lines WHERE sso_group_id = $1', [id]);
        await tx.query(
          'INSERT INTO sso_group_business_lines (sso_group_id, business_line_id) SELECT $1::int, unnest($2::int[])',
          [id, businessLineIds],
        );
      });
      return { result: (await groups(db, id))[0], message: M.businessLinesSaved };
    }),
  );
}
