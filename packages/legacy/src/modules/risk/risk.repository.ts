import type { Queryable } from '../../db/db.js';
import { loadCaller, ownedBy, type Caller } from '../../http/caller.js';
import { ValidatorRefusal as Refusal } from '../validator/validator.http.js';
import { RISK_LEGACY_MESSAGES as M } from './risk.messages.js';

export interface Selection {
  companyProcessId: number;
  frequencyId: number;
  startDate: string;
  endDate: string;
  stage: string;
  /** The client the assessment is for: a client's user's own; provider staff the one they name (null: none). */
  clientId: number | null;
}

export interface ManualRating {
  parameterId: number;
  levelId: number;
  comment: string;
}

export interface ReportFilter {
  businessLineId: number | null;
  companyProcessId: number | null;
  frequencyId: number | null;
  startDate: string | null;
  endDate: string | null;
  /** The client reported on (a client's user: always its own); null: every client (provider staff only). */
  clientId: number | null;
}

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : String(value);
const day = (value: unknown) => iso(value).slice(0, 10);

// ---- parameters

interface ParameterRow {
  id: number;
  parent_id: number | null;
  name: string;
  description: string;
  weight: number;
  sort_order: number;
  is_sub_parameter: boolean;
  is_active: boolean;
}

const toParameter = (row: ParameterRow) => ({
  Id: row.id,
  ParentId: row.parent_id,
  Name: row.name,
  Description: row.description,
  Weight: row.weight,
  SortOrder: row.sort_order,
  IsSubParameter: row.is_sub_parameter,
  IsActive: row.is_active,
});

/** Top-level parameters and sub-parameters (parentId null), or the sub-parameters of one parameter. */
export async function parameters(db: Queryable, parentId: number | null) {
  const { rows } = await db.query<ParameterRow>(
    `SELECT id, parent_id, name, description, weight, sort_order, is_sub_parameter, is_active FROM risk_parameters
      WHERE ($1::int IS NULL OR parent_id = $1) ORDER BY coalesce(parent_id, 0), sort_order, id`,
    [parentId],
  );
  return rows.map(toParameter);
}

export async function isTopParameter(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM risk_parameters WHERE id = $1 AND parent_id IS NULL', [id]);
  return rows.length > 0;
}

