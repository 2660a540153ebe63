import type { Queryable } from '../../db/db.js';
import { loadCaller, ownedBy, requireOwn } from '../../http/caller.js';
import { Refusal } from '../catalogue/http.js';
import { BUSINESS_LEGACY_MESSAGES as M } from './business.messages.js';

export const BUSINESS_DASHBOARD_ROUTE = '/business-module/business-module';

/** The dashboard's columns; a law approved (or approved as not applicable) is in none. */
export type BusinessColumnName = 'Open' | 'My Draft' | 'Submitted for Approval' | 'Changed Law' | 'Send Back';
/** status_id of the list filter: the column's number. */
export const COLUMN_IDS: Record<BusinessColumnName, number> = {
  Open: 1,
  'My Draft': 2,
  'Submitted for Approval': 3,
  'Changed Law': 4,
  'Send Back': 5,
};

export interface BusinessLawRow {
  id: number;
  section_id: number;
  business_line_id: number;
  business_user_id: number;
  approver_user_id: number | null;
  tab_index: number;
  status: string;
  is_changed_law: boolean;
  not_applicable_approved: boolean | null;
  /** Who declared the law not applicable; they may not decide the declaration. */
  not_applicable_by: number | null;
  /** The client whose work the law is. */
  client_id: number | null;
  version: number;
}

export interface BusinessLawDto {
  BusinessLawId: number;
  LawId: number;
  SectionId: number;
  LawDetailId: number;
  BusinessLineId: number;
  BusinessLineName: string;
  RegulatorId: number;
  Regulator: string;
  Section: string;
  Level1: string;
  BusinessUserId: number;
  BusinessUserName: string;
  ApproverUserId: number | null;
  ApproverName: string | null;
  TabIndex: number;
  Status: string;
  IsChangedLaw: boolean;
  Column: BusinessColumnName | null;
  IsBusinessContact: boolean;
  IsApprover: boolean;
  IsEditable: boolean;
  RequirementCount: number;
  LawProcesses: string;
  NotApplicableComment: string | null;
  NotApplicableApproved: boolean | null;
  /** Who declared the law not applicable (null: nobody); they may not decide the declaration. */
  NotApplicableById: number | null;
  /** The client whose work the law is. */
  ClientId: number | null;
  UpdatedAt: string;
}

const COLUMN_SQL = `CASE
    WHEN bl.status = 'SentBack' THEN 'Send Back'
    WHEN bl.is_changed_law AND bl.status IN ('Open', 'Draft') THEN 'Changed Law'
    WHEN bl.status = 'Open' THEN 'Open'
    WHEN bl.status = 'Draft' THEN 'My Draft'
    WHEN bl.status = 'Submitted' THEN 'Submitted for Approval'
    WHEN bl.status = 'NotApplicable' AND bl.not_applicable_approved IS NULL THEN 'Submitted for Approval'
  END`;

const LAW_SELECT = `
  SELECT bl.id, s.law_id, bl.section_id, s.law_detail_id, bl.business_line_id, line.name AS business_line_name,
         r.id AS regulator_id, r.name AS regulator, s.section_number || ' ' || s.section_name AS section,
         d.level1, bl.business_user_id, bu.full_name AS business_user_name, bl.approver_user_id,
         au.full_name AS approver_name, bl.tab_index, bl.status, bl.is_changed_law, ${COLUMN_SQL} AS column_name,
         bl.not_applicable_comment, bl.not_applicable_approved, bl.not_applicable_by, bl.client_id, bl.updated_at,
         (SELECT count(*)::int FROM requirements rq
           WHERE rq.section_id = bl.section_id AND rq.business_line_id = bl.business_line_id
             AND rq.requirement_type_id = 2) AS requirement_count,
         coalesce((SELECT string_agg(cp.name, ', ' ORDER BY cp.name) FROM business_law_processes blp
                     JOIN company_processes cp ON cp.id = blp.company_process_id
                    WHERE blp.business_law_id = bl.id), '') AS law_processes
    FROM business_laws bl
    JOIN law_sections s ON s.id = bl.section_id
    JOIN law_details d ON d.id = s.law_detail_id
    JOIN laws l ON l.id = s.law_id
    JOIN regulators r ON r.id = l.regulator_id
    JOIN business_lines line ON line.id = bl.business_line_id
    JOIN users bu ON bu.id = bl.business_user_id
    LEFT JOIN users au ON au.id = bl.approver_user_id`;

