import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import {
  actingClient,
  type Caller,
  callerOf,
  OwnershipRefusal,
  OWNERSHIP_MESSAGES,
  ownedBy,
  requireOwn,
  requireWriter,
} from '../../http/caller.js';
import { bodyValue } from '../../http/params.js';
import { bodyId, bodyIdList, optionalQueryId, queryFlag, queryId, Refusal } from '../catalogue/http.js';
import { respond } from '../requirements/requirements.routes.js';
import { readFirstSheet } from '../validator/validator.import.js';
import { ValidatorRefusal } from '../validator/validator.http.js';
import {
  bodyText,
  HIERARCHY_ROUTE,
  objectBody,
  optionalBodyText,
  queryText,
  requireEditor,
} from './gaps.http.js';
import { GAPS_LEGACY_MESSAGES as M } from './gaps.messages.js';

const NAME_MAX = 200;
const DESCRIPTION_MAX = 1000;
const MAX_LEVELS = 8;
const SEARCH_LIMIT = 500;
const AVAILABLE_LIMIT = 300;

interface HierarchyRow {
  id: number;
  business_line_id: number;
  business_line: string;
  variant: 'Client' | 'Provider';
  client_id: number | null;
  client: string | null;
  name: string;
  is_primary: boolean;
  process_count: number;
}

const toHierarchy = (row: HierarchyRow) => ({
  Id: row.id,
  Name: row.name,
  Variant: row.variant,
  BusinessLineId: row.business_line_id,
  BusinessLineName: row.business_line,
  ClientId: row.client_id,
  ClientName: row.client,
  IsPrimary: row.is_primary,
  ProcessCount: row.process_count,
});

interface NodeRow {
  id: number;
  parent_id: number | null;
  name: string;
  description: string | null;
  company_process_id: number | null;
  children_count: number;
  mapped_count: number;
  is_match?: boolean;
}

const toNode = (row: NodeRow) => ({
  Id: row.id,
  ParentId: row.parent_id,
  ProcessName: row.name,
  Description: row.description,
  CompanyProcessId: row.company_process_id,
  ChildrenCount: row.children_count,
  MappedCount: row.mapped_count,
  IsMatch: row.is_match ?? false,
});

const NODE_COLUMNS = `n.id, n.parent_id, n.name, n.description, n.company_process_id,
  coalesce(c.count, 0)::int AS children_count, coalesce(m.count, 0)::int AS mapped_count`;
const NODE_JOINS = `
  LEFT JOIN (SELECT parent_id, count(*) AS count FROM process_nodes WHERE hierarchy_id = $1 GROUP BY parent_id) c
         ON c.parent_id = n.id
  LEFT JOIN (SELECT psm.node_id, count(*) AS count FROM process_section_mappings psm
               JOIN process_nodes pn ON pn.id = psm.node_id AND pn.hierarchy_id = $1 GROUP BY psm.node_id) m
         ON m.node_id = n.id`;
const NODE_ORDER = 'ORDER BY n.sort_order, lower(n.name), n.id';

const HIERARCHY_COLUMNS = `h.id, h.business_line_id, bl.name AS business_line, h.variant, h.client_id,
  c.name AS client, h.name, h.is_primary,
  (SELECT count(*) FROM process_nodes n WHERE n.hierarchy_id = h.id)::int AS process_count`;
const HIERARCHY_FROM = `FROM process_hierarchies h
  JOIN business_lines bl ON bl.id = h.business_line_id
  LEFT JOIN clients c ON c.id = h.client_id`;

/**
 * A hierarchy the caller reaches, or a 404: a client's hierarchy (variant 'Client') is its client's only (another
 * client's is 'The record was not found.'); the provider's is every client's; either must be on one of the user's
 * business lines.
 */
async function loadHierarchy(db: Queryable, caller: Caller, id: number): Promise<HierarchyRow> {
  const { rows } = await db.query<HierarchyRow & { on_line: boolean }>(
    `SELECT ${HIERARCHY_COLUMNS},
            EXISTS (SELECT 1 FROM user_business_lines ubl
                     WHERE ubl.business_line_id = h.business_line_id AND ubl.user_id = $1) AS on_line
       ${HIERARCHY_FROM} WHERE h.id = $2`,
    [caller.userId, id],
  );
  if (rows.length === 0) throw new Refusal(404, M.hierarchyUnknown);
  if (rows[0].client_id !== null) requireOwn(caller, rows[0].client_id);
  if (!rows[0].on_line) throw new Refusal(404, M.hierarchyUnknown);
  return rows[0];
}

/**
 * Writes need edit permission on the screen and are never the read-only administrator's; the provider's hierarchy
 * is changed by provider staff only, a client's by its own users and provider staff.
 */
