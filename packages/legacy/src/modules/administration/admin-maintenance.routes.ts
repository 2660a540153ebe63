import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { refusal } from '../../http/envelope.js';
import { readFirstSheet, type SheetCell } from '../validator/validator.import.js';
import { ValidatorRefusal } from '../validator/validator.http.js';
import {
  adminActor,
  AdminRefusal,
  field,
  flag,
  idList,
  objectBody,
  optionalId,
  providerDeleteRoute,
  providerSaveRoutes,
  q,
  requiredId,
  requireClientManager,
  requireProvider,
  requireReach,
  respond,
  text,
  type AdminActor,
} from './administration.http.js';
import { ADMIN_MESSAGES as A } from './administration.messages.js';
import {
  MAINTENANCE_MESSAGES as M,
  QUESTION_MAX,
  QUESTION_TYPES,
  type BulkCounts,
} from './admin-maintenance.messages.js';

const MAINTENANCE = '/api/Maintenance';
const USERS = '/api/UserMaintenance';
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

interface ArtifactTypeRow {
  id: number;
  name: string;
  description: string;
  artifactCount: number;
}

interface ArtifactRow {
  id: number;
  name: string;
  artifactType: string;
  businessLineId: number;
  businessLineName: string;
  description: string;
  ownerName: string;
  mappingCount: number;
}

interface QuestionRow {
  id: number;
  list: string;
  question: string;
  questionType: string;
  options: string[];
  gapAnswers: string[];
  isRequired: boolean;
  isActive: boolean;
  sortOrder: number;
  businessLineId: number | null;
  businessLineName: string | null;
  answerCount: number;
}

async function artifactTypes(db: Queryable): Promise<ArtifactTypeRow[]> {
  const { rows } = await db.query<ArtifactTypeRow>(
    `SELECT t.id, t.name, t.description,
            (SELECT count(*) FROM business_artifacts a WHERE lower(a.artifact_type) = lower(t.name))::int AS "artifactCount"
       FROM artifact_types t ORDER BY lower(t.name)`,
  );
  return rows;
}

async function artifacts(db: Queryable, id: number | null = null): Promise<ArtifactRow[]> {
  const { rows } = await db.query<ArtifactRow>(
    `SELECT a.id, a.name, a.artifact_type AS "artifactType", a.business_line_id AS "businessLineId",
            b.name AS "businessLineName", a.description, a.owner_name AS "ownerName",
            (SELECT count(*) FROM business_artifact_mappings m WHERE m.artifact_id = a.id)::int AS "mappingCount"
       FROM business_artifacts a JOIN business_lines b ON b.id = a.business_line_id
      WHERE $1::int IS NULL OR a.id = $1
      ORDER BY lower(a.name), a.id`,
    [id],
  );
  return rows;
}

async function questions(db: Queryable, list: string, id: number | null = null): Promise<QuestionRow[]> {
  if (list === 'Artifact') {
    const { rows } = await db.query<QuestionRow>(
      `SELECT q.id, 'Artifact' AS list, q.question, q.question_type AS "questionType", q.options,
              q.gap_answers AS "gapAnswers", q.is_required AS "isRequired", true AS "isActive",
              q.sort_order AS "sortOrder", NULL::int AS "businessLineId", NULL AS "businessLineName",
              (SELECT count(*) FROM business_answers a WHERE a.question_id = q.id)::int AS "answerCount"
         FROM business_questions q WHERE $1::int IS NULL OR q.id = $1 ORDER BY q.sort_order, q.id`,
      [id],
    );
    return rows;
  }
  const { rows } = await db.query<QuestionRow>(
    `SELECT q.id, q.kind AS list, q.question, q.question_type AS "questionType", q.options,
            '{}'::text[] AS "gapAnswers", q.is_required AS "isRequired", q.is_active AS "isActive",
            q.sort_order AS "sortOrder", q.business_line_id AS "businessLineId", b.name AS "businessLineName",
            0 AS "answerCount"
       FROM maintenance_questions q LEFT JOIN business_lines b ON b.id = q.business_line_id
      WHERE q.kind = $1 AND ($2::int IS NULL OR q.id = $2)
      ORDER BY q.sort_order, q.id`,
    [list, id],
  );
  return rows;
}

