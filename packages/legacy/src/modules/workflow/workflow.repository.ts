import type { Queryable } from '../../db/db.js';
import { WORKFLOW_MESSAGES } from './workflow.messages.js';

/** A refusal of a workflow call: its status and the catalogue's Message; 409 carries the current row as Result. */
export class WorkflowRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'WorkflowRefusal';
  }
}

export type WorkflowStatus = 'Pending' | 'Draft' | 'Submitted' | 'SentBack' | 'Approved';

export interface WorkflowRow {
  id: number;
  section_id: number;
  business_line_id: number;
  lawyer_user_id: number;
  approver_user_id: number | null;
  tab_index: number;
  status: WorkflowStatus;
  submit_flag: number;
  /** Who submitted the requirements last; they may not decide them. */
  submitted_by: number | null;
  send_back_comment: string | null;
  version: number;
}

/** The workflow item of a section for a business line; with `lock`, held until the transaction ends. */
export async function loadWorkflow(
  db: Queryable,
  sectionId: number,
  businessLineId: number,
  lock = false,
): Promise<WorkflowRow | null> {
  const { rows } = await db.query<WorkflowRow>(
    `SELECT id, section_id, business_line_id, lawyer_user_id, approver_user_id, tab_index::int AS tab_index, status,
            submit_flag::int AS submit_flag, submitted_by, send_back_comment, version
       FROM law_workflow WHERE section_id = $1 AND business_line_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [sectionId, businessLineId],
  );
  return rows[0] ?? null;
}

export async function requireWorkflow(
  db: Queryable,
  sectionId: number,
  businessLineId: number,
  lock = false,
): Promise<WorkflowRow> {
  const row = await loadWorkflow(db, sectionId, businessLineId, lock);
  if (!row) throw new WorkflowRefusal(404, WORKFLOW_MESSAGES.workflowNotFound);
  return row;
}

export type WorkflowWrite = 'define' | 'accept' | 'approve' | 'sendBack' | 'clearComment';

/**
 * The catalogue's own state checks (the BFF checks the same rules first, with the product's words): define-mode
 * writes are the lawyer's while the law is at step 4 or 5 and not submitted; accept-mode writes, approve and send
 * back are the approver's while it waits for approval, and never the submitter's (approve and send back decide what
 * another person submitted); the comment is the lawyer's to clear once sent back.
 */
export function assertCan(row: WorkflowRow, userId: number, write: WorkflowWrite): void {
  if (row.status === 'Approved' || row.tab_index >= 7)
    throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.alreadyApproved);
  const lawyer = row.lawyer_user_id === userId;
  const approver = row.approver_user_id === userId;
  switch (write) {
    case 'define':
      if (!lawyer) throw new WorkflowRefusal(403, WORKFLOW_MESSAGES.notLawyer);
      if (!(row.tab_index === 4 || row.tab_index === 5) || row.status === 'Submitted') {
        throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.notDefining);
      }
      return;
    case 'accept':
    case 'approve':
    case 'sendBack':
      if (!approver) throw new WorkflowRefusal(403, WORKFLOW_MESSAGES.notApprover);
      if (row.tab_index < 6 || row.status !== 'Submitted')
        throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.notSubmitted);
      if (write !== 'accept' && row.submitted_by === userId)
        throw new WorkflowRefusal(403, WORKFLOW_MESSAGES.ownWork);
      return;
    case 'clearComment':
      if (!lawyer) throw new WorkflowRefusal(403, WORKFLOW_MESSAGES.notLawyer);
      if (row.status !== 'SentBack') throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.noComment);
      return;
  }
}

/** Which write a requirement change is: the approver edits in accept mode, everyone else defines. */
export function requirementWrite(row: WorkflowRow, userId: number): WorkflowWrite {
  return row.approver_user_id === userId && row.lawyer_user_id !== userId ? 'accept' : 'define';
}

export async function recordEvent(
  tx: Queryable,
  workflowId: number,
  userId: number,
  action: string,
  detail = '',
): Promise<void> {
  await tx.query(
    'INSERT INTO law_workflow_events (workflow_id, user_id, action, detail) VALUES ($1, $2, $3, $4)',
    [workflowId, userId, action, detail],
  );
}

/** A requirement change in define mode: the submit flag becomes 2 (changed) and a Pending law becomes a Draft. */
export async function markChanged(tx: Queryable, row: WorkflowRow, userId: number): Promise<void> {
  await tx.query(
    `UPDATE law_workflow
        SET submit_flag = 2,
            status = CASE WHEN status = 'Pending' THEN 'Draft' ELSE status END,
            updated_at = now(), version = version + 1
      WHERE id = $1`,
    [row.id],
  );
  void userId;
}

/** Open work items per legal dashboard menu entry, kept equal to the dashboard's Pending column. */
export async function refreshLegalInboxCounts(
  tx: Queryable,
  userIds: readonly (number | null)[],
): Promise<void> {
  for (const userId of new Set(userIds.filter((id): id is number => id !== null))) {
    // Only users who have a legal inbox (provider staff have none) get theirs recounted.
    await tx.query(
      `UPDATE inbox_counts ic
          SET count = (
            SELECT count(*)::int FROM law_workflow w
             WHERE (w.lawyer_user_id = $1 AND w.tab_index < 6)
                OR (w.approver_user_id = $1 AND w.tab_index = 6 AND w.status = 'Submitted'))
         FROM menu_items m
        WHERE ic.user_id = $1 AND ic.menu_item_id = m.id AND m.router_link = '/legal-module/legal-dashboard'`,
      [userId],
    );
  }
}

export interface WorkflowStateDto {
  WorkflowId: number;
  LawId: number;
  SectionId: number;
  LawDetailId: number;
  LawInventoryId: number;
  BusinessLineId: number;
  BusinessLineName: string;
  Regulator: string;
  Section: string;
  Level1: string;
  TabIndex: number;
  Status: WorkflowStatus;
  SubmitFlag: number;
  LawyerId: number;
  LawyerName: string;
  ApproverId: number | null;
  ApproverName: string | null;
  IsLawyer: boolean;
  IsApprover: boolean;
  sendbackComment: string | null;
  SentBackBy: string | null;
  SentBackAt: string | null;
  SubmittedAt: string | null;
  /** Who submitted the requirements last (null: never submitted); they may not approve or send them back. */
  SubmittedById: number | null;
  ApprovedBy: string | null;
  ApprovedAt: string | null;
  UpdatedAt: string;
  RequirementCount: number;
  DraftCount: number;
  /** For the asking user: Pending (their move), Draft, Completed, or Open (in the step's total only). */
  LegalColumn: 'Pending' | 'Draft' | 'Completed' | 'Open';
  Version: number;
}

const STATE_SELECT = `
  SELECT w.id AS "WorkflowId", s.law_id AS "LawId", s.id AS "SectionId", s.law_detail_id AS "LawDetailId",
         l.law_inventory_id AS "LawInventoryId", w.business_line_id AS "BusinessLineId", bl.name AS "BusinessLineName",
         r.name AS "Regulator", s.section_number || ' ' || s.section_name AS "Section", d.level1 AS "Level1",
         w.tab_index::int AS "TabIndex", w.status AS "Status", w.submit_flag::int AS "SubmitFlag",
         w.lawyer_user_id AS "LawyerId", lu.full_name AS "LawyerName",
         w.approver_user_id AS "ApproverId", au.full_name AS "ApproverName",
         (w.lawyer_user_id = $1) AS "IsLawyer", (w.approver_user_id IS NOT DISTINCT FROM $1) AS "IsApprover",
         w.send_back_comment AS "sendbackComment", sb.full_name AS "SentBackBy",
         to_char(w.sent_back_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "SentBackAt",
         to_char(w.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "SubmittedAt",
         w.submitted_by AS "SubmittedById", ap.full_name AS "ApprovedBy",
         to_char(w.approved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "ApprovedAt",
         to_char(w.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "UpdatedAt",
         (SELECT count(*)::int FROM requirements rq
           WHERE rq.section_id = w.section_id AND rq.business_line_id = w.business_line_id) AS "RequirementCount",
         (SELECT count(*)::int FROM requirements rq
           WHERE rq.section_id = w.section_id AND rq.business_line_id = w.business_line_id
             AND NOT rq.is_submitted) AS "DraftCount",
         CASE
           WHEN w.tab_index >= 7 THEN 'Completed'
           WHEN w.status = 'Draft' AND w.lawyer_user_id = $1 THEN 'Draft'
           WHEN w.lawyer_user_id = $1 AND w.tab_index < 6 THEN 'Pending'
           WHEN w.approver_user_id = $1 AND w.tab_index = 6 AND w.status = 'Submitted' THEN 'Pending'
           ELSE 'Open'
         END AS "LegalColumn",
         w.version AS "Version"
    FROM law_workflow w
    JOIN law_sections s ON s.id = w.section_id
    JOIN laws l ON l.id = s.law_id
    JOIN regulators r ON r.id = l.regulator_id
    JOIN law_details d ON d.id = s.law_detail_id
    JOIN business_lines bl ON bl.id = w.business_line_id
    JOIN users lu ON lu.id = w.lawyer_user_id
    LEFT JOIN users au ON au.id = w.approver_user_id
    LEFT JOIN users sb ON sb.id = w.sent_back_by
    LEFT JOIN users ap ON ap.id = w.approved_by`;

/** One workflow item as the asking user sees it. */
export async function loadWorkflowState(
  db: Queryable,
  userId: number,
  sectionId: number,
  businessLineId: number,
): Promise<WorkflowStateDto | null> {
  const { rows } = await db.query<WorkflowStateDto>(
    `${STATE_SELECT} WHERE w.section_id = $2 AND w.business_line_id = $3`,
    [userId, sectionId, businessLineId],
  );
  return rows[0] ?? null;
}

/**
 * The legal dashboard list: the items the user works as lawyer or approver; a user who may not edit the legal
 * dashboard (read-only roles) sees every item of their assigned business lines instead, to look at.
 */
export async function loadDashboard(
  db: Queryable,
  userId: number,
  readOnly: boolean,
): Promise<WorkflowStateDto[]> {
  const mine = readOnly
    ? `w.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)`
    : `(w.lawyer_user_id = $1 OR w.approver_user_id = $1)`;
  const { rows } = await db.query<WorkflowStateDto>(
    `${STATE_SELECT}
      WHERE ${mine}
      ORDER BY w.tab_index, CASE w.status WHEN 'SentBack' THEN 0 WHEN 'Submitted' THEN 1 WHEN 'Draft' THEN 2 ELSE 3 END,
               w.updated_at DESC, w.id`,
    [userId],
  );
  return rows;
}

/** Whether the user may edit on the legal dashboard (a role with it among its editable routes). */
export async function canEditLegalDashboard(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM user_roles ur
       JOIN role_editable_routes rer ON rer.role_id = ur.role_id
      WHERE ur.user_id = $1 AND lower(rer.router_link) = '/legal-module/legal-dashboard'`,
    [userId],
  );
  return rows.length > 0;
}

/** approve: every requirement approved, the item completed. */
export async function approveWorkflow(tx: Queryable, row: WorkflowRow, userId: number): Promise<void> {
  await tx.query(
    `UPDATE requirements SET status = 'Approved', is_submitted = true, updated_at = now()
      WHERE section_id = $1 AND business_line_id = $2`,
    [row.section_id, row.business_line_id],
  );
  await tx.query(
    `UPDATE law_workflow
        SET tab_index = 7, status = 'Approved', approved_by = $2, approved_at = now(), submit_flag = 1,
            send_back_comment = NULL, updated_at = now(), version = version + 1
      WHERE id = $1`,
    [row.id, userId],
  );
  await recordEvent(tx, row.id, userId, 'Approved');
  await refreshLegalInboxCounts(tx, [row.lawyer_user_id, row.approver_user_id]);
}

/** send back: the law returns to the lawyer's define step with the comment. */
export async function sendBackWorkflow(
  tx: Queryable,
  row: WorkflowRow,
  userId: number,
  comment: string,
): Promise<void> {
  await tx.query(
    `UPDATE requirements SET status = 'Draft', updated_at = now()
      WHERE section_id = $1 AND business_line_id = $2 AND status = 'Submitted'`,
    [row.section_id, row.business_line_id],
  );
  await tx.query(
    `UPDATE law_workflow
        SET tab_index = 4, status = 'SentBack', send_back_comment = $2, sent_back_by = $3, sent_back_at = now(),
            updated_at = now(), version = version + 1
      WHERE id = $1`,
    [row.id, comment, userId],
  );
  await recordEvent(tx, row.id, userId, 'SentBack', comment);
  await refreshLegalInboxCounts(tx, [row.lawyer_user_id, row.approver_user_id]);
}

/** The lawyer has read the comment: it is cleared, the law stays at the define step. */
export async function clearSendBackComment(tx: Queryable, row: WorkflowRow, userId: number): Promise<void> {
  await tx.query(
    `UPDATE law_workflow SET send_back_comment = NULL, status = 'Draft', updated_at = now(), version = version + 1
      WHERE id = $1`,
    [row.id],
  );
  await recordEvent(tx, row.id, userId, 'SendBackCommentCleared');
  await refreshLegalInboxCounts(tx, [row.lawyer_user_id]);
}

/** submit (accept laws in define mode): the requirements are submitted and the law waits for approval. */
export async function submitWorkflow(
  tx: Queryable,
  row: WorkflowRow,
  userId: number,
  flag: number,
): Promise<void> {
  await tx.query(
    `UPDATE requirements SET is_submitted = true, status = 'Submitted', updated_at = now()
      WHERE section_id = $1 AND business_line_id = $2`,
    [row.section_id, row.business_line_id],
  );
  await tx.query(
    `UPDATE law_workflow
        SET tab_index = 6, status = 'Submitted', submit_flag = $3, submitted_by = $2, submitted_at = now(),
            send_back_comment = NULL, updated_at = now(), version = version + 1
      WHERE id = $1`,
    [row.id, userId, flag],
  );
  await recordEvent(tx, row.id, userId, 'Submitted', `flag ${flag}`);
  await refreshLegalInboxCounts(tx, [row.lawyer_user_id, row.approver_user_id]);
}

/** Accept laws by the approver: the edits are kept, the law still waits for approval; the flag says whether any. */
export async function acceptWorkflow(
  tx: Queryable,
  row: WorkflowRow,
  userId: number,
  flag: number,
): Promise<void> {
  await tx.query(
    `UPDATE law_workflow SET submit_flag = $2, updated_at = now(), version = version + 1 WHERE id = $1`,
    [row.id, flag],
  );
  await recordEvent(tx, row.id, userId, 'Accepted', `flag ${flag}`);
}

export interface WorkflowEventDto {
  Action: string;
  Detail: string;
  UserName: string | null;
  CreatedAt: string;
}

export async function loadWorkflowEvents(db: Queryable, workflowId: number): Promise<WorkflowEventDto[]> {
  const { rows } = await db.query<WorkflowEventDto>(
    `SELECT e.action AS "Action", e.detail AS "Detail", u.full_name AS "UserName",
            to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "CreatedAt"
       FROM law_workflow_events e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.workflow_id = $1 ORDER BY e.id`,
    [workflowId],
  );
  return rows;
}
