import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Db, Queryable } from '../../db/db.js';
import {
  actingClient,
  callerOf,
  OWNERSHIP_MESSAGES,
  OwnershipRefusal,
  requireOwn,
  requireProviderWriter,
  requireWriter,
  type Caller,
} from '../../http/caller.js';
import { refusal } from '../../http/envelope.js';
import { bodyValue, queryValue } from '../../http/params.js';
import { bodyId, optionalQueryId, queryFlag, queryId, Refusal } from '../catalogue/http.js';
import { respond } from '../requirements/requirements.routes.js';
import { businessLawClient } from '../reporting/reporting.repository.js';
import {
  ASSESS_CHANGE_ROUTE,
  bodyDate,
  bodyFile,
  bodyFlag,
  bodyText,
  GAPS_ROUTE,
  objectBody,
  requireEditor,
} from './gaps.http.js';
import { GAPS_LEGACY_MESSAGES as M } from './gaps.messages.js';

/** The two question sets: gaps and updates (module 1) and client change management (module 2). */
export const MODULES = [
  { prefix: 'GapsAndUpdates', moduleTypeId: 1 as const, route: GAPS_ROUTE },
  { prefix: 'ClientChangeManagement', moduleTypeId: 2 as const, route: ASSESS_CHANGE_ROUTE },
];
type Module = (typeof MODULES)[number];

const LISTS = [
  { path: 'task-type', table: 'gaps_task_types', plans: 'task_type_id' },
  { path: 'task-status', table: 'gaps_task_statuses', plans: 'task_status_id' },
  { path: 'task-evidence', table: 'gaps_evidence_types', plans: 'evidence_type_id' },
] as const;

const FREE_TYPES = new Set([
  'Text',
  'Number',
  'Comment',
  'Multiple Text',
  'Multiple Comment',
  'Calendar Field',
  'Employee Selection',
  'Company Process Multiple Selection',
  'Add attachment',
]);

interface QuestionRow {
  id: number;
  header_id: number;
  header: string;
  business_line_id: number;
  parent_question_id: number | null;
  trigger_answer: string | null;
  question: string;
  question_type_id: number;
  question_type: string;
  options: string[];
  is_active: boolean;
  sort_order: number;
}

const toQuestion = (row: QuestionRow) => ({
  Id: row.id,
  HeaderId: row.header_id,
  Header: row.header,
  BusinessLineId: row.business_line_id,
  ParentQuestionId: row.parent_question_id,
  TriggerAnswer: row.trigger_answer,
  Question: row.question,
  QuestionTypeId: row.question_type_id,
  QuestionType: row.question_type,
  Options: row.options,
  IsActive: row.is_active,
  SortOrder: row.sort_order,
});

const QUESTION_SELECT = `SELECT q.id, q.header_id, h.header, h.business_line_id, q.parent_question_id, q.trigger_answer,
       q.question, q.question_type_id, t.name AS question_type, q.options, q.is_active, q.sort_order
  FROM gaps_questions q
  JOIN gaps_question_headers h ON h.id = q.header_id
  JOIN gaps_question_types t ON t.id = q.question_type_id`;
const QUESTION_ORDER = 'ORDER BY h.sort_order, h.id, q.sort_order, q.id';

/**
 * The scope of an answer set: who may see it follows from its business line and its client (the client of the
 * business law it answers for; a change without one: the client of its assigned user).
 */
export interface AnswerScope {
  sectionId: number;
  businessLineId: number;
  requirementId: number;
  companyProcessId: number;
  businessLawId: number | null;
  clientId: number | null;
}

function lineOfUser(db: Queryable, userId: number, businessLineId: number) {
  return db
    .query('SELECT 1 FROM user_business_lines WHERE user_id = $1 AND business_line_id = $2', [
      userId,
      businessLineId,
    ])
    .then(({ rows }) => rows.length > 0);
}

/** SQL: the client of a client change management change (stored on the change since migration 029). */
export const changeClient = (alias: string) => `${alias}.client_id`;

/**
 * The requirement and company process an answer set, an action plan or a file belongs to, checked: in gaps and
 * updates a gap requirement of a business law of the section with that company process; in client change management
 * a changed requirement of a change of the section for that company process. Either on one of the user's lines,
 * and of the user's client (another client's is 'The record was not found.'; provider staff reach every client's).
 */
export async function answerScope(
  db: Queryable,
  module: Module,
  caller: Caller,
  ids: { sectionId: number; requirementId: number; companyProcessId: number },
): Promise<AnswerScope> {
  type Row = { business_line_id: number; business_law_id: number | null; client_id: number | null };
  const { rows } =
    module.moduleTypeId === 1
      ? await db.query<Row>(
          `SELECT bl.business_line_id, bl.id AS business_law_id, ${businessLawClient('bl')} AS client_id
             FROM business_law_requirements blr
             JOIN business_laws bl ON bl.id = blr.business_law_id
            WHERE bl.section_id = $1 AND blr.requirement_id = $2 AND blr.is_gap AND NOT blr.is_decommissioned
              AND EXISTS (SELECT 1 FROM business_law_processes blp
                           WHERE blp.business_law_id = bl.id AND blp.company_process_id = $3)`,
          [ids.sectionId, ids.requirementId, ids.companyProcessId],
        )
      : await db.query<Row>(
          `SELECT c.business_line_id, c.business_law_id, ${changeClient('c')} AS client_id
             FROM ccm_requirement_changes rc JOIN ccm_changes c ON c.id = rc.change_id
            WHERE c.section_id = $1 AND rc.id = $2 AND c.company_process_id = $3`,
          [ids.sectionId, ids.requirementId, ids.companyProcessId],
        );
  let otherClient = false;
  for (const row of rows) {
    if (!(await lineOfUser(db, caller.userId, row.business_line_id))) continue;
    if (caller.clientId !== null && row.client_id !== caller.clientId) {
      otherClient = true;
      continue;
    }
    return {
      ...ids,
      businessLineId: row.business_line_id,
      businessLawId: row.business_law_id,
      clientId: row.client_id,
    };
  }
  if (otherClient) throw new OwnershipRefusal(404, OWNERSHIP_MESSAGES.notFound);
  throw new Refusal(404, module.moduleTypeId === 1 ? M.gapUnknown : M.requirementUnknown);
}