function listOf(value: unknown): string {
  const list = text(value).trim();
  if (!(list in QUESTION_TYPES)) throw new AdminRefusal(400, M.unknownList);
  return list;
}

function textList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
  return items.map((item) => text(item).trim()).filter(Boolean);
}

const cell = (value: SheetCell | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

/**
 * Artifact inventory and types, the three question lists, employee assignments (business lines, categories, company
 * processes) and the employee-to-role upload with its template. Reads need an administrator-type role; list
 * changes the provider administrator. Employees are client-owned: provider staff reach every client's, a client's
 * administrator only its own client's (another client's user is not found), for assignments and the upload alike;
 * provider roles are given by the provider administrator only.
 */
export async function adminMaintenanceRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const actorOf = (request: FastifyRequest) => adminActor(db, request.legacyUserId);

  // ----- artifact types -------------------------------------------------------------------------------------------
  app.get(
    `${MAINTENANCE}/get-artifact-type-list`,
    respond(async (request) => {
      await actorOf(request);
      return { result: await artifactTypes(db) };
    }),
  );

  providerSaveRoutes(app, db, MAINTENANCE, 'artifact-type', async (body, id) => {
    const name = text(field(body, 'name')).trim();
    if (!name) throw new AdminRefusal(400, A.nameRequired('Artifact Type'));
    if (name.length > 200) throw new AdminRefusal(400, A.nameTooLong(200));
    // Left out of an update, the description stays as it is (null to the COALESCE below).
    const description =
      field(body, 'description') === undefined ? null : text(field(body, 'description')).trim();
    const { rows: same } = await db.query(
      'SELECT 1 FROM artifact_types WHERE lower(name) = lower($1) AND id <> $2',
      [name, id ?? 0],
    );
    if (same.length > 0) throw new AdminRefusal(400, A.nameDuplicate('Artifact Type'));
    const savedId = await db.transaction(async (tx) => {
      if (id === null) {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO artifact_types (name, description) VALUES ($1, $2) RETURNING id',
          [name, description ?? ''],
        );
        return rows[0]!.id;
      }
      const { rows } = await tx.query<{ name: string }>('SELECT name FROM artifact_types WHERE id = $1', [
        id,
      ]);
      if (rows.length === 0) throw new AdminRefusal(404, A.notFound('Artifact Type'));
      await tx.query(
        'UPDATE artifact_types SET name = $2, description = COALESCE($3, description) WHERE id = $1',
        [id, name, description],
      );
      // An artifact's type is its text: renaming the type renames it on the artifacts, so they keep their type.
      await tx.query(
        'UPDATE business_artifacts SET artifact_type = $1 WHERE lower(artifact_type) = lower($2)',
        [name, rows[0]!.name],
      );
      return id;
    });
    return {
      result: (await artifactTypes(db)).find((row) => row.id === savedId),
      message: A.saved('Artifact Type'),
    };
  });

  providerDeleteRoute(app, db, `${MAINTENANCE}/delete-artifact-type`, {
    find: async (id) => (await artifactTypes(db)).find((type) => type.id === id),
    what: 'Artifact Type',
    inUse: (row) =>
      row.artifactCount > 0
        ? A.inUse(
            'Artifact Type',
            row.name,
            `${row.artifactCount} ${row.artifactCount === 1 ? 'artifact' : 'artifacts'}`,
          )
        : null,
    remove: (id) => db.query('DELETE FROM artifact_types WHERE id = $1', [id]),
    deleted: A.deleted('Artifact Type'),
  });

  // ----- artifact inventory ---------------------------------------------------------------------------------------
  app.get(
    `${MAINTENANCE}/get-artifact-list`,
    respond(async (request) => {
      await actorOf(request);
      return { result: await artifacts(db) };
    }),
  );

  providerSaveRoutes(app, db, MAINTENANCE, 'artifact', async (body, id) => {
    const name = text(field(body, 'name')).trim();
    if (!name) throw new AdminRefusal(400, M.artifactNameRequired);
    if (name.length > 200) throw new AdminRefusal(400, A.nameTooLong(200));
    const businessLineId = optionalId(field(body, 'businessLineId'), 'businessLineId');
    if (businessLineId === null) throw new AdminRefusal(400, M.businessLineRequired);
    const { rows: line } = await db.query('SELECT 1 FROM business_lines WHERE id = $1', [businessLineId]);
    if (line.length === 0) throw new AdminRefusal(400, A.notFound('Business Line'));
    const typeName = text(field(body, 'artifactType')).trim();
    const { rows: type } = await db.query<{ name: string }>(
      'SELECT name FROM artifact_types WHERE lower(name) = lower($1)',
      [typeName],
    );
    if (!typeName || type.length === 0) throw new AdminRefusal(400, M.artifactTypeRequired);
    const { rows: same } = await db.query(
      'SELECT 1 FROM business_artifacts WHERE business_line_id = $1 AND lower(name) = lower($2) AND id <> $3',
      [businessLineId, name, id ?? 0],
    );
    if (same.length > 0) throw new AdminRefusal(400, M.artifactDuplicate);
    // A text left out of the body is null here: an add stores it empty, an update keeps the stored one.
    const optionalText = (name: string) =>
      field(body, name) === undefined ? null : text(field(body, name)).trim();
    const values = [
      name,
      type[0]!.name,
      businessLineId,
      optionalText('description'),
      optionalText('ownerName'),
    ];
    let savedId = id;
    if (id === null) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO business_artifacts (name, artifact_type, business_line_id, description, owner_name)
           VALUES ($1, $2, $3, COALESCE($4, ''), COALESCE($5, '')) RETURNING id`,
        values,
      );
      savedId = rows[0]!.id;
    } else {
      const { rows } = await db.query(
        `UPDATE business_artifacts SET name = $1, artifact_type = $2, business_line_id = $3,
                  description = COALESCE($4, description), owner_name = COALESCE($5, owner_name)
            WHERE id = $6 RETURNING id`,
        [...values, id],
      );
      if (rows.length === 0) throw new AdminRefusal(404, A.notFound('Artifact'));
    }
    return { result: (await artifacts(db, savedId))[0], message: A.saved('Artifact') };
  });

  providerDeleteRoute(app, db, `${MAINTENANCE}/delete-artifact`, {
    find: async (id) => (await artifacts(db, id))[0],
    what: 'Artifact',
    inUse: (row) =>
      row.mappingCount > 0
        ? A.inUse(
            'Artifact',
            row.name,
            `${row.mappingCount} requirement ${row.mappingCount === 1 ? 'mapping' : 'mappings'}`,
          )
        : null,
    remove: (id) => db.query('DELETE FROM business_artifacts WHERE id = $1', [id]),
    deleted: A.deleted('Artifact'),
  });

  // ----- question lists -------------------------------------------------------------------------------------------
  app.get(
    `${MAINTENANCE}/get-question-list`,
    respond(async (request) => {
      await actorOf(request);
      return { result: await questions(db, listOf(q(request, 'list'))) };
    }),
  );

  const saveQuestion = (update: boolean) =>
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const body = objectBody(request);
      const list = listOf(field(body, 'list'));
      const id = update ? requiredId(field(body, 'id'), 'id') : null;
      const question = text(field(body, 'question')).trim();
      if (!question) throw new AdminRefusal(400, M.questionRequired);
      if (question.length > QUESTION_MAX) throw new AdminRefusal(400, M.questionTooLong(QUESTION_MAX));
      const questionType = text(field(body, 'questionType')).trim();
      if (!QUESTION_TYPES[list]!.includes(questionType)) throw new AdminRefusal(400, M.questionTypeRequired);
      const businessLineId =
        list === 'BusinessLine' ? optionalId(field(body, 'businessLineId'), 'businessLineId') : null;
      if (list === 'BusinessLine') {
        if (businessLineId === null) throw new AdminRefusal(400, M.businessLineRequired);
        const { rows } = await db.query('SELECT 1 FROM business_lines WHERE id = $1', [businessLineId]);
        if (rows.length === 0) throw new AdminRefusal(400, A.notFound('Business Line'));
      }
      const options = questionType === 'Options' ? textList(field(body, 'options')) : [];
      if (questionType === 'Options') {
        if (options.length < 2) throw new AdminRefusal(400, M.optionsRequired);
        if (new Set(options.map((option) => option.toLowerCase())).size !== options.length)
          throw new AdminRefusal(400, M.optionsDuplicate);
      }
      const gapAnswers = list === 'Artifact' ? textList(field(body, 'gapAnswers')) : [];
      if (
        gapAnswers.some((answer) => !options.some((option) => option.toLowerCase() === answer.toLowerCase()))
      )
        throw new AdminRefusal(400, M.gapAnswerUnknown);
      const isRequired = flag(field(body, 'isRequired'), false) ?? false;
      const isActive = flag(field(body, 'isActive'), true) ?? true;
      const existing = await questions(db, list);
      if (id !== null && !existing.some((row) => row.id === id))
        throw new AdminRefusal(404, A.notFound('question'));
      if (
        existing.some(
          (row) =>
            row.id !== id &&
            row.businessLineId === businessLineId &&
            row.question.toLowerCase() === question.toLowerCase(),
        )
      )
        throw new AdminRefusal(400, M.questionDuplicate);
      const nextOrder = Math.max(0, ...existing.map((row) => row.sortOrder)) + 1;
      let savedId = id;
      if (list === 'Artifact') {
        if (id === null) {
          const { rows } = await db.query<{ id: number }>(
            `INSERT INTO business_questions (question, question_type, options, is_required, gap_answers, sort_order)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [question, questionType, options, isRequired, gapAnswers, nextOrder],
          );
          savedId = rows[0]!.id;
        } else {
          await db.query(
            `UPDATE business_questions SET question = $2, question_type = $3, options = $4, is_required = $5,
                    gap_answers = $6 WHERE id = $1`,
            [id, question, questionType, options, isRequired, gapAnswers],
          );
        }
      } else if (id === null) {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO maintenance_questions (kind, business_line_id, question, question_type, options, is_required,
                  is_active, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [list, businessLineId, question, questionType, options, isRequired, isActive, nextOrder],
        );
        savedId = rows[0]!.id;
      } else {
        await db.query(
          `UPDATE maintenance_questions SET business_line_id = $2, question = $3, question_type = $4, options = $5,
                  is_required = $6, is_active = $7 WHERE id = $1`,
          [id, businessLineId, question, questionType, options, isRequired, isActive],
        );
      }
      return { result: (await questions(db, list, savedId))[0], message: A.saved('Question') };
    });
  app.post(`${MAINTENANCE}/add-question`, saveQuestion(false));
  app.put(`${MAINTENANCE}/update-question`, saveQuestion(true));

  app.delete(
    `${MAINTENANCE}/delete-question`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const list = listOf(q(request, 'list'));
      const id = requiredId(q(request, 'Id'), 'Id');
      const row = (await questions(db, list, id))[0];
      if (!row) throw new AdminRefusal(404, A.notFound('question'));
      if (row.answerCount > 0)
        return {
          result: false,
          message: A.inUse(
            'Question',
            row.question,
            `${row.answerCount} ${row.answerCount === 1 ? 'answer' : 'answers'}`,
          ),
        };
      await db.query(
        list === 'Artifact'
          ? 'DELETE FROM business_questions WHERE id = $1'
          : 'DELETE FROM maintenance_questions WHERE id = $1',
        [id],
      );
      return { result: true, message: A.deleted('Question') };
    }),
  );

  // ----- employee assignments -------------------------------------------------------------------------------------
  /**
   * A user the actor named: provider staff reach everyone; a client's user only its own client's staff (another
   * client's user, or provider staff, is not found).
   */
  async function reachableUser(actor: AdminActor, id: number) {
    const { rows } = await db.query<{ id: number; client_id: number | null; is_azimuth: boolean }>(
      'SELECT id, client_id, is_azimuth FROM users WHERE id = $1',
      [id],
    );
    const user = rows[0];
    if (!user) throw new AdminRefusal(404, actor.clientId === null ? A.userNotFound : A.recordNotFound);
    requireReach(actor, user.is_azimuth ? null : user.client_id);
    return user;
  }

  async function assignmentsOf(userId: number) {
    const ids = async (sql: string) =>
      (await db.query<{ id: number }>(sql, [userId])).rows.map((row) => row.id);
    return {
      employeeId: userId,
      businessLineIds: await ids(
        'SELECT business_line_id AS id FROM user_business_lines WHERE user_id = $1 ORDER BY 1',
      ),
      categoryIds: await ids('SELECT category_id AS id FROM user_categories WHERE user_id = $1 ORDER BY 1'),
      companyProcessIds: await ids(
        'SELECT company_process_id AS id FROM user_company_processes WHERE user_id = $1 ORDER BY 1',
      ),
    };
  }

  app.get(
    `${USERS}/get-assignment-options`,
    respond(async (request) => {
      await actorOf(request);
      const { rows: businessLines } = await db.query(
        'SELECT id, name FROM business_lines ORDER BY lower(name)',
      );
      const { rows: categories } = await db.query(
        'SELECT id, name, business_line_id AS "businessLineId" FROM categories ORDER BY lower(name)',
      );
      const { rows: companyProcesses } = await db.query(
        'SELECT id, name, business_line_id AS "businessLineId" FROM company_processes ORDER BY lower(name)',
      );
      return { result: { businessLines, categories, companyProcesses } };
    }),
  );

  app.get(
    `${USERS}/get-employee-assignments`,
    respond(async (request) => {
      const actor = await actorOf(request);
      const id = requiredId(q(request, 'Id'), 'Id');
      await reachableUser(actor, id);
      return { result: await assignmentsOf(id) };
    }),
  );

  app.post(
    `${USERS}/submit-employee-assignments`,
    respond(async (request) => {
      const actor = await actorOf(request);
      requireClientManager(actor);
      const body = objectBody(request);
      const userId = optionalId(field(body, 'employeeId'), 'employeeId');
      if (userId === null) throw new AdminRefusal(400, M.employeeRequired);
      await reachableUser(actor, userId);
      const businessLineIds = idList(field(body, 'businessLineIds'), 'businessLineIds');
      const categoryIds = idList(field(body, 'categoryIds'), 'categoryIds');
      const companyProcessIds = idList(field(body, 'companyProcessIds'), 'companyProcessIds');
      const lineOf = async (table: string, ids: number[]) =>
        (
          await db.query<{ id: number; line: number }>(
            `SELECT id, business_line_id AS line FROM ${table} WHERE id = ANY($1)`,
            [ids],
          )
        ).rows;
      const { rows: lines } = await db.query<{ id: number }>(
        'SELECT id FROM business_lines WHERE id = ANY($1)',
        [businessLineIds],
      );
      const categories = await lineOf('categories', categoryIds);
      const processes = await lineOf('company_processes', companyProcessIds);
      if (
        lines.length !== businessLineIds.length ||
        categories.length !== categoryIds.length ||
        processes.length !== companyProcessIds.length
      )
        throw new AdminRefusal(400, M.unknownAssignment);
      if ([...categories, ...processes].some((row) => !businessLineIds.includes(row.line)))
        throw new AdminRefusal(400, M.assignmentOutsideLine);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM user_business_lines WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM user_categories WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM user_company_processes WHERE user_id = $1', [userId]);
        await tx.query(
          'INSERT INTO user_business_lines (user_id, business_line_id) SELECT $1::int, unnest($2::int[])',
          [userId, businessLineIds],
        );
        await tx.query(
          'INSERT INTO user_categories (user_id, category_id) SELECT $1::int, unnest($2::int[])',
          [userId, categoryIds],
        );
        await tx.query(
          'INSERT INTO user_company_processes (user_id, company_process_id) SELECT $1::int, unnest($2::int[])',
          [userId, companyProcessIds],
        );
        // A business line's industry comes with it, so the user's hierarchy search offers it.
        await tx.query(
          `INSERT INTO user_industries (user_id, industry_id)
           SELECT DISTINCT $1::int, industry_id FROM business_lines WHERE id = ANY($2) ON CONFLICT DO NOTHING`,
          [userId, businessLineIds],
        );
      });
      return { result: await assignmentsOf(userId), message: M.assignmentsSaved };
    }),
  );

  // ----- employee-to-role upload ----------------------------------------------------------------------------------
  app.get(`${USERS}/employee-role-template`, async (request: FastifyRequest, reply: FastifyReply) => {
    let actor: AdminActor;
    try {
      actor = await actorOf(request);
    } catch (error) {
      if (error instanceof AdminRefusal) return reply.code(error.status).send(refusal(error.message));
      throw error;
    }
    // The roles the caller may give: provider roles only for the provider administrator.
    const { rows: roles } = await db.query<{ name: string }>(
      'SELECT name FROM roles WHERE $1 OR NOT is_provider ORDER BY lower(name)',
      [actor.isProviderAdmin],
    );
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employee Roles');
    sheet.addRow(['Email', 'Role', 'Action']);
    sheet.addRow([
      'employee@example.test',
      roles.find((role) => /user/i.test(role.name))?.name ?? 'Role name',
      'Add',
    ]);
    sheet.getRow(1).font = { bold: true };
    sheet.columns = [{ width: 36 }, { width: 32 }, { width: 12 }];
    const reference = book.addWorksheet('Roles and Actions');
    reference.addRow(['Role', 'Action', 'What the action does']);
    const actions = [
      ['Add', 'gives the user the role (empty means Add)'],
      ['Remove', 'takes the role from the user; a user keeps at least one role'],
      ['Replace', 'makes the role the only role of the user'],
    ];
    const length = Math.max(roles.length, actions.length);
    for (let index = 0; index < length; index += 1)
      reference.addRow([roles[index]?.name ?? '', actions[index]?.[0] ?? '', actions[index]?.[1] ?? '']);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="Employee_Role_Template.xlsx"')
      .send(content);
  });

  app.post(
    `${USERS}/upload-employee-role`,
    respond(async (request) => {
      const actor = await actorOf(request);
      requireClientManager(actor);
      const body = objectBody(request);
      const fileName = text(field(body, 'fileName')).trim();
      const fileText = text(field(body, 'fileText'));
      if (!fileName || !fileText) throw new AdminRefusal(400, M.fileRequired);
      if (!/\.(xlsx|xls)$/i.test(fileName)) throw new AdminRefusal(400, M.invalidExtension);
      const content = Buffer.from(fileText, 'base64');
      if (content.length === 0) throw new AdminRefusal(400, M.fileRequired);
      if (content.length > UPLOAD_MAX_BYTES) throw new AdminRefusal(400, 'The file is larger than 5 MB.');
      let sheet;
      try {
        sheet = await readFirstSheet(content);
      } catch (error) {
        if (error instanceof ValidatorRefusal) throw new AdminRefusal(400, error.message);
        throw error;
      }
      const header = sheet.header.map((name) => name.toLowerCase());
      const column = {
        email: header.indexOf('email'),
        role: header.indexOf('role'),
        action: header.indexOf('action'),
      };
      if (column.email < 0 || column.role < 0 || column.action < 0)
        throw new AdminRefusal(400, M.uploadHeader);
      if (sheet.rows.length === 0) throw new AdminRefusal(400, M.uploadEmpty);

      const { rows: roleRows } = await db.query<{ id: number; name: string; is_provider: boolean }>(
        'SELECT id, name, is_provider FROM roles',
      );
      const roleNamed = (name: string) =>
        roleRows.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
      const actionOf = (value: string) => {
        const action = value.toLowerCase();
        return !action ? 'add' : ['add', 'remove', 'replace'].includes(action) ? action : null;
      };
      // Provider roles are the provider administrator's to give: a sheet that gives one (Add or Replace) is
      // refused whole, naming its rows, before any row is applied.
      if (!actor.isProviderAdmin) {
        const grants = sheet.rows.flatMap((values, index) => {
          const role = roleNamed(cell(values[column.role]));
          const action = actionOf(cell(values[column.action]));
          return role?.is_provider && action !== null && action !== 'remove'
            ? [{ row: index + 2, email: cell(values[column.email]), role: role.name }]
            : [];
        });
        if (grants.length > 0) throw new AdminRefusal(403, M.providerRoleRows(grants));
      }
      const counts: BulkCounts = {
        inserted: 0,
        updated: 0,
        deleted: 0,
        notInsertedDuplicates: 0,
        notDeletedMapped: 0,
        notUpdatedInvalid: 0,
      };
      const rowErrors: { row: number; email: string; message: string }[] = [];
      const changedUserIds = new Set<number>();
      await db.transaction(async (tx) => {
        for (const [index, values] of sheet.rows.entries()) {
          const row = index + 2;
          const email = cell(values[column.email]);
          const roleName = cell(values[column.role]);
          const invalid = (message: string) => {
            counts.notUpdatedInvalid += 1;
            rowErrors.push({ row, email, message });
          };
          if (!email) {
            invalid(M.rowEmailMissing);
            continue;
          }
          const action = actionOf(cell(values[column.action]));
          if (!action) {
            invalid(M.rowAction);
            continue;
          }
          const role = roleNamed(roleName);
          if (!role) {
            invalid(M.rowUnknownRole(roleName));
            continue;
          }
          const { rows: found } = await tx.query<{
            id: number;
            client_id: number | null;
            is_azimuth: boolean;
          }>('SELECT id, client_id, is_azimuth FROM users WHERE lower(email) = lower($1)', [email]);
          const user = found[0];
          // Another client's user (or provider staff) does not exist for a client's administrator.
          const reached =
            user !== undefined &&
            (actor.clientId === null || (!user.is_azimuth && user.client_id === actor.clientId));
          if (!user || !reached) {
            invalid(M.rowUnknownUser(email));
            continue;
          }
          const { rows: heldRows } = await tx.query<{ role_id: number }>(
            'SELECT role_id FROM user_roles WHERE user_id = $1',
            [user.id],
          );
          const held = heldRows.map((held) => held.role_id);
          if (action === 'add') {
            if (held.includes(role.id)) {
              counts.notInsertedDuplicates += 1;
              rowErrors.push({ row, email, message: M.rowAlreadyHeld });
              continue;
            }
            await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [user.id, role.id]);
            counts.inserted += 1;
          } else if (action === 'remove') {
            if (!held.includes(role.id)) {
              invalid(M.rowNotHeld);
              continue;
            }
            if (held.length === 1) {
              counts.notDeletedMapped += 1;
              rowErrors.push({ row, email, message: M.rowLastRole });
              continue;
            }
            await tx.query('DELETE FROM user_roles WHERE user_id = $1 AND role_id = $2', [user.id, role.id]);
            counts.deleted += 1;
          } else {
            await tx.query('DELETE FROM user_roles WHERE user_id = $1', [user.id]);
            await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [user.id, role.id]);
            counts.updated += 1;
          }
          changedUserIds.add(user.id);
        }
      });
      return {
        result: {
          fileName,
          rowsRead: sheet.rows.length,
          counts,
          rowErrors,
          changedUserIds: [...changedUserIds],
        },
        message: M.bulkSaved(counts),
      };
    }),
  );
}
