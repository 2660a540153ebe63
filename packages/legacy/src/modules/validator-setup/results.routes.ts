import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { refusal } from '../../http/envelope.js';
import { bodyValue, isPlainObject } from '../../http/params.js';
import { exportWorkbook } from '../validator/validator.export.js';
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
} from '../validator/validator.http.js';
import {
  accessOfRequest,
  clientFilter,
  requireClient,
  requireClientWriter,
  type Access,
} from './validator-setup.access.js';
import { SETUP } from './validator-setup.routes.js';

/** How long a run started from the sync button takes per test: it finishes a test every few seconds. */
export const SYNC_TEST_SECONDS = 4;

const STATUSES = ['Pass', 'Observation'] as const;

interface Criteria {
  clientId: number | null;
  businessLineId: number | null;
  entityId: number | null;
  testId: string | null;
  status: string | null;
  runId: string | null;
}

function criteriaOf(body: Record<string, unknown>): Criteria {
  const status = text(bodyValue(body, 'status')).trim();
  if (status && !STATUSES.includes(status as (typeof STATUSES)[number]))
    throw new ValidatorRefusal(400, 'status must be Pass or Observation.');
  return {
    clientId: optionalId(bodyValue(body, 'clientId'), 'clientId'),
    businessLineId: optionalId(bodyValue(body, 'businessLineId'), 'businessLineId'),
    entityId: optionalId(bodyValue(body, 'entityId'), 'entityId'),
    testId: text(bodyValue(body, 'testId')).trim() || null,
    status: status || null,
    runId: text(bodyValue(body, 'runId')).trim() || null,
  };
}

/** The WHERE clause of results matching the criteria, the user's clients, and only runs that have finished. */
function resultWhere(criteria: Criteria, access: Access, params: unknown[]): string {
  const parts = ['pr.planned_end <= now()', clientFilter('v.client_id', access, params)];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  // Naming another client is not found for a client's user.
  if (criteria.clientId !== null) requireClient(access, criteria.clientId);
  if (criteria.clientId !== null) add('v.client_id = ?', criteria.clientId);
  if (criteria.businessLineId !== null) add('v.business_line_id = ?', criteria.businessLineId);
  if (criteria.entityId !== null) add('v.entity_id = ?', criteria.entityId);
  if (criteria.testId !== null) add('t.test_number = ?', criteria.testId);
  if (criteria.status !== null) add('v.status = ?', criteria.status);
  if (criteria.runId !== null) add('pr.run_id = ?', criteria.runId);
  return parts.join(' AND ');
}

const RESULT_FROM = `FROM vs_results v JOIN vs_pipeline_runs pr ON pr.id = v.run_id JOIN validator_tests t ON t.id = v.test_id
  LEFT JOIN requirements r ON r.id = v.requirement_id LEFT JOIN vs_entities e ON e.id = v.entity_id
  LEFT JOIN users u ON u.id = v.updated_by`;

interface ResultRow {
  id: number;
  run_id: string;
  test_number: string;
  test_name: string;
  loan_number: string;
  field_value: string;
  status: string;
  comment: string | null;
  requirement_id: number | null;
  requirement_number: string | null;
  entity_name: string | null;
  updated_by_name: string | null;
  updated_at: Date | null;
}

const RESULT_SELECT = `SELECT v.id, pr.run_id, t.test_number, t.test_name, v.loan_number, v.field_value, v.status, v.comment,
  v.requirement_id, r.requirement_number, e.entity_name, u.full_name AS updated_by_name, v.updated_at ${RESULT_FROM}`;

const resultOut = (row: ResultRow) => ({
  id: row.id,
  runId: row.run_id,
  testId: row.test_number,
  testName: row.test_name,
  loanNumber: row.loan_number,
  fieldValue: row.field_value,
  status: row.status,
  comment: row.comment,
  requirementId: row.requirement_id,
  requirementNumber: row.requirement_number,
  entityName: row.entity_name,
  updatedBy: row.updated_by_name,
  updatedAt: row.updated_at?.toISOString() ?? null,
});

