import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Db, Queryable } from '../../db/db.js';
import {
  adminActor,
  AdminRefusal,
  clientInScope,
  field,
  idList,
  objectBody,
  optionalId,
  q,
  requireClientManager,
  requiredId,
  requireReach,
  requireRoleGrants,
  respond,
  text,
  type AdminActor,
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

/** The groups (one, with `id`), of one client with `clientId` (null: every client's). */
async function groups(
  db: Queryable,
  id: number | null = null,
  clientId: number | null = null,
): Promise<SsoGroupRow[]> {
  const { rows } = await db.query<SsoGroupRow>(
    `SELECT g.id, g.group_name AS "groupName", g.directory_group_id AS "directoryGroupId", g.client_id AS "clientId",
            c.name AS "clientName",
            coalesce((SELECT array_agg(role_id ORDER BY role_id) FROM sso_group_roles WHERE sso_group_id = g.id), '{}') AS "roleIds",
            coalesce((SELECT array_agg(business_line_id ORDER BY business_line_id) FROM sso_group_business_lines
                       WHERE sso_group_id = g.id), '{}') AS "businessLineIds"
       FROM sso_groups g JOIN clients c ON c.id = g.client_id
      WHERE ($1::int IS NULL OR g.id = $1) AND ($2::int IS NULL OR g.client_id = $2)
      ORDER BY lower(c.name), lower(g.group_name)`,
    [id, clientId],
  );
  return rows;
}

/**
 * Single sign-on groups: a client's directory groups, and the roles and business lines their members get. Groups
 * are client-owned: provider staff (the read-only administrator too) read every client's, a client's user only its
 * own client's; the provider administrator changes any, a client's administrator only its own client's (another
 * client's group is not found). The four built-in administrator roles are never mapped to a group (they are given
 * by hand only), and provider roles are mapped by the provider administrator only.
 */
export async function ssoGroupRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const actorOf = (request: FastifyRequest) => adminActor(db, request.legacyUserId);

  /** A group the actor changes: it exists and is of a client the actor manages. */
  async function managed(actor: AdminActor, id: number): Promise<SsoGroupRow> {
    requireClientManager(actor);
    const row = (await groups(db, id))[0];
    // A client's user learns nothing of other clients' ids: a missing group reads like another client's.
    if (!row) throw new AdminRefusal(404, actor.clientId === null ? A.notFound('group') : A.recordNotFound);
    requireReach(actor, row.clientId);
    return row;
  }

  app.get(
    `${SSO}/get-sso-groups`,
    respond(async (request) => {
      const actor = await actorOf(request);
      return { result: await groups(db, null, actor.clientId) };
    }),
  );

  const save = (update: boolean) =>
    respond(async (request) => {
      const actor = await actorOf(request);
      requireClientManager(actor);
      const body = objectBody(request);
      const id = update ? requiredId(field(body, 'id'), 'id') : null;
      if (id !== null) await managed(actor, id);
      const groupName = text(field(body, 'groupName')).trim();
      if (!groupName) throw new AdminRefusal(400, M.groupNameRequired);
      if (groupName.length > 200) throw new AdminRefusal(400, A.nameTooLong(200));
      // A client's administrator keeps its groups in its own client, whatever the request names.
      const clientId = clientInScope(actor, optionalId(field(body, 'clientId'), 'clientId'));
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
      const actor = await actorOf(request);
      const id = requiredId(q(request, 'Id'), 'Id');
      await managed(actor, id);
      await db.query('DELETE FROM sso_groups WHERE id = $1', [id]);
      return { result: true, message: A.deleted('Group') };
    }),
  );

  app.post(
    `${SSO}/submit-sso-group-role`,
    respond(async (request) => {
      const actor = await actorOf(request);
      const body = objectBody(request);
      const id = requiredId(field(body, 'ssoGroupId'), 'ssoGroupId');
      await managed(actor, id);
      const roleIds = idList(field(body, 'roleIds'), 'roleIds');
      const { rows } = await db.query<{ name: string }>(
        'SELECT lower(name) AS name FROM roles WHERE id = ANY($1)',
        [roleIds],
      );
      if (rows.length !== roleIds.length) throw new AdminRefusal(400, A.unknownRole);
      await requireRoleGrants(db, actor, roleIds);
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
      const actor = await actorOf(request);
      const body = objectBody(request);
      const id = requiredId(field(body, 'ssoGroupId'), 'ssoGroupId');
      await managed(actor, id);
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

/** What a single sign-on applied: the groups of the user's client that matched, and whether roles or lines changed. */
export interface SsoGroupOutcome {
  matchedGroups: string[];
  rolesReplaced: boolean;
  businessLinesReplaced: boolean;
}

const BUILT_IN_ROLES = [
  'lexbridge super admin',
  'lexbridge admin',
  'lexbridge user',
  'lexbridge admin read only',
];

/**
 * Applies the single sign-on group mappings at sign-in. The groups of the user's client whose name or directory id
 * is in the identity provider's groups claim (ignoring case) decide:
 * - roles: when those groups map any role, the user's roles become those roles, plus any of the four built-in
 *   administrator roles the user holds (they are never mapped to groups, so they stay as set by hand); other roles
 *   set by hand are replaced;
 * - business lines: when those groups map any business line, the user's business lines become those lines (with their
 *   industries added), and categories and company processes outside them are dropped.
 * No matching group, or matching groups that map nothing of a kind, leaves that kind as it is.
 */
export async function applySsoGroups(
  db: Db,
  userId: number,
  claimed: readonly string[],
): Promise<SsoGroupOutcome> {
  const names = [...new Set(claimed.map((group) => group.trim().toLowerCase()).filter(Boolean))];
  if (names.length === 0) return { matchedGroups: [], rolesReplaced: false, businessLinesReplaced: false };
  return db.transaction(async (tx) => {
    const { rows: groups } = await tx.query<{ id: number; group_name: string }>(
      `SELECT g.id, g.group_name FROM sso_groups g JOIN users u ON u.client_id = g.client_id
        WHERE u.id = $1 AND (lower(g.group_name) = ANY($2) OR lower(g.directory_group_id) = ANY($2))
        ORDER BY g.id`,
      [userId, names],
    );
    const groupIds = groups.map((group) => group.id);
    const outcome: SsoGroupOutcome = {
      matchedGroups: groups.map((group) => group.group_name),
      rolesReplaced: false,
      businessLinesReplaced: false,
    };
    if (groupIds.length === 0) return outcome;
    const { rows: roles } = await tx.query<{ role_id: number }>(
      'SELECT DISTINCT role_id FROM sso_group_roles WHERE sso_group_id = ANY($1)',
      [groupIds],
    );
    if (roles.length > 0) {
      await tx.query(
        `DELETE FROM user_roles ur USING roles r
          WHERE ur.user_id = $1 AND r.id = ur.role_id AND NOT (lower(r.name) = ANY($2))`,
        [userId, BUILT_IN_ROLES],
      );
      await tx.query(
        `INSERT INTO user_roles (user_id, role_id)
         SELECT $1::int, r.id FROM roles r WHERE r.id = ANY($2) AND NOT (lower(r.name) = ANY($3))
         ON CONFLICT DO NOTHING`,
        [userId, roles.map((role) => role.role_id), BUILT_IN_ROLES],
      );
      outcome.rolesReplaced = true;
    }
    const { rows: lines } = await tx.query<{ business_line_id: number }>(
      'SELECT DISTINCT business_line_id FROM sso_group_business_lines WHERE sso_group_id = ANY($1)',
      [groupIds],
    );
    if (lines.length > 0) {
      const lineIds = lines.map((line) => line.business_line_id);
      await tx.query(
        'DELETE FROM user_business_lines WHERE user_id = $1 AND NOT (business_line_id = ANY($2))',
        [userId, lineIds],
      );
      await tx.query(
        'INSERT INTO user_business_lines (user_id, business_line_id) SELECT $1::int, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [userId, lineIds],
      );
      await tx.query(
        `DELETE FROM user_industries WHERE user_id = $1
            AND industry_id NOT IN (SELECT industry_id FROM business_lines WHERE id = ANY($2))`,
        [userId, lineIds],
      );
      await tx.query(
        `INSERT INTO user_industries (user_id, industry_id)
         SELECT DISTINCT $1::int, industry_id FROM business_lines WHERE id = ANY($2) ON CONFLICT DO NOTHING`,
        [userId, lineIds],
      );
      // An employee works only on categories and company processes of their own business lines.
      await tx.query(
        `DELETE FROM user_categories uc USING categories c
          WHERE uc.user_id = $1 AND c.id = uc.category_id AND NOT (c.business_line_id = ANY($2))`,
        [userId, lineIds],
      );
      await tx.query(
        `DELETE FROM user_company_processes up USING company_processes p
          WHERE up.user_id = $1 AND p.id = up.company_process_id AND NOT (p.business_line_id = ANY($2))`,
        [userId, lineIds],
      );
      outcome.businessLinesReplaced = true;
    }
    return outcome;
  });
}
