import type { Queryable } from '../../db/db.js';
import type { PageRequest } from '../validator/validator.repository.js';

/**
 * Whose loan population a read covers: one client's (a client's user always its own), or null for every client's
 * (provider staff naming none).
 */
export type ClientScope = number | null;

export interface Page<T> {
  totalCount: number;
  data: T[];
}

export interface ListRecordDto {
  id: number;
  name: string;
  description: string;
  rulesCount: number;
  version: number;
}

const RECORD_SELECT = (table: string, column: string) => `
  SELECT l.id, l.name, l.description, l.version,
         (SELECT count(*)::int FROM ct_testing_rules r WHERE r.${column} = l.id) AS "rulesCount"
    FROM ${table} l`;

export async function listRecords(db: Queryable, table: string, column: string): Promise<ListRecordDto[]> {
  const { rows } = await db.query<ListRecordDto>(
    `${RECORD_SELECT(table, column)} ORDER BY lower(l.name), l.id`,
  );
  return rows;
}

export async function recordById(
  db: Queryable,
  table: string,
  column: string,
  id: number,
  lock = false,
): Promise<ListRecordDto | null> {
  if (lock) await db.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  const { rows } = await db.query<ListRecordDto>(`${RECORD_SELECT(table, column)} WHERE l.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function addRecord(
  db: Queryable,
  table: string,
  column: string,
  value: { name: string; description: string },
  userId: number,
): Promise<ListRecordDto> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${table} (name, description, updated_by) VALUES ($1, $2, $3) RETURNING id`,
    [value.name, value.description, userId],
  );
  return (await recordById(db, table, column, rows[0]!.id))!;
}