interface RunTest {
  testId: string;
  firstRunID: string;
  offsetSeconds: number;
  failed?: boolean;
}

interface RunRow {
  id: number;
  run_id: string;
  client_id: number;
  pipeline_name: string;
  is_databricks: boolean;
  run_start: Date;
  planned_end: Date;
  tests: RunTest[];
}

/**
 * A run as of `now`: each test is done once its offset has passed; the run is 'Inprogess' (the catalogue's
 * spelling) until every test is done, then 'Failed' when one failed, else 'Success'. Unfinished runs count their
 * duration up to now and have no end.
 */
export function runAsOf(row: RunRow, now: number) {
  const start = row.run_start.getTime();
  const tests = row.tests.map((test) => {
    const finishedAt = start + test.offsetSeconds * 1000;
    const done = finishedAt <= now;
    return {
      testId: test.testId,
      firstRunID: test.firstRunID,
      status: !done ? 'Inprogess' : test.failed ? 'Failed' : 'Success',
      finishedAt: done ? new Date(finishedAt).toISOString() : null,
    };
  });
  const finished = tests.every((test) => test.status !== 'Inprogess');
  const failed = tests.some((test) => test.status === 'Failed');
  const end = finished
    ? Math.max(start, ...row.tests.map((test) => start + test.offsetSeconds * 1000))
    : null;
  return {
    id: row.id,
    runId: row.run_id,
    clientId: row.client_id,
    pipelineName: row.pipeline_name,
    isDatabricks: row.is_databricks,
    runStart: row.run_start.toISOString(),
    runEnd: end === null ? null : new Date(end).toISOString(),
    duration: Math.round(((end ?? now) - start) / 1000),
    status: !finished ? 'Inprogess' : failed ? 'Failed' : 'Success',
    testsDone: tests.filter((test) => test.status !== 'Inprogess').length,
    data: tests,
  };
}