async function writableHierarchy(db: Queryable, caller: Caller, id: number): Promise<HierarchyRow> {
  await requireEditor(db, caller.userId, HIERARCHY_ROUTE);
  requireWriter(caller);
  const hierarchy = await loadHierarchy(db, caller, id);
  if (hierarchy.variant === 'Provider' && caller.clientId !== null)
    throw new OwnershipRefusal(403, OWNERSHIP_MESSAGES.providerOnly);
  return hierarchy;
}

async function nodeHierarchyId(db: Queryable, nodeId: number): Promise<number> {
  const { rows } = await db.query<{ hierarchy_id: number }>(
    'SELECT hierarchy_id FROM process_nodes WHERE id = $1',
    [nodeId],
  );
  if (rows.length === 0) throw new Refusal(404, M.processUnknown);
  return rows[0].hierarchy_id;
}

function processName(body: Record<string, unknown>): string {
  const name = bodyText(body, 'ProcessName');
  if (!name) throw new Refusal(400, M.nameRequired);
  if (name.length > NAME_MAX) throw new Refusal(400, M.nameTooLong);
  return name;
}

function processDescription(body: Record<string, unknown>): string | null {
  const text = optionalBodyText(body, 'Description');
  if (text && text.length > DESCRIPTION_MAX) throw new Refusal(400, M.descriptionTooLong);
  return text;
}

async function assertUniqueName(
  db: Queryable,
  hierarchyId: number,
  parentId: number | null,
  name: string,
  exceptId: number | null,
): Promise<void> {
  const { rows } = await db.query(
    `SELECT 1 FROM process_nodes WHERE hierarchy_id = $1 AND parent_id IS NOT DISTINCT FROM $2
        AND lower(name) = lower($3) AND id IS DISTINCT FROM $4`,
    [hierarchyId, parentId, name, exceptId],
  );
  if (rows.length > 0) throw new Refusal(400, M.duplicate);
}

async function nextSortOrder(db: Queryable, hierarchyId: number, parentId: number | null): Promise<number> {
  const { rows } = await db.query<{ next: number }>(
    `SELECT coalesce(max(sort_order), 0)::int + 1 AS next FROM process_nodes
      WHERE hierarchy_id = $1 AND parent_id IS NOT DISTINCT FROM $2`,
    [hierarchyId, parentId],
  );
  return rows[0].next;
}

/** The processes named by the comma separated `Ids` query parameter, each once, in the order given. */
function queryIds(query: URLSearchParams): number[] {
  const ids = queryText(query, 'Ids')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) throw new Refusal(400, M.processUnknown);
  return [...new Set(ids)];
}

/**
 * Holds the hierarchies' rows until the transaction ends, so deletes and moves in one hierarchy take turns: two
 * moves at once could otherwise each pass the cycle check and put two processes under one another.
 */
async function lockHierarchies(tx: Queryable, ids: number[]): Promise<void> {
  await tx.query('SELECT id FROM process_hierarchies WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [
    ids,
  ]);
}