export async function updateRecord(
  db: Queryable,
  table: string,
  column: string,
  id: number,
  version: number | null,
  value: { name: string; description: string },
  userId: number,
): Promise<ListRecordDto | 'missing' | 'stale'> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE ${table} SET name = $3, description = $4, version = version + 1, updated_by = $5, updated_at = now()
      WHERE id = $1 AND ($2::int IS NULL OR version = $2) RETURNING id`,
    [id, version, value.name, value.description, userId],
  );
  if (rows.length > 0) return (await recordById(db, table, column, id))!;
  return (await recordById(db, table, column, id)) ? 'stale' : 'missing';
}

export interface RuleFilter {
  groupId: number | null;
  typeId: number | null;
  categoryId: number | null;
  requirementCategoryId: number | null;
  regulatorId: number | null;
}

export async function testingRules(db: Queryable, filter: RuleFilter) {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of [
    ['r.group_id', filter.groupId],
    ['r.type_id', filter.typeId],
    ['r.category_id', filter.categoryId],
    ['r.requirement_category_id', filter.requirementCategoryId],
    ['r.regulator_id', filter.regulatorId],
  ] as const) {
    if (value === null) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  const { rows } = await db.query(
    `SELECT r.id, r.rule_number AS "ruleNumber", r.name, r.description, r.requirement_number AS "requirementNumber",
            r.group_id AS "groupId", g.name AS "groupName", r.type_id AS "typeId", t.name AS "typeName",
            r.category_id AS "categoryId", c.name AS "categoryName",
            r.requirement_category_id AS "requirementCategoryId", rc.name AS "requirementCategoryName",
            r.regulator_id AS "regulatorId", rg.code_name AS "regulatorName", r.is_active AS "isActive"
       FROM ct_testing_rules r
       JOIN ct_test_groups g ON g.id = r.group_id
       JOIN ct_test_types t ON t.id = r.type_id
       JOIN ct_test_categories c ON c.id = r.category_id
       JOIN ct_requirement_categories rc ON rc.id = r.requirement_category_id
       JOIN regulators rg ON rg.id = r.regulator_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY r.rule_number`,
    params,
  );
  return rows;
}

export async function requirementNumbers(db: Queryable, groupId: number | null, ruleId: number | null) {
  const { rows } = await db.query(
    `SELECT r.requirement_number AS "requirementNumber", r.id AS "testingRuleId", r.rule_number AS "ruleNumber",
            rc.name AS "requirementCategoryName"
       FROM ct_testing_rules r JOIN ct_requirement_categories rc ON rc.id = r.requirement_category_id
      WHERE ($1::int IS NULL OR r.group_id = $1) AND ($2::int IS NULL OR r.id = $2)
      ORDER BY r.requirement_number, r.rule_number`,
    [groupId, ruleId],
  );
  return rows;
}

export async function loanLoads(db: Queryable, scope: ClientScope) {
  const { rows } = await db.query(
    `SELECT l.id, l.name, to_char(l.loaded_on, 'YYYY-MM-DD') AS "loadedOn", l.client_id AS "clientId",
            (SELECT count(*)::int FROM ct_loans n WHERE n.loan_load_id = l.id) AS "loansCount"
       FROM ct_loan_loads l WHERE $1::int IS NULL OR l.client_id = $1 ORDER BY l.loaded_on, l.id`,
    [scope],
  );
  return rows;
}

/** The clients whose loan population the caller may read: every client for provider staff, a user's own. */
export async function clients(db: Queryable, own: ClientScope) {
  const { rows } = await db.query(
    `SELECT c.id, c.name FROM clients c WHERE $1::int IS NULL OR c.id = $1 ORDER BY lower(c.name), c.id`,
    [own],
  );
  return rows;
}

export async function resultStatuses(db: Queryable) {
  const { rows } = await db.query('SELECT id, name FROM ct_result_statuses ORDER BY id');
  return rows;
}

export interface GraphFilter {
  loanLoadId: number | null;
  groupId: number | null;
}

export async function groupPopulationCount(db: Queryable, filter: GraphFilter, scope: ClientScope) {
  const { rows } = await db.query(
    `SELECT g.id AS "groupId", g.name AS "groupName",
            count(l.id)::int AS "populationCount",
            count(DISTINCT x.loan_id)::int AS "exceptionLoans"
       FROM ct_test_groups g
       JOIN ct_loans l ON l.group_id = g.id AND ($1::int IS NULL OR l.loan_load_id = $1)
                      AND ($3::int IS NULL OR l.client_id = $3)
       LEFT JOIN (SELECT DISTINCT loan_id FROM ct_test_results WHERE result_status_id = 2) x ON x.loan_id = l.id
      WHERE ($2::int IS NULL OR g.id = $2)
      GROUP BY g.id, g.name ORDER BY g.name`,
    [filter.loanLoadId, filter.groupId, scope],
  );
  return rows;
}

export async function groupPopulationList(
  db: Queryable,
  groupId: number,
  loanLoadId: number | null,
  paging: PageRequest,
  scope: ClientScope,
): Promise<Page<unknown>> {
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ct_loans
      WHERE group_id = $1 AND ($2::int IS NULL OR loan_load_id = $2) AND ($3::int IS NULL OR client_id = $3)`,
    [groupId, loanLoadId, scope],
  );
  const size = paging.pageSize ?? 1_000_000;
  const { rows } = await db.query(
    `SELECT l.id, l.loan_number AS "loanNumber", l.borrower_name AS "borrowerName", l.product, l.state,
            l.loan_amount::float AS "loanAmount", to_char(l.originated_on, 'YYYY-MM-DD') AS "originatedOn",
            ld.name AS "loanLoadName", l.client_id AS "clientId", c.name AS "clientName",
            (SELECT count(*)::int FROM ct_test_results t WHERE t.loan_id = l.id AND t.result_status_id = 2)
              AS "exceptionsCount"
       FROM ct_loans l JOIN ct_loan_loads ld ON ld.id = l.loan_load_id
       LEFT JOIN clients c ON c.id = l.client_id
      WHERE l.group_id = $1 AND ($2::int IS NULL OR l.loan_load_id = $2) AND ($5::int IS NULL OR l.client_id = $5)
      ORDER BY l.loan_number LIMIT $3 OFFSET $4`,
    [groupId, loanLoadId, size, (paging.pageNumber - 1) * size, scope],
  );
  return { totalCount: count[0]!.n, data: rows };
}

const BY = {
  type: { join: 'JOIN ct_test_types k ON k.id = r.type_id', label: 'k.name' },
  category: { join: 'JOIN ct_test_categories k ON k.id = r.category_id', label: 'k.name' },
  regulator: { join: 'JOIN regulators k ON k.id = r.regulator_id', label: 'k.code_name' },
  rule: { join: 'JOIN ct_testing_rules k ON k.id = r.id', label: `k.rule_number` },
} as const;