export async function resultsRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const access = (request: FastifyRequest) => accessOfRequest(db, request);

  app.get(
    `${SETUP}/get-validator-filters`,
    respond(async (request) => {
      const who = await access(request);
      const params: unknown[] = [];
      const { rows: clients } = await db.query<{ id: number; name: string }>(
        `SELECT id, name FROM clients c WHERE ${clientFilter('c.id', who, params)} ORDER BY name`,
        params,
      );
      const ids = clients.map((client) => client.id);
      const { rows: lines } = await db.query<{ id: number; name: string }>(
        `SELECT DISTINCT bl.id, bl.name FROM business_lines bl JOIN vs_results v ON v.business_line_id = bl.id
          WHERE v.client_id = ANY($1::int[]) ORDER BY bl.name`,
        [ids],
      );
      const { rows: entities } = await db.query<{
        id: number;
        entity_name: string;
        client_id: number;
        business_line_id: number;
      }>(
        'SELECT id, entity_name, client_id, business_line_id FROM vs_entities WHERE client_id = ANY($1::int[]) ORDER BY entity_name',
        [ids],
      );
      const { rows: tests } = await db.query<{
        test_number: string;
        test_name: string;
        business_line_id: number;
      }>(
        `SELECT DISTINCT t.test_number, t.test_name, t.business_line_id FROM validator_tests t JOIN vs_results v ON v.test_id = t.id
          WHERE v.client_id = ANY($1::int[]) ORDER BY t.test_number`,
        [ids],
      );
      const { rows: runs } = await db.query<{ run_id: string; pipeline_name: string; client_id: number }>(
        'SELECT run_id, pipeline_name, client_id FROM vs_pipeline_runs WHERE client_id = ANY($1::int[]) ORDER BY run_start DESC',
        [ids],
      );
      return {
        result: {
          clients: clients.map((client) => ({ id: client.id, name: client.name })),
          businessLines: lines,
          entities: entities.map((row) => ({
            entityId: row.id,
            entityName: row.entity_name,
            clientId: row.client_id,
            businessLineId: row.business_line_id,
          })),
          tests: tests.map((row) => ({
            testId: row.test_number,
            testName: row.test_name,
            businessLineId: row.business_line_id,
          })),
          runs: runs.map((row) => ({
            runId: row.run_id,
            pipelineName: row.pipeline_name,
            clientId: row.client_id,
          })),
        },
      };
    }),
  );

  app.get(
    `${SETUP}/get-validator-status-filter`,
    respond(async () => ({ result: STATUSES.map((name, index) => ({ id: index + 1, name })) })),
  );

  app.post(
    `${SETUP}/post-validator-result-count`,
    respond(async (request) => {
      const criteria = criteriaOf(objectBody(request));
      const params: unknown[] = [];
      const where = resultWhere(criteria, await access(request), params);
      const { rows } = await db.query<{
        test_number: string;
        test_name: string;
        total: number;
        pass: number;
        observation: number;
      }>(
        `SELECT t.test_number, t.test_name, count(*)::int AS total,
                count(*) FILTER (WHERE v.status = 'Pass')::int AS pass,
                count(*) FILTER (WHERE v.status = 'Observation')::int AS observation
           ${RESULT_FROM} WHERE ${where} GROUP BY t.test_number, t.test_name ORDER BY t.test_number`,
        params,
      );
      const sum = (key: 'total' | 'pass' | 'observation') => rows.reduce((total, row) => total + row[key], 0);
      return {
        result: {
          total: sum('total'),
          pass: sum('pass'),
          observation: sum('observation'),
          tests: rows.map((row) => ({
            testId: row.test_number,
            testName: row.test_name,
            total: row.total,
            pass: row.pass,
            observation: row.observation,
          })),
        },
      };
    }),
  );

  app.get(
    `${SETUP}/get-validator-test-details`,
    respond(async (request) => {
      const testId = (q(request, 'TestId') ?? '').trim();
      const { rows } = await db.query<{
        test_number: string;
        test_name: string;
        line: string;
        rules:
          | { testRuleId: string; testRuleDescription: string; testOrder: number; status: string | null }[]
          | null;
      }>(
        `SELECT t.test_number, t.test_name, bl.name AS line,
           (SELECT json_agg(json_build_object('testRuleId', tr.test_rule_id, 'testRuleDescription', tr.test_rule_description,
                     'testOrder', m.test_order, 'status', s.name) ORDER BY m.test_order)
              FROM test_filter_mappings m JOIN test_rules tr ON tr.id = m.test_rule_id
              LEFT JOIN test_filter_result_statuses s ON s.id = m.status_id
             WHERE m.test_id = t.id AND m.client_id IS NULL) AS rules
           FROM validator_tests t JOIN business_lines bl ON bl.id = t.business_line_id
          WHERE NOT t.is_generated AND ($1 = '' OR t.test_number = $1)
          ORDER BY t.test_number LIMIT 200`,
        [testId],
      );
      return {
        result: rows.map((row) => ({
          testId: row.test_number,
          testName: row.test_name,
          businessLineName: row.line,
          rules: row.rules ?? [],
        })),
      };
    }),
  );

  app.post(
    `${SETUP}/get-validator-section-details`,
    respond(async (request) => {
      const criteria = criteriaOf(objectBody(request));
      const params: unknown[] = [];
      const where = resultWhere(criteria, await access(request), params);
      const { rows } = await db.query<{
        section_id: number;
        section_number: string;
        section_name: string;
        law_name: string;
        requirements: number;
        total: number;
        observation: number;
      }>(
        `SELECT s.id AS section_id, s.section_number, s.section_name, l.name AS law_name,
                count(DISTINCT v.requirement_id)::int AS requirements, count(*)::int AS total,
                count(*) FILTER (WHERE v.status = 'Observation')::int AS observation
           ${RESULT_FROM} JOIN law_sections s ON s.id = r.section_id JOIN laws l ON l.id = s.law_id
          WHERE ${where} GROUP BY s.id, s.section_number, s.section_name, l.name ORDER BY l.name, s.section_number`,
        params,
      );
      return {
        result: rows.map((row) => ({
          sectionId: row.section_id,
          section: `${row.section_number} ${row.section_name}`.trim(),
          lawName: row.law_name,
          requirementCount: row.requirements,
          total: row.total,
          observation: row.observation,
        })),
      };
    }),
  );

  app.get(
    `${SETUP}/get-validator-Lawrequirements-details`,
    respond(async (request) => {
      const sectionId = requiredId(q(request, 'SectionId'), 'SectionId');
      const params: unknown[] = [sectionId];
      const user = await access(request);
      const scope = clientFilter('v.client_id', user, params);
      // A requirement is copied into every business line: list the copies of the lines the (visible) clients'
      // entities are on, not every line's.
      const lines = clientFilter('e.client_id', user, params);
      const { rows } = await db.query<{
        id: number;
        requirement_number: string;
        requirement_text: string;
        tests: string[] | null;
        total: number;
        observation: number;
      }>(
        `SELECT r.id, r.requirement_number, r.requirement_text,
                array_agg(DISTINCT t.test_number) FILTER (WHERE t.test_number IS NOT NULL) AS tests,
                count(v.id)::int AS total, count(v.id) FILTER (WHERE v.status = 'Observation')::int AS observation
           FROM requirements r
           LEFT JOIN vs_results v ON v.requirement_id = r.id AND ${scope}
             AND EXISTS (SELECT 1 FROM vs_pipeline_runs pr WHERE pr.id = v.run_id AND pr.planned_end <= now())
           LEFT JOIN validator_tests t ON t.id = v.test_id
          WHERE r.section_id = $1 AND r.requirement_type_id = 2
            AND r.business_line_id IN (SELECT e.business_line_id FROM vs_entities e WHERE ${lines})
          GROUP BY r.id ORDER BY r.requirement_number, r.id`,
        params,
      );
      return {
        result: rows.map((row) => ({
          requirementId: row.id,
          requirementNumber: row.requirement_number,
          requirement: row.requirement_text,
          testIds: row.tests ?? [],
          total: row.total,
          observation: row.observation,
        })),
      };
    }),
  );

  app.post(
    `${SETUP}/get-validator-testid-details`,
    respond(async (request) => {
      const body = objectBody(request);
      const criteria = criteriaOf(body);
      const page = paging(body);
      const size = Math.min(page.pageSize ?? 100, 1000);
      const params: unknown[] = [];
      const where = resultWhere(criteria, await access(request), params);
      const { rows: count } = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total ${RESULT_FROM} WHERE ${where}`,
        params,
      );
      params.push(size, (page.pageNumber - 1) * size);
      const { rows } = await db.query<ResultRow>(
        `${RESULT_SELECT} WHERE ${where} ORDER BY pr.run_start DESC, t.test_number, v.loan_number, v.id
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return { result: { totalCount: count[0].total, data: rows.map(resultOut) } };
    }),
  );

  app.get(
    `${SETUP}/get-requirement-lawText`,
    respond(async (request) => {
      const id = requiredId(q(request, 'RequirementId'), 'RequirementId');
      const { rows } = await db.query<{
        id: number;
        requirement_number: string;
        requirement_text: string;
        law_text: string;
        section: string;
        law_name: string;
        regulator: string;
      }>(
        `SELECT r.id, r.requirement_number, r.requirement_text, s.law_text,
                s.section_number || ' ' || s.section_name AS section, l.name AS law_name, g.name AS regulator
           FROM requirements r JOIN law_sections s ON s.id = r.section_id JOIN laws l ON l.id = s.law_id
           JOIN regulators g ON g.id = l.regulator_id WHERE r.id = $1`,
        [id],
      );
      if (!rows[0]) throw new ValidatorRefusal(404, 'Requirement not found.');
      const row = rows[0];
      return {
        result: {
          requirementId: row.id,
          requirementNumber: row.requirement_number,
          requirement: row.requirement_text,
          lawText: row.law_text,
          section: row.section,
          lawName: row.law_name,
          regulator: row.regulator,
        },
      };
    }),
  );

  app.post(
    `${SETUP}/post-validator-update-status`,
    respond(async (request) => {
      const body = objectBody(request);
      const rawIds = bodyValue(body, 'ids');
      if (!Array.isArray(rawIds) || rawIds.length === 0 || rawIds.length > 1000)
        throw new ValidatorRefusal(400, 'ids must list from 1 to 1000 results.');
      const ids = [...new Set(rawIds.map((value) => requiredId(value, 'ids')))];
      const status = text(bodyValue(body, 'status')).trim();
      if (!STATUSES.includes(status as (typeof STATUSES)[number]))
        throw new ValidatorRefusal(400, 'status must be Pass or Observation.');
      const comment = text(bodyValue(body, 'comment')).trim().slice(0, 500) || null;
      const who = await access(request);
      const { rows: clients } = await db.query<{ client_id: number }>(
        'SELECT DISTINCT client_id FROM vs_results WHERE id = ANY($1::int[])',
        [ids],
      );
      for (const row of clients) requireClientWriter(who, row.client_id);
      const { rowCount } = await db.query(
        `UPDATE vs_results SET status = $2, comment = $3, updated_by = $4, updated_at = now() WHERE id = ANY($1::int[])`,
        [ids, status, comment, request.legacyUserId],
      );
      if (rowCount === 0) throw new ValidatorRefusal(404, 'Result not found.');
      return { result: rowCount, message: `Status updated to ${status} for ${rowCount} result(s).` };
    }),
  );

  // The result file: an Excel workbook of the matching rows, named 'ValidatorResults_yyyy-mm-dd.xlsx'.
  app.post(`${SETUP}/post-validator-file-download`, async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const body = isPlainObject(request.body) ? request.body : {};
      const params: unknown[] = [];
      const where = resultWhere(criteriaOf(body), await access(request), params);
      const { rows } = await db.query<ResultRow>(
        `${RESULT_SELECT} WHERE ${where} ORDER BY pr.run_start DESC, t.test_number, v.loan_number LIMIT 50000`,
        params,
      );
      const file = await exportWorkbook(
        'ValidatorResults',
        [
          { header: 'Run Id', value: (row: ReturnType<typeof resultOut>) => row.runId },
          { header: 'Test Id', value: (row) => row.testId },
          { header: 'Test', value: (row) => row.testName },
          { header: 'Requirement', value: (row) => row.requirementNumber ?? '' },
          { header: 'Entity', value: (row) => row.entityName ?? '' },
          { header: 'Loan Number', value: (row) => row.loanNumber },
          { header: 'Value', value: (row) => row.fieldValue },
          { header: 'Status', value: (row) => row.status },
          { header: 'Comment', value: (row) => row.comment ?? '' },
        ],
        rows.map(resultOut),
        new Date(),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    } catch (error) {
      if (error instanceof ValidatorRefusal) return reply.code(error.status).send(refusal(error.message));
      throw error;
    }
  });

  // ----- pipeline runs --------------------------------------------------------------------------------------------
  app.get(
    `${SETUP}/get-validator-ADF-status`,
    respond(async (request) => {
      const isDatabricks = flag(q(request, 'IsDatabricks'), 'IsDatabricks', null);
      const params: unknown[] = [];
      const scope = clientFilter('client_id', await access(request), params);
      params.push(isDatabricks);
      const { rows } = await db.query<RunRow>(
        `SELECT * FROM vs_pipeline_runs WHERE ${scope} AND ($${params.length}::boolean IS NULL OR is_databricks = $${params.length})
          ORDER BY run_start DESC LIMIT 200`,
        params,
      );
      const now = Date.now();
      return { result: rows.map((row) => runAsOf(row, now)) };
    }),
  );

  app.get(
    `${SETUP}/call-json-from-blobStorage`,
    respond(async (request) => {
      const runId = (q(request, 'runId') ?? '').trim();
      const clientId = requiredId(q(request, 'ClientId'), 'ClientId');
      requireClient(await access(request), clientId);
      const { rows } = await db.query<RunRow>(
        'SELECT * FROM vs_pipeline_runs WHERE run_id = $1 AND client_id = $2',
        [runId, clientId],
      );
      if (!rows[0]) throw new ValidatorRefusal(404, 'Pipeline run not found.');
      return { result: runAsOf(rows[0], Date.now()) };
    }),
  );

  // The sync button: starts a run of the client's validator tests, which finish one every few seconds.
  app.get(
    `${SETUP}/call-synch-button-ADF`,
    respond(async (request) => {
      const clientId = requiredId(q(request, 'Id'), 'Id');
      requireClientWriter(await access(request), clientId);
      return db.transaction((tx) => startRun(tx, clientId));
    }),
  );
}

