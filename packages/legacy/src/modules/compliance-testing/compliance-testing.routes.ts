import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { actingClient, callerOf, requireOwn, requireProviderWriter } from '../../http/caller.js';
import { refusal } from '../../http/envelope.js';
import { bodyValue, isPlainObject } from '../../http/params.js';
import {
  objectBody,
  optionalId,
  paging,
  q,
  requiredId,
  respond,
  text,
  ValidatorRefusal as Refusal,
} from '../validator/validator.http.js';
import { VALIDATOR_ROLES } from '../validator/validator.routes.js';
import * as repo from './compliance-testing.repository.js';

const CT = '/api/compliance-testing';
const MAINTENANCE = '/api/azimuth-maintenance';
const READ_ONLY_ROLES = ['lexbridge admin read only'];
const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;
const COMMENT_MAX = 1000;
const ASSESSMENT_MAX = 2000;
const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
const EVIDENCE_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
};

export const COMPLIANCE_TESTING_LEGACY_MESSAGES = {
  saved: 'Record saved successfully',
  deleted: 'Record deleted successfully',
  forbidden: 'Compliance testing is for administrators and provider staff.',
  conflict: 'The record was changed by another user. Reload it and try again.',
  notFound: (what: string) => `${what} not found.`,
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot exceed ${NAME_MAX} characters.`,
  descriptionTooLong: `Description cannot exceed ${DESCRIPTION_MAX} characters.`,
  duplicate: (what: string) => `${what} with this name already exists.`,
  inUse: (what: string, rules: number) =>
    `${what} is used by ${rules} testing ${rules === 1 ? 'rule' : 'rules'} and cannot be deleted.`,
  groupHasLoans: (loans: number) =>
    `Test group holds ${loans} ${loans === 1 ? 'loan' : 'loans'} of the population and cannot be deleted.`,
  statusUnknown: 'Status is not one of New, Review, Purge or Unpurge.',
  transition: (from: string, to: string) => `A ${from} row cannot be moved to ${to}.`,
  subStatusRequired: 'Purge needs the sub-status Not_needed.',
  subStatusOnlyPurge: 'Only a purged row has a sub-status.',
  commentRequired: 'A comment is required to purge or unpurge.',
  commentTooLong: `Comment cannot exceed ${COMMENT_MAX} characters.`,
  remediationSaved: 'Remediation saved successfully',
  assessmentStatusRequired: 'Status is required.',
  rootCauseRequired: 'Root cause is required.',
  actionPlanRequired: 'Action plan is required.',
  assessmentTooLong: `At most ${ASSESSMENT_MAX} characters.`,
  targetDateRequired: 'Target date is required until the action plan is completed.',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  assessmentSaved: 'Assessment saved successfully',
  fileRequired: 'Choose a file to upload.',
  fileExtension: 'Evidence must be a PDF, Word (.docx), Excel (.xlsx), PNG, JPEG, text or CSV file.',
  fileTooLarge: 'Evidence cannot be larger than 5 MB.',
  fileNotFound: 'Evidence file not found.',
  evidenceUploaded: 'Evidence uploaded successfully',
  evidenceDeleted: 'Evidence deleted successfully',
  taskCompleted: 'A completed task takes no more evidence changes.',
  taskTitleRequired: 'Title is required.',
  taskTitleTooLong: 'Title cannot exceed 200 characters.',
  taskDescriptionTooLong: 'Description cannot exceed 1000 characters.',
  assigneeRequired: 'Assignee is required.',
  assigneeTooLong: 'Assignee cannot exceed 100 characters.',
  taskStatusUnknown: 'Status is not one of Open or Completed.',
  dueDateRequired: 'Due date is required while the task is open.',
  taskSaved: 'Task saved successfully',
  rowPurged: 'A purged row takes no new work. Unpurge it first.',
  ownerRequired: 'Owner is required.',
  ownerTooLong: 'Owner cannot exceed 100 characters.',
  planExists: (rule: string, load: string) =>
    `The exceptions of ${rule} in ${load} already have an action plan.`,
  actionPlanAdded: 'Action plan added successfully',
  loanNumberRequired: 'Loan number is required.',
  loanNotFound: (loan: string) => `Loan ${loan} is not in any loan load.`,
  ruleNotForGroup: (rule: string, group: string) => `${rule} does not test the loans of ${group}.`,
  ruleInactive: (rule: string) => `${rule} is not active.`,
  findingRequired: 'Say what was found.',
  findingTooLong: 'What was found cannot exceed 500 characters.',
  alreadyException: (loan: string, rule: string) => `Loan ${loan} is already an exception of ${rule}.`,
  loanAdded: (loan: string) => `Loan ${loan} added to the remediation queue`,
} as const;
const M = COMPLIANCE_TESTING_LEGACY_MESSAGES;

const STATUSES = ['New', 'Review', 'Purge', 'Unpurge'] as const;
const TRANSITIONS: Record<string, readonly string[]> = {
  New: ['Review', 'Purge'],
  Review: ['New', 'Purge'],
  Purge: ['Unpurge'],
  Unpurge: ['Review', 'Purge'],
};
const PLAN_STATUSES = ['Open', 'In Progress', 'Completed'];

/** The four maintained lists: their path word, table and name in messages. */
const LISTS = {
  'test-group': { table: 'ct_test_groups', column: 'group_id', label: 'Test group' },
  'test-type': { table: 'ct_test_types', column: 'type_id', label: 'Test type' },
  'test-category': { table: 'ct_test_categories', column: 'category_id', label: 'Test category' },
  'requirement-category': {
    table: 'ct_requirement_categories',
    column: 'requirement_category_id',
    label: 'Requirement category',
  },
} as const;

async function staffRoles(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT lower(r.name) AS name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.name).filter((name) => VALIDATOR_ROLES.includes(name));
}

const str = (body: Record<string, unknown>, name: string) => text(bodyValue(body, name)).trim();

function isoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!));
  return date.getUTCMonth() === +match[2]! - 1 && date.getUTCDate() === +match[3]!;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Whose loans a read covers: a client's user always its own client's (naming another is NOT_FOUND); provider staff
 * the client they name, or every client's.
 */
async function scopeOf(db: Queryable, request: FastifyRequest): Promise<repo.ClientScope> {
  const body = isPlainObject(request.body) ? request.body : {};
  const named = optionalId(bodyValue(body, 'clientId') ?? q(request, 'clientId'), 'clientId');
  return actingClient(await callerOf(db, request), named);
}

/** A record of a client's loan population, asked for by id: another client's is not found. */
async function requireReach(db: Queryable, request: FastifyRequest, recordClientId: number | null) {
  requireOwn(await callerOf(db, request), recordClientId);
}

function graphFilter(request: FastifyRequest): repo.GraphFilter {
  const body = isPlainObject(request.body) ? request.body : {};
  return {
    loanLoadId: optionalId(bodyValue(body, 'loanLoadId'), 'loanLoadId'),
    groupId: optionalId(bodyValue(body, 'groupId'), 'groupId'),
  };
}

/**
 * Compliance testing (api/compliance-testing) and the maintenance of its lists (api/azimuth-maintenance): staff
 * roles read, every staff role but the read-only one writes. Lists and graphs are POSTs that only read.
 *
 * The maintained lists and the testing rules are provider-wide: every staff role reads them, provider staff alone
 * change them. The loan population and what was found in it (loan loads, loans, results, remediation rows, their
 * tasks and evidence, action plans) are a client's: a client's user reads and changes its own client's only, and
 * another client's record asked for by id is not found.
 */
export async function complianceTestingRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return;
    const path = request.url.split('?')[0]!.toLowerCase();
    if (!path.startsWith(CT) && !path.startsWith(MAINTENANCE)) return;
    const roles = await staffRoles(db, request.legacyUserId);
    const reads = request.method === 'GET' || /\/(get-[^/]*|[^/]*-graph[^/]*)$/i.test(path);
    const canWrite = roles.some((role) => !READ_ONLY_ROLES.includes(role));
    if (roles.length === 0 || (!reads && !canWrite)) return reply.code(403).send(refusal(M.forbidden));
  });

  // ----- the four lists: GET under compliance-testing, writes under azimuth-maintenance -----------------------
  for (const [word, list] of Object.entries(LISTS)) {
    app.get(
      `${CT}/get-${word}`,
      respond(async () => ({ result: await repo.listRecords(db, list.table, list.column) })),
    );

    const fields = (body: Record<string, unknown>) => {
      const name = str(body, 'name');
      const description = str(body, 'description');
      if (!name) throw new Refusal(400, M.nameRequired);
      if (name.length > NAME_MAX) throw new Refusal(400, M.nameTooLong);
      if (description.length > DESCRIPTION_MAX) throw new Refusal(400, M.descriptionTooLong);
      return { name, description };
    };
    const guardedWrite = async <T>(work: Promise<T>): Promise<T> => {
      try {
        return await work;
      } catch (error) {
        if (isUniqueViolation(error)) throw new Refusal(409, M.duplicate(list.label));
        throw error;
      }
    };

    app.post(
      `${MAINTENANCE}/add-${word}`,
      respond(async (request) => {
        requireProviderWriter(await callerOf(db, request));
        const value = fields(objectBody(request));
        const row = await guardedWrite(
          repo.addRecord(db, list.table, list.column, value, request.legacyUserId),
        );
        return { message: M.saved, result: row };
      }),
    );
    app.put(
      `${MAINTENANCE}/update-${word}`,
      respond(async (request) => {
        requireProviderWriter(await callerOf(db, request));
        const body = objectBody(request);
        const id = requiredId(bodyValue(body, 'id'), 'id');
        const version = optionalId(bodyValue(body, 'version'), 'version');
        const value = fields(body);
        const row = await guardedWrite(
          repo.updateRecord(db, list.table, list.column, id, version, value, request.legacyUserId),
        );
        if (row === 'missing') throw new Refusal(404, M.notFound(list.label));
        if (row === 'stale') {
          throw new Refusal(409, M.conflict, await repo.recordById(db, list.table, list.column, id));
        }
        return { message: M.saved, result: row };
      }),
    );
    app.delete(
      `${MAINTENANCE}/delete-${word}`,
      respond(async (request) => {
        requireProviderWriter(await callerOf(db, request));
        const id = requiredId(q(request, 'Id'), 'Id');
        await db.transaction(async (tx) => {
          const current = await repo.recordById(tx, list.table, list.column, id, true);
          if (!current) throw new Refusal(404, M.notFound(list.label));
          if (current.rulesCount > 0) throw new Refusal(409, M.inUse(list.label, current.rulesCount));
          if (list.table === 'ct_test_groups') {
            const loans = await tx.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM ct_loans WHERE group_id = $1',
              [id],
            );
            if (loans.rows[0]!.n > 0) throw new Refusal(409, M.groupHasLoans(loans.rows[0]!.n));
          }
          await tx.query(`DELETE FROM ${list.table} WHERE id = $1`, [id]);
        });
        return { message: M.deleted, result: true };
      }),
    );
  }

  // ----- testing rules and requirement numbers ------------------------------------------------------------------
  app.post(
    `${CT}/get-testing-rule`,
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      return {
        result: await repo.testingRules(db, {
          groupId: optionalId(bodyValue(body, 'groupId'), 'groupId'),
          typeId: optionalId(bodyValue(body, 'typeId'), 'typeId'),
          categoryId: optionalId(bodyValue(body, 'categoryId'), 'categoryId'),
          requirementCategoryId: optionalId(
            bodyValue(body, 'requirementCategoryId'),
            'requirementCategoryId',
          ),
          regulatorId: optionalId(bodyValue(body, 'regulatorId'), 'regulatorId'),
        }),
      };
    }),
  );
  app.post(
    `${CT}/get-requirement-number`,
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      return {
        result: await repo.requirementNumbers(
          db,
          optionalId(bodyValue(body, 'groupId'), 'groupId'),
          optionalId(bodyValue(body, 'testingRuleId'), 'testingRuleId'),
        ),
      };
    }),
  );
  app.get(
    `${CT}/get-loan-load`,
    respond(async (request) => ({ result: await repo.loanLoads(db, await scopeOf(db, request)) })),
  );
  app.get(
    `${CT}/get-clients`,
    respond(async (request) => ({
      result: await repo.clients(db, (await callerOf(db, request)).clientId),
    })),
  );
  app.get(
    `${CT}/get-result-status`,
    respond(async () => ({ result: await repo.resultStatuses(db) })),
  );

  // ----- graphs ----------------------------------------------------------------------------------------------------
  app.post(
    `${CT}/group-population-graph-count`,
    respond(async (request) => ({
      result: await repo.groupPopulationCount(db, graphFilter(request), await scopeOf(db, request)),
    })),
  );
  app.post(
    `${CT}/group-population-graph-list`,
    respond(async (request) => {
      const body = objectBody(request);
      const groupId = requiredId(bodyValue(body, 'groupId'), 'groupId');
      return {
        result: await repo.groupPopulationList(
          db,
          groupId,
          optionalId(bodyValue(body, 'loanLoadId'), 'loanLoadId'),
          paging(body),
          await scopeOf(db, request),
        ),
      };
    }),
  );
  app.post(
    `${CT}/testing-type-graph`,
    respond(async (request) => ({
      result: await repo.resultsBy(db, 'type', graphFilter(request), await scopeOf(db, request)),
    })),
  );
  app.post(
    `${CT}/category-graph`,
    respond(async (request) => ({
      result: await repo.resultsBy(db, 'category', graphFilter(request), await scopeOf(db, request)),
    })),
  );
  app.post(
    `${CT}/regulator-graph`,
    respond(async (request) => ({
      result: await repo.resultsBy(db, 'regulator', graphFilter(request), await scopeOf(db, request)),
    })),
  );
  app.post(
    `${CT}/exceptions-graph`,
    respond(async (request) => ({
      result: await repo.resultsBy(db, 'rule', graphFilter(request), await scopeOf(db, request)),
    })),
  );

  // ----- action plans ---------------------------------------------------------------------------------------------
  app.post(
    `${CT}/get-action-plan-work-queue`,
    respond(async (request) => ({
      result: await repo.actionPlans(db, { openOnly: true, status: null }, await scopeOf(db, request)),
    })),
  );
  app.post(
    `${CT}/get-action-plan-list`,
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      const status = str(body, 'status');
      if (status && !PLAN_STATUSES.includes(status)) throw new Refusal(400, M.assessmentStatusRequired);
      return {
        result: await repo.actionPlans(
          db,
          { openOnly: false, status: status || null },
          await scopeOf(db, request),
        ),
      };
    }),
  );
  app.post(
    `${CT}/save-assessment`,
    respond(async (request) => {
      const body = objectBody(request);
      const id = requiredId(bodyValue(body, 'id'), 'id');
      const status = str(body, 'status');
      const rootCause = str(body, 'rootCause');
      const actionPlan = str(body, 'actionPlan');
      const ownerName = str(body, 'ownerName');
      const targetDate = str(body, 'targetDate');
      if (!PLAN_STATUSES.includes(status)) throw new Refusal(400, M.assessmentStatusRequired);
      if (!rootCause) throw new Refusal(400, M.rootCauseRequired);
      if (!actionPlan) throw new Refusal(400, M.actionPlanRequired);
      if (rootCause.length > ASSESSMENT_MAX || actionPlan.length > ASSESSMENT_MAX || ownerName.length > 200)
        throw new Refusal(400, M.assessmentTooLong);
      if (targetDate && !isoDate(targetDate)) throw new Refusal(400, M.dateInvalid);
      if (!targetDate && status !== 'Completed') throw new Refusal(400, M.targetDateRequired);
      const version = optionalId(bodyValue(body, 'version'), 'version');
      const plan = await repo.actionPlanById(db, id);
      if (!plan) throw new Refusal(404, M.notFound('Action plan'));
      await requireReach(db, request, plan.clientId);
      const { rows } = await db.query<{ id: number }>(
        `UPDATE ct_action_plans SET status = $3, root_cause = $4, action_plan = $5, owner_name = $6, target_on = $7,
                version = version + 1, assessed_by = $8, assessed_at = now()
          WHERE id = $1 AND ($2::int IS NULL OR version = $2) RETURNING id`,
        [id, version, status, rootCause, actionPlan, ownerName, targetDate || null, request.legacyUserId],
      );
      if (rows.length === 0) {
        const current = await repo.actionPlanById(db, id);
        if (!current) throw new Refusal(404, M.notFound('Action plan'));
        throw new Refusal(409, M.conflict, current);
      }
      return { message: M.assessmentSaved, result: await repo.actionPlanById(db, id) };
    }),
  );

  app.post(
    `${CT}/get-action-plan-candidates`,
    respond(async (request) => ({ result: await repo.actionPlanCandidates(db, await scopeOf(db, request)) })),
  );
  app.post(
    `${CT}/add-action-plan`,
    respond(async (request) => {
      const body = objectBody(request);
      const queueId = requiredId(bodyValue(body, 'queueId'), 'queueId');
      const ownerName = str(body, 'ownerName');
      const targetDate = str(body, 'targetDate');
      if (!ownerName) throw new Refusal(400, M.ownerRequired);
      if (ownerName.length > 100) throw new Refusal(400, M.ownerTooLong);
      if (!targetDate) throw new Refusal(400, M.targetDateRequired);
      if (!isoDate(targetDate)) throw new Refusal(400, M.dateInvalid);
      // The caller is read before the transaction: its query cannot run beside the transaction's.
      const caller = await callerOf(db, request);
      const planId = await db.transaction(async (tx) => {
        const row = await repo.remediationRow(tx, queueId);
        if (!row) throw new Refusal(404, M.notFound('Remediation row'));
        requireOwn(caller, row.clientId);
        if (row.statusId === 3) throw new Refusal(400, M.rowPurged);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO ct_action_plans (run_id, testing_rule_id, owner_name, target_on, created_by, client_id)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (run_id, testing_rule_id) DO NOTHING RETURNING id`,
          [row.firstRunId, row.requirementID, ownerName, targetDate, request.legacyUserId, row.clientId],
        );
        if (rows.length === 0)
          throw new Refusal(400, M.planExists(String(row.ruleNumber), String(row.loanLoadName)));
        return rows[0]!.id;
      });
      return { message: M.actionPlanAdded, result: await repo.actionPlanById(db, planId) };
    }),
  );

  // ----- loan remediation -----------------------------------------------------------------------------------------
  app.post(
    `${CT}/get-loan-remediation-queue`,
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      return {
        result: await repo.remediationQueue(
          db,
          optionalId(bodyValue(body, 'statusId'), 'statusId'),
          await scopeOf(db, request),
        ),
      };
    }),
  );
  app.post(
    `${CT}/get-loan-remediation-list`,
    respond(async (request) => {
      const body = objectBody(request);
      const queueId = requiredId(bodyValue(body, 'queueId'), 'queueId');
      const row = await repo.remediationRow(db, queueId);
      if (!row) throw new Refusal(404, M.notFound('Remediation row'));
      await requireReach(db, request, row.clientId);
      return {
        result: await repo.remediationLoans(
          db,
          row,
          optionalId(bodyValue(body, 'resultStatusId'), 'resultStatusId'),
          paging(body),
        ),
      };
    }),
  );
  app.post(
    `${CT}/save-loan-remediation`,
    respond(async (request) => {
      const body = objectBody(request);
      const id = requiredId(bodyValue(body, 'id'), 'id');
      const statusId = requiredId(bodyValue(body, 'statusId'), 'statusId');
      const subStatusId = optionalId(bodyValue(body, 'subStatusId'), 'subStatusId');
      const comments = str(body, 'comments');
      const version = optionalId(bodyValue(body, 'version'), 'version');
      const to = STATUSES[statusId - 1];
      if (!to) throw new Refusal(400, M.statusUnknown);
      if (comments.length > COMMENT_MAX) throw new Refusal(400, M.commentTooLong);
      // The caller is read before the transaction: its query cannot run beside the transaction's.
      const caller = await callerOf(db, request);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status_id: number; version: number; client_id: number | null }>(
          'SELECT status_id, version, client_id FROM ct_remediation_queue WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (rows.length === 0) throw new Refusal(404, M.notFound('Remediation row'));
        requireOwn(caller, rows[0]!.client_id);
        if (version !== null && rows[0]!.version !== version)
          throw new Refusal(409, M.conflict, await repo.remediationRow(tx, id));
        const from = STATUSES[rows[0]!.status_id - 1]!;
        if (from !== to && !TRANSITIONS[from]!.includes(to)) throw new Refusal(400, M.transition(from, to));
        if (to === 'Purge' && subStatusId !== 1) throw new Refusal(400, M.subStatusRequired);
        if (to !== 'Purge' && subStatusId !== null) throw new Refusal(400, M.subStatusOnlyPurge);
        if ((to === 'Purge' || to === 'Unpurge') && from !== to && !comments)
          throw new Refusal(400, M.commentRequired);
        await tx.query(
          `UPDATE ct_remediation_queue SET status_id = $2, sub_status_id = $3, comments = $4, version = version + 1,
                  updated_by = $5, updated_at = now() WHERE id = $1`,
          [id, statusId, subStatusId, comments, request.legacyUserId],
        );
      });
      return { message: M.remediationSaved, result: await repo.remediationRow(db, id) };
    }),
  );

  app.post(
    `${CT}/add-loan-exception`,
    respond(async (request) => {
      const body = objectBody(request);
      const loanNumber = str(body, 'loanNumber');
      const ruleId = requiredId(bodyValue(body, 'testingRuleId'), 'testingRuleId');
      const finding = str(body, 'exceptionMessage');
      if (!loanNumber) throw new Refusal(400, M.loanNumberRequired);
      if (!finding) throw new Refusal(400, M.findingRequired);
      if (finding.length > 500) throw new Refusal(400, M.findingTooLong);
      // The caller is read before the transaction: its query cannot run beside the transaction's.
      const caller = await callerOf(db, request);
      const queueId = await db.transaction(async (tx) => {
        // A client's user finds its own client's loans only; another client's loan is in no load it knows.
        const { rows: loans } = await tx.query<{
          id: number;
          group_id: number;
          loan_load_id: number;
          client_id: number | null;
        }>(
          `SELECT id, group_id, loan_load_id, client_id FROM ct_loans
            WHERE lower(loan_number) = lower($1) AND ($2::int IS NULL OR client_id = $2)`,
          [loanNumber, caller.clientId],
        );
        const loan = loans[0];
        if (!loan) throw new Refusal(400, M.loanNotFound(loanNumber));
        const { rows: rules } = await tx.query<{ rule_number: string; group_id: number; is_active: boolean }>(
          'SELECT rule_number, group_id, is_active FROM ct_testing_rules WHERE id = $1',
          [ruleId],
        );
        const rule = rules[0];
        if (!rule) throw new Refusal(404, M.notFound('Testing rule'));
        if (!rule.is_active) throw new Refusal(400, M.ruleInactive(rule.rule_number));
        if (rule.group_id !== loan.group_id) {
          const { rows: group } = await tx.query<{ name: string }>(
            'SELECT name FROM ct_test_groups WHERE id = $1',
            [loan.group_id],
          );
          throw new Refusal(400, M.ruleNotForGroup(rule.rule_number, group[0]!.name));
        }
        // The load's first run; a load not yet run gets its run now.
        const { rows: runs } = await tx.query<{ id: number }>(
          'SELECT id FROM ct_test_runs WHERE loan_load_id = $1 ORDER BY run_on, id LIMIT 1 FOR UPDATE',
          [loan.loan_load_id],
        );
        const runId =
          runs[0]?.id ??
          (
            await tx.query<{ id: number }>(
              'INSERT INTO ct_test_runs (loan_load_id, run_on, client_id) VALUES ($1, current_date, $2) RETURNING id',
              [loan.loan_load_id, loan.client_id],
            )
          ).rows[0]!.id;
        const { rows: queue } = await tx.query<{ id: number; status_id: number }>(
          'SELECT id, status_id FROM ct_remediation_queue WHERE run_id = $1 AND testing_rule_id = $2 FOR UPDATE',
          [runId, ruleId],
        );
        if (queue[0]?.status_id === 3) throw new Refusal(400, M.rowPurged);
        const { rows: results } = await tx.query<{ id: number; result_status_id: number }>(
          'SELECT id, result_status_id FROM ct_test_results WHERE run_id = $1 AND testing_rule_id = $2 AND loan_id = $3',
          [runId, ruleId, loan.id],
        );
        if (results[0]?.result_status_id === 2)
          throw new Refusal(400, M.alreadyException(loanNumber, rule.rule_number));
        await tx.query(
          `INSERT INTO ct_test_results (run_id, testing_rule_id, loan_id, result_status_id, exception_message, added_by,
                                        added_at, client_id)
           VALUES ($1, $2, $3, 2, $4, $5, now(), $6)
           ON CONFLICT (run_id, testing_rule_id, loan_id)
           DO UPDATE SET result_status_id = 2, exception_message = $4, added_by = $5, added_at = now()`,
          [runId, ruleId, loan.id, finding, request.legacyUserId, loan.client_id],
        );
        if (queue[0]) return queue[0].id;
        const { rows: added } = await tx.query<{ id: number }>(
          `INSERT INTO ct_remediation_queue (run_id, testing_rule_id, submitted_on, updated_by, client_id)
           VALUES ($1, $2, current_date, $3, $4) RETURNING id`,
          [runId, ruleId, request.legacyUserId, loan.client_id],
        );
        return added[0]!.id;
      });
      return { message: M.loanAdded(loanNumber), result: await repo.remediationRow(db, queueId) };
    }),
  );

  // ----- remediation tasks and evidence ---------------------------------------------------------------------------
  app.post(
    `${CT}/save-remediation-task`,
    respond(async (request) => {
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const queueId = id === null ? requiredId(bodyValue(body, 'queueId'), 'queueId') : null;
      const title = str(body, 'title');
      const description = str(body, 'description');
      const ownerName = str(body, 'ownerName');
      const dueDate = str(body, 'dueDate');
      const status = str(body, 'status') || 'Open';
      const version = optionalId(bodyValue(body, 'version'), 'version');
      if (!title) throw new Refusal(400, M.taskTitleRequired);
      if (title.length > 200) throw new Refusal(400, M.taskTitleTooLong);
      if (description.length > 1000) throw new Refusal(400, M.taskDescriptionTooLong);
      if (!ownerName) throw new Refusal(400, M.assigneeRequired);
      if (ownerName.length > 100) throw new Refusal(400, M.assigneeTooLong);
      if (status !== 'Open' && status !== 'Completed') throw new Refusal(400, M.taskStatusUnknown);
      if (dueDate && !isoDate(dueDate)) throw new Refusal(400, M.dateInvalid);
      if (!dueDate && status === 'Open') throw new Refusal(400, M.dueDateRequired);
      const values = [title, description, ownerName, dueDate || null, status, request.legacyUserId];
      // The caller is read before the transaction: its query cannot run beside the transaction's.
      const caller = await callerOf(db, request);
      const taskId = await db.transaction(async (tx) => {
        if (queueId !== null) {
          const { rows } = await tx.query<{ status_id: number; client_id: number | null }>(
            'SELECT status_id, client_id FROM ct_remediation_queue WHERE id = $1 FOR UPDATE',
            [queueId],
          );
          if (rows.length === 0) throw new Refusal(404, M.notFound('Remediation row'));
          requireOwn(caller, rows[0]!.client_id);
          if (rows[0]!.status_id === 3) throw new Refusal(400, M.rowPurged);
          const { rows: added } = await tx.query<{ id: number }>(
            `INSERT INTO ct_remediation_tasks (queue_id, title, description, owner_name, due_on, status, updated_by,
                                              client_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            [queueId, ...values, rows[0]!.client_id],
          );
          return added[0]!.id;
        }
        const task = await repo.taskById(tx, id!);
        if (!task) throw new Refusal(404, M.notFound('Remediation task'));
        requireOwn(caller, task.clientId);
        const { rows } = await tx.query<{ id: number }>(
          `UPDATE ct_remediation_tasks SET title = $3, description = $4, owner_name = $5, due_on = $6, status = $7,
                  updated_by = $8, updated_at = now(), version = version + 1
            WHERE id = $1 AND ($2::int IS NULL OR version = $2) RETURNING id`,
          [id, version, ...values],
        );
        if (rows.length === 0) {
          const current = await repo.taskById(tx, id!);
          if (!current) throw new Refusal(404, M.notFound('Remediation task'));
          throw new Refusal(409, M.conflict, current);
        }
        return id!;
      });
      return { message: M.taskSaved, result: await repo.taskWithEvidence(db, taskId) };
    }),
  );
  app.get(
    `${CT}/get-remediation-task-data`,
    respond(async (request) => {
      const queueId = requiredId(q(request, 'queueId'), 'queueId');
      const row = await repo.remediationRow(db, queueId);
      if (!row) throw new Refusal(404, M.notFound('Remediation row'));
      await requireReach(db, request, row.clientId);
      return { result: await repo.remediationTasks(db, queueId) };
    }),
  );
  app.post(
    `${CT}/upload-remediation-evidence`,
    { bodyLimit: 8 * 1024 * 1024 },
    respond(async (request) => {
      const body = objectBody(request);
      const taskId = requiredId(q(request, 'TaskId'), 'TaskId');
      const rawName = bodyValue(body, 'FileName');
      const rawText = bodyValue(body, 'FileText');
      const fileName = typeof rawName === 'string' ? rawName.split(/[\\/]/).pop()!.trim() : '';
      if (!fileName || typeof rawText !== 'string' || !rawText) throw new Refusal(400, M.fileRequired);
      const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0].toLowerCase() ?? '';
      const contentType = EVIDENCE_TYPES[extension];
      if (!contentType || fileName.length > 200 || fileName.startsWith('.'))
        throw new Refusal(400, M.fileExtension);
      const content = Buffer.from(rawText, 'base64');
      if (content.length === 0) throw new Refusal(400, M.fileRequired);
      if (content.length > EVIDENCE_MAX_BYTES) throw new Refusal(400, M.fileTooLarge);
      const task = await repo.taskById(db, taskId);
      if (!task) throw new Refusal(404, M.notFound('Remediation task'));
      await requireReach(db, request, task.clientId);
      if (task.status === 'Completed') throw new Refusal(400, M.taskCompleted);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO ct_remediation_evidence (task_id, file_name, content_type, size, content, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [taskId, fileName, contentType, content.length, content, request.legacyUserId],
      );
      return {
        message: M.evidenceUploaded,
        result: { Id: rows[0]!.id, FileName: fileName, Size: content.length },
      };
    }),
  );
  app.get(`${CT}/download-remediation-evidence`, async (request, reply: FastifyReply) => {
    try {
      const id = requiredId(q(request, 'Id'), 'Id');
      const { rows } = await db.query<{
        file_name: string;
        content_type: string;
        content: Uint8Array;
        client_id: number | null;
      }>(
        `SELECT e.file_name, e.content_type, e.content, t.client_id FROM ct_remediation_evidence e
           JOIN ct_remediation_tasks t ON t.id = e.task_id WHERE e.id = $1`,
        [id],
      );
      if (rows.length === 0) throw new Refusal(404, M.fileNotFound);
      await requireReach(db, request, rows[0]!.client_id);
      return reply
        .header('content-type', rows[0]!.content_type)
        .header('content-disposition', `attachment; filename="${rows[0]!.file_name.replace(/"/g, '')}"`)
        .send(Buffer.from(rows[0]!.content));
    } catch (error) {
      if (error instanceof Refusal) return reply.code(error.status).send(refusal(error.message));
      throw error;
    }
  });
  app.delete(
    `${CT}/delete-remediation-evidence`,
    respond(async (request) => {
      const id = requiredId(q(request, 'Id'), 'Id');
      // The caller is read before the transaction: its query cannot run beside the transaction's.
      const caller = await callerOf(db, request);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: string; client_id: number | null }>(
          `SELECT t.status, t.client_id FROM ct_remediation_evidence e JOIN ct_remediation_tasks t ON t.id = e.task_id
            WHERE e.id = $1 FOR UPDATE OF e`,
          [id],
        );
        if (rows.length === 0) throw new Refusal(404, M.fileNotFound);
        requireOwn(caller, rows[0]!.client_id);
        if (rows[0]!.status === 'Completed') throw new Refusal(400, M.taskCompleted);
        await tx.query('DELETE FROM ct_remediation_evidence WHERE id = $1', [id]);
      });
      return { message: M.evidenceDeleted, result: true };
    }),
  );
}