/** Results per test type, category, regulator or rule: pass, exception and not-applicable counts. */
export async function resultsBy(db: Queryable, by: keyof typeof BY, filter: GraphFilter, scope: ClientScope) {
  const { join, label } = BY[by];
  const { rows } = await db.query(
    `SELECT k.id AS "id", ${label} AS "name",
            count(*) FILTER (WHERE t.result_status_id = 1)::int AS "passCount",
            count(*) FILTER (WHERE t.result_status_id = 2)::int AS "exceptionCount",
            count(*) FILTER (WHERE t.result_status_id = 3)::int AS "notApplicableCount"
       FROM ct_test_results t
       JOIN ct_testing_rules r ON r.id = t.testing_rule_id
       JOIN ct_loans l ON l.id = t.loan_id
       ${join}
      WHERE ($1::int IS NULL OR l.loan_load_id = $1) AND ($2::int IS NULL OR r.group_id = $2)
        AND ($3::int IS NULL OR l.client_id = $3)
      GROUP BY k.id, ${label}
      ${by === 'rule' ? 'HAVING count(*) FILTER (WHERE t.result_status_id = 2) > 0' : ''}
      ORDER BY ${by === 'rule' ? '"exceptionCount" DESC, ' : ''}${label}`,
    [filter.loanLoadId, filter.groupId, scope],
  );
  return rows;
}

const PLAN_SELECT = `
  SELECT p.id, p.client_id AS "clientId", p.run_id AS "firstRunId", r.id AS "testingRuleId", r.rule_number AS "ruleNumber", r.name AS "ruleName",
         r.requirement_number AS "requirementNumber", g.name AS "groupName", ld.name AS "loanLoadName",
         (SELECT count(*)::int FROM ct_test_results t
           WHERE t.run_id = p.run_id AND t.testing_rule_id = p.testing_rule_id AND t.result_status_id = 2)
           AS "exceptionsCount",
         p.status, p.root_cause AS "rootCause", p.action_plan AS "actionPlan", p.owner_name AS "ownerName",
         to_char(p.target_on, 'YYYY-MM-DD') AS "targetDate", p.version,
         to_char(p.assessed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "assessedAt"
    FROM ct_action_plans p
    JOIN ct_testing_rules r ON r.id = p.testing_rule_id
    JOIN ct_test_groups g ON g.id = r.group_id
    JOIN ct_test_runs tr ON tr.id = p.run_id
    JOIN ct_loan_loads ld ON ld.id = tr.loan_load_id`;

export async function actionPlans(
  db: Queryable,
  filter: { openOnly: boolean; status: string | null },
  scope: ClientScope,
) {
  const { rows } = await db.query(
    `${PLAN_SELECT}
      WHERE ($1::boolean IS FALSE OR p.status <> 'Completed') AND ($2::text IS NULL OR p.status = $2)
        AND ($3::int IS NULL OR p.client_id = $3)
      ORDER BY p.target_on NULLS FIRST, r.rule_number, p.id`,
    [filter.openOnly, filter.status, scope],
  );
  return rows;
}