/**
 * A new run over the tests of the client's business lines (six at most): each finishes SYNC_TEST_SECONDS after
 * the one before, and its results are read from the client's latest staged file: for test n, a row whose n-th
 * column is blank is an Observation, else a Pass. Without a staged file the run has no results.
 */
async function startRun(tx: Queryable, clientId: number) {
  const { rows: open } = await tx.query(
    'SELECT 1 FROM vs_pipeline_runs WHERE client_id = $1 AND planned_end > now() FOR UPDATE',
    [clientId],
  );
  if (open.length > 0)
    throw new ValidatorRefusal(409, 'A pipeline run of this client is already in progress.');
  const { rows: tests } = await tx.query<{ id: number; test_number: string; business_line_id: number }>(
    `SELECT t.id, t.test_number, t.business_line_id FROM validator_tests t
      WHERE NOT t.is_generated AND t.business_line_id IN (SELECT business_line_id FROM vs_entities WHERE client_id = $1)
      ORDER BY t.test_number LIMIT 6`,
    [clientId],
  );
  if (tests.length === 0)
    throw new ValidatorRefusal(400, 'The client has no entity on a business line with tests.');
  const start = new Date();
  const { rows: count } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM vs_pipeline_runs');
  const runId = `RUN-${start.toISOString().slice(0, 10)}-${count[0].n + 1}`;
  const runTests: RunTest[] = tests.map((test, index) => ({
    testId: test.test_number,
    firstRunID: `${count[0].n + 1}${String(index + 1).padStart(3, '0')}`,
    offsetSeconds: SYNC_TEST_SECONDS * (index + 1),
  }));
  const { rows } = await tx.query<RunRow>(
    `INSERT INTO vs_pipeline_runs (run_id, client_id, pipeline_name, run_start, planned_end, tests)
     VALUES ($1, $2, 'pl_validator_loans', $3, $4, $5::jsonb) RETURNING *`,
    [
      runId,
      clientId,
      start,
      new Date(start.getTime() + SYNC_TEST_SECONDS * 1000 * tests.length),
      JSON.stringify(runTests),
    ],
  );
  const { rows: files } = await tx.query<{
    entity_id: number;
    business_line_id: number;
    header: string[];
    rows: (string | null)[][];
  }>(
    `SELECT f.entity_id, e.business_line_id, f.header, f.rows FROM vs_client_files f JOIN vs_entities e ON e.id = f.entity_id
      WHERE e.client_id = $1 AND f.status = 'Staged' ORDER BY f.staged_at DESC NULLS LAST, f.id DESC LIMIT 1`,
    [clientId],
  );
  const file = files[0];
  if (file) {
    const { rows: requirements } = await tx.query<{ id: number }>(
      'SELECT id FROM requirements WHERE business_line_id = $1 AND requirement_type_id = 2 ORDER BY id LIMIT 6',
      [file.business_line_id],
    );
    for (const [testIndex, test] of tests.entries()) {
      if (test.business_line_id !== file.business_line_id) continue;
      const column = testIndex % Math.max(1, file.header.length);
      for (const row of file.rows.slice(0, 200)) {
        const value = row[column] === null || row[column] === undefined ? '' : String(row[column]).trim();
        await tx.query(
          `INSERT INTO vs_results (run_id, client_id, business_line_id, entity_id, test_id, requirement_id, loan_number, field_value, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            rows[0].id,
            clientId,
            file.business_line_id,
            file.entity_id,
            test.id,
            requirements[testIndex % Math.max(1, requirements.length)]?.id ?? null,
            String(row[0] ?? '').slice(0, 100) || '(blank)',
            value.slice(0, 200),
            value === '' ? 'Observation' : 'Pass',
          ],
        );
      }
    }
  }
  return { result: runAsOf(rows[0], Date.now()), message: `Pipeline run ${runId} started.` };
}
