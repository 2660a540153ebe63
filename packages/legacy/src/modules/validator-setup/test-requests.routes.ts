import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { bodyValue } from '../../http/params.js';
import {
  flag,
  objectBody,
  optionalId,
  paging,
  q,
  requiredId,
  respond,
  text,
  ValidatorRefusal,
  version,
} from '../validator/validator.http.js';
import {
  accessOfRequest,
  clientFilter,
  requireClient,
  requireClientWriter,
  requireStaffWriter,
} from './validator-setup.access.js';
import { SETUP } from './validator-setup.routes.js';

/** The user's dashboard calls (the older application's my-dashboard area). */
export const MY_DASHBOARD = '/api/my-dashboard';

export const TEST_REQUEST_MESSAGES = {
  saved: 'Data saved successfully.',
  submitted: 'Validator test request submitted.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name may have at most 100 characters.',
  descriptionTooLong: 'Description may have at most 500 characters.',
  businessLineRequired: 'Business line is required.',
  clientRequired: 'Client is required.',
  systemTypeDuplicate: 'A system type of this name already exists for the business line.',
  sourceTypeDuplicate: 'A source type of this name already exists.',
  systemTypeRequired: 'Choose the system type.',
  sourceTypeRequired: 'Choose the source type.',
  entitiesRequired: 'Choose at least one entity.',
  entityOtherLine: 'Every entity must be of the chosen client and business line.',
  commentTooLong: 'Comment may have at most 500 characters.',
  notFound: (what: string) => `${what} not found.`,
  changed: 'The record was changed by another user. Reload it and try again.',
} as const;
const M = TEST_REQUEST_MESSAGES;

interface SystemTypeRow {
  id: number;
  business_line_id: number;
  business_line_name: string;
  industry_name: string;
  name: string;
  description: string;
  is_active: boolean;
  version: number;
}
const SYSTEM_SELECT = `SELECT s.*, bl.name AS business_line_name, i.name AS industry_name
  FROM vs_test_system_types s JOIN business_lines bl ON bl.id = s.business_line_id
  JOIN industries i ON i.id = bl.industry_id`;
const systemOut = (row: SystemTypeRow) => ({
  id: row.id,
  businessLineId: row.business_line_id,
  businessLineName: row.business_line_name,
  industryName: row.industry_name,
  name: row.name,
  description: row.description,
  isActive: row.is_active,
  version: row.version,
});

interface SourceTypeRow {
  id: number;
  name: string;
  description: string;
  is_active: boolean;
  version: number;
}
const sourceOut = (row: SourceTypeRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isActive: row.is_active,
  version: row.version,
});

interface UserFormRow {
  id: number;
  client_id: number;
  client_name: string;
  business_line_id: number;
  business_line_name: string;
  system_type_id: number;
  system_type_name: string;
  source_type_id: number;
  source_type_name: string;
  entities: { entityId: number; entityName: string }[] | null;
  comment: string;
  submitted_by_name: string | null;
  submitted_at: Date;
}
const FORM_SELECT = `SELECT f.id, f.client_id, c.name AS client_name, f.business_line_id, bl.name AS business_line_name,
    f.system_type_id, s.name AS system_type_name, f.source_type_id, o.name AS source_type_name, f.comment,
    u.full_name AS submitted_by_name, f.submitted_at,
    (SELECT json_agg(json_build_object('entityId', e.id, 'entityName', e.entity_name) ORDER BY e.entity_name)
       FROM vs_entities e WHERE e.id = ANY(f.entity_ids)) AS entities
  FROM vs_test_user_forms f JOIN clients c ON c.id = f.client_id
  JOIN business_lines bl ON bl.id = f.business_line_id
  JOIN vs_test_system_types s ON s.id = f.system_type_id
  JOIN vs_test_source_types o ON o.id = f.source_type_id
  LEFT JOIN users u ON u.id = f.submitted_by`;
const formOut = (row: UserFormRow) => ({
  id: row.id,
  clientId: row.client_id,
  clientName: row.client_name,
  businessLineId: row.business_line_id,
  businessLineName: row.business_line_name,
  systemTypeId: row.system_type_id,
  systemTypeName: row.system_type_name,
  sourceTypeId: row.source_type_id,
  sourceTypeName: row.source_type_name,
  entities: row.entities ?? [],
  comment: row.comment,
  submittedByName: row.submitted_by_name,
  submittedAt: row.submitted_at.toISOString(),
});