/** The ids of the nodes and every descendant. */
async function subtreeIds(db: Queryable, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM process_nodes WHERE id = ANY($1::int[])
       UNION SELECT n.id FROM process_nodes n JOIN tree t ON n.parent_id = t.id)
     SELECT id FROM tree`,
    [ids],
  );
  return rows.map((row) => row.id);
}

export interface UploadCounts {
  Inserted: number;
  Updated: number;
  Deleted: number;
  NotInsertedDuplicates: number;
  NotDeletedMapped: number;
  NotUpdatedInvalid: number;
}

export function uploadMessage(counts: UploadCounts): string {
  return (
    `Records inserted: ${counts.Inserted}, updated: ${counts.Updated}, deleted: ${counts.Deleted}, ` +
    `not inserted due to duplicates: ${counts.NotInsertedDuplicates}, ` +
    `not deleted due to already mapped: ${counts.NotDeletedMapped}, ` +
    `not updated due to invalid information: ${counts.NotUpdatedInvalid}.`
  );
}

/**
 * Reads the rows of an uploaded hierarchy into the tree. Each row is a path (Level 1, Level 2, … up to the first
 * blank level) and a description. Missing processes along the path are added (inserted); a row naming an existing
 * process updates its description when the row gives a different one, else it counts as a duplicate. A row with a
 * level after a blank one, or a name or description too long, counts as invalid. An upload never deletes.
 */
export async function saveUploadedRows(
  db: Queryable,
  hierarchyId: number,
  userId: number,
  header: string[],
  rows: (string | number | boolean | null)[][],
): Promise<UploadCounts> {
  const normalized = header.map((text) => text.trim().toLowerCase());
  const levelColumns: number[] = [];
  for (let level = 1; level <= MAX_LEVELS; level++) {
    const index = normalized.indexOf(`level ${level}`);
    if (index < 0) break;
    levelColumns.push(index);
  }
  const descriptionColumn = normalized.indexOf('description');
  if (levelColumns.length === 0 || descriptionColumn < 0) throw new Refusal(400, M.uploadHeader);
  if (rows.length === 0) throw new Refusal(400, M.uploadEmpty);

  const counts: UploadCounts = {
    Inserted: 0,
    Updated: 0,
    Deleted: 0,
    NotInsertedDuplicates: 0,
    NotDeletedMapped: 0,
    NotUpdatedInvalid: 0,
  };
  // The whole tree once, keyed by parent and lower-cased name, so 5,000 rows cost one read.
  const existing = await db.query<{
    id: number;
    parent_id: number | null;
    name: string;
    description: string | null;
  }>('SELECT id, parent_id, name, description FROM process_nodes WHERE hierarchy_id = $1', [hierarchyId]);
  const key = (parentId: number | null, name: string) => `${parentId ?? 0}\u0000${name.toLowerCase()}`;
  const nodes = new Map(
    existing.rows.map((row) => [key(row.parent_id, row.name), { id: row.id, description: row.description }]),
  );
  const nextOrder = new Map<number, number>();
  const insert = async (parentId: number | null, name: string, description: string | null) => {
    const parentKey = parentId ?? 0;
    const order = nextOrder.get(parentKey) ?? (await nextSortOrder(db, hierarchyId, parentId));
    nextOrder.set(parentKey, order + 1);
    const { rows: inserted } = await db.query<{ id: number }>(
      `INSERT INTO process_nodes (hierarchy_id, parent_id, name, description, sort_order, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [hierarchyId, parentId, name, description, order, userId],
    );
    const node = { id: inserted[0].id, description };
    nodes.set(key(parentId, name), node);
    counts.Inserted++;
    return node;
  };

  for (const row of rows) {
    const cells = levelColumns.map((index) => String(row[index] ?? '').trim());
    const depth = cells.indexOf('') < 0 ? cells.length : cells.indexOf('');
    const description = String(row[descriptionColumn] ?? '').trim() || null;
    const invalid =
      depth === 0 ||
      cells.slice(depth).some((cell) => cell !== '') ||
      cells.some((cell) => cell.length > NAME_MAX) ||
      (description?.length ?? 0) > DESCRIPTION_MAX;
    if (invalid) {
      counts.NotUpdatedInvalid++;
      continue;
    }
    let parentId: number | null = null;
    for (let level = 0; level < depth; level++) {
      const name = cells[level];
      const last = level === depth - 1;
      const found = nodes.get(key(parentId, name));
      if (!found) {
        parentId = (await insert(parentId, name, last ? description : null)).id;
        continue;
      }
      if (last) {
        if (description && description !== found.description) {
          await db.query(
            'UPDATE process_nodes SET description = $2, updated_by = $3, updated_at = now() WHERE id = $1',
            [found.id, description, userId],
          );
          found.description = description;
          counts.Updated++;
        } else {
          counts.NotInsertedDuplicates++;
        }
      }
      parentId = found.id;
    }
  }
  return counts;
}