export async function actionPlanById(db: Queryable, id: number) {
  const { rows } = await db.query<{ clientId: number | null }>(`${PLAN_SELECT} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

const QUEUE_SELECT = `
  SELECT q.id, q.client_id AS "clientId", q.run_id AS "firstRunId", r.id AS "requirementID", r.requirement_number AS "requirementNumber",
         r.rule_number AS "ruleNumber", r.name AS "ruleName", tr.loan_load_id AS "loanLoadID",
         ld.name AS "loanLoadName", to_char(q.submitted_on, 'YYYY-MM-DD') AS "submittedDate",
         (SELECT count(*)::int FROM ct_test_results t WHERE t.run_id = q.run_id AND t.testing_rule_id = q.testing_rule_id)
           AS "recordsCount",
         (SELECT count(*)::int FROM ct_test_results t
           WHERE t.run_id = q.run_id AND t.testing_rule_id = q.testing_rule_id AND t.result_status_id = 2)
           AS "resultsCount",
         q.status_id AS "statusId",
         (ARRAY['New', 'Review', 'Purge', 'Unpurge'])[q.status_id] AS status,
         q.sub_status_id AS "subStatusId",
         CASE WHEN q.sub_status_id = 1 THEN 'Not_needed' END AS "subStatus",
         q.comments, q.version
    FROM ct_remediation_queue q
    JOIN ct_testing_rules r ON r.id = q.testing_rule_id
    JOIN ct_test_runs tr ON tr.id = q.run_id
    JOIN ct_loan_loads ld ON ld.id = tr.loan_load_id`;

export interface QueueRowDto {
  id: number;
  clientId: number | null;
  firstRunId: number;
  requirementID: number;
  [key: string]: unknown;
}

export async function remediationQueue(db: Queryable, statusId: number | null, scope: ClientScope) {
  const { rows } = await db.query(
    `${QUEUE_SELECT} WHERE ($1::int IS NULL OR q.status_id = $1) AND ($2::int IS NULL OR q.client_id = $2)
      ORDER BY q.submitted_on DESC, r.rule_number, q.id`,
    [statusId, scope],
  );
  return rows;
}

export async function remediationRow(db: Queryable, id: number): Promise<QueueRowDto | null> {
  const { rows } = await db.query<QueueRowDto>(`${QUEUE_SELECT} WHERE q.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The loans a queue row's rule tested in its run, exceptions first; `resultStatusId` keeps one result status. */
export async function remediationLoans(
  db: Queryable,
  row: QueueRowDto,
  resultStatusId: number | null,
  paging: PageRequest,
): Promise<Page<unknown>> {
  const params = [row.firstRunId, row.requirementID, resultStatusId];
  const where = `t.run_id = $1 AND t.testing_rule_id = $2 AND ($3::int IS NULL OR t.result_status_id = $3)`;
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ct_test_results t WHERE ${where}`,
    params,
  );
  const size = paging.pageSize ?? 1_000_000;
  const { rows } = await db.query(
    `SELECT t.id, l.loan_number AS "loanNumber", l.borrower_name AS "borrowerName", l.product, l.state,
            l.loan_amount::float AS "loanAmount", t.result_status_id AS "resultStatusId", s.name AS "resultStatus",
            t.exception_message AS "exceptionMessage"
       FROM ct_test_results t JOIN ct_loans l ON l.id = t.loan_id JOIN ct_result_statuses s ON s.id = t.result_status_id
      WHERE ${where}
      ORDER BY (t.result_status_id = 2) DESC, l.loan_number LIMIT $4 OFFSET $5`,
    [...params, size, (paging.pageNumber - 1) * size],
  );
  return { totalCount: count[0]!.n, data: rows };
}

const TASK_SELECT = `
  SELECT id, client_id AS "clientId", queue_id AS "queueId", title, description, owner_name AS "ownerName",
         to_char(due_on, 'YYYY-MM-DD') AS "dueDate", status, version
    FROM ct_remediation_tasks`;

export async function taskById(db: Queryable, id: number) {
  const { rows } = await db.query<{ id: number; status: string; queueId: number; clientId: number | null }>(
    `${TASK_SELECT} WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** One task with its evidence, as the task list gives it. */
export async function taskWithEvidence(db: Queryable, id: number) {
  const task = await taskById(db, id);
  if (!task) return null;
  return (await remediationTasks(db, task.queueId)).find((row) => row.id === id) ?? null;
}

/** Remediation rows that may get an action plan: not purged, and none yet for their run and rule. */
export async function actionPlanCandidates(db: Queryable, scope: ClientScope) {
  const { rows } = await db.query(
    `${QUEUE_SELECT}
      WHERE q.status_id <> 3 AND ($1::int IS NULL OR q.client_id = $1)
        AND NOT EXISTS (SELECT 1 FROM ct_action_plans p WHERE p.run_id = q.run_id AND p.testing_rule_id = q.testing_rule_id)
      ORDER BY q.submitted_on DESC, r.rule_number, q.id`,
    [scope],
  );
  return rows;
}

export async function remediationTasks(db: Queryable, queueId: number) {
  const { rows: tasks } = await db.query<{ id: number }>(`${TASK_SELECT} WHERE queue_id = $1 ORDER BY id`, [
    queueId,
  ]);
  const { rows: files } = await db.query<{ taskId: number }>(
    `SELECT e.id, e.task_id AS "taskId", e.file_name AS "fileName", e.content_type AS "contentType", e.size,
            coalesce(u.full_name, '') AS "uploadedBy",
            to_char(e.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "uploadedAt"
       FROM ct_remediation_evidence e
       JOIN ct_remediation_tasks t ON t.id = e.task_id
       LEFT JOIN users u ON u.id = e.uploaded_by
      WHERE t.queue_id = $1 ORDER BY e.id`,
    [queueId],
  );
  return tasks.map((task) => ({ ...task, evidence: files.filter((file) => file.taskId === task.id) }));
}
