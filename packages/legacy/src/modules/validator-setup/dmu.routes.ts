import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { actingClient, callerOf, OWNERSHIP_MESSAGES, OwnershipRefusal } from '../../http/caller.js';
import { bodyValue } from '../../http/params.js';
import {
  objectBody,
  optionalId,
  paging,
  q,
  requiredId,
  respond,
  text,
  ValidatorRefusal,
} from '../validator/validator.http.js';
import { accessOf, ACCESS_MESSAGES } from './validator-setup.access.js';
import { SETUP } from './validator-setup.routes.js';

export const DMU_MESSAGES = {
  saved: 'Mapping saved successfully.',
  groupSaved: 'System group mapping saved successfully.',
  deleted: 'Mapping deleted successfully.',
  notFound: (what: string) => `${what} not found.`,
  statusRequired: 'Status is required.',
  agrcFieldsRequired: 'Select at least one AGRC field.',
  systemFieldsRequired: 'A Mapped status needs at least one system field.',
  systemFieldsNotAllowed: 'Only a Mapped status takes system fields.',
  singleGroup: 'System fields of one mapping come from one system group.',
  singleCategory: 'AGRC fields of one mapping come from one category.',
  otherSystem: 'A system field belongs to another system.',
  alreadyMapped: (names: string) => `Already mapped for this system: ${names}.`,
  changed: 'The record was changed by another user. Reload it and try again.',
  noClient: 'There is no client to map the fields of.',
} as const;
const M = DMU_MESSAGES;

/** Who may change DMU mappings: anyone the screen is open to except read-only administrators. */
async function requireWriter(db: Queryable, userId: number) {
  const who = await accessOf(db, userId);
  if (who.readOnly) throw new ValidatorRefusal(403, ACCESS_MESSAGES.staffOnly);
}

/**
 * The client whose mappings a request reads or changes. Mappings are a client's own: a client's user always works
 * on its own client's (naming another is NOT_FOUND); provider staff name the client, and without one they work on
 * the first client (the one the screen's picker starts on). A client that does not exist is NOT_FOUND.
 */
async function mappingClient(db: Queryable, request: FastifyRequest, named: unknown): Promise<number> {
  const caller = await callerOf(db, request);
  const chosen = actingClient(caller, optionalId(named, 'clientId'));
  if (chosen !== null) {
    const { rows } = await db.query('SELECT 1 FROM clients WHERE id = $1', [chosen]);
    if (rows.length === 0) throw new OwnershipRefusal(404, OWNERSHIP_MESSAGES.notFound);
    return chosen;
  }
  const { rows } = await db.query<{ id: number | null }>('SELECT min(id) AS id FROM clients');
  if (rows[0]?.id === null || rows[0]?.id === undefined) throw new ValidatorRefusal(400, M.noClient);
  return rows[0].id;
}

interface MappingRow {
  id: number;
  client_id: number;
  system_id: number;
  status: string;
  status_id: number;
  version: number;
  category: string | null;
  agrc: { id: number; name: string }[];
  system_group: string | null;
  system_fields: { id: number; name: string }[] | null;
}

const MAPPING_SELECT = `SELECT m.id, m.client_id, m.system_id, s.name AS status, m.status_id, m.version,
  (SELECT min(c.name) FROM dmu_mapping_agrc_fields ma JOIN dmu_agrc_fields f ON f.id = ma.agrc_field_id
     JOIN dmu_agrc_categories c ON c.id = f.category_id WHERE ma.mapping_id = m.id) AS category,
  (SELECT json_agg(json_build_object('id', f.id, 'name', f.name) ORDER BY f.name)
     FROM dmu_mapping_agrc_fields ma JOIN dmu_agrc_fields f ON f.id = ma.agrc_field_id WHERE ma.mapping_id = m.id) AS agrc,
  (SELECT min(g.name) FROM dmu_mapping_system_fields ms JOIN dmu_system_fields sf ON sf.id = ms.system_field_id
     JOIN dmu_system_groups g ON g.id = sf.group_id WHERE ms.mapping_id = m.id) AS system_group,
  (SELECT json_agg(json_build_object('id', sf.id, 'name', sf.name) ORDER BY sf.name)
     FROM dmu_mapping_system_fields ms JOIN dmu_system_fields sf ON sf.id = ms.system_field_id WHERE ms.mapping_id = m.id) AS system_fields
  FROM dmu_mappings m JOIN dmu_mapping_statuses s ON s.id = m.status_id`;