/** Name and description of a reference row: trimmed, required, bounded. */
function nameAndDescription(body: Record<string, unknown>): { name: string; description: string } {
  const name = text(bodyValue(body, 'name')).trim();
  if (!name) throw new ValidatorRefusal(400, M.nameRequired);
  if (name.length > 100) throw new ValidatorRefusal(400, M.nameTooLong);
  const description = text(bodyValue(body, 'description')).trim();
  if (description.length > 500) throw new ValidatorRefusal(400, M.descriptionTooLong);
  return { name, description };
}

/** A refusal when an update's version is stale, carrying the current row. */
async function staleOr404<T>(db: Queryable, sql: string, id: number, what: string, out: (row: never) => T) {
  const { rows } = await db.query(sql, [id]);
  if (!rows[0]) throw new ValidatorRefusal(404, M.notFound(what));
  throw new ValidatorRefusal(409, M.changed, out(rows[0] as never));
}

/**
 * Validator test requests: the system and source types a test reads from (reference data, maintained by staff), the
 * test user form a client's user submits, the business lines and tests the pipeline output can be filtered by
 * (JSON filters), and the user's dashboard pair: how many loans of the user's clients have observations, and which.
 */
export async function testRequestRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const access = (request: FastifyRequest) => accessOfRequest(db, request);

  // ----- system types ---------------------------------------------------------------------------------------------
  app.get(
    `${SETUP}/get-validator-test-systemTypes`,
    respond(async (request) => {
      // With a business line: that line's active types, as the test user form offers them; without: every type.
      const lineId = optionalId(q(request, 'BusinessLineId'), 'BusinessLineId');
      const { rows } =
        lineId === null
          ? await db.query<SystemTypeRow>(`${SYSTEM_SELECT} ORDER BY bl.name, i.name, lower(s.name)`)
          : await db.query<SystemTypeRow>(
              `${SYSTEM_SELECT} WHERE s.business_line_id = $1 AND s.is_active ORDER BY lower(s.name)`,
              [lineId],
            );
      return { result: rows.map(systemOut) };
    }),
  );
  app.post(
    `${SETUP}/submit-validator-test-systemType`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const lineId = optionalId(bodyValue(body, 'businessLineId'), 'businessLineId');
      if (lineId === null) throw new ValidatorRefusal(400, M.businessLineRequired);
      const { name, description } = nameAndDescription(body);
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      const { rows: taken } = await db.query(
        `SELECT 1 FROM vs_test_system_types WHERE business_line_id = $1 AND lower(name) = lower($2)
           AND id IS DISTINCT FROM $3`,
        [lineId, name, id],
      );
      if (taken.length > 0) throw new ValidatorRefusal(409, M.systemTypeDuplicate);
      let savedId: number;
      if (id === null) {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO vs_test_system_types (business_line_id, name, description, is_active) VALUES ($1, $2, $3, $4)
           RETURNING id`,
          [lineId, name, description, isActive],
        );
        savedId = rows[0].id;
      } else {
        const read = version(body);
        if (read === null) throw new ValidatorRefusal(400, 'version is required to update a record.');
        const { rowCount } = await db.query(
          `UPDATE vs_test_system_types SET business_line_id = $2, name = $3, description = $4, is_active = $5,
             version = version + 1 WHERE id = $1 AND version = $6`,
          [id, lineId, name, description, isActive, read],
        );
        if (rowCount === 0)
          await staleOr404(db, `${SYSTEM_SELECT} WHERE s.id = $1`, id, 'System type', systemOut);
        savedId = id;
      }
      const { rows } = await db.query<SystemTypeRow>(`${SYSTEM_SELECT} WHERE s.id = $1`, [savedId]);
      return { result: systemOut(rows[0]), message: M.saved };
    }),
  );

  // ----- source types ---------------------------------------------------------------------------------------------
  app.get(
    `${SETUP}/get-validator-test-sourceTypes`,
    respond(async (request) => {
      const activeOnly = flag(q(request, 'IsActive'), 'IsActive', false)!;
      const { rows } = await db.query<SourceTypeRow>(
        `SELECT * FROM vs_test_source_types ${activeOnly ? 'WHERE is_active' : ''} ORDER BY lower(name)`,
      );
      return { result: rows.map(sourceOut) };
    }),
  );
  app.post(
    `${SETUP}/submit-validator-test-sourceType`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const { name, description } = nameAndDescription(body);
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      const { rows: taken } = await db.query(
        'SELECT 1 FROM vs_test_source_types WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2',
        [name, id],
      );
      if (taken.length > 0) throw new ValidatorRefusal(409, M.sourceTypeDuplicate);
      let savedId: number;
      if (id === null) {
        const { rows } = await db.query<{ id: number }>(
          'INSERT INTO vs_test_source_types (name, description, is_active) VALUES ($1, $2, $3) RETURNING id',
          [name, description, isActive],
        );
        savedId = rows[0].id;
      } else {
        const read = version(body);
        if (read === null) throw new ValidatorRefusal(400, 'version is required to update a record.');
        const { rowCount } = await db.query(
          `UPDATE vs_test_source_types SET name = $2, description = $3, is_active = $4, version = version + 1
            WHERE id = $1 AND version = $5`,
          [id, name, description, isActive, read],
        );
        if (rowCount === 0)
          await staleOr404(
            db,
            'SELECT * FROM vs_test_source_types WHERE id = $1',
            id,
            'Source type',
            sourceOut,
          );
        savedId = id;
      }
      const { rows } = await db.query<SourceTypeRow>('SELECT * FROM vs_test_source_types WHERE id = $1', [
        savedId,
      ]);
      return { result: sourceOut(rows[0]), message: M.saved };
    }),
  );

  // ----- the test user form ---------------------------------------------------------------------------------------
  app.post(
    `${SETUP}/submit-validator-test-userform`,
    respond(async (request) => {
      const who = await access(request);
      const body = objectBody(request);
      const clientId = optionalId(bodyValue(body, 'clientId'), 'clientId');
      if (clientId === null) throw new ValidatorRefusal(400, M.clientRequired);
      requireClientWriter(who, clientId);
      const lineId = optionalId(bodyValue(body, 'businessLineId'), 'businessLineId');
      if (lineId === null) throw new ValidatorRefusal(400, M.businessLineRequired);
      const systemTypeId = optionalId(bodyValue(body, 'systemTypeId'), 'systemTypeId');
      const { rows: system } = await db.query(
        'SELECT 1 FROM vs_test_system_types WHERE id = $1 AND business_line_id = $2 AND is_active',
        [systemTypeId, lineId],
      );
      if (systemTypeId === null || system.length === 0) throw new ValidatorRefusal(400, M.systemTypeRequired);
      const sourceTypeId = optionalId(bodyValue(body, 'sourceTypeId'), 'sourceTypeId');
      const { rows: source } = await db.query(
        'SELECT 1 FROM vs_test_source_types WHERE id = $1 AND is_active',
        [sourceTypeId],
      );
      if (sourceTypeId === null || source.length === 0) throw new ValidatorRefusal(400, M.sourceTypeRequired);
      const rawIds = bodyValue(body, 'entityIds');
      const entityIds = [
        ...new Set((Array.isArray(rawIds) ? rawIds : []).map((value) => requiredId(value, 'entityIds'))),
      ];
      if (entityIds.length === 0) throw new ValidatorRefusal(400, M.entitiesRequired);
      const { rows: owned } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM vs_entities WHERE id = ANY($1::int[]) AND client_id = $2
           AND business_line_id = $3`,
        [entityIds, clientId, lineId],
      );
      if (owned[0].count !== entityIds.length) throw new ValidatorRefusal(400, M.entityOtherLine);
      const comment = text(bodyValue(body, 'comment')).trim();
      if (comment.length > 500) throw new ValidatorRefusal(400, M.commentTooLong);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO vs_test_user_forms (client_id, business_line_id, system_type_id, source_type_id, entity_ids,
           comment, submitted_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [clientId, lineId, systemTypeId, sourceTypeId, entityIds, comment, request.legacyUserId],
      );
      const { rows: saved } = await db.query<UserFormRow>(`${FORM_SELECT} WHERE f.id = $1`, [rows[0].id]);
      return { result: formOut(saved[0]), message: M.submitted };
    }),
  );
  app.get(
    `${SETUP}/get-validator-test-userforms`,
    respond(async (request) => {
      const who = await access(request);
      const params: unknown[] = [];
      const where = [clientFilter('f.client_id', who, params)];
      const clientId = optionalId(q(request, 'ClientId'), 'ClientId');
      if (clientId !== null) {
        requireClient(who, clientId);
        params.push(clientId);
        where.push(`f.client_id = $${params.length}`);
      }
      const { rows } = await db.query<UserFormRow>(
        `${FORM_SELECT} WHERE ${where.join(' AND ')} ORDER BY f.submitted_at DESC, f.id DESC LIMIT 200`,
        params,
      );
      return { result: rows.map(formOut) };
    }),
  );

  // ----- JSON filters: what a pipeline run's output can be narrowed to ------------------------------------------
  app.get(
    `${SETUP}/get-validator-JSON-filters`,
    respond(async () => {
      const { rows } = await db.query<{
        id: number;
        name: string;
        industry_name: string;
        tests: { testId: string; testName: string }[];
      }>(
        `SELECT bl.id, bl.name, i.name AS industry_name,
            json_agg(json_build_object('testId', t.test_number, 'testName', t.test_name) ORDER BY t.test_number) AS tests
           FROM business_lines bl JOIN industries i ON i.id = bl.industry_id
           JOIN validator_tests t ON t.business_line_id = bl.id AND NOT t.is_generated
          GROUP BY bl.id, bl.name, i.name ORDER BY bl.name, i.name`,
      );
      return {
        result: rows.map((row) => ({
          businessLineId: row.id,
          businessLineName: row.name,
          industryName: row.industry_name,
          tests: row.tests,
        })),
      };
    }),
  );

  // ----- my dashboard: loans with observations -------------------------------------------------------------------
  /** Finished runs' observations of the clients the user sees, optionally of one client. */
  const observationScope = async (request: FastifyRequest, params: unknown[]) => {
    const body = objectBody(request);
    const where = [
      `v.status = 'Observation'`,
      'pr.planned_end <= now()',
      clientFilter('v.client_id', await access(request), params),
    ];
    const clientId = optionalId(bodyValue(body, 'clientId'), 'clientId');
    if (clientId !== null) {
      requireClient(await access(request), clientId);
      params.push(clientId);
      where.push(`v.client_id = $${params.length}`);
    }
    return { body, where: where.join(' AND ') };
  };
  app.post(
    `${MY_DASHBOARD}/get-validator-loan-count`,
    respond(async (request) => {
      const params: unknown[] = [];
      const { where } = await observationScope(request, params);
      const { rows } = await db.query<{
        loans: number;
        observations: number;
        clients: number;
        last_run: Date | null;
      }>(
        `SELECT count(DISTINCT (v.client_id, v.loan_number))::int AS loans, count(*)::int AS observations,
            count(DISTINCT v.client_id)::int AS clients, max(pr.planned_end) AS last_run
           FROM vs_results v JOIN vs_pipeline_runs pr ON pr.id = v.run_id WHERE ${where}`,
        params,
      );
      const row = rows[0];
      return {
        result: {
          loanCount: row.loans,
          observationCount: row.observations,
          clientCount: row.clients,
          lastRunEnd: row.last_run ? row.last_run.toISOString() : null,
        },
      };
    }),
  );
  app.post(
    `${MY_DASHBOARD}/get-validator-loan-list`,
    respond(async (request) => {
      const params: unknown[] = [];
      const { body, where } = await observationScope(request, params);
      const page = paging(body);
      const size = Math.min(page.pageSize ?? 10, 100);
      const grouped = `SELECT v.client_id, c.name AS client_name, v.loan_number, count(*)::int AS observations,
            array_agg(DISTINCT t.test_number ORDER BY t.test_number) AS tests,
            (array_agg(pr.run_id ORDER BY pr.planned_end DESC))[1] AS last_run_id, max(pr.planned_end) AS last_run_end
           FROM vs_results v JOIN vs_pipeline_runs pr ON pr.id = v.run_id JOIN clients c ON c.id = v.client_id
           JOIN validator_tests t ON t.id = v.test_id
          WHERE ${where} GROUP BY v.client_id, c.name, v.loan_number`;
      const { rows: total } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM (${grouped}) g`,
        params,
      );
      const { rows } = await db.query<{
        client_id: number;
        client_name: string;
        loan_number: string;
        observations: number;
        tests: string[];
        last_run_id: string;
        last_run_end: Date;
      }>(
        `${grouped} ORDER BY count(*) DESC, v.loan_number LIMIT ${size} OFFSET ${(page.pageNumber - 1) * size}`,
        params,
      );
      return {
        result: {
          totalCount: total[0].count,
          data: rows.map((row) => ({
            clientId: row.client_id,
            clientName: row.client_name,
            loanNumber: row.loan_number,
            observationCount: row.observations,
            testIds: row.tests,
            lastRunId: row.last_run_id,
            lastRunEnd: row.last_run_end.toISOString(),
          })),
        },
      };
    }),
  );
}
