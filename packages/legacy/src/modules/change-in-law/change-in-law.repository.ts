import type { Queryable } from '../../db/db.js';
import { Refusal } from '../catalogue/http.js';
import { Conflict, MAPPING_MESSAGES } from '../mappings/mappings.messages.js';

export type RequirementChangeStatus = 'Changed' | 'New' | 'Deleted' | 'No Change';
export type ChangeDecision = 'Accepted' | 'AcceptedWithPolicy' | 'DoesNotApply';

/** The fixed text a header requirement (type 1) carries. */
export const HEADER_REQUIREMENT_TEXT = 'Header/Definition/Scope/etc. – Requirement Not Needed';

export interface ChangeDto {
  changeLawId: number;
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  regulator: string;
  section: string;
  sectionStatus: string;
  statusId: number;
  status: string;
  changeType: string;
  effectiveDate: string | null;
  summary: string;
}

export interface ChangeBusinessLineDto {
  businessLineId: number;
  businessLineName: string;
  requirementCount: number;
  changedCount: number;
  isSubmitted: boolean;
  decision: ChangeDecision | null;
  decisionComment: string | null;
  companyPolicy: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** An updated requirement of a change in law (old and new number and text, change status), plus ids and flags. */
export interface ChangeRequirementDto {
  id: number;
  requirementId: number | null;
  businessLineId: number;
  requirementTypeId: number;
  OldRequirementNumber: string | null;
  NewRequirementNumber: string | null;
  OldRequirement: string | null;
  NewRequirement: string | null;
  RequirementChangeStatus: RequirementChangeStatus;
  isEdited: boolean;
  isSubmitted: boolean;
}

const CHANGE_SELECT = `
  SELECT c.id AS "changeLawId", s.law_id AS "lawId", s.id AS "sectionId", s.law_detail_id AS "lawDetailId",
         r.name AS regulator, s.section_number || ' ' || s.section_name AS section, s.section_status AS "sectionStatus",
         c.status_id AS "statusId", st.name AS status, ct.filter_description AS "changeType",
         c.effective_date::text AS "effectiveDate", c.summary
    FROM law_changes c
    JOIN law_sections s ON s.id = c.section_id
    JOIN laws l ON l.id = s.law_id
    JOIN regulators r ON r.id = l.regulator_id
    JOIN law_statuses st ON st.id = c.status_id
    JOIN change_types ct ON ct.id = c.change_type_id`;

export async function loadChange(db: Queryable, changeLawId: number): Promise<ChangeDto | null> {
  const { rows } = await db.query<ChangeDto>(`${CHANGE_SELECT} WHERE c.id = $1`, [changeLawId]);
  return rows[0] ?? null;
}

/** The section's latest change (with that status, when given). */
export async function findChange(
  db: Queryable,
  sectionId: number,
  statusId: number | null,
): Promise<ChangeDto | null> {
  const { rows } = await db.query<ChangeDto>(
    `${CHANGE_SELECT} WHERE c.section_id = $1 AND ($2::int IS NULL OR c.status_id = $2) ORDER BY c.id DESC LIMIT 1`,
    [sectionId, statusId],
  );
  return rows[0] ?? null;
}

/** The user's business lines that have updated requirements for the change, with what each decided. */
export async function loadChangeBusinessLines(
  db: Queryable,
  userId: number,
  changeLawId: number,
): Promise<ChangeBusinessLineDto[]> {
  const { rows } = await db.query<ChangeBusinessLineDto>(
    `SELECT bl.id AS "businessLineId", bl.name AS "businessLineName",
            count(cr.id)::int AS "requirementCount",
            count(cr.id) FILTER (WHERE cr.change_status <> 'No Change')::int AS "changedCount",
            coalesce(bool_and(cr.is_submitted), false) AS "isSubmitted",
            d.decision, d.comment AS "decisionComment", d.company_policy AS "companyPolicy",
            u.full_name AS "decidedBy", to_char(d.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "decidedAt"
       FROM change_requirements cr
       JOIN business_lines bl ON bl.id = cr.business_line_id
       JOIN user_business_lines ubl ON ubl.business_line_id = bl.id AND ubl.user_id = $1
       LEFT JOIN change_decisions d ON d.law_change_id = cr.law_change_id AND d.business_line_id = bl.id
       LEFT JOIN users u ON u.id = d.decided_by
      WHERE cr.law_change_id = $2
      GROUP BY bl.id, bl.name, bl.sort_order, d.decision, d.comment, d.company_policy, u.full_name, d.decided_at
      ORDER BY bl.sort_order, bl.id`,
    [userId, changeLawId],
  );
  return rows;
}

const ROW_SELECT = `
  SELECT id, requirement_id AS "requirementId", business_line_id AS "businessLineId",
         requirement_type_id::int AS "requirementTypeId",
         old_requirement_number AS "OldRequirementNumber", new_requirement_number AS "NewRequirementNumber",
         old_requirement AS "OldRequirement", new_requirement AS "NewRequirement",
         change_status AS "RequirementChangeStatus", is_edited AS "isEdited", is_submitted AS "isSubmitted"
    FROM change_requirements`;

export async function listChangeRequirements(
  db: Queryable,
  changeLawId: number,
  businessLineId: number,
): Promise<ChangeRequirementDto[]> {
  const { rows } = await db.query<ChangeRequirementDto>(
    `${ROW_SELECT} WHERE law_change_id = $1 AND business_line_id = $2 ORDER BY sort_order, id`,
    [changeLawId, businessLineId],
  );
  return rows;
}

export interface ChangeRowRef {
  id: number;
  lawChangeId: number;
  businessLineId: number;
  changeStatus: RequirementChangeStatus;
  proposedStatus: RequirementChangeStatus;
  isUserAdded: boolean;
  requirementId: number | null;
}

/** A change row of one of the user's business lines (404 otherwise), locked for the write. */
export async function changeRowOfUser(db: Queryable, userId: number, id: number): Promise<ChangeRowRef> {
  const { rows } = await db.query<ChangeRowRef>(
    `SELECT cr.id, cr.law_change_id AS "lawChangeId", cr.business_line_id AS "businessLineId",
            cr.change_status AS "changeStatus", cr.proposed_status AS "proposedStatus",
            cr.is_user_added AS "isUserAdded", cr.requirement_id AS "requirementId"
       FROM change_requirements cr
       JOIN user_business_lines ubl ON ubl.business_line_id = cr.business_line_id AND ubl.user_id = $1
      WHERE cr.id = $2
        FOR UPDATE OF cr`,
    [userId, id],
  );
  if (rows.length === 0) throw new Refusal(404, MAPPING_MESSAGES.changeRequirementNotFound);
  return rows[0];
}

/** Nothing changes once the business line has decided about the change (409, the legacy's conflict). */
export async function assertUndecided(
  db: Queryable,
  changeLawId: number,
  businessLineId: number,
): Promise<void> {
  const { rows } = await db.query(
    'SELECT 1 FROM change_decisions WHERE law_change_id = $1 AND business_line_id = $2',
    [changeLawId, businessLineId],
  );
  if (rows.length > 0) throw new Conflict(MAPPING_MESSAGES.alreadyDecided);
}

/** A type 2 number 'PREFIX_001' is unique among the change's live rows for the line (409 'Requirement already exists'). */
export async function assertNumberFree(
  db: Queryable,
  changeLawId: number,
  businessLineId: number,
  number: string,
  exceptId: number | null,
): Promise<void> {
  const { rows } = await db.query(
    `SELECT 1 FROM change_requirements
      WHERE law_change_id = $1 AND business_line_id = $2 AND change_status <> 'Deleted'
        AND lower(new_requirement_number) = lower($3) AND ($4::int IS NULL OR id <> $4)`,
    [changeLawId, businessLineId, number, exceptId],
  );
  if (rows.length > 0) throw new Conflict(MAPPING_MESSAGES.duplicateNumber);
}

/** The next free number of the change's rows for the line: the prefix they share, the highest number plus one. */
export async function nextNumber(
  db: Queryable,
  changeLawId: number,
  businessLineId: number,
  sectionId: number,
) {
  const { rows } = await db.query<{ number: string | null }>(
    `SELECT coalesce(new_requirement_number, old_requirement_number) AS number FROM change_requirements
      WHERE law_change_id = $1 AND business_line_id = $2
     UNION ALL
     SELECT requirement_number FROM requirements WHERE section_id = $3 AND business_line_id = $2`,
    [changeLawId, businessLineId, sectionId],
  );
  const numbers = rows.map((row) => row.number).filter((value): value is string => !!value);
  const parsed = numbers.map((value) => /^(.*)_(\d+)$/.exec(value)).filter((match) => match !== null);
  const prefix = parsed[0]?.[1] ?? 'REQ';
  const highest = Math.max(
    0,
    ...parsed.filter((match) => match[1] === prefix).map((match) => Number(match[2])),
  );
  return `${prefix}_${String(highest + 1).padStart(3, '0')}`;
}

/**
 * Accepting applies the rows to the business requirements of the section and line: Changed rows update their
 * requirement (text, number, type), New rows become requirements, Deleted rows remove theirs; No Change rows stay.
 */
export async function applyChange(
  tx: Queryable,
  changeLawId: number,
  businessLineId: number,
  sectionId: number,
  userId: number,
): Promise<void> {
  const rows = await listChangeRequirements(tx, changeLawId, businessLineId);
  for (const row of rows) {
    if (row.RequirementChangeStatus === 'Changed' && row.requirementId !== null) {
      await tx.query(
        `UPDATE requirements SET requirement_text = $2, requirement_number = $3, requirement_type_id = $4,
                -- the legal workflow's optimistic version: an editor holding the old text gets a conflict
                version = version + 1, updated_by = $5, updated_at = now()
          WHERE id = $1`,
        [row.requirementId, row.NewRequirement, row.NewRequirementNumber, row.requirementTypeId, userId],
      );
    } else if (row.RequirementChangeStatus === 'New' && row.requirementId === null) {
      const { rows: inserted } = await tx.query<{ id: number }>(
        `INSERT INTO requirements
           (section_id, business_line_id, requirement_number, requirement_type_id, requirement_text, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [
          sectionId,
          businessLineId,
          row.NewRequirementNumber,
          row.requirementTypeId,
          row.NewRequirement,
          userId,
        ],
      );
      await tx.query('UPDATE change_requirements SET requirement_id = $2 WHERE id = $1', [
        row.id,
        inserted[0].id,
      ]);
    } else if (row.RequirementChangeStatus === 'Deleted' && row.requirementId !== null) {
      await tx.query('DELETE FROM requirements WHERE id = $1', [row.requirementId]);
    }
  }
}

export interface ProposedRow {
  requirementId: number | null;
  requirementTypeId: number;
  oldNumber: string | null;
  oldText: string | null;
  newNumber: string | null;
  newText: string | null;
  status: RequirementChangeStatus;
}

/** Writes the rows a change in law proposes for one business line, in order (seed and PostChangeLaw). */
export async function insertProposedRows(
  tx: Queryable,
  changeLawId: number,
  businessLineId: number,
  rows: readonly ProposedRow[],
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    await tx.query(
      `INSERT INTO change_requirements
         (law_change_id, business_line_id, requirement_id, requirement_type_id, old_requirement_number,
          old_requirement, new_requirement_number, new_requirement, change_status, proposed_requirement_number,
          proposed_requirement, proposed_status, proposed_type_id, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $7, $8, $9, $4, $10)`,
      [
        changeLawId,
        businessLineId,
        row.requirementId,
        row.requirementTypeId,
        row.oldNumber,
        row.oldText,
        row.newNumber,
        row.newText,
        row.status,
        index + 1,
      ],
    );
  }
}