/** Process hierarchy maintenance: the tree, its upload, proposals, the primary hierarchy and process mapping. */
export async function processHierarchyRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const user = (request: FastifyRequest) => request.legacyUserId;
  const caller = (request: FastifyRequest) => callerOf(db, request);

  app.get(
    '/Hierarchy/get-hierarchies',
    respond(async (request) => {
      const variant = queryText(request.legacyQuery, 'Variant');
      const lineId = optionalQueryId(request.legacyQuery, 'BusinessLineId');
      const who = await caller(request);
      // A client's user: its own client's hierarchies and the provider's; provider staff: every client's, or the
      // one client named (ClientId) and the provider's.
      const clientId = actingClient(who, optionalQueryId(request.legacyQuery, 'ClientId'));
      const params: unknown[] = [user(request), variant, lineId];
      const owner =
        clientId === null
          ? ownedBy('h.client_id', who, params, { providerRows: true })
          : `(h.client_id IS NULL OR h.client_id = $${params.push(clientId)})`;
      const { rows } = await db.query<HierarchyRow>(
        `SELECT ${HIERARCHY_COLUMNS} ${HIERARCHY_FROM}
           JOIN user_business_lines ubl ON ubl.business_line_id = h.business_line_id AND ubl.user_id = $1
          WHERE ($2 = '' OR lower(h.variant) = lower($2)) AND ($3::int IS NULL OR h.business_line_id = $3)
            AND ${owner}
          ORDER BY bl.name, h.variant, c.name NULLS FIRST, h.name, h.id`,
        params,
      );
      return { result: rows.map(toHierarchy) };
    }),
  );

  // One level of the tree (ParentId absent: the top), or with All=true the whole tree in display order.
  app.get(
    '/Hierarchy/get-process-hierarchy',
    respond(async (request) => {
      const hierarchyId = queryId(request.legacyQuery, 'HierarchyId');
      await loadHierarchy(db, await caller(request), hierarchyId);
      const all = queryFlag(request.legacyQuery, 'All');
      const parentId = optionalQueryId(request.legacyQuery, 'ParentId');
      if (parentId !== null && (await nodeHierarchyId(db, parentId)) !== hierarchyId)
        throw new Refusal(404, M.processUnknown);
      const { rows } = await db.query<NodeRow>(
        `SELECT ${NODE_COLUMNS} FROM process_nodes n ${NODE_JOINS}
          WHERE n.hierarchy_id = $1 ${all ? '' : 'AND n.parent_id IS NOT DISTINCT FROM $2::int'} ${NODE_ORDER}`,
        all ? [hierarchyId] : [hierarchyId, parentId],
      );
      return { result: rows.map(toNode) };
    }),
  );

  // The processes whose name or description holds the text, with every ancestor, flat (IsMatch marks the hits).
  app.get(
    '/Hierarchy/search-process-hierarchy',
    respond(async (request) => {
      const hierarchyId = queryId(request.legacyQuery, 'HierarchyId');
      await loadHierarchy(db, await caller(request), hierarchyId);
      const search = queryText(request.legacyQuery, 'Search');
      if (!search) return { result: [] };
      const { rows } = await db.query<NodeRow>(
        `WITH RECURSIVE hits AS (
           SELECT id FROM process_nodes
            WHERE hierarchy_id = $1 AND (strpos(lower(name), lower($2)) > 0
                                         OR strpos(lower(coalesce(description, '')), lower($2)) > 0)
            ORDER BY id LIMIT ${SEARCH_LIMIT}),
         up AS (
           SELECT id FROM hits
           UNION SELECT n.parent_id FROM process_nodes n JOIN up ON n.id = up.id WHERE n.parent_id IS NOT NULL)
         SELECT ${NODE_COLUMNS}, (n.id IN (SELECT id FROM hits)) AS is_match
           FROM process_nodes n ${NODE_JOINS}
          WHERE n.id IN (SELECT id FROM up) ${NODE_ORDER}`,
        [hierarchyId, search],
      );
      return { result: rows.map(toNode) };
    }),
  );

  app.post(
    '/Hierarchy/add-process-hierarchy',
    respond(async (request) => {
      const body = objectBody(request);
      const hierarchyId = bodyId(body, 'HierarchyId');
      await writableHierarchy(db, await caller(request), hierarchyId);
      const rawParent = bodyValue(body, 'ParentId');
      const parentId =
        rawParent === null || rawParent === undefined || rawParent === 0 ? null : bodyId(body, 'ParentId');
      if (parentId !== null && (await nodeHierarchyId(db, parentId)) !== hierarchyId)
        throw new Refusal(404, M.processUnknown);
      const name = processName(body);
      const description = processDescription(body);
      return db.transaction(async (tx) => {
        await assertUniqueName(tx, hierarchyId, parentId, name, null);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO process_nodes (hierarchy_id, parent_id, name, description, sort_order, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            hierarchyId,
            parentId,
            name,
            description,
            await nextSortOrder(tx, hierarchyId, parentId),
            user(request),
          ],
        );
        const node = await tx.query<NodeRow>(
          `SELECT ${NODE_COLUMNS} FROM process_nodes n ${NODE_JOINS} WHERE n.id = $2`,
          [hierarchyId, rows[0].id],
        );
        return { message: M.added, result: toNode(node.rows[0]) };
      });
    }),
  );

  app.put(
    '/Hierarchy/update-process-hierarchy',
    respond(async (request) => {
      const body = objectBody(request);
      const id = bodyId(body, 'Id');
      const hierarchyId = await nodeHierarchyId(db, id);
      await writableHierarchy(db, await caller(request), hierarchyId);
      const name = processName(body);
      const description = processDescription(body);
      return db.transaction(async (tx) => {
        const { rows: parent } = await tx.query<{ parent_id: number | null }>(
          'SELECT parent_id FROM process_nodes WHERE id = $1',
          [id],
        );
        await assertUniqueName(tx, hierarchyId, parent[0].parent_id, name, id);
        await tx.query(
          `UPDATE process_nodes SET name = $2, description = $3, updated_by = $4, updated_at = now() WHERE id = $1`,
          [id, name, description, user(request)],
        );
        const node = await tx.query<NodeRow>(
          `SELECT ${NODE_COLUMNS} FROM process_nodes n ${NODE_JOINS} WHERE n.id = $2`,
          [hierarchyId, id],
        );
        return { message: M.updated, result: toNode(node.rows[0]) };
      });
    }),
  );

  // What deleting the processes would take, changing nothing: each named process with the number of processes
  // under it and of law-section mappings in its subtree, and which named process it already lies under (its subtree
  // goes with that one); then the totals, each process and mapping counted once.
  app.get(
    '/Hierarchy/preview-delete-process-hierarchy',
    respond(async (request) => {
      const ids = queryIds(request.legacyQuery);
      const who = await caller(request);
      const hierarchies = new Set<number>();
      for (const id of ids) hierarchies.add(await nodeHierarchyId(db, id));
      for (const hierarchyId of hierarchies) await loadHierarchy(db, who, hierarchyId);
      const { rows } = await db.query<{ root: number; id: number; mappings: number }>(
        `WITH RECURSIVE tree AS (
           SELECT id AS root, id FROM process_nodes WHERE id = ANY($1::int[])
           UNION ALL SELECT t.root, n.id FROM process_nodes n JOIN tree t ON n.parent_id = t.id)
         SELECT t.root, t.id,
                (SELECT count(*) FROM process_section_mappings m WHERE m.node_id = t.id)::int AS mappings
           FROM tree t`,
        [ids],
      );
      const { rows: names } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM process_nodes WHERE id = ANY($1::int[])',
        [ids],
      );
      const nameOf = new Map(names.map((row) => [row.id, row.name]));
      const subtree = new Map<number, { id: number; mappings: number }[]>();
      const everyOne = new Map<number, number>();
      for (const row of rows) {
        const members = subtree.get(row.root) ?? [];
        members.push(row);
        subtree.set(row.root, members);
        everyOne.set(row.id, row.mappings);
      }
      const processes = ids.map((id) => {
        const members = subtree.get(id) ?? [];
        const inside = ids.find(
          (other) => other !== id && (subtree.get(other) ?? []).some((row) => row.id === id),
        );
        return {
          Id: id,
          ProcessName: nameOf.get(id) ?? '',
          Descendants: members.length - 1,
          Mappings: members.reduce((sum, row) => sum + row.mappings, 0),
          InsideId: inside ?? null,
        };
      });
      return {
        result: {
          Processes: processes,
          TotalProcesses: everyOne.size,
          TotalMappings: [...everyOne.values()].reduce((sum, count) => sum + count, 0),
        },
      };
    }),
  );

  // Ids: one or more processes (comma separated), each with its whole subtree and nothing else, all or none;
  // refused while any of them is mapped.
  app.delete(
    '/Hierarchy/delete-process-hierarchy',
    respond(async (request) => {
      const ids = queryIds(request.legacyQuery);
      const hierarchies = new Set<number>();
      for (const id of ids) hierarchies.add(await nodeHierarchyId(db, id));
      for (const hierarchyId of hierarchies) await writableHierarchy(db, await caller(request), hierarchyId);
      return db.transaction(async (tx) => {
        await lockHierarchies(tx, [...hierarchies]);
        const all = await subtreeIds(tx, ids);
        const { rows: mapped } = await tx.query(
          'SELECT 1 FROM process_section_mappings WHERE node_id = ANY($1::int[]) LIMIT 1',
          [all],
        );
        if (mapped.length > 0) throw new Refusal(400, M.mapped);
        await tx.query('DELETE FROM process_nodes WHERE id = ANY($1::int[])', [all]);
        return { message: M.deleted, result: { Deleted: all.length } };
      });
    }),
  );

  // Moves a process, with everything under it and every mapping (the process keeps its id), under another process of
  // its own hierarchy, or to the top with NewParentId absent, null or 0; it goes last among its new siblings.
  // Refused, changing nothing: a parent that is the process or lies below it, a parent of another business line or
  // another hierarchy, a new parent that already has a process of that name (any case), the parent it already has.
  // Who may: as for every write of the hierarchy (its owner's users and provider staff, with edit permission).
  app.put(
    '/Hierarchy/move-process-hierarchy',
    respond(async (request) => {
      const body = objectBody(request);
      const id = bodyId(body, 'Id');
      const rawParent = bodyValue(body, 'NewParentId');
      const newParentId =
        rawParent === null || rawParent === undefined || rawParent === 0 || rawParent === ''
          ? null
          : bodyId(body, 'NewParentId');
      const who = await caller(request);
      const hierarchy = await writableHierarchy(db, who, await nodeHierarchyId(db, id));
      if (newParentId === id) throw new Refusal(400, M.moveIntoItself);
      if (newParentId !== null) {
        // Another client's parent answers 404 like any record of theirs, before anything about its line is said.
        const target = await loadHierarchy(db, who, await nodeHierarchyId(db, newParentId));
        if (target.business_line_id !== hierarchy.business_line_id) throw new Refusal(400, M.moveOtherLine);
        if (target.id !== hierarchy.id) throw new Refusal(400, M.moveOtherHierarchy);
      }
      return db.transaction(async (tx) => {
        await lockHierarchies(tx, [hierarchy.id]);
        const { rows: found } = await tx.query<{ parent_id: number | null; name: string }>(
          'SELECT parent_id, name FROM process_nodes WHERE id = $1',
          [id],
        );
        if (found.length === 0) throw new Refusal(404, M.processUnknown);
        if (found[0].parent_id === newParentId) throw new Refusal(400, M.moveSameParent);
        if (newParentId !== null) {
          const { rows: cycle } = await tx.query(
            `WITH RECURSIVE up AS (
               SELECT id, parent_id FROM process_nodes WHERE id = $1
               UNION SELECT n.id, n.parent_id FROM process_nodes n JOIN up ON n.id = up.parent_id)
             SELECT 1 FROM up WHERE id = $2`,
            [newParentId, id],
          );
          if (cycle.length > 0) throw new Refusal(400, M.moveIntoItself);
        }
        const { rows: taken } = await tx.query(
          `SELECT 1 FROM process_nodes WHERE hierarchy_id = $1 AND parent_id IS NOT DISTINCT FROM $2
              AND lower(name) = lower($3) AND id <> $4`,
          [hierarchy.id, newParentId, found[0].name, id],
        );
        if (taken.length > 0) throw new Refusal(400, M.moveDuplicate);
        await tx.query(
          `UPDATE process_nodes SET parent_id = $2, sort_order = $3, updated_by = $4, updated_at = now()
            WHERE id = $1`,
          [id, newParentId, await nextSortOrder(tx, hierarchy.id, newParentId), user(request)],
        );
        const node = await tx.query<NodeRow>(
          `SELECT ${NODE_COLUMNS} FROM process_nodes n ${NODE_JOINS} WHERE n.id = $2`,
          [hierarchy.id, id],
        );
        return { message: M.moved, result: toNode(node.rows[0]) };
      });
    }),
  );

  // The export: one row per process, its path as Level 1..n and its description, in tree order.
  app.get(
    '/Hierarchy/export-process-hierarchy',
    respond(async (request) => {
      const hierarchyId = queryId(request.legacyQuery, 'HierarchyId');
      await loadHierarchy(db, await caller(request), hierarchyId);
      const { rows } = await db.query<{
        id: number;
        parent_id: number | null;
        name: string;
        description: string | null;
      }>(
        `SELECT n.id, n.parent_id, n.name, n.description FROM process_nodes n WHERE n.hierarchy_id = $1 ${NODE_ORDER}`,
        [hierarchyId],
      );
      const children = new Map<number, typeof rows>();
      for (const row of rows) {
        const list = children.get(row.parent_id ?? 0) ?? [];
        list.push(row);
        children.set(row.parent_id ?? 0, list);
      }
      const out: { Levels: string[]; Description: string | null }[] = [];
      const walk = (parentId: number, path: string[]) => {
        for (const row of children.get(parentId) ?? []) {
          const levels = [...path, row.name];
          out.push({ Levels: levels, Description: row.description });
          walk(row.id, levels);
        }
      };
      walk(0, []);
      return { result: out };
    }),
  );

  app.post(
    '/Hierarchy/upload-process-hierarchy',
    respond(async (request) => {
      const body = objectBody(request);
      const hierarchyId = bodyId(body, 'HierarchyId');
      await writableHierarchy(db, await caller(request), hierarchyId);
      const raw = bodyValue(body, 'FileText');
      const fileName = bodyText(body, 'FileName');
      if (typeof raw !== 'string' || !/\.xlsx$/i.test(fileName)) throw new Refusal(400, M.notAWorkbook);
      const content = Buffer.from(raw, 'base64');
      let sheet;
      try {
        sheet = await readFirstSheet(content);
      } catch (error) {
        if (error instanceof ValidatorRefusal) throw new Refusal(400, error.message);
        throw error;
      }
      const counts = await db.transaction((tx) =>
        saveUploadedRows(tx, hierarchyId, user(request), sheet.header, sheet.rows),
      );
      return {
        message: uploadMessage(counts),
        result: { FileName: fileName, Size: content.length, RowsRead: sheet.rows.length, Counts: counts },
      };
    }),
  );

  app.get(
    '/Hierarchy/get-proposed-hierarchy',
    respond(async (request) => {
      const hierarchyId = queryId(request.legacyQuery, 'HierarchyId');
      await loadHierarchy(db, await caller(request), hierarchyId);
      const { rows } = await db.query<{
        id: number;
        parent_id: number | null;
        parent_name: string | null;
        name: string;
        description: string | null;
        reason: string | null;
        proposed_by: string | null;
        proposed_at: string;
      }>(
        `SELECT p.id, p.parent_id, n.name AS parent_name, p.name, p.description, p.reason,
                u.full_name AS proposed_by, p.proposed_at
           FROM proposed_processes p
           LEFT JOIN process_nodes n ON n.id = p.parent_id
           LEFT JOIN users u ON u.id = p.proposed_by
          WHERE p.hierarchy_id = $1 ORDER BY p.proposed_at, p.id`,
        [hierarchyId],
      );
      return {
        result: rows.map((row) => ({
          Id: row.id,
          ParentId: row.parent_id,
          ParentName: row.parent_name,
          ProcessName: row.name,
          Description: row.description,
          Reason: row.reason,
          ProposedBy: row.proposed_by,
          ProposedAt: new Date(row.proposed_at).toISOString(),
        })),
      };
    }),
  );

  async function proposal(request: FastifyRequest, id: number) {
    const { rows } = await db.query<{
      hierarchy_id: number;
      parent_id: number | null;
      name: string;
      description: string | null;
    }>('SELECT hierarchy_id, parent_id, name, description FROM proposed_processes WHERE id = $1', [id]);
    if (rows.length === 0) throw new Refusal(404, M.proposalUnknown);
    await writableHierarchy(db, await caller(request), rows[0].hierarchy_id);
    return rows[0];
  }

  app.post(
    '/Hierarchy/accept-proposed-hierarchy',
    respond(async (request) => {
      const id = bodyId(objectBody(request), 'Id');
      const found = await proposal(request, id);
      return db.transaction(async (tx) => {
        await assertUniqueName(tx, found.hierarchy_id, found.parent_id, found.name, null);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO process_nodes (hierarchy_id, parent_id, name, description, sort_order, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            found.hierarchy_id,
            found.parent_id,
            found.name,
            found.description,
            await nextSortOrder(tx, found.hierarchy_id, found.parent_id),
            user(request),
          ],
        );
        await tx.query('DELETE FROM proposed_processes WHERE id = $1', [id]);
        return { message: M.proposalAccepted, result: { Id: rows[0].id } };
      });
    }),
  );

  app.delete(
    '/Hierarchy/delete-proposed-hierarchy',
    respond(async (request) => {
      const id = queryId(request.legacyQuery, 'Id');
      await proposal(request, id);
      await db.query('DELETE FROM proposed_processes WHERE id = $1', [id]);
      return { message: M.proposalDeleted, result: true };
    }),
  );

  app.put(
    '/Hierarchy/set-primary-hierarchy',
    respond(async (request) => {
      const body = objectBody(request);
      const raw = bodyValue(body, 'HierarchyId');
      if (raw === undefined || raw === null || raw === '' || raw === 0)
        throw new Refusal(400, M.selectPrimary);
      const hierarchyId = bodyId(body, 'HierarchyId');
      // The primary hierarchy is chosen per owner: a client among its own hierarchies, provider staff among the
      // provider's (a provider-wide write) or any client's.
      const hierarchy = await writableHierarchy(db, await caller(request), hierarchyId);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE process_hierarchies SET is_primary = false
            WHERE business_line_id = $1 AND client_id IS NOT DISTINCT FROM $2 AND is_primary`,
          [hierarchy.business_line_id, hierarchy.client_id],
        );
        await tx.query('UPDATE process_hierarchies SET is_primary = true WHERE id = $1', [hierarchyId]);
      });
      return { message: M.primarySaved, result: toHierarchy({ ...hierarchy, is_primary: true }) };
    }),
  );

  const SECTION_COLUMNS = `s.id AS section_id, s.law_id, s.law_detail_id, s.section_number, s.section_name,
    r.name AS regulator`;
  type SectionRow = {
    section_id: number;
    law_id: number;
    law_detail_id: number;
    section_number: string;
    section_name: string;
    regulator: string;
  };
  const toSection = (row: SectionRow) => ({
    SectionId: row.section_id,
    LawId: row.law_id,
    LawDetailId: row.law_detail_id,
    Section: row.section_number,
    SectionName: row.section_name,
    Regulator: row.regulator,
  });

  async function nodeWithLine(request: FastifyRequest, nodeId: number, write: boolean) {
    const hierarchyId = await nodeHierarchyId(db, nodeId);
    const hierarchy = write
      ? await writableHierarchy(db, await caller(request), hierarchyId)
      : await loadHierarchy(db, await caller(request), hierarchyId);
    return hierarchy;
  }

  // The law sections mapped to a process, and those of the hierarchy's business line it could be mapped to.
  app.get(
    '/Hierarchy/get-process-mapping',
    respond(async (request) => {
      const nodeId = queryId(request.legacyQuery, 'NodeId');
      const hierarchy = await nodeWithLine(request, nodeId, false);
      const mapped = await db.query<SectionRow>(
        `SELECT ${SECTION_COLUMNS} FROM process_section_mappings m
           JOIN law_sections s ON s.id = m.section_id JOIN laws l ON l.id = s.law_id
           JOIN regulators r ON r.id = l.regulator_id
          WHERE m.node_id = $1 ORDER BY r.name, s.law_id, s.sort_order, s.id`,
        [nodeId],
      );
      const available = await db.query<SectionRow>(
        `SELECT ${SECTION_COLUMNS} FROM section_business_lines sbl
           JOIN law_sections s ON s.id = sbl.section_id JOIN laws l ON l.id = s.law_id
           JOIN regulators r ON r.id = l.regulator_id
          WHERE sbl.business_line_id = $1
            AND NOT EXISTS (SELECT 1 FROM process_section_mappings m WHERE m.node_id = $2 AND m.section_id = s.id)
          ORDER BY r.name, s.law_id, s.sort_order, s.id LIMIT ${AVAILABLE_LIMIT}`,
        [hierarchy.business_line_id, nodeId],
      );
      return { result: { Mapped: mapped.rows.map(toSection), Available: available.rows.map(toSection) } };
    }),
  );

  app.post(
    '/Hierarchy/submit-process-mapping',
    respond(async (request) => {
      const body = objectBody(request);
      const nodeId = bodyId(body, 'NodeId');
      const sectionIds = bodyIdList(body, 'SectionIds');
      if (sectionIds.length === 0) throw new Refusal(400, M.sectionsRequired);
      const hierarchy = await nodeWithLine(request, nodeId, true);
      const { rows } = await db.query<{ count: number }>(
        `SELECT count(DISTINCT section_id)::int AS count FROM section_business_lines
          WHERE business_line_id = $1 AND section_id = ANY($2::int[])`,
        [hierarchy.business_line_id, sectionIds],
      );
      if (rows[0].count !== sectionIds.length) throw new Refusal(400, M.sectionUnknown);
      await db.query(
        `INSERT INTO process_section_mappings (node_id, section_id, mapped_by)
         SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING`,
        [nodeId, sectionIds, user(request)],
      );
      return { message: M.mappingSubmitted, result: { Mapped: sectionIds.length } };
    }),
  );

  app.delete(
    '/Hierarchy/delete-process-mapping',
    respond(async (request) => {
      const nodeId = queryId(request.legacyQuery, 'NodeId');
      const sectionId = queryId(request.legacyQuery, 'SectionId');
      await nodeWithLine(request, nodeId, true);
      await db.query('DELETE FROM process_section_mappings WHERE node_id = $1 AND section_id = $2', [
        nodeId,
        sectionId,
      ]);
      return { message: M.mappingDeleted, result: true };
    }),
  );

  // Moves every mapping of one process to another of the same hierarchy (before the first is deleted or renamed).
  app.post(
    '/Hierarchy/remap-process-mapping',
    respond(async (request) => {
      const body = objectBody(request);
      const fromId = bodyId(body, 'FromNodeId');
      const toId = bodyId(body, 'ToNodeId');
      if (fromId === toId) throw new Refusal(400, M.remapSame);
      const from = await nodeWithLine(request, fromId, true);
      const to = await nodeWithLine(request, toId, true);
      if (from.id !== to.id) throw new Refusal(404, M.processUnknown);
      const moved = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ section_id: number }>(
          `INSERT INTO process_section_mappings (node_id, section_id, mapped_by)
           SELECT $2, section_id, $3 FROM process_section_mappings WHERE node_id = $1
           ON CONFLICT DO NOTHING RETURNING section_id`,
          [fromId, toId, user(request)],
        );
        const { rows: removed } = await tx.query<{ section_id: number }>(
          'DELETE FROM process_section_mappings WHERE node_id = $1 RETURNING section_id',
          [fromId],
        );
        return Math.max(rows.length, removed.length);
      });
      return { message: M.remapped, result: { Moved: moved } };
    }),
  );
}