interface LawSelectRow {
  id: number;
  law_id: number;
  section_id: number;
  law_detail_id: number;
  business_line_id: number;
  business_line_name: string;
  regulator_id: number;
  regulator: string;
  section: string;
  level1: string;
  business_user_id: number;
  business_user_name: string;
  approver_user_id: number | null;
  approver_name: string | null;
  tab_index: number;
  status: string;
  is_changed_law: boolean;
  column_name: BusinessColumnName | null;
  not_applicable_comment: string | null;
  not_applicable_approved: boolean | null;
  not_applicable_by: number | null;
  client_id: number | null;
  updated_at: Date | string;
  requirement_count: number;
  law_processes: string;
}

/** changed law and send back rows are editable only by the business contact; open, my draft and submitted are. */
export function columnEditable(column: BusinessColumnName | null, isContact: boolean): boolean {
  if (column === null) return false;
  if (column === 'Changed Law' || column === 'Send Back') return isContact;
  return true;
}

function toDto(row: LawSelectRow, userId: number, canEdit: boolean): BusinessLawDto {
  const isContact = row.business_user_id === userId;
  return {
    BusinessLawId: row.id,
    LawId: row.law_id,
    SectionId: row.section_id,
    LawDetailId: row.law_detail_id,
    BusinessLineId: row.business_line_id,
    BusinessLineName: row.business_line_name,
    RegulatorId: row.regulator_id,
    Regulator: row.regulator,
    Section: row.section,
    Level1: row.level1,
    BusinessUserId: row.business_user_id,
    BusinessUserName: row.business_user_name,
    ApproverUserId: row.approver_user_id,
    ApproverName: row.approver_name,
    TabIndex: row.tab_index,
    Status: row.status,
    IsChangedLaw: row.is_changed_law,
    Column: row.column_name,
    IsBusinessContact: isContact,
    IsApprover: row.approver_user_id === userId,
    IsEditable: canEdit && columnEditable(row.column_name, isContact),
    RequirementCount: row.requirement_count,
    LawProcesses: row.law_processes,
    NotApplicableComment: row.not_applicable_comment,
    NotApplicableApproved: row.not_applicable_approved,
    NotApplicableById: row.not_applicable_by,
    ClientId: row.client_id,
    UpdatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Edit permission on the business dashboard: the route is among the user's editable routes. */
export async function canEditBusiness(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM user_roles ur JOIN role_editable_routes rer ON rer.role_id = ur.role_id
      WHERE ur.user_id = $1 AND lower(rer.router_link) = $2`,
    [userId, BUSINESS_DASHBOARD_ROUTE],
  );
  return rows.length > 0;
}

export async function requireEditor(db: Queryable, userId: number): Promise<void> {
  if (!(await canEditBusiness(db, userId))) throw new Refusal(403, M.readOnly);
}

export interface DashboardFilter {
  lawProcessId: number | null;
  businessLineId: number | null;
  regulators: number[];
  statusId: number | null;
  businessUserId: number | null;
  /** Every law of the user's business lines, not only those waiting for the user. */
  azimuthDashboard: boolean;
}

/**
 * The laws a user sees, of their own client only (provider staff: every client's): editors see their own (as
 * business contact, approver, or former contact whose law another business user took over) plus the changed-law and
 * send-back laws of their business lines; with the toggle on, and for read-only users, every law of their lines.
 */
export async function loadBusinessLaws(
  db: Queryable,
  userId: number,
  filter: DashboardFilter,
): Promise<BusinessLawDto[]> {
  const canEdit = await canEditBusiness(db, userId);
  const everything = filter.azimuthDashboard || !canEdit;
  const caller = await loadCaller(db, userId);
  const params: unknown[] = [
    userId,
    everything,
    filter.businessLineId,
    filter.regulators,
    filter.businessUserId,
    filter.lawProcessId,
  ];
  const own = ownedBy('bl.client_id', caller, params);
  const { rows } = await db.query<LawSelectRow>(
    `${LAW_SELECT}
      WHERE bl.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
        AND ${own}
        AND ($2::boolean OR bl.business_user_id = $1 OR bl.approver_user_id = $1
             OR bl.status = 'SentBack' OR (bl.is_changed_law AND bl.status IN ('Open', 'Draft'))
             OR (bl.status IN ('Open', 'Draft') AND EXISTS (
                   SELECT 1 FROM business_law_events e
                    WHERE e.business_law_id = bl.id AND e.user_id = $1 AND e.action = '${CONTACT_REPLACED}')))
        AND ($3::int IS NULL OR bl.business_line_id = $3)
        AND (cardinality($4::int[]) = 0 OR r.id = ANY($4::int[]))
        AND ($5::int IS NULL OR bl.business_user_id = $5)
        AND ($6::int IS NULL OR EXISTS (SELECT 1 FROM business_law_processes p
                                         WHERE p.business_law_id = bl.id AND p.company_process_id = $6)
                             OR EXISTS (SELECT 1 FROM section_company_processes p
                                         WHERE p.section_id = bl.section_id AND p.business_line_id = bl.business_line_id
                                           AND p.company_process_id = $6))
      ORDER BY bl.updated_at DESC, bl.id`,
    params,
  );
  const laws = rows.map((row) => toDto(row, userId, canEdit));
  if (filter.statusId === null) return laws;
  return laws.filter((law) => law.Column !== null && COLUMN_IDS[law.Column] === filter.statusId);
}

export async function loadBusinessLaw(
  db: Queryable,
  userId: number,
  businessLawId: number,
): Promise<BusinessLawDto> {
  const { rows } = await db.query<LawSelectRow>(
    `${LAW_SELECT}
      WHERE bl.id = $1
        AND bl.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $2)`,
    [businessLawId, userId],
  );
  if (rows.length === 0) throw new Refusal(404, M.notFound);
  // Another client's law does not exist for this user.
  requireOwn(await loadCaller(db, userId), rows[0].client_id);
  return toDto(rows[0], userId, await canEditBusiness(db, userId));
}

/** The row, locked for the write, after the edit-permission and business-line checks. */
export async function lockLaw(tx: Queryable, userId: number, businessLawId: number): Promise<BusinessLawRow> {
  await requireEditor(tx, userId);
  const { rows } = await tx.query<BusinessLawRow>(
    `SELECT bl.* FROM business_laws bl
      WHERE bl.id = $1
        AND bl.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $2)
      FOR UPDATE`,
    [businessLawId, userId],
  );
  if (rows.length === 0) throw new Refusal(404, M.notFound);
  requireOwn(await loadCaller(tx, userId), rows[0].client_id);
  return rows[0];
}

/** The history action that keeps a law on the dashboard of the contact another business user took it over from. */
export const CONTACT_REPLACED = 'ContactReplaced';

/**
 * The business side's writes (validate, map, assess, submit): not while waiting for approval or once approved;
 * changed-law and send-back laws only by their business contact, open and draft laws by any business user of the
 * line, who then becomes the business contact. The law's approver never becomes its contact (they would decide their
 * own work). A takeover is never silent: the former contact's history entry keeps the law on their dashboard and
 * their inbox is recounted.
 */
export async function assertBusinessWrite(tx: Queryable, law: BusinessLawRow, userId: number): Promise<void> {
  if (law.status === 'Approved' || (law.status === 'NotApplicable' && law.not_applicable_approved))
    throw new Refusal(400, M.approved);
  if (law.status === 'Submitted' || law.status === 'NotApplicable') throw new Refusal(400, M.wrongStep);
  const isContact = law.business_user_id === userId;
  if (!isContact && law.approver_user_id === userId) throw new Refusal(403, M.approverAsContact);
  const changedOrSentBack = law.status === 'SentBack' || law.is_changed_law;
  if (!isContact && changedOrSentBack) throw new Refusal(403, M.notContact);
  if (!isContact) {
    const former = law.business_user_id;
    await tx.query('UPDATE business_laws SET business_user_id = $2 WHERE id = $1', [law.id, userId]);
    await tx.query(
      `INSERT INTO business_law_events (business_law_id, user_id, action, detail)
       SELECT $1, $2, $3, 'Now worked by ' || full_name FROM users WHERE id = $4`,
      [law.id, former, CONTACT_REPLACED, userId],
    );
    law.business_user_id = userId;
    await refreshBusinessInboxCounts(tx, [former]);
  }
}

/** Separation of duties: the submitter of an item (a requirement, a not-applicable declaration) may not decide it. */
export function assertOtherDecider(submittedBy: number | null, userId: number): void {
  if (submittedBy !== null && submittedBy === userId) throw new Refusal(403, M.ownWork);
}

export function assertApprover(law: BusinessLawRow, userId: number): void {
  if (law.approver_user_id !== userId) throw new Refusal(403, M.notApprover);
}

export async function touch(
  tx: Queryable,
  law: BusinessLawRow,
  userId: number,
  action: string,
  detail = '',
): Promise<void> {
  await tx.query('UPDATE business_laws SET updated_at = now(), version = version + 1 WHERE id = $1', [
    law.id,
  ]);
  await tx.query(
    'INSERT INTO business_law_events (business_law_id, user_id, action, detail) VALUES ($1, $2, $3, $4)',
    [law.id, userId, action, detail],
  );
  await refreshBusinessInboxCounts(tx, [law.business_user_id, law.approver_user_id]);
}

/**
 * The Business Dashboard inbox: laws waiting for the user, as business contact (open, draft, sent back) or as
 * approver (submitted, and not-applicable declarations to decide).
 */
export async function refreshBusinessInboxCounts(
  tx: Queryable,
  userIds: readonly (number | null)[],
): Promise<void> {
  for (const userId of new Set(userIds.filter((id): id is number => id !== null))) {
    // Only users who have a business inbox get theirs recounted.
    await tx.query(
      `UPDATE inbox_counts ic
          SET count = (SELECT count(*)::int FROM business_laws bl
                        WHERE (bl.business_user_id = $1 AND bl.status IN ('Open', 'Draft', 'SentBack'))
                           OR (bl.approver_user_id = $1 AND (bl.status = 'Submitted'
                                OR (bl.status = 'NotApplicable' AND bl.not_applicable_approved IS NULL))))
         FROM menu_items m
        WHERE ic.user_id = $1 AND ic.menu_item_id = m.id AND m.router_link = $2`,
      [userId, BUSINESS_DASHBOARD_ROUTE],
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Processes

export interface ProcessDto {
  CompanyProcessId: number;
  ProcessName: string;
  BusinessProcessName: string;
  /** Mapped to the section by the legal team. */
  IsMapped: boolean;
  /** The provider's standard process of it is mapped to the section: the catalogue recommends it. */
  IsRecommended: boolean;
  /** Chosen by the business when validating (or declaring not applicable). */
  IsSelected: boolean;
}

export async function loadProcesses(db: Queryable, law: { id: number }): Promise<ProcessDto[]> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    business_process_name: string;
    mapped: boolean;
    recommended: boolean;
    selected: boolean;
  }>(
    `SELECT cp.id, cp.name, cp.business_process_name,
            EXISTS (SELECT 1 FROM section_company_processes scp
                     WHERE scp.section_id = bl.section_id AND scp.business_line_id = bl.business_line_id
                       AND scp.company_process_id = cp.id) AS mapped,
            EXISTS (SELECT 1 FROM section_azimuth_processes sap
                     WHERE sap.section_id = bl.section_id AND sap.business_line_id = bl.business_line_id
                       AND sap.azimuth_process_id = cp.azimuth_process_id) AS recommended,
            EXISTS (SELECT 1 FROM business_law_processes blp
                     WHERE blp.business_law_id = bl.id AND blp.company_process_id = cp.id) AS selected
       FROM business_laws bl
       JOIN company_processes cp ON cp.business_line_id = bl.business_line_id
      WHERE bl.id = $1
      ORDER BY cp.business_process_name, cp.name, cp.id`,
    [law.id],
  );
  return rows.map((row) => ({
    CompanyProcessId: row.id,
    ProcessName: row.name,
    BusinessProcessName: row.business_process_name,
    IsMapped: row.mapped,
    IsRecommended: row.recommended,
    IsSelected: row.selected,
  }));
}

export async function setProcesses(tx: Queryable, law: BusinessLawRow, processIds: number[]): Promise<void> {
  if (processIds.length === 0) throw new Refusal(400, M.processRequired);
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM company_processes WHERE business_line_id = $1 AND id = ANY($2::int[])',
    [law.business_line_id, processIds],
  );
  if (rows.length !== processIds.length) throw new Refusal(400, M.processUnknown);
  await tx.query('DELETE FROM business_law_processes WHERE business_law_id = $1', [law.id]);
  await tx.query(
    `INSERT INTO business_law_processes (business_law_id, company_process_id)
     SELECT $1, unnest($2::int[])`,
    [law.id, processIds],
  );
}

/** Every defined requirement (type 2) of the section for the line gets its row in the business law. */
export async function ensureRequirementRows(tx: Queryable, law: BusinessLawRow): Promise<void> {
  await tx.query(
    `INSERT INTO business_law_requirements (business_law_id, requirement_id)
     SELECT $1, rq.id FROM requirements rq
      WHERE rq.section_id = $2 AND rq.business_line_id = $3 AND rq.requirement_type_id = 2
     ON CONFLICT DO NOTHING`,
    [law.id, law.section_id, law.business_line_id],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Requirements, artifacts, questions

export interface ArtifactDto {
  ArtifactId: number;
  Name: string;
  ArtifactType: string;
}

export interface QuestionFileDto {
  Id: number;
  FileName: string;
  Size: number;
  UploadedAt: string;
}

export interface AnswerDto {
  QuestionId: number;
  Answer: string | null;
  Files: QuestionFileDto[];
}

export interface AssessedArtifactDto extends ArtifactDto {
  Answers: AnswerDto[];
}

export interface BusinessRequirementDto {
  RequirementId: number;
  RequirementNumber: string;
  Requirement: string;
  Status: string;
  NoArtifact: boolean;
  IsDecommissioned: boolean;
  IsGap: boolean;
  ApproverComment: string | null;
  /** Who submitted the requirement for approval last (null: never); they may not approve it or send it back. */
  SubmittedById: number | null;
  TargetCompletionDate: string | null;
  ActualCompletionDate: string | null;
  Artifacts: AssessedArtifactDto[];
}

export interface QuestionDto {
  QuestionId: number;
  Question: string;
  QuestionType: string;
  Options: string[];
  IsRequired: boolean;
}

export async function loadArtifacts(db: Queryable, businessLineId: number): Promise<ArtifactDto[]> {
  const { rows } = await db.query<{ id: number; name: string; artifact_type: string }>(
    'SELECT id, name, artifact_type FROM business_artifacts WHERE business_line_id = $1 ORDER BY name, id',
    [businessLineId],
  );
  return rows.map((row) => ({ ArtifactId: row.id, Name: row.name, ArtifactType: row.artifact_type }));
}

export async function loadQuestions(db: Queryable): Promise<QuestionDto[]> {
  const { rows } = await db.query<{
    id: number;
    question: string;
    question_type: string;
    options: string[];
    is_required: boolean;
  }>(
    'SELECT id, question, question_type, options, is_required FROM business_questions ORDER BY sort_order, id',
  );
  return rows.map((row) => ({
    QuestionId: row.id,
    Question: row.question,
    QuestionType: row.question_type,
    Options: row.options,
    IsRequired: row.is_required,
  }));
}

const day = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The law's requirements with their artifacts, and (with `withAnswers`) each artifact's answers and files. */
export async function loadRequirements(
  db: Queryable,
  law: { id: number },
  withAnswers: boolean,
): Promise<BusinessRequirementDto[]> {
  const { rows } = await db.query<{
    requirement_id: number;
    requirement_number: string;
    requirement_text: string;
    status: string;
    no_artifact: boolean;
    is_decommissioned: boolean;
    is_gap: boolean;
    approver_comment: string | null;
    submitted_by: number | null;
    target_completion_date: Date | string | null;
    actual_completion_date: Date | string | null;
  }>(
    `SELECT blr.*, rq.requirement_number, rq.requirement_text
       FROM business_law_requirements blr JOIN requirements rq ON rq.id = blr.requirement_id
      WHERE blr.business_law_id = $1
      ORDER BY rq.requirement_number, rq.id`,
    [law.id],
  );
  const mapped = await db.query<{
    requirement_id: number;
    artifact_id: number;
    name: string;
    artifact_type: string;
  }>(
    `SELECT m.requirement_id, a.id AS artifact_id, a.name, a.artifact_type
       FROM business_artifact_mappings m JOIN business_artifacts a ON a.id = m.artifact_id
      WHERE m.business_law_id = $1 ORDER BY a.name, a.id`,
    [law.id],
  );
  const answers = withAnswers
    ? await db.query<{ requirement_id: number; artifact_id: number; question_id: number; answer: string }>(
        'SELECT requirement_id, artifact_id, question_id, answer FROM business_answers WHERE business_law_id = $1',
        [law.id],
      )
    : { rows: [] };
  const files = withAnswers
    ? await db.query<{
        id: number;
        requirement_id: number;
        artifact_id: number;
        question_id: number;
        file_name: string;
        size: number;
        uploaded_at: Date | string;
      }>(
        `SELECT id, requirement_id, artifact_id, question_id, file_name, size, uploaded_at
           FROM business_question_files WHERE business_law_id = $1 ORDER BY id`,
        [law.id],
      )
    : { rows: [] };
  const questions = withAnswers ? await loadQuestions(db) : [];
  return rows.map((row) => ({
    RequirementId: row.requirement_id,
    RequirementNumber: row.requirement_number,
    Requirement: row.requirement_text,
    Status: row.status,
    NoArtifact: row.no_artifact,
    IsDecommissioned: row.is_decommissioned,
    IsGap: row.is_gap,
    ApproverComment: row.approver_comment,
    SubmittedById: row.submitted_by,
    TargetCompletionDate: day(row.target_completion_date),
    ActualCompletionDate: day(row.actual_completion_date),
    Artifacts: mapped.rows
      .filter((m) => m.requirement_id === row.requirement_id)
      .map((m) => ({
        ArtifactId: m.artifact_id,
        Name: m.name,
        ArtifactType: m.artifact_type,
        Answers: questions.map((q) => {
          const mine = (r: { requirement_id: number; artifact_id: number; question_id: number }) =>
            r.requirement_id === row.requirement_id &&
            r.artifact_id === m.artifact_id &&
            r.question_id === q.QuestionId;
          return {
            QuestionId: q.QuestionId,
            Answer: answers.rows.find(mine)?.answer ?? null,
            Files: files.rows.filter(mine).map((f) => ({
              Id: f.id,
              FileName: f.file_name,
              Size: f.size,
              UploadedAt: new Date(f.uploaded_at).toISOString(),
            })),
          };
        }),
      })),
  }));
}

export async function requireRequirement(
  tx: Queryable,
  lawId: number,
  requirementId: number,
): Promise<{
  status: string;
  no_artifact: boolean;
  is_decommissioned: boolean;
  submitted_by: number | null;
}> {
  const { rows } = await tx.query<{
    status: string;
    no_artifact: boolean;
    is_decommissioned: boolean;
    submitted_by: number | null;
  }>(
    `SELECT status, no_artifact, is_decommissioned, submitted_by FROM business_law_requirements
      WHERE business_law_id = $1 AND requirement_id = $2 FOR UPDATE`,
    [lawId, requirementId],
  );
  if (rows.length === 0) throw new Refusal(400, M.requirementUnknown);
  return rows[0];
}

/** A requirement waiting for approval or approved is no longer the business user's to change. */
export function assertRequirementOpen(requirement: { status: string }): void {
  if (requirement.status === 'Submitted' || requirement.status === 'Approved')
    throw new Refusal(400, M.notEditableRequirement);
}

export async function requireArtifacts(
  tx: Queryable,
  law: BusinessLawRow,
  artifactIds: number[],
): Promise<void> {
  if (artifactIds.length === 0) return;
  const { rows } = await tx.query(
    'SELECT id FROM business_artifacts WHERE business_line_id = $1 AND id = ANY($2::int[])',
    [law.business_line_id, artifactIds],
  );
  if (rows.length !== artifactIds.length) throw new Refusal(400, M.artifactUnknown);
}

/** Moves an open law to draft (the business saved something) and never moves the tab index back. */
export async function advance(tx: Queryable, law: BusinessLawRow, tabIndex: number | null): Promise<void> {
  await tx.query(
    `UPDATE business_laws
        SET status = CASE WHEN status = 'Open' THEN 'Draft' ELSE status END,
            tab_index = CASE WHEN $2::int IS NOT NULL AND tab_index < $2::int THEN $2::int ELSE tab_index END
      WHERE id = $1`,
    [law.id, tabIndex],
  );
}

/** After the approver's decision: every requirement approved completes the law; any sent back returns it. */
export async function settleApproval(tx: Queryable, law: BusinessLawRow): Promise<void> {
  const { rows } = await tx.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM business_law_requirements
      WHERE business_law_id = $1 AND NOT is_decommissioned GROUP BY status`,
    [law.id],
  );
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total > 0 && count('Approved') === total) {
    await tx.query(
      `UPDATE business_laws SET status = 'Approved', tab_index = 7, approved_at = now(), is_changed_law = false
        WHERE id = $1`,
      [law.id],
    );
  } else if (count('SentBack') > 0 && count('Submitted') === 0) {
    await tx.query(`UPDATE business_laws SET status = 'SentBack', tab_index = 4 WHERE id = $1`, [law.id]);
  }
}
