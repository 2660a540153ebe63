import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
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
    respond(async () => ({ result: await repo.loanLoads(db) })),
  );
  app.get(
    `${CT}/get-result-status`,
    respond(async () => ({ result: await repo.resultStatuses(db) })),
  );

  // ----- graphs ----------------------------------------------------------------------------------------------------
  app.post(
    `${CT}/group-population-graph-count`,
    respond(async (request) => ({ result: await repo.groupPopulationCount(db, graphFilter(request)) })),
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
        ),
      };
    }),
  );
  app.post(
    `${CT}/testing-type-graph`,
    respond(async (request) => ({ result: await repo.resultsBy(db, 'type', graphFilter(request)) })),
  );
  app.post(
    `${CT}/category-graph`,
    respond(async (request) => ({ result: await repo.resultsBy(db, 'category', graphFilter(request)) })),
  );
  app.post(
    `${CT}/regulator-graph`,
    respond(async (request) => ({ result: await repo.resultsBy(db, 'regulator', graphFilter(request)) })),
  );
  app.post(
    `${CT}/exceptions-graph`,
    respond(async (request) => ({ result: await repo.resultsBy(db, 'rule', graphFilter(request)) })),
  );

  // ----- action plans ---------------------------------------------------------------------------------------------
  app.post(
    `${CT}/get-action-plan-work-queue`,
    respond(async () => ({ result: await repo.actionPlans(db, { openOnly: true, status: null }) })),
  );
  app.post(
    `${CT}/get-action-plan-list`,
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      const status = str(body, 'status');
      if (status && !PLAN_STATUSES.includes(status)) throw new Refusal(400, M.assessmentStatusRequired);
      return { result: await repo.actionPlans(db, { openOnly: false, status: status || null }) };
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

  // ----- loan remediation -----------------------------------------------------------------------------------------
  app.post(
    `${CT}/get-loan-remediation-queue`,
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      return { result: await repo.remediationQueue(db, optionalId(bodyValue(body, 'statusId'), 'statusId')) };
    }),
  );
  app.post(
    `${CT}/get-loan-remediation-list`,
    respond(async (request) => {
      const body = objectBody(request);
      const queueId = requiredId(bodyValue(body, 'queueId'), 'queueId');
      const row = await repo.remediationRow(db, queueId);
      if (!row) throw new Refusal(404, M.notFound('Remediation row'));
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
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status_id: number; version: number }>(
          'SELECT status_id, version FROM ct_remediation_queue WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (rows.length === 0) throw new Refusal(404, M.notFound('Remediation row'));
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

  // ----- remediation tasks and evidence ---------------------------------------------------------------------------
  app.get(
    `${CT}/get-remediation-task-data`,
    respond(async (request) => {
      const queueId = requiredId(q(request, 'queueId'), 'queueId');
      if (!(await repo.remediationRow(db, queueId))) throw new Refusal(404, M.notFound('Remediation row'));
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
      const { rows } = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        'SELECT file_name, content_type, content FROM ct_remediation_evidence WHERE id = $1',
        [id],
      );
      if (rows.length === 0) throw new Refusal(404, M.fileNotFound);
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
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: string }>(
          `SELECT t.status FROM ct_remediation_evidence e JOIN ct_remediation_tasks t ON t.id = e.task_id
            WHERE e.id = $1 FOR UPDATE OF e`,
          [id],
        );
        if (rows.length === 0) throw new Refusal(404, M.fileNotFound);
        if (rows[0]!.status === 'Completed') throw new Refusal(400, M.taskCompleted);
        await tx.query('DELETE FROM ct_remediation_evidence WHERE id = $1', [id]);
      });
      return { message: M.evidenceDeleted, result: true };
    }),
  );
}