/** The ids an answer set is named by, from a query or a body (legacy names). */
function scopeIds(read: (name: string) => number) {
  return {
    sectionId: read('SectionId'),
    requirementId: read('LawRequirementId'),
    companyProcessId: read('MstCompanyProcessId'),
  };
}

async function answerSetId(
  db: Queryable,
  module: Module,
  scope: AnswerScope,
  create: boolean,
): Promise<number | null> {
  const found = await db.query<{ id: number }>(
    `SELECT id FROM gaps_answer_sets
      WHERE module_type_id = $1 AND section_id = $2 AND requirement_id = $3 AND company_process_id = $4`,
    [module.moduleTypeId, scope.sectionId, scope.requirementId, scope.companyProcessId],
  );
  if (found.rows.length > 0 || !create) return found.rows[0]?.id ?? null;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO gaps_answer_sets (module_type_id, section_id, business_line_id, requirement_id, company_process_id,
                                   business_law_id, client_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (module_type_id, section_id, requirement_id, company_process_id) DO UPDATE SET updated_at = now()
     RETURNING id`,
    [
      module.moduleTypeId,
      scope.sectionId,
      scope.businessLineId,
      scope.requirementId,
      scope.companyProcessId,
      scope.businessLawId,
      scope.clientId,
    ],
  );
  return rows[0].id;
}

async function activeQuestions(
  db: Queryable,
  module: Module,
  businessLineId: number,
): Promise<QuestionRow[]> {
  const { rows } = await db.query<QuestionRow>(
    `${QUESTION_SELECT} WHERE h.module_type_id = $1 AND h.business_line_id = $2 AND q.is_active ${QUESTION_ORDER}`,
    [module.moduleTypeId, businessLineId],
  );
  return rows;
}

function shown(question: QuestionRow, answers: Map<number, string>, byId: Map<number, QuestionRow>): boolean {
  if (!question.is_active) return false;
  if (question.parent_question_id === null) return true;
  const parent = byId.get(question.parent_question_id);
  if (!parent || !shown(parent, answers, byId)) return false;
  return (
    (answers.get(parent.id) ?? '').trim().toLowerCase() ===
    (question.trigger_answer ?? '').trim().toLowerCase()
  );
}

interface PlanRow {
  id: number;
  task_type_id: number;
  task_type: string;
  task_status_id: number;
  task_status: string;
  evidence_type_id: number | null;
  evidence_type: string | null;
  description: string;
  due_date: string | Date | null;
  updated_at: string;
}

const day = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

async function plansOf(db: Queryable, answerSet: number) {
  const { rows } = await db.query<PlanRow>(
    `SELECT p.id, p.task_type_id, tt.name AS task_type, p.task_status_id, ts.name AS task_status,
            p.evidence_type_id, et.name AS evidence_type, p.description, p.due_date, p.updated_at
       FROM gaps_action_plans p
       JOIN gaps_task_types tt ON tt.id = p.task_type_id
       JOIN gaps_task_statuses ts ON ts.id = p.task_status_id
       LEFT JOIN gaps_evidence_types et ON et.id = p.evidence_type_id
      WHERE p.answer_set_id = $1 ORDER BY p.id`,
    [answerSet],
  );
  const files = await db.query<{ id: number; action_plan_id: number; file_name: string; size: number }>(
    `SELECT id, action_plan_id, file_name, size FROM gaps_step_files
      WHERE action_plan_id = ANY($1::int[]) ORDER BY id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    Id: row.id,
    TaskTypeId: row.task_type_id,
    TaskType: row.task_type,
    TaskStatusId: row.task_status_id,
    TaskStatus: row.task_status,
    EvidenceTypeId: row.evidence_type_id,
    EvidenceType: row.evidence_type,
    Description: row.description,
    DueDate: day(row.due_date),
    StepFiles: files.rows
      .filter((file) => file.action_plan_id === row.id)
      .map((file) => ({ Id: file.id, FileName: file.file_name, Size: file.size })),
  }));
}

function sendFile(
  reply: FastifyReply,
  row: { file_name: string; content_type: string; content: Uint8Array },
) {
  return reply
    .header('content-type', row.content_type)
    .header('content-disposition', `attachment; filename="${row.file_name.replace(/"/g, '')}"`)
    .send(Buffer.from(row.content));
}

/** Gaps and updates and client change management's shared calls, once per module under its own prefix. */
export async function gapsRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  for (const module of MODULES) registerModule(app, db, module);
}