const mappingOut = (row: MappingRow) => ({
  id: row.id,
  clientId: row.client_id,
  systemId: row.system_id,
  category: row.category ?? '',
  agrcFields: (row.agrc ?? []).map((field) => field.name).join(', '),
  agrcFieldIds: (row.agrc ?? []).map((field) => field.id),
  systemGroup: row.system_group ?? '',
  systemFields: (row.system_fields ?? []).map((field) => field.name).join(', '),
  systemFieldIds: (row.system_fields ?? []).map((field) => field.id),
  status: row.status,
  statusId: row.status_id,
  version: row.version,
});

/** A mapping of `clientId`; another client's mapping is not found for this request. */
async function getMapping(db: Queryable, id: number, clientId: number) {
  const { rows } = await db.query<MappingRow>(`${MAPPING_SELECT} WHERE m.id = $1`, [id]);
  if (!rows[0]) throw new ValidatorRefusal(404, M.notFound('Mapping'));
  if (rows[0].client_id !== clientId) throw new OwnershipRefusal(404, OWNERSHIP_MESSAGES.notFound);
  return rows[0];
}

function idList(value: unknown, name: string): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 500)
    throw new ValidatorRefusal(400, `${name} must be a list of ids.`);
  return [...new Set(value.map((item) => requiredId(item, name)))];
}

/**
 * The system field mapping area: systems, AGRC fields, system fields and groups (provider-wide), and each client's
 * own mappings, group mappings and dashboard counts.
 */
