import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import {
  actingClient,
  callerOf,
  requireOwn,
  requireProviderWriter,
  requireWriter,
} from '../../http/caller.js';
import { refusal } from '../../http/envelope.js';
import { bodyValue, isPlainObject, queryValue } from '../../http/params.js';
import {
  flag,
  objectBody,
  optionalId,
  requiredId,
  respond,
  text,
  ValidatorRefusal as Refusal,
} from '../validator/validator.http.js';
import { RISK_LEGACY_MESSAGES as M } from './risk.messages.js';
import * as repo from './risk.repository.js';

const WRITER_ROLES = ['lexbridge super admin', 'lexbridge admin'];
const READER_ROLES = [...WRITER_ROLES, 'lexbridge admin read only', 'lexbridge user'];
const MONTHS = [1, 3, 6, 12];
const FILE_MAX_BYTES = 5 * 1024 * 1024;
const FILE_TYPES: Record<string, { type: string; magic: number[] | null }> = {
  '.pdf': { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  '.png': { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  '.jpg': { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  '.jpeg': { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  '.docx': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
  '.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
  '.doc': { type: 'application/msword', magic: [0xd0, 0xcf, 0x11, 0xe0] },
  '.xls': { type: 'application/vnd.ms-excel', magic: [0xd0, 0xcf, 0x11, 0xe0] },
  '.txt': { type: 'text/plain', magic: null },
  '.csv': { type: 'text/csv', magic: null },
};

async function roleNames(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT lower(r.name) AS name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1',
    [userId],
  );
  return rows.map((row) => row.name);
}

/** Manual risk ratings (a client's record): the administrators, never the read-only one. */
async function assertMaintainer(db: Queryable, userId: number): Promise<void> {
  const roles = await roleNames(db, userId);
  if (!roles.some((role) => WRITER_ROLES.includes(role))) throw new Refusal(403, M.maintainersOnly);
}

/**
 * Parameters, levels, question types, frequencies, headers and questions are provider-wide (every client rates and
 * answers with the same ones): written by the provider's administrators only; a client's administrator is refused
 * (403 'Only provider staff may change this.').
 */
async function assertProviderMaintainer(db: Queryable, request: FastifyRequest): Promise<void> {
  requireProviderWriter(await callerOf(db, request));
  await assertMaintainer(db, request.legacyUserId);
}

async function isAdministrator(db: Queryable, userId: number): Promise<boolean> {
  return (await roleNames(db, userId)).some((role) => READER_ROLES.includes(role));
}

function name(body: Record<string, unknown>, field = 'Name'): string {
  const value = text(bodyValue(body, field)).trim();
  if (!value) throw new Refusal(400, M.nameRequired);
  if (value.length > 100) throw new Refusal(400, M.nameTooLong);
  return value;
}

function whole(value: unknown, min: number, max: number, message: string): number {
  const number = typeof value === 'number' ? value : Number(text(value).trim() || NaN);
  if (!Number.isInteger(number) || number < min || number > max) throw new Refusal(400, message);
  return number;
}

function isoDate(value: unknown): string {
  const raw = text(value).trim().slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
  if (!date || date.getUTCDate() !== +match![3] || date.getUTCMonth() !== +match![2] - 1)
    throw new Refusal(400, M.selectQuestionnaire);
  return raw;
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => text(item).trim()).filter((item) => item !== '');
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

async function unique<T>(work: Promise<T>, duplicate: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(409, duplicate);
    throw error;
  }
}

/** The questionnaire a body names: company process, frequency, period and (for reads) the stage. */
function selection(body: Record<string, unknown>, needsStage: boolean): repo.Selection {
  const raw = ['CompanyProcessId', 'FreqId', 'StartDate', 'EndDate', ...(needsStage ? ['Stage'] : [])].map(
    (field) => bodyValue(body, field),
  );
  if (raw.some((value) => value === undefined || value === null || text(value).trim() === '' || value === 0))
    throw new Refusal(400, M.selectQuestionnaire);
  const startDate = isoDate(raw[2]);
  const endDate = isoDate(raw[3]);
  if (startDate > endDate) throw new Refusal(400, M.selectQuestionnaire);
  const stage = needsStage ? text(raw[4]).trim() : 'Assessment';
  if (!['Assessment', 'Approval'].includes(stage)) throw new Refusal(400, M.selectQuestionnaire);
  return {
    companyProcessId: requiredId(raw[0], 'CompanyProcessId'),
    frequencyId: requiredId(raw[1], 'FreqId'),
    startDate,
    endDate,
    stage,
    clientId: optionalId(bodyValue(body, 'ClientId'), 'ClientId'),
  };
}

function answersOf(body: Record<string, unknown>): { questionId: number; values: string[] }[] {
  const raw = bodyValue(body, 'Answers');
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new Refusal(400, M.invalidRequest);
  return raw.map((row) => {
    if (!isPlainObject(row)) throw new Refusal(400, M.invalidRequest);
    const values = bodyValue(row, 'Values');
    return {
      questionId: requiredId(bodyValue(row, 'QuestionId'), 'QuestionId'),
      values: Array.isArray(values) ? values.map((value) => text(value)) : [],
    };
  });
}

/**
 * Risk rating (parameters, sub-parameters and their order, levels, question types, manual artifacts and ratings,
 * the reports) and risk assessment (frequencies, headers, questions and their order, answers by company process,
 * submit, approve, send back, history, question files, saved report searches).
 */
export async function riskRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  /**
   * The questionnaire a request names, for the client it acts for: a client's user always its own (naming another is
   * not found), provider staff the client they name.
   */
  async function chosenFor(request: FastifyRequest, body: Record<string, unknown>, needsStage: boolean) {
    const chosen = selection(body, needsStage);
    return { ...chosen, clientId: actingClient(await callerOf(db, request), chosen.clientId) };
  }

  // ---- parameters and sub-parameters
  app.get(
    '/RiskRating/get-risk-parameters',
    respond(async () => ({ result: await repo.parameters(db, null) })),
  );

  app.get(
    '/RiskRating/get-risk-sub-parameters',
    respond(async (request) => {
      const parentId = requiredId(queryValue(request.legacyQuery, 'ParameterId'), 'ParameterId');
      return { result: await repo.parameters(db, parentId) };
    }),
  );

  app.post(
    '/RiskRating/add-update-risk-parameter',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'Id'), 'Id');
      const parentId = optionalId(bodyValue(body, 'ParentId'), 'ParentId');
      if (parentId !== null && !(await repo.isTopParameter(db, parentId)))
        throw new Refusal(400, M.parentInvalid);
      if (id !== null && id === parentId) throw new Refusal(400, M.parentInvalid);
      const fields = {
        name: name(body),
        description: text(bodyValue(body, 'Description')).trim().slice(0, 500),
        weight: whole(bodyValue(body, 'Weight') ?? 0, 0, 100, M.weightInvalid),
        isActive: flag(bodyValue(body, 'IsActive'), 'IsActive', true)!,
        parentId,
      };
      const saved = await unique(
        repo.saveParameter(db, id, fields, request.legacyUserId),
        M.parameterDuplicate,
      );
      if (!saved) throw new Refusal(404, M.notFound('Parameter'));
      return { message: M.saved, result: saved };
    }),
  );

  // Only the rows whose place changed are sent; IsSubParameter (with ParentId) moves a row to or from a parameter.
  app.put(
    '/RiskRating/update-risk-parameter-order',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      if (!Array.isArray(request.body) || request.body.length === 0) throw new Refusal(400, M.invalidRequest);
      const rows = request.body.map((row) => {
        if (!isPlainObject(row)) throw new Refusal(400, M.invalidRequest);
        const isSub = bodyValue(row, 'IsSubParameter');
        return {
          id: requiredId(bodyValue(row, 'Id'), 'Id'),
          sortOrder: whole(bodyValue(row, 'SortOrder'), 1, 10_000, M.orderInvalid),
          isSubParameter:
            isSub === undefined || isSub === null ? null : flag(isSub, 'IsSubParameter', false)!,
          parentId: optionalId(bodyValue(row, 'ParentId'), 'ParentId'),
        };
      });
      return db.transaction(async (tx) => {
        for (const row of rows) {
          if (row.isSubParameter === true && (row.parentId === null || row.parentId === row.id))
            throw new Refusal(400, M.parentInvalid);
          if (row.isSubParameter === true && !(await repo.isTopParameter(tx, row.parentId!)))
            throw new Refusal(400, M.parentInvalid);
          if (row.isSubParameter === true && (await repo.hasChildren(tx, row.id)))
            throw new Refusal(400, M.parentHasChildren);
          const changed = await repo.setParameterOrder(tx, row, request.legacyUserId);
          if (!changed) throw new Refusal(404, M.notFound('Parameter'));
        }
        return { message: M.orderSaved, result: rows.length };
      });
    }),
  );

  // ---- levels and question types
  app.get(
    '/RiskRating/get-risk-levels',
    respond(async () => ({ result: await repo.levels(db) })),
  );

  app.post(
    '/RiskRating/add-update-risk-level',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'Id'), 'Id');
      const fields = {
        name: name(body),
        minScore: whole(bodyValue(body, 'MinScore'), 0, 100, M.levelScoreInvalid),
        maxScore: whole(bodyValue(body, 'MaxScore'), 0, 100, M.levelScoreInvalid),
        color: text(bodyValue(body, 'Color')).trim() || 'gray',
        isActive: flag(bodyValue(body, 'IsActive'), 'IsActive', true)!,
      };
      if (fields.minScore > fields.maxScore) throw new Refusal(400, M.levelScoreInvalid);
      if (fields.isActive && (await repo.levelOverlaps(db, id, fields.minScore, fields.maxScore)))
        throw new Refusal(400, M.levelOverlap);
      const saved = await unique(repo.saveLevel(db, id, fields), M.levelDuplicate);
      if (!saved) throw new Refusal(404, M.notFound('Level'));
      return { message: M.saved, result: saved };
    }),
  );

  app.get(
    '/RiskRating/get-question-type',
    respond(async () => ({ result: await repo.questionTypes(db) })),
  );

  // A type added here is answered from its question's options; the built-in types keep their inputs and names.
  app.post(
    '/RiskRating/add-update-question-type',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'Id'), 'Id');
      const version = optionalId(bodyValue(body, 'Version'), 'Version');
      const typeName = name(body);
      if (repo.isBuiltInQuestionType(typeName)) throw new Refusal(409, M.questionTypeDuplicate);
      const savedId = await db.transaction(async (tx) => {
        if (id === null) {
          const { rows } = await unique(
            tx.query<{ id: number }>(
              'INSERT INTO risk_question_types (name, has_options, updated_by) VALUES ($1, true, $2) RETURNING id',
              [typeName, request.legacyUserId],
            ),
            M.questionTypeDuplicate,
          );
          return rows[0]!.id;
        }
        const { rows: current } = await tx.query<{ name: string; version: number }>(
          'SELECT name, version FROM risk_question_types WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!current[0]) throw new Refusal(404, M.notFound('Question type'));
        if (repo.isBuiltInQuestionType(current[0].name))
          throw new Refusal(400, M.questionTypeBuiltIn(current[0].name));
        if (version !== null && version !== current[0].version) throw new Refusal(409, M.conflict);
        await unique(
          tx.query(
            `UPDATE risk_question_types SET name = $2, version = version + 1, updated_by = $3, updated_at = now()
              WHERE id = $1`,
            [id, typeName, request.legacyUserId],
          ),
          M.questionTypeDuplicate,
        );
        return id;
      });
      return { message: M.questionTypeSaved, result: await repo.questionType(db, savedId) };
    }),
  );

  app.delete(
    '/RiskRating/delete-question-type',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      const id = requiredId(queryValue(request.legacyQuery, 'Id'), 'Id');
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ name: string }>(
          'SELECT name FROM risk_question_types WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!rows[0]) throw new Refusal(404, M.notFound('Question type'));
        if (repo.isBuiltInQuestionType(rows[0].name))
          throw new Refusal(400, M.questionTypeBuiltIn(rows[0].name));
        const { rows: used } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM risk_questions WHERE question_type_id = $1',
          [id],
        );
        if (used[0]!.n > 0) throw new Refusal(400, M.questionTypeInUse(rows[0].name, used[0]!.n));
        // The foreign key of risk_questions restricts the delete, so a question added meanwhile still stops it.
        await tx.query('DELETE FROM risk_question_types WHERE id = $1', [id]);
      });
      return { message: M.questionTypeDeleted, result: true };
    }),
  );

  // ---- pickers: the company processes and employees a user may choose
  app.get(
    '/RiskRating/get-company-processes',
    respond(async (request) => ({
      result: await repo.companyProcesses(
        db,
        request.legacyUserId,
        await isAdministrator(db, request.legacyUserId),
      ),
    })),
  );
  // The clients a rating, an assessment or a report may be for: a client's user its own, provider staff every one.
  app.get(
    '/RiskRating/get-clients',
    respond(async (request) => ({ result: await repo.clients(db, await callerOf(db, request)) })),
  );
  // The employees of the client an assessment is for: a client's user gets its own client's users (naming another
  // client is not found), provider staff those of the client they name (none named: every client's users).
  app.get(
    '/RiskRating/get-employees',
    respond(async (request) => {
      const clientId = actingClient(
        await callerOf(db, request),
        optionalId(queryValue(request.legacyQuery, 'ClientId'), 'ClientId'),
      );
      return { result: await repo.employees(db, clientId) };
    }),
  );

  // ---- manual artifacts and manual risk rating
  app.get(
    '/RiskRating/get-manual-artifact',
    respond(async (request) => {
      const processId = requiredId(queryValue(request.legacyQuery, 'CompanyProcessId'), 'CompanyProcessId');
      // The ratings of the client the request acts for: a client's user its own (naming another is not found),
      // provider staff the one they name (none named: the artifacts without ratings).
      const clientId = actingClient(
        await callerOf(db, request),
        optionalId(queryValue(request.legacyQuery, 'ClientId'), 'ClientId'),
      );
      await repo.assertProcessVisible(
        db,
        request.legacyUserId,
        processId,
        await isAdministrator(db, request.legacyUserId),
      );
      return { result: await repo.manualArtifacts(db, processId, clientId) };
    }),
  );

  app.post(
    '/RiskRating/submit-manual-risk-rating',
    respond(async (request) => {
      await assertMaintainer(db, request.legacyUserId);
      const caller = await callerOf(db, request);
      requireWriter(caller);
      const body = objectBody(request);
      // A rating is its client's: a client's administrator rates for its own client, provider staff name one.
      const clientId = actingClient(caller, optionalId(bodyValue(body, 'ClientId'), 'ClientId'));
      if (clientId === null) throw new Refusal(400, M.clientRequired);
      const processId = requiredId(bodyValue(body, 'CompanyProcessId'), 'CompanyProcessId');
      const artifact = text(bodyValue(body, 'ArtifactName')).trim();
      if (!artifact || artifact.length > 200) throw new Refusal(400, M.artifactRequired);
      const raw = bodyValue(body, 'Ratings');
      if (!Array.isArray(raw) || raw.length === 0) throw new Refusal(400, M.ratingsRequired);
      const ratings = raw.map((row) => {
        if (!isPlainObject(row)) throw new Refusal(400, M.invalidRequest);
        return {
          parameterId: requiredId(bodyValue(row, 'ParameterId'), 'ParameterId'),
          levelId: optionalId(bodyValue(row, 'LevelId'), 'LevelId'),
          comment: text(bodyValue(row, 'Comment')).trim().slice(0, 2000),
        };
      });
      if (ratings.some((rating) => rating.levelId === null)) throw new Refusal(400, M.levelRequired);
      await repo.assertProcessVisible(db, request.legacyUserId, processId, true);
      const count = await db.transaction((tx) =>
        repo.saveManualRatings(
          tx,
          clientId,
          processId,
          artifact,
          ratings as repo.ManualRating[],
          request.legacyUserId,
        ),
      );
      return { message: M.ratingSubmitted(count, artifact), result: count };
    }),
  );

  // ---- reports
  for (const [path, kind] of [
    ['report-risk', 'risk'],
    ['report-gap', 'gap'],
    ['report-impact', 'impact'],
    ['report-implementation-status', 'implementation'],
    ['report-updates-and-gaps', 'updates'],
  ] as const) {
    app.post(
      `/RiskRating/${path}`,
      respond(async (request) => {
        const body = isPlainObject(request.body) ? request.body : {};
        const filter: repo.ReportFilter = {
          businessLineId: optionalId(bodyValue(body, 'BusinessLineId'), 'BusinessLineId'),
          companyProcessId: optionalId(bodyValue(body, 'CompanyProcessId'), 'CompanyProcessId'),
          frequencyId: optionalId(bodyValue(body, 'FrequencyId'), 'FrequencyId'),
          startDate: bodyValue(body, 'StartDate') ? isoDate(bodyValue(body, 'StartDate')) : null,
          endDate: bodyValue(body, 'EndDate') ? isoDate(bodyValue(body, 'EndDate')) : null,
          // A client's user reports on its own client only (naming another is not found); provider staff on the
          // client they name, or on every client.
          clientId: actingClient(
            await callerOf(db, request),
            optionalId(bodyValue(body, 'ClientId'), 'ClientId'),
          ),
        };
        const admin = await isAdministrator(db, request.legacyUserId);
        return { result: await repo.report(db, kind, filter, request.legacyUserId, admin) };
      }),
    );
  }

  // ---- frequencies
  app.get(
    '/RiskAssessment/get-frequency',
    respond(async () => ({ result: await repo.frequencies(db) })),
  );

  app.post(
    '/RiskAssessment/add-update-risk-frequency',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'Id'), 'Id');
      const months = whole(bodyValue(body, 'Months'), 1, 12, M.frequencyMonthsInvalid);
      if (!MONTHS.includes(months)) throw new Refusal(400, M.frequencyMonthsInvalid);
      const fields = {
        name: name(body),
        months,
        isActive: flag(bodyValue(body, 'IsActive'), 'IsActive', true)!,
      };
      const saved = await unique(
        repo.saveFrequency(db, id, fields, request.legacyUserId),
        M.frequencyDuplicate,
      );
      if (!saved) throw new Refusal(404, M.notFound('Frequency'));
      return { message: M.saved, result: saved };
    }),
  );

  // ---- headers and questions
  app.get(
    '/RiskAssessment/get-questions-header',
    respond(async () => ({ result: await repo.headers(db) })),
  );

  app.post(
    '/RiskAssessment/add-update-question-header',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'Id'), 'Id');
      const saved = await unique(repo.saveHeader(db, id, name(body)), M.headerDuplicate);
      if (!saved) throw new Refusal(404, M.notFound('Header'));
      return { message: M.saved, result: saved };
    }),
  );

  app.get(
    '/RiskAssessment/get-all-questions',
    respond(async () => ({ result: await repo.allQuestions(db) })),
  );

  app.post(
    '/RiskAssessment/PostRiskAssessmentQuestions',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'Id'), 'Id');
      const question = text(bodyValue(body, 'Question')).trim();
      if (!question) throw new Refusal(400, M.questionRequired);
      if (question.length > 500) throw new Refusal(400, M.questionTooLong);
      const headerId = optionalId(bodyValue(body, 'HeaderId'), 'HeaderId');
      if (headerId === null) throw new Refusal(400, M.headerRequired);
      const typeId = optionalId(bodyValue(body, 'QuestionTypeId'), 'QuestionTypeId');
      if (typeId === null) throw new Refusal(400, M.questionTypeRequired);
      const type = await repo.questionType(db, typeId);
      if (!type) throw new Refusal(400, M.questionTypeRequired);
      const options = [...new Set(strings(bodyValue(body, 'Options')))];
      if (type.HasOptions && options.length < 2) throw new Refusal(400, M.optionsRequired);
      const gapOptions = strings(bodyValue(body, 'GapOptions')).filter((option) => options.includes(option));
      const saved = await repo.saveQuestion(
        db,
        id,
        {
          headerId,
          question,
          typeId,
          options: type.HasOptions ? options : [],
          gapOptions: type.HasOptions ? gapOptions : [],
          isRequired: flag(bodyValue(body, 'IsRequired'), 'IsRequired', false)!,
          isActive: flag(bodyValue(body, 'IsActive'), 'IsActive', true)!,
        },
        request.legacyUserId,
      );
      if (!saved) throw new Refusal(404, M.notFound('Question'));
      return { message: M.saved, result: saved };
    }),
  );

  app.put(
    '/RiskAssessment/update-question-order',
    respond(async (request) => {
      await assertProviderMaintainer(db, request);
      if (!Array.isArray(request.body) || request.body.length === 0) throw new Refusal(400, M.invalidRequest);
      const rows = request.body.map((row) => {
        if (!isPlainObject(row)) throw new Refusal(400, M.invalidRequest);
        return {
          id: requiredId(bodyValue(row, 'Id'), 'Id'),
          sortOrder: whole(bodyValue(row, 'SortOrder'), 1, 10_000, M.orderInvalid),
        };
      });
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const { rowCount } = await tx.query('UPDATE risk_questions SET sort_order = $2 WHERE id = $1', [
            row.id,
            row.sortOrder,
          ]);
          if (!rowCount) throw new Refusal(404, M.notFound('Question'));
        }
      });
      return { message: M.orderSaved, result: rows.length };
    }),
  );

  // ---- the questionnaire of a company process, frequency and period
  app.post(
    '/RiskAssessment/get-questions',
    respond(async (request) => {
      const body = objectBody(request);
      const chosen = await chosenFor(request, body, true);
      const admin = await isAdministrator(db, request.legacyUserId);
      await repo.assertProcessVisible(db, request.legacyUserId, chosen.companyProcessId, admin);
      return { result: await repo.questionnaire(db, chosen, request.legacyUserId, admin) };
    }),
  );

  app.get(
    '/RiskAssessment/get-assessments',
    respond(async (request) => {
      const admin = await isAdministrator(db, request.legacyUserId);
      return { result: await repo.assessments(db, request.legacyUserId, admin) };
    }),
  );

  for (const [path, submit] of [
    ['save-answers', false],
    ['submit-answers', true],
  ] as const) {
    app.post(
      `/RiskAssessment/${path}`,
      respond(async (request) => {
        const body = objectBody(request);
        const chosen = await chosenFor(request, body, false);
        const clientId = chosen.clientId;
        if (clientId === null) throw new Refusal(400, M.clientRequired);
        const answers = answersOf(body);
        await repo.assertProcessVisible(db, request.legacyUserId, chosen.companyProcessId, false);
        const result = await db.transaction(async (tx) => {
          const assessment = await repo.openAssessment(tx, chosen, request.legacyUserId);
          if (assessment.status === 'Submitted' || assessment.status === 'Approved')
            throw new Refusal(409, M.notEditable(assessment.status));
          const refused = await repo.saveAnswers(tx, assessment.id, clientId, answers, request.legacyUserId);
          if (refused) throw new Refusal(400, refused);
          if (submit) {
            const foreign = await repo.foreignEmployee(tx, assessment.id, clientId);
            if (foreign) throw new Refusal(400, foreign);
            const missing = await repo.missingRequired(tx, assessment.id);
            if (missing) throw new Refusal(400, missing);
            await tx.query(
              `UPDATE risk_assessments SET status = 'Submitted', respondent_user_id = $2, submitted_by = $2,
                      updated_at = now() WHERE id = $1`,
              [assessment.id, request.legacyUserId],
            );
          }
          await repo.event(
            tx,
            assessment.id,
            submit ? 'Submitted' : 'Saved',
            `${answers.length} ${answers.length === 1 ? 'answer' : 'answers'}`,
            request.legacyUserId,
          );
          return assessment.id;
        });
        return { message: submit ? M.submitted : M.answersSaved, result: { AssessmentId: result } };
      }),
    );
  }

  for (const [path, approve] of [
    ['approve', true],
    ['send-back', false],
  ] as const) {
    app.post(
      `/RiskAssessment/${path}`,
      respond(async (request) => {
        const body = objectBody(request);
        const id = requiredId(bodyValue(body, 'AssessmentId'), 'AssessmentId');
        const comment = text(bodyValue(body, 'Comment')).trim();
        if (!approve && !comment) throw new Refusal(400, M.commentRequired);
        if (comment.length > 2000) throw new Refusal(400, M.commentTooLong);
        const caller = await callerOf(db, request);
        await db.transaction(async (tx) => {
          const assessment = await repo.lockAssessment(tx, id);
          if (!assessment) throw new Refusal(404, M.notFound('Assessment'));
          requireOwn(caller, assessment.clientId);
          const roles = await roleNames(tx, request.legacyUserId);
          const mayDecide =
            assessment.approverUserId === request.legacyUserId ||
            roles.some((role) => WRITER_ROLES.includes(role));
          if (!mayDecide) throw new Refusal(403, M.approverOnly);
          // Separation of duties: the submitter never decides the same assessment, approver or administrator.
          if (assessment.submittedBy === request.legacyUserId) throw new Refusal(403, M.ownWork);
          if (assessment.status !== 'Submitted') throw new Refusal(409, M.notSubmitted);
          await tx.query(
            `UPDATE risk_assessments SET status = $2, approver_comment = $3, updated_at = now() WHERE id = $1`,
            [id, approve ? 'Approved' : 'SentBack', comment || null],
          );
          await repo.event(tx, id, approve ? 'Approved' : 'Sent back', comment, request.legacyUserId);
        });
        return { message: approve ? M.approved : M.sentBack, result: true };
      }),
    );
  }

  app.get(
    '/RiskAssessment/get-history',
    respond(async (request) => {
      const id = requiredId(queryValue(request.legacyQuery, 'AssessmentId'), 'AssessmentId');
      const admin = await isAdministrator(db, request.legacyUserId);
      const assessment = await repo.visibleAssessment(db, id, request.legacyUserId, admin);
      if (!assessment) throw new Refusal(404, M.notFound('Assessment'));
      return { result: await repo.history(db, id) };
    }),
  );

  // ---- risk question files (the answers of attachment questions)
  app.post(
    '/RiskAssessment/add-risk-question-files',
    respond(async (request) => {
      const questionId = requiredId(queryValue(request.legacyQuery, 'QuestionId'), 'QuestionId');
      const body = objectBody(request);
      const chosen = await chosenFor(request, body, false);
      if (chosen.clientId === null) throw new Refusal(400, M.clientRequired);
      const rawName = text(bodyValue(body, 'FileName'));
      const fileName = rawName.split(/[\\/]/).pop()!.trim();
      const rawText = bodyValue(body, 'FileText');
      if (!fileName || typeof rawText !== 'string' || !rawText) throw new Refusal(400, M.fileRequired);
      const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0].toLowerCase() ?? '';
      const kind = FILE_TYPES[extension];
      if (!kind || fileName.length > 200 || fileName.startsWith('.')) throw new Refusal(400, M.fileExtension);
      const content = Buffer.from(rawText, 'base64');
      if (content.length === 0) throw new Refusal(400, M.fileRequired);
      if (content.length > FILE_MAX_BYTES) throw new Refusal(400, M.fileTooLarge);
      const headerOk = kind.magic
        ? kind.magic.every((byte, index) => content[index] === byte)
        : !content.subarray(0, 512).includes(0);
      if (!headerOk) throw new Refusal(400, M.fileHeader);
      await repo.assertProcessVisible(db, request.legacyUserId, chosen.companyProcessId, false);
      const stored = await db.transaction(async (tx) => {
        const assessment = await repo.openAssessment(tx, chosen, request.legacyUserId);
        if (assessment.status === 'Submitted' || assessment.status === 'Approved')
          throw new Refusal(409, M.notEditable(assessment.status));
        const question = await repo.questionTypeOf(tx, questionId);
        if (question !== 'Add attachment') throw new Refusal(400, M.notAttachmentQuestion);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO risk_question_files (assessment_id, question_id, file_name, content_type, size, content, uploaded_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [assessment.id, questionId, fileName, kind.type, content.length, content, request.legacyUserId],
        );
        await repo.event(tx, assessment.id, 'File added', fileName, request.legacyUserId);
        return { Id: rows[0].id, FileName: fileName, Size: content.length, AssessmentId: assessment.id };
      });
      return { message: M.fileAdded, result: stored };
    }),
  );

  app.get('/RiskAssessment/download-risk-question-files', async (request, reply: FastifyReply) => {
    try {
      const id = requiredId(queryValue(request.legacyQuery, 'Id'), 'Id');
      const { rows } = await db.query<{
        file_name: string;
        content_type: string;
        content: Uint8Array;
        assessment_id: number;
      }>('SELECT file_name, content_type, content, assessment_id FROM risk_question_files WHERE id = $1', [
        id,
      ]);
      if (rows.length === 0) throw new Refusal(404, M.fileNotFound);
      // The BFF names the assessment it checked the caller reaches: the file must be that assessment's.
      const named = optionalId(queryValue(request.legacyQuery, 'AssessmentId'), 'AssessmentId');
      if (named !== null && named !== rows[0].assessment_id) throw new Refusal(404, M.fileNotFound);
      const admin = await isAdministrator(db, request.legacyUserId);
      if (!(await repo.visibleAssessment(db, rows[0].assessment_id, request.legacyUserId, admin)))
        throw new Refusal(404, M.fileNotFound);
      return reply
        .header('content-type', rows[0].content_type)
        .header('content-disposition', `attachment; filename="${rows[0].file_name.replace(/"/g, '')}"`)
        .send(Buffer.from(rows[0].content));
    } catch (error) {
      if (error instanceof Refusal) return reply.code(error.status).send(refusal(error.message));
      throw error;
    }
  });

  app.delete(
    '/RiskAssessment/delete-risk-question-files',
    respond(async (request) => {
      const id = requiredId(queryValue(request.legacyQuery, 'Id'), 'Id');
      const caller = await callerOf(db, request);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          assessment_id: number;
          file_name: string;
          status: string;
          company_process_id: number;
          client_id: number | null;
        }>(
          `SELECT f.assessment_id, f.file_name, a.status, a.company_process_id, a.client_id
             FROM risk_question_files f JOIN risk_assessments a ON a.id = f.assessment_id WHERE f.id = $1 FOR UPDATE`,
          [id],
        );
        if (rows.length === 0) throw new Refusal(404, M.fileNotFound);
        requireOwn(caller, rows[0].client_id);
        await repo.assertProcessVisible(tx, request.legacyUserId, rows[0].company_process_id, false);
        if (rows[0].status === 'Submitted' || rows[0].status === 'Approved')
          throw new Refusal(409, M.notEditable(rows[0].status));
        await tx.query('DELETE FROM risk_question_files WHERE id = $1', [id]);
        await repo.event(tx, rows[0].assessment_id, 'File deleted', rows[0].file_name, request.legacyUserId);
      });
      return { message: M.fileDeleted, result: true };
    }),
  );

  // ---- saved risk report searches
  app.get(
    '/RiskAssessment/get-risk-searches',
    respond(async (request) => ({ result: await repo.savedSearches(db, request.legacyUserId) })),
  );

  app.post(
    '/RiskAssessment/add-risk-search',
    respond(async (request) => {
      const body = objectBody(request);
      const searchName = text(bodyValue(body, 'Name')).trim();
      if (!searchName) throw new Refusal(400, M.searchNameRequired);
      if (searchName.length > 100) throw new Refusal(400, M.nameTooLong);
      const filter = bodyValue(body, 'Filter');
      if (!isPlainObject(filter)) throw new Refusal(400, M.invalidRequest);
      const saved = await repo.saveSearch(db, request.legacyUserId, searchName, filter);
      return { message: M.searchSaved, result: saved };
    }),
  );

  app.delete(
    '/RiskAssessment/delete-risk-search',
    respond(async (request) => {
      const id = requiredId(queryValue(request.legacyQuery, 'Id'), 'Id');
      const { rowCount } = await db.query('DELETE FROM risk_saved_searches WHERE id = $1 AND user_id = $2', [
        id,
        request.legacyUserId,
      ]);
      if (!rowCount) throw new Refusal(404, M.notFound('Search'));
      return { message: M.searchDeleted, result: true };
    }),
  );
}