function registerModule(app: FastifyInstance, db: Db, module: Module): void {
  const P = `/${module.prefix}`;
  const user = (request: FastifyRequest) => request.legacyUserId;
  const caller = (request: FastifyRequest) => callerOf(db, request);
  /** A write to a client's answers, files or action plans: edit permission on the screen, never read-only. */
  const editor = async (request: FastifyRequest) => {
    requireWriter(await caller(request));
    await requireEditor(db, user(request), module.route);
  };
  /**
   * A write to what every client shares (the task lists, the questionnaire of a business line): provider staff
   * with edit permission only, so one client's users never change what another client's users answer.
   */
  const sharedEditor = async (request: FastifyRequest) => {
    await requireEditor(db, user(request), module.route);
    requireProviderWriter(await caller(request));
  };

  for (const list of LISTS) {
    app.get(
      `${P}/get-${list.path}`,
      respond(async () => {
        const { rows } = await db.query<{ id: number; name: string }>(
          `SELECT id, name FROM ${list.table} WHERE is_active ORDER BY lower(name), id`,
        );
        return { result: rows.map((row) => ({ Id: row.id, Name: row.name })) };
      }),
    );
    const name = async (body: Record<string, unknown>, exceptId: number | null) => {
      const text = bodyText(body, 'Name');
      if (!text) throw new Refusal(400, M.nameListRequired);
      if (text.length > 100) throw new Refusal(400, M.nameListTooLong);
      const { rows } = await db.query(
        `SELECT 1 FROM ${list.table} WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`,
        [text, exceptId],
      );
      if (rows.length > 0) throw new Refusal(400, M.nameListDuplicate);
      return text;
    };
    app.post(
      `${P}/add-${list.path}`,
      respond(async (request) => {
        await sharedEditor(request);
        const body = objectBody(request);
        const { rows } = await db.query<{ id: number; name: string }>(
          `INSERT INTO ${list.table} (name) VALUES ($1) RETURNING id, name`,
          [await name(body, null)],
        );
        return { message: 'Saved successfully.', result: { Id: rows[0].id, Name: rows[0].name } };
      }),
    );
    app.put(
      `${P}/update-${list.path}`,
      respond(async (request) => {
        await sharedEditor(request);
        const body = objectBody(request);
        const id = bodyId(body, 'Id');
        const { rows } = await db.query<{ id: number; name: string }>(
          `UPDATE ${list.table} SET name = $2 WHERE id = $1 RETURNING id, name`,
          [id, await name(body, id)],
        );
        if (rows.length === 0) throw new Refusal(404, M.entryUnknown);
        return { message: 'Updated successfully.', result: { Id: rows[0].id, Name: rows[0].name } };
      }),
    );
    app.delete(
      `${P}/delete-${list.path}`,
      respond(async (request) => {
        await sharedEditor(request);
        const id = queryId(request.legacyQuery, 'Id');
        const used = await db.query(`SELECT 1 FROM gaps_action_plans WHERE ${list.plans} = $1 LIMIT 1`, [id]);
        if (used.rows.length > 0) throw new Refusal(400, M.nameListInUse);
        const { rowCount } = await db.query(`DELETE FROM ${list.table} WHERE id = $1`, [id]);
        if (!rowCount) throw new Refusal(404, M.entryUnknown);
        return { message: 'Deleted successfully.', result: true };
      }),
    );
  }

  app.get(
    `${P}/get-question-type`,
    respond(async () => {
      const { rows } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM gaps_question_types ORDER BY id',
      );
      return { result: rows.map((row) => ({ Id: row.id, Name: row.name })) };
    }),
  );

  const lineParam = async (request: FastifyRequest) => {
    const lineId = queryId(request.legacyQuery, 'business_line_id');
    if (!(await lineOfUser(db, user(request), lineId))) throw new Refusal(404, M.headerUnknown);
    return lineId;
  };

  app.get(
    `${P}/get-questions-header`,
    respond(async (request) => {
      const lineId = await lineParam(request);
      const { rows } = await db.query<{ id: number; header: string; sort_order: number }>(
        `SELECT id, header, sort_order FROM gaps_question_headers
          WHERE module_type_id = $1 AND business_line_id = $2 ORDER BY sort_order, id`,
        [module.moduleTypeId, lineId],
      );
      return {
        result: rows.map((row) => ({
          Id: row.id,
          Header: row.header,
          SortOrder: row.sort_order,
          BusinessLineId: lineId,
        })),
      };
    }),
  );

  // An array of headers of one business line: with an Id updated, without one added, in the given order.
  app.put(
    `${P}/update-question-header`,
    respond(async (request) => {
      await sharedEditor(request);
      const items = Array.isArray(request.body) ? (request.body as unknown[]) : null;
      if (!items || items.length === 0) throw new Refusal(400, M.headerRequired);
      return db.transaction(async (tx) => {
        const saved: { Id: number; Header: string; SortOrder: number; BusinessLineId: number }[] = [];
        for (const [index, raw] of items.entries()) {
          if (!raw || typeof raw !== 'object') throw new Refusal(400, M.headerRequired);
          const body = raw as Record<string, unknown>;
          const header = bodyText(body, 'Header');
          if (!header) throw new Refusal(400, M.headerRequired);
          if (header.length > 200) throw new Refusal(400, M.headerTooLong);
          const lineId = bodyId(body, 'BusinessLineId');
          if (!(await lineOfUser(tx, user(request), lineId))) throw new Refusal(404, M.headerUnknown);
          const rawId = bodyValue(body, 'Id');
          let id: number;
          if (rawId === undefined || rawId === null || rawId === 0) {
            const { rows } = await tx.query<{ id: number }>(
              `INSERT INTO gaps_question_headers (module_type_id, business_line_id, header, sort_order)
               VALUES ($1, $2, $3, $4) RETURNING id`,
              [module.moduleTypeId, lineId, header, index + 1],
            );
            id = rows[0].id;
          } else {
            id = bodyId(body, 'Id');
            const { rowCount } = await tx.query(
              `UPDATE gaps_question_headers SET header = $2, sort_order = $3
                WHERE id = $1 AND module_type_id = $4 AND business_line_id = $5`,
              [id, header, index + 1, module.moduleTypeId, lineId],
            );
            if (!rowCount) throw new Refusal(404, M.headerUnknown);
          }
          saved.push({ Id: id, Header: header, SortOrder: index + 1, BusinessLineId: lineId });
        }
        // No two headers of a questionnaire read the same, whatever their case.
        const lines = [...new Set(saved.map((row) => row.BusinessLineId))];
        const { rows: twins } = await tx.query(
          `SELECT 1 FROM gaps_question_headers WHERE module_type_id = $1 AND business_line_id = ANY($2::int[])
            GROUP BY business_line_id, lower(header) HAVING count(*) > 1 LIMIT 1`,
          [module.moduleTypeId, lines],
        );
        if (twins.length > 0) throw new Refusal(400, M.headerDuplicate);
        return { message: 'Question headers saved successfully.', result: saved };
      });
    }),
  );

  app.delete(
    `${P}/delete-question-header`,
    respond(async (request) => {
      await sharedEditor(request);
      const id = queryId(request.legacyQuery, 'Id');
      const { rowCount } = await db.query(
        `DELETE FROM gaps_question_headers WHERE id = $1 AND module_type_id = $2
            AND business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $3)`,
        [id, module.moduleTypeId, user(request)],
      );
      if (!rowCount) throw new Refusal(404, M.headerUnknown);
      return { message: 'Question header deleted successfully.', result: true };
    }),
  );

  app.get(
    `${P}/get-questions`,
    respond(async (request) => {
      const lineId = await lineParam(request);
      const { rows } = await db.query<QuestionRow>(
        `${QUESTION_SELECT} WHERE h.module_type_id = $1 AND h.business_line_id = $2 AND q.parent_question_id IS NULL
         ${QUESTION_ORDER}`,
        [module.moduleTypeId, lineId],
      );
      return { result: rows.map(toQuestion) };
    }),
  );

  app.get(
    `${P}/get-sub-questions`,
    respond(async (request) => {
      const parent = queryId(request.legacyQuery, 'QuestionId');
      const { rows } = await db.query<QuestionRow>(
        `${QUESTION_SELECT} WHERE h.module_type_id = $1 AND q.parent_question_id = $2
            AND h.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $3)
         ${QUESTION_ORDER}`,
        [module.moduleTypeId, parent, user(request)],
      );
      return { result: rows.map(toQuestion) };
    }),
  );

  // Every question of the line as the user answers it (top questions and sub-questions), active ones only by default.
  app.get(
    `${P}/get-user-questions`,
    respond(async (request) => {
      const lineId = await lineParam(request);
      const onlyActive =
        queryValue(request.legacyQuery, 'active') === undefined
          ? true
          : queryFlag(request.legacyQuery, 'active');
      const { rows } = await db.query<QuestionRow>(
        `${QUESTION_SELECT} WHERE h.module_type_id = $1 AND h.business_line_id = $2 ${onlyActive ? 'AND q.is_active' : ''}
         ${QUESTION_ORDER}`,
        [module.moduleTypeId, lineId],
      );
      return { result: rows.map(toQuestion) };
    }),
  );

  async function questionFields(body: Record<string, unknown>, tx: Queryable) {
    const question = bodyText(body, 'Question');
    if (!question || question.length > 500) throw new Refusal(400, M.questionRequired);
    const typeId = bodyId(body, 'QuestionTypeId');
    const { rows: type } = await tx.query<{ name: string }>(
      'SELECT name FROM gaps_question_types WHERE id = $1',
      [typeId],
    );
    if (type.length === 0) throw new Refusal(400, M.questionTypeUnknown);
    const rawOptions = bodyValue(body, 'Options');
    const options = (Array.isArray(rawOptions) ? rawOptions : [])
      .filter((option): option is string => typeof option === 'string')
      .map((option) => option.trim())
      .filter(Boolean);
    if (!FREE_TYPES.has(type[0].name) && options.length === 0) throw new Refusal(400, M.optionsRequired);
    return { question, typeId, options: FREE_TYPES.has(type[0].name) ? [] : options };
  }

  async function ownQuestion(tx: Queryable, request: FastifyRequest, id: number) {
    const { rows } = await tx.query<QuestionRow>(
      `${QUESTION_SELECT} WHERE q.id = $1 AND h.module_type_id = $2
          AND h.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $3)`,
      [id, module.moduleTypeId, user(request)],
    );
    if (rows.length === 0) throw new Refusal(404, M.questionUnknown);
    return rows[0];
  }

  // Adds a question to a header; with ParentQuestionId and TriggerAnswer it is a sub-question of that question.
  app.post(
    `${P}/add-sub-questions`,
    respond(async (request) => {
      await sharedEditor(request);
      const body = objectBody(request);
      return db.transaction(async (tx) => {
        const fields = await questionFields(body, tx);
        const rawParent = bodyValue(body, 'ParentQuestionId');
        const parentId =
          rawParent === undefined || rawParent === null || rawParent === 0
            ? null
            : bodyId(body, 'ParentQuestionId');
        let headerId: number;
        let trigger: string | null = null;
        if (parentId !== null) {
          const parent = await ownQuestion(tx, request, parentId);
          headerId = parent.header_id;
          trigger = bodyText(body, 'TriggerAnswer');
          if (!trigger) throw new Refusal(400, M.triggerRequired);
        } else {
          headerId = bodyId(body, 'HeaderId');
          const { rows } = await tx.query(
            `SELECT 1 FROM gaps_question_headers WHERE id = $1 AND module_type_id = $2
                AND business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $3)`,
            [headerId, module.moduleTypeId, user(request)],
          );
          if (rows.length === 0) throw new Refusal(404, M.headerUnknown);
        }
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO gaps_questions (header_id, parent_question_id, trigger_answer, question, question_type_id, options,
                                       sort_order)
           VALUES ($1, $2, $3, $4, $5, $6,
                   (SELECT coalesce(max(sort_order), 0) + 10 FROM gaps_questions WHERE header_id = $1))
           RETURNING id`,
          [headerId, parentId, trigger, fields.question, fields.typeId, fields.options],
        );
        return {
          message: 'Question saved successfully.',
          result: toQuestion(await ownQuestion(tx, request, rows[0].id)),
        };
      });
    }),
  );

  for (const [path, sub] of [
    ['update-question', false],
    ['update-sub-question', true],
  ] as const) {
    app.put(
      `${P}/${path}`,
      respond(async (request) => {
        await sharedEditor(request);
        const body = objectBody(request);
        return db.transaction(async (tx) => {
          const id = bodyId(body, 'Id');
          const current = await ownQuestion(tx, request, id);
          if (sub !== (current.parent_question_id !== null)) throw new Refusal(404, M.questionUnknown);
          const fields = await questionFields(body, tx);
          // Answers given to one type would not fit another (an option, a date, a file).
          if (fields.typeId !== current.question_type_id) {
            const answered = await tx.query(
              `SELECT 1 FROM gaps_answers WHERE question_id = $1
               UNION ALL SELECT 1 FROM gaps_question_files WHERE question_id = $1 LIMIT 1`,
              [id],
            );
            if (answered.rows.length > 0) throw new Refusal(400, M.questionTypeAnswered);
          }
          const trigger = sub ? bodyText(body, 'TriggerAnswer') : null;
          if (sub && !trigger) throw new Refusal(400, M.triggerRequired);
          const active =
            bodyValue(body, 'IsActive') === undefined ? current.is_active : bodyFlag(body, 'IsActive');
          await tx.query(
            `UPDATE gaps_questions SET question = $2, question_type_id = $3, options = $4, is_active = $5,
                    trigger_answer = $6 WHERE id = $1`,
            [id, fields.question, fields.typeId, fields.options, active, trigger],
          );
          return {
            message: 'Question saved successfully.',
            result: toQuestion(await ownQuestion(tx, request, id)),
          };
        });
      }),
    );
  }

  app.delete(
    `${P}/delete-question`,
    respond(async (request) => {
      await sharedEditor(request);
      const id = queryId(request.legacyQuery, 'Id');
      await ownQuestion(db, request, id);
      await db.query('DELETE FROM gaps_questions WHERE id = $1', [id]);
      return { message: 'Question deleted successfully.', result: true };
    }),
  );

  const scopeFromQuery = async (request: FastifyRequest) =>
    answerScope(
      db,
      module,
      await caller(request),
      scopeIds((name) => queryId(request.legacyQuery, name)),
    );
  const scopeFromBody = async (request: FastifyRequest, body: Record<string, unknown>) =>
    answerScope(
      db,
      module,
      await caller(request),
      scopeIds((name) => bodyId(body, name)),
    );

  app.get(
    `${P}/get-answered-question`,
    respond(async (request) => {
      const scope = await scopeFromQuery(request);
      const setId = await answerSetId(db, module, scope, false);
      // The answers and their files are the client's of the gap (or change) they answer, as answerScope found it.
      const ClientId = scope.clientId;
      if (setId === null)
        return { result: { ClientId, IsSubmit: false, SubmittedAt: null, Answers: [], Files: [] } };
      const set = await db.query<{ is_submitted: boolean; submitted_at: string | null }>(
        'SELECT is_submitted, submitted_at FROM gaps_answer_sets WHERE id = $1',
        [setId],
      );
      const answers = await db.query<{ question_id: number; answer: string }>(
        'SELECT question_id, answer FROM gaps_answers WHERE answer_set_id = $1 ORDER BY question_id',
        [setId],
      );
      const files = await db.query<{ id: number; question_id: number; file_name: string; size: number }>(
        'SELECT id, question_id, file_name, size FROM gaps_question_files WHERE answer_set_id = $1 ORDER BY id',
        [setId],
      );
      return {
        result: {
          ClientId,
          IsSubmit: set.rows[0].is_submitted,
          SubmittedAt: set.rows[0].submitted_at ? new Date(set.rows[0].submitted_at).toISOString() : null,
          Answers: answers.rows.map((row) => ({ QuestionId: row.question_id, Answer: row.answer })),
          Files: files.rows.map((row) => ({
            Id: row.id,
            QuestionId: row.question_id,
            FileName: row.file_name,
            Size: row.size,
          })),
        },
      };
    }),
  );

  // Saves the answers (a draft), or with IsSubmit true submits them: every shown question must then be answered.
  app.post(
    `${P}/submit-question-answer`,
    respond(async (request) => {
      await editor(request);
      const body = objectBody(request);
      const scope = await scopeFromBody(request, body);
      const submit = bodyFlag(body, 'IsSubmit');
      const raw = bodyValue(body, 'Answers');
      const given = new Map<number, string>();
      for (const item of Array.isArray(raw) ? raw : []) {
        if (!item || typeof item !== 'object') continue;
        const entry = item as Record<string, unknown>;
        const questionId = Number(bodyValue(entry, 'QuestionId'));
        const answer = bodyValue(entry, 'Answer');
        if (Number.isInteger(questionId) && typeof answer === 'string')
          given.set(questionId, answer.trim().slice(0, 4000));
      }
      return db.transaction(async (tx) => {
        const setId = (await answerSetId(tx, module, scope, true))!;
        const { rows: state } = await tx.query<{ is_submitted: boolean }>(
          'SELECT is_submitted FROM gaps_answer_sets WHERE id = $1 FOR UPDATE',
          [setId],
        );
        if (state[0].is_submitted) throw new Refusal(400, M.alreadySubmitted);
        const questions = await activeQuestions(tx, module, scope.businessLineId);
        const byId = new Map(questions.map((question) => [question.id, question]));
        for (const [questionId, answer] of given) {
          const question = byId.get(questionId);
          if (!question) throw new Refusal(400, M.questionUnknown);
          if (answer && !FREE_TYPES.has(question.question_type) && !question.options.includes(answer))
            throw new Refusal(400, M.answerInvalid);
        }
        for (const [questionId, answer] of given) {
          if (answer === '') {
            await tx.query('DELETE FROM gaps_answers WHERE answer_set_id = $1 AND question_id = $2', [
              setId,
              questionId,
            ]);
            continue;
          }
          await tx.query(
            `INSERT INTO gaps_answers (answer_set_id, question_id, answer, answered_by) VALUES ($1, $2, $3, $4)
             ON CONFLICT (answer_set_id, question_id)
             DO UPDATE SET answer = EXCLUDED.answer, answered_by = EXCLUDED.answered_by, answered_at = now()`,
            [setId, questionId, answer, user(request)],
          );
        }
        if (submit) {
          const stored = await tx.query<{ question_id: number; answer: string }>(
            'SELECT question_id, answer FROM gaps_answers WHERE answer_set_id = $1',
            [setId],
          );
          const answers = new Map(stored.rows.map((row) => [row.question_id, row.answer]));
          const files = await tx.query<{ question_id: number }>(
            'SELECT DISTINCT question_id FROM gaps_question_files WHERE answer_set_id = $1',
            [setId],
          );
          const withFiles = new Set(files.rows.map((row) => row.question_id));
          for (const question of questions) {
            if (!shown(question, answers, byId)) continue;
            const answered =
              question.question_type === 'Add attachment'
                ? withFiles.has(question.id)
                : (answers.get(question.id) ?? '').trim() !== '';
            if (!answered) throw new Refusal(400, M.answerRequired);
          }
          await tx.query(
            `UPDATE gaps_answer_sets SET is_submitted = true, submitted_by = $2, submitted_at = now(), updated_at = now()
              WHERE id = $1`,
            [setId, user(request)],
          );
        } else {
          await tx.query('UPDATE gaps_answer_sets SET updated_at = now() WHERE id = $1', [setId]);
        }
        const submitted = module.moduleTypeId === 1 ? M.answersSubmitted : M.changeAnswersSubmitted;
        return { message: submit ? submitted : M.answersSaved, result: { IsSubmit: submit } };
      });
    }),
  );

  app.post(
    `${P}/add-action-question-files`,
    respond(async (request) => {
      await editor(request);
      const questionId = queryId(request.legacyQuery, 'QuestionId');
      const body = objectBody(request);
      const scope = await scopeFromBody(request, body);
      const file = bodyFile(body);
      return db.transaction(async (tx) => {
        const questions = await activeQuestions(tx, module, scope.businessLineId);
        if (
          !questions.some(
            (question) => question.id === questionId && question.question_type === 'Add attachment',
          )
        )
          throw new Refusal(400, M.questionUnknown);
        const setId = (await answerSetId(tx, module, scope, true))!;
        const { rows: state } = await tx.query<{ is_submitted: boolean }>(
          'SELECT is_submitted FROM gaps_answer_sets WHERE id = $1',
          [setId],
        );
        if (state[0].is_submitted) throw new Refusal(400, M.alreadySubmitted);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO gaps_question_files (answer_set_id, question_id, file_name, content_type, size, content, uploaded_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            setId,
            questionId,
            file.fileName,
            file.contentType,
            file.content.length,
            file.content,
            user(request),
          ],
        );
        return {
          message: 'File uploaded successfully.',
          result: { Id: rows[0].id, FileName: file.fileName, Size: file.content.length },
        };
      });
    }),
  );

  /** A stored file of one of the user's lines, or a refusal. */
  async function ownFile(
    request: FastifyRequest,
    table: 'gaps_question_files' | 'gaps_step_files',
    id: number,
  ) {
    const join =
      table === 'gaps_question_files'
        ? 'JOIN gaps_answer_sets s ON s.id = f.answer_set_id'
        : 'JOIN gaps_action_plans p ON p.id = f.action_plan_id JOIN gaps_answer_sets s ON s.id = p.answer_set_id';
    const { rows } = await db.query<{
      file_name: string;
      content_type: string;
      content: Uint8Array;
      is_submitted: boolean;
      client_id: number | null;
    }>(
      `SELECT f.file_name, f.content_type, f.content, s.is_submitted, s.client_id FROM ${table} f ${join}
        WHERE f.id = $1 AND s.module_type_id = $2
          AND s.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $3)`,
      [id, module.moduleTypeId, user(request)],
    );
    if (rows.length === 0) throw new Refusal(404, M.fileUnknown);
    requireOwn(await caller(request), rows[0].client_id);
    return rows[0];
  }

  for (const [path, table] of [
    ['action-question-files', 'gaps_question_files'],
    ['action-plan-step-files', 'gaps_step_files'],
  ] as const) {
    app.get(`${P}/download-${path}`, async (request, reply: FastifyReply) => {
      try {
        return sendFile(reply, await ownFile(request, table, queryId(request.legacyQuery, 'Id')));
      } catch (error) {
        if (error instanceof Refusal || error instanceof OwnershipRefusal)
          return reply.code(error.status).send(refusal(error.message));
        throw error;
      }
    });
    app.delete(
      `${P}/delete-${path}`,
      respond(async (request) => {
        await editor(request);
        const id = queryId(request.legacyQuery, 'Id');
        const file = await ownFile(request, table, id);
        if (table === 'gaps_question_files' && file.is_submitted) throw new Refusal(400, M.alreadySubmitted);
        await db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
        return { message: M.fileDeleted, result: true };
      }),
    );
  }

  app.post(
    `${P}/add-action-plan-step-files`,
    respond(async (request) => {
      await editor(request);
      const planId = queryId(request.legacyQuery, 'ActionPlanId');
      const file = bodyFile(objectBody(request));
      const { rows: plan } = await db.query<{ client_id: number | null }>(
        `SELECT s.client_id FROM gaps_action_plans p JOIN gaps_answer_sets s ON s.id = p.answer_set_id
          WHERE p.id = $1 AND s.module_type_id = $2
            AND s.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $3)`,
        [planId, module.moduleTypeId, user(request)],
      );
      if (plan.length === 0) throw new Refusal(404, M.planUnknown);
      requireOwn(await caller(request), plan[0]!.client_id);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO gaps_step_files (action_plan_id, file_name, content_type, size, content, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [planId, file.fileName, file.contentType, file.content.length, file.content, user(request)],
      );
      return {
        message: 'File uploaded successfully.',
        result: { Id: rows[0].id, FileName: file.fileName, Size: file.content.length },
      };
    }),
  );

  app.get(
    `${P}/get-action-plan-tracker`,
    respond(async (request) => {
      const moduleTypeId = optionalQueryId(request.legacyQuery, 'ModuleTypeId');
      if (moduleTypeId !== null && moduleTypeId !== module.moduleTypeId)
        throw new Refusal(404, M.planUnknown);
      const scope = await scopeFromQuery(request);
      const setId = await answerSetId(db, module, scope, false);
      return { result: setId === null ? [] : await plansOf(db, setId) };
    }),
  );

  async function planFields(tx: Queryable, body: Record<string, unknown>) {
    const description = bodyText(body, 'Description');
    if (!description || description.length > 2000) throw new Refusal(400, M.descriptionRequired);
    const taskTypeId = bodyId(body, 'TaskTypeId');
    const taskStatusId = bodyId(body, 'TaskStatusId');
    const rawEvidence = bodyValue(body, 'EvidenceTypeId');
    const evidenceTypeId =
      rawEvidence === undefined || rawEvidence === null || rawEvidence === 0
        ? null
        : bodyId(body, 'EvidenceTypeId');
    const dueDate = bodyDate(body, 'DueDate');
    for (const [table, id] of [
      ['gaps_task_types', taskTypeId],
      ['gaps_task_statuses', taskStatusId],
      ['gaps_evidence_types', evidenceTypeId],
    ] as const) {
      if (id === null) continue;
      const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
      if (rows.length === 0) throw new Refusal(400, M.entryUnknown);
    }
    return { description, taskTypeId, taskStatusId, evidenceTypeId, dueDate };
  }

  app.post(
    `${P}/add-action-plan-tracker`,
    respond(async (request) => {
      await editor(request);
      const body = objectBody(request);
      const scope = await scopeFromBody(request, body);
      return db.transaction(async (tx) => {
        const fields = await planFields(tx, body);
        const setId = (await answerSetId(tx, module, scope, true))!;
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO gaps_action_plans (answer_set_id, task_type_id, task_status_id, evidence_type_id, description,
                                          due_date, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            setId,
            fields.taskTypeId,
            fields.taskStatusId,
            fields.evidenceTypeId,
            fields.description,
            fields.dueDate,
            user(request),
          ],
        );
        const plans = await plansOf(tx, setId);
        return { message: M.planSaved, result: plans.find((plan) => plan.Id === rows[0].id)! };
      });
    }),
  );

  async function ownPlan(tx: Queryable, request: FastifyRequest, id: number): Promise<number> {
    const { rows } = await tx.query<{ answer_set_id: number; client_id: number | null }>(
      `SELECT p.answer_set_id, s.client_id FROM gaps_action_plans p JOIN gaps_answer_sets s ON s.id = p.answer_set_id
        WHERE p.id = $1 AND s.module_type_id = $2
          AND s.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $3)`,
      [id, module.moduleTypeId, user(request)],
    );
    if (rows.length === 0) throw new Refusal(404, M.planUnknown);
    requireOwn(await caller(request), rows[0].client_id);
    return rows[0].answer_set_id;
  }

  app.put(
    `${P}/update-action-plan-tracker`,
    respond(async (request) => {
      await editor(request);
      const body = objectBody(request);
      const id = bodyId(body, 'Id');
      return db.transaction(async (tx) => {
        const setId = await ownPlan(tx, request, id);
        const fields = await planFields(tx, body);
        await tx.query(
          `UPDATE gaps_action_plans SET task_type_id = $2, task_status_id = $3, evidence_type_id = $4, description = $5,
                  due_date = $6, updated_by = $7, updated_at = now() WHERE id = $1`,
          [
            id,
            fields.taskTypeId,
            fields.taskStatusId,
            fields.evidenceTypeId,
            fields.description,
            fields.dueDate,
            user(request),
          ],
        );
        const plans = await plansOf(tx, setId);
        return { message: M.planSaved, result: plans.find((plan) => plan.Id === id)! };
      });
    }),
  );

  app.delete(
    `${P}/delete-action-plan-tracker`,
    respond(async (request) => {
      await editor(request);
      const id = queryId(request.legacyQuery, 'Id');
      await ownPlan(db, request, id);
      await db.query('DELETE FROM gaps_action_plans WHERE id = $1', [id]);
      return { message: M.planDeleted, result: true };
    }),
  );

  if (module.moduleTypeId === 1) registerGapList(app, db);
}

/**
 * GapsAndUpdates/get-gaps (ours): the gaps of the user's lines and client (the client of the gap's business law;
 * provider staff see every client's, or the one named by clientId), one row per gap requirement and company process
 * of its business law, with the questionnaire's state and the number of action plans.
 */
function registerGapList(app: FastifyInstance, db: Db): void {
  app.get(
    '/GapsAndUpdates/get-gaps',
    respond(async (request) => {
      const lineId = optionalQueryId(request.legacyQuery, 'business_line_id');
      const clientId = actingClient(
        await callerOf(db, request),
        optionalQueryId(request.legacyQuery, 'clientId'),
      );
      const { rows } = await db.query<{
        client_id: number | null;
        business_law_id: number;
        law_id: number;
        section_id: number;
        law_detail_id: number;
        section: string;
        regulator: string;
        business_line_id: number;
        business_line: string;
        requirement_id: number;
        requirement_number: string;
        requirement_text: string;
        company_process_id: number;
        company_process: string;
        target_completion_date: string | Date | null;
        tab_index: number;
        requirement_count: number;
        is_submitted: boolean | null;
        plan_count: number;
      }>(
        `SELECT ${businessLawClient('bl')} AS client_id, bl.id AS business_law_id, s.law_id, s.id AS section_id, s.law_detail_id,
                s.section_number || ' ' || s.section_name AS section, r.name AS regulator,
                bl.business_line_id, line.name AS business_line, rq.id AS requirement_id, rq.requirement_number,
                rq.requirement_text, cp.id AS company_process_id, cp.name AS company_process,
                blr.target_completion_date, bl.tab_index,
                (SELECT count(*)::int FROM business_law_requirements x WHERE x.business_law_id = bl.id) AS requirement_count,
                gs.is_submitted,
                (SELECT count(*)::int FROM gaps_action_plans p WHERE p.answer_set_id = gs.id) AS plan_count
           FROM business_law_requirements blr
           JOIN business_laws bl ON bl.id = blr.business_law_id
           JOIN business_law_processes blp ON blp.business_law_id = bl.id
           JOIN company_processes cp ON cp.id = blp.company_process_id
           JOIN requirements rq ON rq.id = blr.requirement_id
           JOIN law_sections s ON s.id = bl.section_id
           JOIN laws l ON l.id = s.law_id
           JOIN regulators r ON r.id = l.regulator_id
           JOIN business_lines line ON line.id = bl.business_line_id
           LEFT JOIN gaps_answer_sets gs ON gs.module_type_id = 1 AND gs.section_id = bl.section_id
                 AND gs.requirement_id = blr.requirement_id AND gs.company_process_id = cp.id
          WHERE blr.is_gap AND NOT blr.is_decommissioned
            AND bl.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
            AND ($2::int IS NULL OR bl.business_line_id = $2)
            AND ($3::int IS NULL OR ${businessLawClient('bl')} = $3)
          ORDER BY line.name, rq.requirement_number, cp.name`,
        [request.legacyUserId, lineId, clientId],
      );
      return {
        result: rows.map((row) => ({
          ClientId: row.client_id,
          BusinessLawId: row.business_law_id,
          LawId: row.law_id,
          SectionId: row.section_id,
          LawDetailId: row.law_detail_id,
          Section: row.section,
          Regulator: row.regulator,
          BusinessLineId: row.business_line_id,
          BusinessLineName: row.business_line,
          LawRequirementId: row.requirement_id,
          RequirementNumber: row.requirement_number,
          Requirement: row.requirement_text,
          MstCompanyProcessId: row.company_process_id,
          CompanyProcess: row.company_process,
          TargetCompletionDate: day(row.target_completion_date),
          TabIndex: row.tab_index,
          RequirementCount: row.requirement_count,
          IsSubmit: row.is_submitted ?? false,
          ActionPlanCount: row.plan_count,
        })),
      };
    }),
  );
}