export async function dmuRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const userOf = (request: FastifyRequest) => request.legacyUserId;

  // The clients whose mappings the caller may open: every client for provider staff, its own for a client's user.
  app.get(
    `${SETUP}/get-dmu-client-list`,
    respond(async (request) => {
      const caller = await callerOf(db, request);
      const { rows } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM clients WHERE $1::int IS NULL OR id = $1 ORDER BY id',
        [caller.clientId],
      );
      return { result: rows };
    }),
  );

  app.get(
    `${SETUP}/get-dmu-system-list`,
    respond(async () => {
      const { rows } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM dmu_systems ORDER BY name',
      );
      return { result: rows };
    }),
  );

  app.get(
    `${SETUP}/get-dmu-agrc-category-list`,
    respond(async () => {
      const { rows } = await db.query<{
        id: number;
        name: string;
        children: { id: number; name: string }[] | null;
      }>(
        `SELECT c.id, c.name, (SELECT json_agg(json_build_object('id', f.id, 'name', f.name) ORDER BY f.name)
            FROM dmu_agrc_fields f WHERE f.category_id = c.id) AS children
           FROM dmu_agrc_categories c ORDER BY c.name`,
      );
      return { result: rows.map((row) => ({ id: row.id, name: row.name, children: row.children ?? [] })) };
    }),
  );

  app.get(
    `${SETUP}/get-dmu-systemfield-list`,
    respond(async (request) => {
      const systemId = requiredId(q(request, 'systemId'), 'systemId');
      const { rows } = await db.query<{ id: number; name: string; group_id: number; group_name: string }>(
        `SELECT f.id, f.name, f.group_id, g.name AS group_name FROM dmu_system_fields f JOIN dmu_system_groups g ON g.id = f.group_id
          WHERE f.system_id = $1 ORDER BY g.name, f.name`,
        [systemId],
      );
      return {
        result: rows.map((row) => ({
          id: row.id,
          name: row.name,
          systemGroupId: row.group_id,
          systemGroupName: row.group_name,
        })),
      };
    }),
  );

  app.get(
    `${SETUP}/get-dmu-mapping-status`,
    respond(async () => {
      const { rows } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM dmu_mapping_statuses ORDER BY id',
      );
      return { result: rows };
    }),
  );

  app.get(
    `${SETUP}/get-dmu-dashboard-count`,
    respond(async (request) => {
      const systemId = optionalId(q(request, 'systemId'), 'systemId');
      const clientId = await mappingClient(db, request, q(request, 'clientId'));
      const { rows } = await db.query<{
        total_agrc: number;
        total_system: number;
        mapped: number;
        not_available: number;
        not_expected: number;
        group_mapped: number;
      }>(
        `WITH decided AS (
           SELECT ma.agrc_field_id, min(s.name) AS status FROM dmu_mapping_agrc_fields ma
             JOIN dmu_mappings m ON m.id = ma.mapping_id JOIN dmu_mapping_statuses s ON s.id = m.status_id
            WHERE ($1::int IS NULL OR ma.system_id = $1) AND m.client_id = $2
            GROUP BY ma.agrc_field_id, ma.system_id)
         SELECT (SELECT count(*)::int FROM dmu_agrc_fields) * CASE WHEN $1::int IS NULL THEN (SELECT greatest(count(*), 1)::int FROM dmu_systems) ELSE 1 END AS total_agrc,
                (SELECT count(*)::int FROM dmu_system_fields WHERE $1::int IS NULL OR system_id = $1) AS total_system,
                (SELECT count(*)::int FROM decided WHERE status = 'Mapped') AS mapped,
                (SELECT count(*)::int FROM decided WHERE status = 'Not Available') AS not_available,
                (SELECT count(*)::int FROM decided WHERE status = 'Not Expected') AS not_expected,
                (SELECT count(*)::int FROM dmu_group_mappings gm JOIN dmu_system_groups g ON g.id = gm.system_group_id
                  WHERE ($1::int IS NULL OR g.system_id = $1) AND gm.client_id = $2) AS group_mapped`,
        [systemId, clientId],
      );
      const row = rows[0];
      const decided = row.mapped + row.not_available + row.not_expected;
      return {
        result: {
          totalAGRCfields: row.total_agrc,
          totalSystemFields: row.total_system,
          mappedAGRCSystemFields: row.mapped,
          aGRCFieldsNotAvailable: row.not_available,
          notRequiredNotExpected: row.not_expected,
          unmappedAGRCFieldsToSystemFields: Math.max(0, row.total_agrc - decided),
          totalMappedAGRCFields: decided,
          groupMapped: row.group_mapped,
        },
      };
    }),
  );

  app.post(
    `${SETUP}/get-dmu-systemfield-mapping`,
    respond(async (request) => {
      const body = objectBody(request);
      const systemId = requiredId(bodyValue(body, 'systemId'), 'systemId');
      const clientId = await mappingClient(db, request, bodyValue(body, 'clientId'));
      const statusId = optionalId(bodyValue(body, 'statusId'), 'statusId');
      const categoryId = optionalId(bodyValue(body, 'categoryId'), 'categoryId');
      const search = text(bodyValue(body, 'searchText')).trim().toLowerCase();
      const page = paging(body);
      // Every AGRC field shows: with its mapping, or as Unmapped (id 0: no mapping yet).
      const { rows: mapped } = await db.query<MappingRow>(
        `${MAPPING_SELECT} WHERE m.system_id = $1 AND m.client_id = $2 ORDER BY m.id`,
        [systemId, clientId],
      );
      const { rows: unmapped } = await db.query<{
        id: number;
        name: string;
        category: string;
        category_id: number;
      }>(
        `SELECT f.id, f.name, c.name AS category, c.id AS category_id FROM dmu_agrc_fields f
           JOIN dmu_agrc_categories c ON c.id = f.category_id
          WHERE NOT EXISTS (SELECT 1 FROM dmu_mapping_agrc_fields ma
                             WHERE ma.agrc_field_id = f.id AND ma.system_id = $1 AND ma.client_id = $2)
          ORDER BY c.name, f.name`,
        [systemId, clientId],
      );
      const { rows: categories } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM dmu_agrc_categories',
      );
      const categoryName =
        categoryId === null ? null : (categories.find((row) => row.id === categoryId)?.name ?? '');
      const all = [
        ...mapped.map(mappingOut),
        ...unmapped.map((field) => ({
          id: 0,
          clientId,
          systemId,
          category: field.category,
          agrcFields: field.name,
          agrcFieldIds: [field.id],
          systemGroup: '',
          systemFields: '',
          systemFieldIds: [],
          status: 'Unmapped',
          statusId: 4,
          version: 0,
        })),
      ]
        .filter((row) => statusId === null || row.statusId === statusId)
        .filter((row) => categoryName === null || row.category === categoryName)
        .filter(
          (row) =>
            !search ||
            [row.category, row.agrcFields, row.systemGroup, row.systemFields, row.status].some((value) =>
              value.toLowerCase().includes(search),
            ),
        )
        .sort((a, b) => a.category.localeCompare(b.category) || a.agrcFields.localeCompare(b.agrcFields));
      const size = page.pageSize ?? all.length;
      const start = (page.pageNumber - 1) * size;
      return { result: { totalCount: all.length, data: all.slice(start, start + size) } };
    }),
  );

  app.post(
    `${SETUP}/submit-dmu-systemfield-mapping`,
    respond(async (request) => {
      await requireWriter(db, userOf(request));
      const body = objectBody(request);
      const clientId = await mappingClient(db, request, bodyValue(body, 'clientId'));
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const systemId = requiredId(bodyValue(body, 'systemId'), 'systemId');
      const statusId = optionalId(bodyValue(body, 'statusId'), 'statusId');
      const agrcFieldIds = idList(bodyValue(body, 'agrcFieldIds'), 'agrcFieldIds');
      const systemFieldIds = idList(bodyValue(body, 'systemFieldIds'), 'systemFieldIds');
      if (statusId === null) throw new ValidatorRefusal(400, M.statusRequired);
      const { rows: status } = await db.query<{ name: string }>(
        'SELECT name FROM dmu_mapping_statuses WHERE id = $1',
        [statusId],
      );
      if (!status[0]) throw new ValidatorRefusal(400, M.statusRequired);
      // Unmapped removes the mapping: its AGRC fields go back to the unmapped list.
      if (status[0].name === 'Unmapped') {
        if (id === null) throw new ValidatorRefusal(400, M.statusRequired);
        await getMapping(db, id, clientId);
        await db.query('DELETE FROM dmu_mappings WHERE id = $1 AND client_id = $2', [id, clientId]);
        return { result: true, message: M.deleted };
      }
      if (agrcFieldIds.length === 0) throw new ValidatorRefusal(400, M.agrcFieldsRequired);
      if (status[0].name === 'Mapped' && systemFieldIds.length === 0)
        throw new ValidatorRefusal(400, M.systemFieldsRequired);
      if (status[0].name !== 'Mapped' && systemFieldIds.length > 0)
        throw new ValidatorRefusal(400, M.systemFieldsNotAllowed);
      const { rows: agrc } = await db.query<{ category_id: number }>(
        'SELECT DISTINCT category_id FROM dmu_agrc_fields WHERE id = ANY($1::int[])',
        [agrcFieldIds],
      );
      if (agrc.length !== 1)
        throw new ValidatorRefusal(400, agrc.length === 0 ? M.agrcFieldsRequired : M.singleCategory);
      if (systemFieldIds.length > 0) {
        const { rows: fields } = await db.query<{ system_id: number; group_id: number }>(
          'SELECT system_id, group_id FROM dmu_system_fields WHERE id = ANY($1::int[])',
          [systemFieldIds],
        );
        if (fields.length !== systemFieldIds.length || fields.some((field) => field.system_id !== systemId))
          throw new ValidatorRefusal(400, M.otherSystem);
        if (new Set(fields.map((field) => field.group_id)).size > 1)
          throw new ValidatorRefusal(400, M.singleGroup);
      }
      return db.transaction(async (tx) => {
        const { rows: taken } = await tx.query<{ name: string }>(
          `SELECT f.name FROM dmu_mapping_agrc_fields ma JOIN dmu_agrc_fields f ON f.id = ma.agrc_field_id
            WHERE ma.system_id = $1 AND ma.agrc_field_id = ANY($2::int[]) AND ma.mapping_id IS DISTINCT FROM $3
              AND ma.client_id = $4`,
          [systemId, agrcFieldIds, id, clientId],
        );
        if (taken.length > 0)
          throw new ValidatorRefusal(409, M.alreadyMapped(taken.map((row) => row.name).join(', ')));
        let mappingId = id;
        if (mappingId === null) {
          const { rows } = await tx.query<{ id: number }>(
            'INSERT INTO dmu_mappings (system_id, status_id, updated_by, client_id) VALUES ($1, $2, $3, $4) RETURNING id',
            [systemId, statusId, userOf(request), clientId],
          );
          mappingId = rows[0].id;
        } else {
          const current = await getMapping(tx, mappingId, clientId);
          if (current.system_id !== systemId) throw new ValidatorRefusal(400, M.otherSystem);
          const version = requiredId(bodyValue(body, 'version'), 'version');
          const { rowCount } = await tx.query(
            `UPDATE dmu_mappings SET status_id = $2, updated_by = $3, updated_at = now(), version = version + 1
              WHERE id = $1 AND version = $4`,
            [mappingId, statusId, userOf(request), version],
          );
          if (rowCount === 0) throw new ValidatorRefusal(409, M.changed, mappingOut(current));
          await tx.query('DELETE FROM dmu_mapping_agrc_fields WHERE mapping_id = $1', [mappingId]);
          await tx.query('DELETE FROM dmu_mapping_system_fields WHERE mapping_id = $1', [mappingId]);
        }
        await tx.query(
          `INSERT INTO dmu_mapping_agrc_fields (mapping_id, system_id, agrc_field_id, client_id)
           SELECT $1, $2, unnest($3::int[]), $4`,
          [mappingId, systemId, agrcFieldIds, clientId],
        );
        if (systemFieldIds.length > 0)
          await tx.query(
            'INSERT INTO dmu_mapping_system_fields (mapping_id, system_field_id) SELECT $1, unnest($2::int[])',
            [mappingId, systemFieldIds],
          );
        return { result: mappingOut(await getMapping(tx, mappingId, clientId)), message: M.saved };
      });
    }),
  );

  app.get(
    `${SETUP}/get-dmu-systemgroup-list`,
    respond(async (request) => {
      const systemId = requiredId(q(request, 'systemId'), 'systemId');
      const clientId = await mappingClient(db, request, q(request, 'clientId'));
      const { rows } = await db.query<{
        id: number;
        name: string;
        category_id: number | null;
        category: string | null;
        children: { id: number; name: string }[] | null;
      }>(
        `SELECT g.id, g.name, gm.category_id, c.name AS category,
           (SELECT json_agg(json_build_object('id', f.id, 'name', f.name) ORDER BY f.name) FROM dmu_system_fields f WHERE f.group_id = g.id) AS children
           FROM dmu_system_groups g
           LEFT JOIN dmu_group_mappings gm ON gm.system_group_id = g.id AND gm.client_id = $2
           LEFT JOIN dmu_agrc_categories c ON c.id = gm.category_id
          WHERE g.system_id = $1 ORDER BY g.name`,
        [systemId, clientId],
      );
      return {
        result: rows.map((row) => ({
          id: row.id,
          name: row.name,
          categoryId: row.category_id,
          categoryName: row.category,
          children: row.children ?? [],
        })),
      };
    }),
  );

  app.post(
    `${SETUP}/submit-dmu-systemgroup-mapping`,
    respond(async (request) => {
      await requireWriter(db, userOf(request));
      const body = objectBody(request);
      const clientId = await mappingClient(db, request, bodyValue(body, 'clientId'));
      const groupId = requiredId(bodyValue(body, 'systemGroupId'), 'systemGroupId');
      const categoryId = optionalId(bodyValue(body, 'categoryId'), 'categoryId');
      const { rows: group } = await db.query('SELECT 1 FROM dmu_system_groups WHERE id = $1', [groupId]);
      if (group.length === 0) throw new ValidatorRefusal(404, M.notFound('System group'));
      if (categoryId === null) {
        await db.query('DELETE FROM dmu_group_mappings WHERE system_group_id = $1 AND client_id = $2', [
          groupId,
          clientId,
        ]);
        return { result: true, message: M.groupSaved };
      }
      const { rows: category } = await db.query('SELECT 1 FROM dmu_agrc_categories WHERE id = $1', [
        categoryId,
      ]);
      if (category.length === 0) throw new ValidatorRefusal(404, M.notFound('AGRC category'));
      await db.query(
        `INSERT INTO dmu_group_mappings (system_group_id, category_id, updated_by, client_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (client_id, system_group_id)
         DO UPDATE SET category_id = EXCLUDED.category_id, updated_by = EXCLUDED.updated_by`,
        [groupId, categoryId, userOf(request), clientId],
      );
      return { result: true, message: M.groupSaved };
    }),
  );

  app.get(
    `${SETUP}/get-dmu-system-detail-filters`,
    respond(async (request) => {
      const systemId = requiredId(q(request, 'systemId'), 'systemId');
      const distinct = async (column: string) => {
        const { rows } = await db.query<{ value: string }>(
          `SELECT DISTINCT ${column} AS value FROM dmu_system_fields WHERE system_id = $1 AND ${column} <> '' ORDER BY 1`,
          [systemId],
        );
        return rows.map((row) => row.value);
      };
      const { rows: groups } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM dmu_system_groups WHERE system_id = $1 ORDER BY name',
        [systemId],
      );
      return {
        result: {
          systemGroups: groups,
          types: await distinct('type'),
          screenNames: await distinct('screen_name'),
          terms: await distinct('term'),
        },
      };
    }),
  );

  app.post(
    `${SETUP}/get-dmu-system-detail`,
    respond(async (request) => {
      const body = objectBody(request);
      const systemId = requiredId(bodyValue(body, 'systemId'), 'systemId');
      const params: unknown[] = [systemId];
      const parts = ['f.system_id = $1'];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        parts.push(sql.replace('?', `$${params.length}`));
      };
      const groupId = optionalId(bodyValue(body, 'systemGroupId'), 'systemGroupId');
      if (groupId !== null) add('f.group_id = ?', groupId);
      for (const [name, column] of [
        ['type', 'f.type'],
        ['screenName', 'f.screen_name'],
        ['term', 'f.term'],
      ] as const) {
        const value = text(bodyValue(body, name)).trim();
        if (value) add(`${column} = ?`, value);
      }
      const search = text(bodyValue(body, 'searchText')).trim();
      if (search)
        add(
          `(f.name ILIKE ? OR f.api_data_field ILIKE $${params.length + 1} OR f.description ILIKE $${params.length + 1})`,
          `%${search.replace(/[%_\\]/g, '\\$&')}%`,
        );
      const page = paging(body);
      const size = Math.min(page.pageSize ?? 500, 5000);
      const { rows: count } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM dmu_system_fields f WHERE ${parts.join(' AND ')}`,
        params,
      );
      const { rows } = await db.query<Record<string, string | number>>(
        `SELECT f.id, g.name AS system_group_name, f.name, f.api_data_field, f.type, f.display_format, f.screen_name,
                f.description, f.system_point_field_id, f.value_list, f.attribute, f.business_logic, f.term
           FROM dmu_system_fields f JOIN dmu_system_groups g ON g.id = f.group_id
          WHERE ${parts.join(' AND ')} ORDER BY g.name, f.name LIMIT ${size} OFFSET ${(page.pageNumber - 1) * size}`,
        params,
      );
      return {
        result: {
          totalCount: count[0].n,
          data: rows.map((row) => ({
            id: row.id,
            systemGroupName: row.system_group_name,
            systemFieldName: row.name,
            systemAPIDataField: row.api_data_field,
            type: row.type,
            displayFormat: row.display_format,
            screenName: row.screen_name,
            fieldDescription: row.description,
            systemPointFieldId: row.system_point_field_id,
            valueList: row.value_list,
            attribute: row.attribute,
            businessLogic: row.business_logic,
            term: row.term,
          })),
        },
      };
    }),
  );
}