export async function hasChildren(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM risk_parameters WHERE parent_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

export async function saveParameter(
  db: Queryable,
  id: number | null,
  fields: { name: string; description: string; weight: number; isActive: boolean; parentId: number | null },
  userId: number,
) {
  const params = [fields.name, fields.description, fields.weight, fields.isActive, fields.parentId, userId];
  const { rows } = id
    ? await db.query<ParameterRow>(
        `UPDATE risk_parameters SET name = $1, description = $2, weight = $3, is_active = $4, parent_id = $5,
                is_sub_parameter = $5::int IS NOT NULL, updated_by = $6, updated_at = now()
          WHERE id = $7 RETURNING *`,
        [...params, id],
      )
    : await db.query<ParameterRow>(
        `INSERT INTO risk_parameters (name, description, weight, is_active, parent_id, is_sub_parameter, updated_by, sort_order)
         VALUES ($1, $2, $3, $4, $5, $5::int IS NOT NULL, $6,
                 (SELECT coalesce(max(sort_order), 0) + 1 FROM risk_parameters WHERE parent_id IS NOT DISTINCT FROM $5))
         RETURNING *`,
        params,
      );
  return rows[0] ? toParameter(rows[0]) : null;
}

export async function setParameterOrder(
  db: Queryable,
  row: { id: number; sortOrder: number; isSubParameter: boolean | null; parentId: number | null },
  userId: number,
): Promise<boolean> {
  const { rowCount } =
    row.isSubParameter === null
      ? await db.query(
          'UPDATE risk_parameters SET sort_order = $2, updated_by = $3, updated_at = now() WHERE id = $1',
          [row.id, row.sortOrder, userId],
        )
      : await db.query(
          `UPDATE risk_parameters SET sort_order = $2, is_sub_parameter = $3, parent_id = CASE WHEN $3 THEN $4::int ELSE NULL END,
                  updated_by = $5, updated_at = now() WHERE id = $1`,
          [row.id, row.sortOrder, row.isSubParameter, row.parentId, userId],
        );
  return rowCount > 0;
}

// ---- levels and question types

interface LevelRow {
  id: number;
  name: string;
  min_score: number;
  max_score: number;
  color: string;
  is_active: boolean;
}
const toLevel = (row: LevelRow) => ({
  Id: row.id,
  Name: row.name,
  MinScore: row.min_score,
  MaxScore: row.max_score,
  Color: row.color,
  IsActive: row.is_active,
});

export async function levels(db: Queryable) {
  const { rows } = await db.query<LevelRow>('SELECT * FROM risk_levels ORDER BY min_score, id');
  return rows.map(toLevel);
}

export async function levelOverlaps(db: Queryable, id: number | null, min: number, max: number) {
  const { rows } = await db.query(
    `SELECT 1 FROM risk_levels WHERE is_active AND id <> coalesce($1::int, 0) AND min_score <= $3 AND max_score >= $2`,
    [id, min, max],
  );
  return rows.length > 0;
}

export async function saveLevel(
  db: Queryable,
  id: number | null,
  fields: { name: string; minScore: number; maxScore: number; color: string; isActive: boolean },
) {
  const params = [fields.name, fields.minScore, fields.maxScore, fields.color, fields.isActive];
  const { rows } = id
    ? await db.query<LevelRow>(
        `UPDATE risk_levels SET name = $1, min_score = $2, max_score = $3, color = $4, is_active = $5 WHERE id = $6 RETURNING *`,
        [...params, id],
      )
    : await db.query<LevelRow>(
        `INSERT INTO risk_levels (name, min_score, max_score, color, is_active) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        params,
      );
  return rows[0] ? toLevel(rows[0]) : null;
}

/** The types whose answers have an input of their own: kept as they are, never renamed or deleted. */
export const BUILT_IN_QUESTION_TYPES = [
  'text',
  'number',
  'comment',
  'multiple text',
  'multiple comment',
  'calendar field',
  'employee selection',
  'company process multiple selection',
  'add attachment',
];

export const isBuiltInQuestionType = (name: string) =>
  BUILT_IN_QUESTION_TYPES.includes(name.trim().toLowerCase());

export async function questionTypes(db: Queryable) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    has_options: boolean;
    version: number;
    questions: number;
  }>(
    `SELECT t.id, t.name, t.has_options, t.version,
            (SELECT count(*)::int FROM risk_questions q WHERE q.question_type_id = t.id) AS questions
       FROM risk_question_types t ORDER BY t.id`,
  );
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    HasOptions: row.has_options,
    IsBuiltIn: isBuiltInQuestionType(row.name),
    QuestionsCount: row.questions,
    Version: row.version,
  }));
}

export async function questionType(db: Queryable, id: number) {
  return (await questionTypes(db)).find((type) => type.Id === id) ?? null;
}

export async function questionTypeOf(db: Queryable, questionId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT t.name FROM risk_questions q JOIN risk_question_types t ON t.id = q.question_type_id WHERE q.id = $1',
    [questionId],
  );
  return rows[0]?.name ?? null;
}

// ---- pickers

export async function companyProcesses(db: Queryable, userId: number, all: boolean) {
  const { rows } = await db.query<{ id: number; name: string; business_line_id: number; line: string }>(
    `SELECT cp.id, cp.name, cp.business_line_id, bl.name AS line FROM company_processes cp
       JOIN business_lines bl ON bl.id = cp.business_line_id
      WHERE $2 OR cp.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
      ORDER BY bl.name, cp.name, cp.id`,
    [userId, all],
  );
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    BusinessLineId: row.business_line_id,
    BusinessLine: row.line,
  }));
}

export async function clients(db: Queryable, caller: Caller) {
  const params: unknown[] = [];
  const own = ownedBy('id', caller, params);
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM clients WHERE ${own} ORDER BY name, id`,
    params,
  );
  return rows.map((row) => ({ Id: row.id, Name: row.name }));
}

/**
 * The employees an Employee Selection answer may name: the users of the assessment's client. Provider staff are no
 * client's employees, so they are never listed; with no client (provider staff who named none) every client's
 * users are listed.
 */
export async function employees(db: Queryable, clientId: number | null) {
  const { rows } = await db.query<{ id: number; full_name: string; email: string }>(
    `SELECT id, full_name, email FROM users
      WHERE client_id IS NOT NULL AND ($1::int IS NULL OR client_id = $1::int) ORDER BY full_name, id`,
    [clientId],
  );
  return rows.map((row) => ({ Id: row.id, Name: row.full_name, Email: row.email }));
}

/** A company process of one of the user's business lines (administrators see every process when `all`). */
export async function assertProcessVisible(db: Queryable, userId: number, processId: number, all: boolean) {
  const { rows } = await db.query(
    `SELECT 1 FROM company_processes WHERE id = $1
        AND ($3 OR business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $2))`,
    [processId, userId, all],
  );
  if (rows.length === 0) throw new Refusal(403, M.processNotVisible);
}

// ---- manual artifacts and ratings

/**
 * The artifacts of the process's business line and those the client rated by hand, each with the client's ratings
 * (no client: the line's artifacts, unrated).
 */
export async function manualArtifacts(db: Queryable, processId: number, clientId: number | null) {
  const { rows: artifacts } = await db.query<{ name: string; artifact_type: string }>(
    `SELECT a.name, a.artifact_type FROM business_artifacts a
       JOIN company_processes cp ON cp.business_line_id = a.business_line_id WHERE cp.id = $1
     UNION
     SELECT DISTINCT artifact_name, 'Manual' FROM risk_manual_ratings WHERE company_process_id = $1
       AND client_id = $2 AND artifact_name NOT IN (SELECT a.name FROM business_artifacts a
         JOIN company_processes cp ON cp.business_line_id = a.business_line_id WHERE cp.id = $1)
     ORDER BY 1`,
    [processId, clientId],
  );
  const { rows: ratings } = await db.query<{
    artifact_name: string;
    parameter_id: number;
    parameter: string;
    level_id: number;
    level: string;
    score: number;
    comment: string;
    rated_by: string | null;
    rated_at: Date;
  }>(
    `SELECT r.artifact_name, r.parameter_id, p.name AS parameter, r.level_id, l.name AS level, r.score, r.comment,
            u.full_name AS rated_by, r.rated_at
       FROM risk_manual_ratings r JOIN risk_parameters p ON p.id = r.parameter_id
       JOIN risk_levels l ON l.id = r.level_id LEFT JOIN users u ON u.id = r.rated_by
      WHERE r.company_process_id = $1 AND r.client_id = $2 ORDER BY p.sort_order, p.id`,
    [processId, clientId],
  );
  return artifacts.map((artifact) => ({
    ArtifactName: artifact.name,
    ArtifactType: artifact.artifact_type,
    Ratings: ratings
      .filter((rating) => rating.artifact_name === artifact.name)
      .map((rating) => ({
        ParameterId: rating.parameter_id,
        Parameter: rating.parameter,
        LevelId: rating.level_id,
        Level: rating.level,
        Score: rating.score,
        Comment: rating.comment,
        RatedBy: rating.rated_by,
        RatedAt: iso(rating.rated_at),
      })),
  }));
}

/** Keeps one rating per artifact and parameter; the score is the middle of the level's range. */
export async function saveManualRatings(
  db: Queryable,
  clientId: number,
  processId: number,
  artifact: string,
  ratings: ManualRating[],
  userId: number,
): Promise<number> {
  for (const rating of ratings) {
    const { rows } = await db.query<{ score: number }>(
      `SELECT (min_score + max_score) / 2 AS score FROM risk_levels WHERE id = $1 AND is_active`,
      [rating.levelId],
    );
    if (rows.length === 0) throw new Refusal(400, M.levelRequired);
    const { rows: parameter } = await db.query('SELECT 1 FROM risk_parameters WHERE id = $1 AND is_active', [
      rating.parameterId,
    ]);
    if (parameter.length === 0) throw new Refusal(404, M.notFound('Parameter'));
    await db.query(
      `INSERT INTO risk_manual_ratings (company_process_id, artifact_name, parameter_id, level_id, score, comment, rated_by,
                                       client_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (client_id, company_process_id, artifact_name, parameter_id)
       DO UPDATE SET level_id = $4, score = $5, comment = $6, rated_by = $7, rated_at = now()`,
      [
        processId,
        artifact,
        rating.parameterId,
        rating.levelId,
        rows[0].score,
        rating.comment,
        userId,
        clientId,
      ],
    );
  }
  return ratings.length;
}

// ---- frequencies, headers, questions

export async function frequencies(db: Queryable) {
  const { rows } = await db.query<{ id: number; name: string; months: number; is_active: boolean }>(
    'SELECT id, name, months, is_active FROM risk_frequencies ORDER BY months, id',
  );
  return rows.map((row) => ({ Id: row.id, Name: row.name, Months: row.months, IsActive: row.is_active }));
}

export async function saveFrequency(
  db: Queryable,
  id: number | null,
  fields: { name: string; months: number; isActive: boolean },
  userId: number,
) {
  const params = [fields.name, fields.months, fields.isActive, userId];
  const { rows } = id
    ? await db.query<{ id: number }>(
        `UPDATE risk_frequencies SET name = $1, months = $2, is_active = $3, updated_by = $4, updated_at = now()
          WHERE id = $5 RETURNING id`,
        [...params, id],
      )
    : await db.query<{ id: number }>(
        'INSERT INTO risk_frequencies (name, months, is_active, updated_by) VALUES ($1, $2, $3, $4) RETURNING id',
        params,
      );
  return rows[0] ? ((await frequencies(db)).find((row) => row.Id === rows[0].id) ?? null) : null;
}

export async function headers(db: Queryable) {
  const { rows } = await db.query<{ id: number; name: string; sort_order: number }>(
    'SELECT id, name, sort_order FROM risk_question_headers ORDER BY sort_order, id',
  );
  return rows.map((row) => ({ Id: row.id, Name: row.name, SortOrder: row.sort_order }));
}

export async function saveHeader(db: Queryable, id: number | null, name: string) {
  const { rows } = id
    ? await db.query<{ id: number; name: string; sort_order: number }>(
        'UPDATE risk_question_headers SET name = $1 WHERE id = $2 RETURNING *',
        [name, id],
      )
    : await db.query<{ id: number; name: string; sort_order: number }>(
        `INSERT INTO risk_question_headers (name, sort_order)
         VALUES ($1, (SELECT coalesce(max(sort_order), 0) + 1 FROM risk_question_headers)) RETURNING *`,
        [name],
      );
  return rows[0] ? { Id: rows[0].id, Name: rows[0].name, SortOrder: rows[0].sort_order } : null;
}

interface QuestionRow {
  id: number;
  header_id: number;
  header: string;
  question: string;
  question_type_id: number;
  question_type: string;
  options: string[];
  gap_options: string[];
  is_required: boolean;
  is_active: boolean;
  sort_order: number;
}
const toQuestion = (row: QuestionRow) => ({
  Id: row.id,
  HeaderId: row.header_id,
  Header: row.header,
  Question: row.question,
  QuestionTypeId: row.question_type_id,
  QuestionType: row.question_type,
  Options: row.options,
  GapOptions: row.gap_options,
  IsRequired: row.is_required,
  IsActive: row.is_active,
  SortOrder: row.sort_order,
});

const QUESTION_SELECT = `SELECT q.id, q.header_id, h.name AS header, q.question, q.question_type_id, t.name AS question_type,
       q.options, q.gap_options, q.is_required, q.is_active, q.sort_order
  FROM risk_questions q JOIN risk_question_headers h ON h.id = q.header_id
  JOIN risk_question_types t ON t.id = q.question_type_id`;

export async function allQuestions(db: Queryable) {
  const { rows } = await db.query<QuestionRow>(
    `${QUESTION_SELECT} ORDER BY h.sort_order, h.id, q.sort_order, q.id`,
  );
  return rows.map(toQuestion);
}

export async function saveQuestion(
  db: Queryable,
  id: number | null,
  fields: {
    headerId: number;
    question: string;
    typeId: number;
    options: string[];
    gapOptions: string[];
    isRequired: boolean;
    isActive: boolean;
  },
  userId: number,
) {
  const params = [
    fields.headerId,
    fields.question,
    fields.typeId,
    fields.options,
    fields.gapOptions,
    fields.isRequired,
    fields.isActive,
    userId,
  ];
  const { rows: header } = await db.query('SELECT 1 FROM risk_question_headers WHERE id = $1', [
    fields.headerId,
  ]);
  if (header.length === 0) throw new Refusal(400, M.headerRequired);
  const { rows } = id
    ? await db.query<{ id: number }>(
        `UPDATE risk_questions SET header_id = $1, question = $2, question_type_id = $3, options = $4, gap_options = $5,
                is_required = $6, is_active = $7, updated_by = $8, updated_at = now() WHERE id = $9 RETURNING id`,
        [...params, id],
      )
    : await db.query<{ id: number }>(
        `INSERT INTO risk_questions (header_id, question, question_type_id, options, gap_options, is_required, is_active,
                updated_by, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
                 (SELECT coalesce(max(sort_order), 0) + 1 FROM risk_questions WHERE header_id = $1)) RETURNING id`,
        params,
      );
  if (!rows[0]) return null;
  const { rows: saved } = await db.query<QuestionRow>(`${QUESTION_SELECT} WHERE q.id = $1`, [rows[0].id]);
  return toQuestion(saved[0]);
}

// ---- assessments

interface AssessmentRow {
  id: number;
  company_process_id: number;
  process: string;
  frequency_id: number;
  frequency: string;
  start_date: unknown;
  end_date: unknown;
  status: string;
  approver_comment: string | null;
  respondent_user_id: number | null;
  respondent: string | null;
  approver_user_id: number | null;
  approver: string | null;
  submitted_by: number | null;
  client_id: number | null;
  updated_at: unknown;
}

const ASSESSMENT_SELECT = `SELECT a.id, a.company_process_id, cp.name AS process, a.frequency_id, f.name AS frequency,
       a.start_date, a.end_date, a.status, a.approver_comment, a.respondent_user_id, ru.full_name AS respondent,
       a.approver_user_id, au.full_name AS approver, a.submitted_by, a.client_id, a.updated_at
  FROM risk_assessments a JOIN company_processes cp ON cp.id = a.company_process_id
  JOIN risk_frequencies f ON f.id = a.frequency_id
  LEFT JOIN users ru ON ru.id = a.respondent_user_id LEFT JOIN users au ON au.id = a.approver_user_id`;

function toAssessment(row: AssessmentRow, userId: number, admin: boolean, writer: boolean) {
  return {
    Id: row.id,
    CompanyProcessId: row.company_process_id,
    CompanyProcess: row.process,
    FrequencyId: row.frequency_id,
    Frequency: row.frequency,
    StartDate: day(row.start_date),
    EndDate: day(row.end_date),
    Status: row.status,
    ApproverComment: row.approver_comment,
    RespondentName: row.respondent,
    ApproverName: row.approver,
    // Never the submitter's to decide (separation of duties).
    CanDecide:
      row.status === 'Submitted' &&
      row.submitted_by !== userId &&
      (row.approver_user_id === userId || writer),
    SubmittedById: row.submitted_by,
    ClientId: row.client_id,
    CanEdit: row.status === 'Draft' || row.status === 'SentBack',
    UpdatedAt: iso(row.updated_at),
    IsAdministrator: admin,
  };
}

async function isWriter(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = $1 AND lower(r.name) IN ('lexbridge super admin', 'lexbridge admin')`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * The assessments a user answers (their business lines), decides (their approvals) or oversees (administrators), of
 * their own client only (provider staff: every client's).
 */
export async function assessments(db: Queryable, userId: number, admin: boolean) {
  const params: unknown[] = [userId, admin];
  const own = ownedBy('a.client_id', await loadCaller(db, userId), params);
  const { rows } = await db.query<AssessmentRow>(
    `${ASSESSMENT_SELECT}
      WHERE ($2 OR a.approver_user_id = $1
         OR cp.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1))
        AND ${own}
      ORDER BY a.start_date DESC, cp.name, a.id`,
    params,
  );
  const writer = await isWriter(db, userId);
  return rows.map((row) => toAssessment(row, userId, admin, writer));
}

export async function visibleAssessment(db: Queryable, id: number, userId: number, admin: boolean) {
  return (await assessments(db, userId, admin)).find((row) => row.Id === id) ?? null;
}

export async function lockAssessment(db: Queryable, id: number) {
  const { rows } = await db.query<{
    status: string;
    approver_user_id: number | null;
    submitted_by: number | null;
    client_id: number | null;
  }>(
    'SELECT status, approver_user_id, submitted_by, client_id FROM risk_assessments WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  return row
    ? {
        status: row.status,
        approverUserId: row.approver_user_id,
        submittedBy: row.submitted_by,
        clientId: row.client_id,
      }
    : null;
}

/**
 * The assessment of the selection for its client, made as a draft when it does not exist. Its approver is the one
 * of the process's latest assessment of that client; for the process's first assessment, the approver of the latest
 * business law of the process's business line for that client (the business line's approver). Never the user who
 * opens it, who answers it.
 */
export async function openAssessment(db: Queryable, chosen: Selection, userId: number) {
  const { rows: frequency } = await db.query('SELECT 1 FROM risk_frequencies WHERE id = $1 AND is_active', [
    chosen.frequencyId,
  ]);
  if (frequency.length === 0) throw new Refusal(400, M.selectQuestionnaire);
  await db.query(
    `INSERT INTO risk_assessments (company_process_id, frequency_id, start_date, end_date, respondent_user_id,
                                   approver_user_id, client_id)
     VALUES ($1, $2, $3, $4, $5,
       coalesce(
         (SELECT approver_user_id FROM risk_assessments
           WHERE company_process_id = $1 AND approver_user_id IS NOT NULL AND approver_user_id <> $5
             AND client_id IS NOT DISTINCT FROM $6::int
           ORDER BY start_date DESC, id DESC LIMIT 1),
         (SELECT bl.approver_user_id FROM business_laws bl
            JOIN company_processes cp ON cp.business_line_id = bl.business_line_id
           WHERE cp.id = $1 AND bl.approver_user_id IS NOT NULL AND bl.approver_user_id <> $5
             AND ($6::int IS NULL OR bl.client_id = $6::int)
           ORDER BY bl.updated_at DESC, bl.id DESC LIMIT 1)),
       $6::int)
     ON CONFLICT ((coalesce(client_id, 0)), company_process_id, frequency_id, start_date, end_date) DO NOTHING`,
    [chosen.companyProcessId, chosen.frequencyId, chosen.startDate, chosen.endDate, userId, chosen.clientId],
  );
  const { rows } = await db.query<{ id: number; status: string }>(
    `SELECT id, status FROM risk_assessments
      WHERE company_process_id = $1 AND frequency_id = $2 AND start_date = $3 AND end_date = $4
        AND client_id IS NOT DISTINCT FROM $5::int FOR UPDATE`,
    [chosen.companyProcessId, chosen.frequencyId, chosen.startDate, chosen.endDate, chosen.clientId],
  );
  return rows[0];
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function validDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.getUTCDate() === +match[3] && date.getUTCMonth() === +match[2] - 1;
}

/**
 * Saves answers after checking each against its question's type (an employee must be a user of `clientId`, the
 * assessment's client); returns the first refusal, or null. The caller runs it in the transaction that rolls the
 * whole save back on a refusal, so a refused answer leaves nothing stored.
 */
export async function saveAnswers(
  db: Queryable,
  assessmentId: number,
  clientId: number,
  answers: { questionId: number; values: string[] }[],
  userId: number,
): Promise<string | null> {
  if (answers.length === 0) return null;
  const { rows: questions } = await db.query<{
    id: number;
    question: string;
    type: string;
    options: string[];
  }>(
    `SELECT q.id, q.question, t.name AS type, q.options FROM risk_questions q
       JOIN risk_question_types t ON t.id = q.question_type_id WHERE q.id = ANY($1) AND q.is_active`,
    [answers.map((answer) => answer.questionId)],
  );
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) return M.notFound('Question');
    const values = answer.values.map((value) => value.trim()).filter((value) => value !== '');
    const reason = await answerRefusal(db, question.type, question.options, values, clientId);
    if (reason) return M.answerInvalid(question.question, reason);
    if (question.type === 'Add attachment') continue;
    await db.query(
      `INSERT INTO risk_answers (assessment_id, question_id, answer_values, answered_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (assessment_id, question_id) DO UPDATE SET answer_values = $3, answered_by = $4, answered_at = now()`,
      [assessmentId, answer.questionId, values, userId],
    );
  }
  await db.query('UPDATE risk_assessments SET updated_at = now() WHERE id = $1', [assessmentId]);
  return null;
}

async function answerRefusal(
  db: Queryable,
  type: string,
  options: string[],
  values: string[],
  clientId: number,
) {
  const multi = ['Multiple Text', 'Multiple Comment', 'Company Process Multiple Selection'].includes(type);
  if (values.some((value) => value.length > 2000)) return M.textTooLong;
  if (!multi && values.length > 1) return M.optionInvalid;
  switch (type) {
    case 'Number':
      return values.every((value) => NUMBER.test(value)) ? null : M.numberInvalid;
    case 'Calendar Field':
      return values.every(validDate) ? null : M.dateInvalid;
    case 'Text':
    case 'Comment':
    case 'Multiple Text':
    case 'Multiple Comment':
    case 'Add attachment':
      return null;
    case 'Employee Selection': {
      if (values.length === 0) return null;
      if (!/^\d{1,9}$/.test(values[0])) return M.employeeInvalid;
      // Only a user of the assessment's client: another client's user, provider staff or an unknown id are all
      // refused alike, so the answer says nothing about users outside the client.
      const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1 AND client_id = $2', [
        Number(values[0]),
        clientId,
      ]);
      return rows.length ? null : M.employeeOfClient;
    }
    case 'Company Process Multiple Selection': {
      if (values.length === 0) return null;
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM company_processes WHERE id::text = ANY($1)',
        [values],
      );
      return rows[0].n === new Set(values).size ? null : M.processInvalid;
    }
    default:
      return values.every((value) => options.includes(value)) ? null : M.optionInvalid;
  }
}

/**
 * The refusal of a submit whose stored Employee Selection answer names someone who is not a user of the
 * assessment's client (an answer saved before the rule, or a user who has since moved), or null.
 */
export async function foreignEmployee(
  db: Queryable,
  assessmentId: number,
  clientId: number,
): Promise<string | null> {
  const { rows } = await db.query<{ question: string }>(
    `SELECT q.question FROM risk_answers a
       JOIN risk_questions q ON q.id = a.question_id JOIN risk_question_types t ON t.id = q.question_type_id
      WHERE a.assessment_id = $1 AND q.is_active AND t.name = 'Employee Selection'
        AND cardinality(a.answer_values) > 0
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id::text = a.answer_values[1] AND u.client_id = $2)
      ORDER BY q.sort_order, q.id LIMIT 1`,
    [assessmentId, clientId],
  );
  return rows[0] ? M.answerInvalid(rows[0].question, M.employeeOfClient) : null;
}

/** The refusal of a submit with required questions unanswered, or null. */
export async function missingRequired(db: Queryable, assessmentId: number): Promise<string | null> {
  const { rows } = await db.query<{ type: string; answered: boolean; files: number }>(
    `SELECT t.name AS type,
            coalesce(cardinality(a.answer_values) > 0, false) AS answered,
            (SELECT count(*)::int FROM risk_question_files f WHERE f.assessment_id = $1 AND f.question_id = q.id) AS files
       FROM risk_questions q JOIN risk_question_types t ON t.id = q.question_type_id
       LEFT JOIN risk_answers a ON a.assessment_id = $1 AND a.question_id = q.id
      WHERE q.is_active AND q.is_required`,
    [assessmentId],
  );
  if (rows.some((row) => row.type === 'Add attachment' && row.files === 0)) return M.attachmentRequired;
  if (rows.some((row) => row.type !== 'Add attachment' && !row.answered)) return M.answerRequired;
  return null;
}

export async function event(
  db: Queryable,
  assessmentId: number,
  action: string,
  detail: string,
  userId: number,
) {
  await db.query(
    'INSERT INTO risk_assessment_events (assessment_id, action, detail, user_id) VALUES ($1, $2, $3, $4)',
    [assessmentId, action, detail, userId],
  );
}

export async function history(db: Queryable, assessmentId: number) {
  const { rows } = await db.query<{
    id: number;
    action: string;
    detail: string;
    user_name: string | null;
    at: unknown;
  }>(
    `SELECT e.id, e.action, e.detail, u.full_name AS user_name, e.at FROM risk_assessment_events e
       LEFT JOIN users u ON u.id = e.user_id WHERE e.assessment_id = $1 ORDER BY e.at DESC, e.id DESC`,
    [assessmentId],
  );
  return rows.map((row) => ({
    Id: row.id,
    Action: row.action,
    Detail: row.detail,
    UserName: row.user_name,
    At: iso(row.at),
  }));
}

/**
 * The questionnaire of a selection: the active questions by header, with the assessment's answers and files, for its
 * client. A client's user always names its own client; provider staff who name none (reviewing from the Assessments
 * list) get the provider's own assessment of the selection if there is one, else a client's.
 */
export async function questionnaire(db: Queryable, chosen: Selection, userId: number, admin: boolean) {
  const { rows: found } = await db.query<AssessmentRow>(
    `${ASSESSMENT_SELECT} WHERE a.company_process_id = $1 AND a.frequency_id = $2 AND a.start_date = $3 AND a.end_date = $4
        AND ($5::int IS NULL OR a.client_id = $5::int)
      ORDER BY (a.client_id IS NULL) DESC, a.id LIMIT 1`,
    [chosen.companyProcessId, chosen.frequencyId, chosen.startDate, chosen.endDate, chosen.clientId],
  );
  const assessment = found[0] ? toAssessment(found[0], userId, admin, await isWriter(db, userId)) : null;
  const { rows: questions } = await db.query<QuestionRow>(
    `${QUESTION_SELECT} WHERE q.is_active ORDER BY h.sort_order, h.id, q.sort_order, q.id`,
  );
  const answers = new Map<number, string[]>();
  const files = new Map<number, { Id: number; FileName: string; Size: number }[]>();
  if (assessment) {
    const { rows } = await db.query<{ question_id: number; answer_values: string[] }>(
      'SELECT question_id, answer_values FROM risk_answers WHERE assessment_id = $1',
      [assessment.Id],
    );
    for (const row of rows) answers.set(row.question_id, row.answer_values);
    const { rows: stored } = await db.query<{
      id: number;
      question_id: number;
      file_name: string;
      size: number;
    }>(
      'SELECT id, question_id, file_name, size FROM risk_question_files WHERE assessment_id = $1 ORDER BY id',
      [assessment.Id],
    );
    for (const file of stored)
      files.set(file.question_id, [
        ...(files.get(file.question_id) ?? []),
        { Id: file.id, FileName: file.file_name, Size: file.size },
      ]);
  }
  const headerList: { Id: number; Name: string; Questions: unknown[] }[] = [];
  for (const row of questions) {
    let header = headerList.find((entry) => entry.Id === row.header_id);
    if (!header) {
      header = { Id: row.header_id, Name: row.header, Questions: [] };
      headerList.push(header);
    }
    header.Questions.push({
      ...toQuestion(row),
      Values: answers.get(row.id) ?? [],
      Files: files.get(row.id) ?? [],
    });
  }
  return { Stage: chosen.stage, Assessment: assessment, Headers: headerList };
}

// ---- reports

function reportWhere(
  filter: ReportFilter,
  userId: number,
  admin: boolean,
  alias = 'cp',
): { sql: string; params: unknown[] } {
  const params: unknown[] = [userId, admin, filter.businessLineId, filter.companyProcessId];
  const sql = `($2 OR ${alias}.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1))
    AND ($3::int IS NULL OR ${alias}.business_line_id = $3) AND ($4::int IS NULL OR ${alias}.id = $4)`;
  return { sql, params };
}

/** The period of the filter, and the caller's client: a client's user reports on its own assessments only. */
function assessmentWhere(filter: ReportFilter, params: unknown[], clientId: number | null): string {
  params.push(filter.frequencyId, filter.startDate, filter.endDate, clientId);
  const n = params.length;
  return `($${n - 3}::int IS NULL OR a.frequency_id = $${n - 3}) AND ($${n - 2}::date IS NULL OR a.end_date >= $${n - 2})
    AND ($${n - 1}::date IS NULL OR a.start_date <= $${n - 1}) AND ($${n}::int IS NULL OR a.client_id = $${n})`;
}

export async function report(
  db: Queryable,
  kind: 'risk' | 'gap' | 'impact' | 'implementation' | 'updates',
  filter: ReportFilter,
  userId: number,
  admin: boolean,
) {
  const where = reportWhere(filter, userId, admin);
  // The manual ratings of the client reported on (every client's only for provider staff naming none).
  const ratingParams = [...where.params, filter.clientId];
  const ratingsOf = `($${ratingParams.length}::int IS NULL OR r.client_id = $${ratingParams.length})`;
  if (kind === 'risk') {
    const { rows } = await db.query<{
      id: number;
      process: string;
      line: string;
      score: number;
      rated: number;
    }>(
      `SELECT cp.id, cp.name AS process, bl.name AS line,
              round(sum(r.score * greatest(coalesce(pp.weight, p.weight), 1))::numeric
                    / sum(greatest(coalesce(pp.weight, p.weight), 1)))::int AS score,
              count(DISTINCT r.parameter_id)::int AS rated
         FROM risk_manual_ratings r JOIN company_processes cp ON cp.id = r.company_process_id
         JOIN business_lines bl ON bl.id = cp.business_line_id
         JOIN risk_parameters p ON p.id = r.parameter_id LEFT JOIN risk_parameters pp ON pp.id = p.parent_id
        WHERE ${where.sql} AND ${ratingsOf} GROUP BY cp.id, cp.name, bl.name ORDER BY score DESC, cp.name`,
      ratingParams,
    );
    const levelList = await levels(db);
    return rows.map((row) => ({
      CompanyProcessId: row.id,
      CompanyProcess: row.process,
      BusinessLine: row.line,
      Score: row.score,
      Level:
        levelList.find(
          (level) => level.IsActive && row.score >= level.MinScore && row.score <= level.MaxScore,
        )?.Name ?? 'Unrated',
      RatedParameters: row.rated,
    }));
  }
  if (kind === 'impact') {
    const { rows } = await db.query<{ parameter: string; level: string; count: number }>(
      `SELECT coalesce(pp.name, p.name) AS parameter, l.name AS level, count(*)::int AS count
         FROM risk_manual_ratings r JOIN company_processes cp ON cp.id = r.company_process_id
         JOIN risk_parameters p ON p.id = r.parameter_id LEFT JOIN risk_parameters pp ON pp.id = p.parent_id
         JOIN risk_levels l ON l.id = r.level_id
        WHERE ${where.sql} AND ${ratingsOf} GROUP BY 1, 2, coalesce(pp.sort_order, p.sort_order), l.min_score
        ORDER BY coalesce(pp.sort_order, p.sort_order), 1, l.min_score`,
      ratingParams,
    );
    return rows.map((row) => ({ Parameter: row.parameter, Level: row.level, Count: row.count }));
  }
  const params = [...where.params];
  const periodSql = assessmentWhere(filter, params, filter.clientId);
  if (kind === 'gap') {
    const { rows } = await db.query<{
      process: string;
      start_date: unknown;
      end_date: unknown;
      header: string;
      question: string;
      answer: string;
      status: string;
    }>(
      `SELECT cp.name AS process, a.start_date, a.end_date, h.name AS header, q.question,
              array_to_string(ans.answer_values, ', ') AS answer, a.status
         FROM risk_answers ans JOIN risk_assessments a ON a.id = ans.assessment_id
         JOIN company_processes cp ON cp.id = a.company_process_id
         JOIN risk_questions q ON q.id = ans.question_id JOIN risk_question_headers h ON h.id = q.header_id
        WHERE ${where.sql} AND ${periodSql} AND ans.answer_values && q.gap_options
        ORDER BY a.start_date DESC, cp.name, h.sort_order, q.sort_order`,
      params,
    );
    return rows.map((row) => ({
      CompanyProcess: row.process,
      StartDate: day(row.start_date),
      EndDate: day(row.end_date),
      Header: row.header,
      Question: row.question,
      Answer: row.answer,
      Status: row.status,
    }));
  }
  if (kind === 'implementation') {
    const { rows } = await db.query<{
      process: string;
      frequency: string;
      start_date: unknown;
      end_date: unknown;
      status: string;
      answered: number;
      total: number;
    }>(
      `SELECT cp.name AS process, f.name AS frequency, a.start_date, a.end_date, a.status,
              (SELECT count(*)::int FROM risk_answers x WHERE x.assessment_id = a.id AND cardinality(x.answer_values) > 0)
              + (SELECT count(DISTINCT question_id)::int FROM risk_question_files y WHERE y.assessment_id = a.id) AS answered,
              (SELECT count(*)::int FROM risk_questions WHERE is_active) AS total
         FROM risk_assessments a JOIN company_processes cp ON cp.id = a.company_process_id
         JOIN risk_frequencies f ON f.id = a.frequency_id
        WHERE ${where.sql} AND ${periodSql} ORDER BY a.start_date DESC, cp.name`,
      params,
    );
    return rows.map((row) => ({
      CompanyProcess: row.process,
      Frequency: row.frequency,
      StartDate: day(row.start_date),
      EndDate: day(row.end_date),
      Status: row.status,
      Answered: row.answered,
      Total: row.total,
    }));
  }
  const { rows } = await db.query<{
    at: unknown;
    process: string;
    start_date: unknown;
    end_date: unknown;
    action: string;
    detail: string;
    user_name: string | null;
    gaps: number;
  }>(
    `SELECT e.at, cp.name AS process, a.start_date, a.end_date, e.action, e.detail, u.full_name AS user_name,
            (SELECT count(*)::int FROM risk_answers x JOIN risk_questions q ON q.id = x.question_id
              WHERE x.assessment_id = a.id AND x.answer_values && q.gap_options) AS gaps
       FROM risk_assessment_events e JOIN risk_assessments a ON a.id = e.assessment_id
       JOIN company_processes cp ON cp.id = a.company_process_id LEFT JOIN users u ON u.id = e.user_id
      WHERE ${where.sql} AND ${periodSql} ORDER BY e.at DESC, e.id DESC LIMIT 5000`,
    params,
  );
  return rows.map((row) => ({
    At: iso(row.at),
    CompanyProcess: row.process,
    StartDate: day(row.start_date),
    EndDate: day(row.end_date),
    Action: row.action,
    Detail: row.detail,
    UserName: row.user_name,
    Gaps: row.gaps,
  }));
}

// ---- saved report searches

export async function savedSearches(db: Queryable, userId: number) {
  const { rows } = await db.query<{ id: number; name: string; filter: unknown; created_at: unknown }>(
    'SELECT id, name, filter, created_at FROM risk_saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    Filter: typeof row.filter === 'string' ? JSON.parse(row.filter) : row.filter,
    CreatedAt: iso(row.created_at),
  }));
}

/** Saves a search by name; a second save under the same name replaces the filter. */
export async function saveSearch(
  db: Queryable,
  userId: number,
  name: string,
  filter: Record<string, unknown>,
) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO risk_saved_searches (user_id, name, filter) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (user_id, name) DO UPDATE SET filter = $3::jsonb, created_at = now() RETURNING id`,
    [userId, name, JSON.stringify(filter)],
  );
  return (await savedSearches(db, userId)).find((row) => row.Id === rows[0].id)!;
}
