import type { Queryable } from '../../db/db.js';
import { WORKFLOW_MESSAGES } from '../workflow/workflow.messages.js';
import {
  assertCan,
  markChanged,
  recordEvent,
  requirementWrite,
  requireWorkflow,
  WorkflowRefusal,
  type WorkflowRow,
} from '../workflow/workflow.repository.js';

/** The header requirement's fixed text. */
export const HEADER_TEXT = 'Header/Definition/Scope/etc. – Requirement Not Needed';

/** A requirement as the grids get it: PascalCase, with the applicability flag twice as the legacy sends it. */
export interface RequirementDto {
  Id: number;
  RequirementNumber: string;
  Requirement: string;
  RequirementTypeId: 1 | 2;
  IsApplicable: 0 | 1;
  isApplicable: 0 | 1;
  IsSubmitted: boolean;
  Status: string;
  SectionId: number;
  LawId: number;
  BusinessLineId: number;
  requirementSection: { sectionId: number; subSectionId: number }[];
  LawText: string;
  Version: number;
  CreatedBy: string | null;
  UpdatedBy: string | null;
  UpdatedAt: string;
}

export interface QuickSearchRequirementDto extends RequirementDto {
  processList: { name: string }[];
  productList: { name: string }[];
  categoryList: { name: string }[];
  institutionsList: { name: string }[];
}

interface RequirementRow {
  id: number;
  requirement_number: string;
  requirement_text: string;
  requirement_type_id: number;
  is_applicable: number;
  is_submitted: boolean;
  status: string;
  section_id: number;
  law_id: number;
  business_line_id: number;
  /** Comma-separated ids. */
  sub_section_ids: string;
  law_text: string;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  updated_at: string;
}

const SELECT = `
  SELECT rq.id, rq.requirement_number, rq.requirement_text, rq.requirement_type_id::int AS requirement_type_id,
         rq.is_applicable::int AS is_applicable, rq.is_submitted, rq.status, rq.section_id, s.law_id,
         -- as text: PGlite parses a text column far faster than an int[] one (a 500-row grid in a quarter of the time)
         rq.business_line_id, array_to_string(rq.sub_section_ids, ',') AS sub_section_ids, rq.law_text, rq.version,
         cu.full_name AS created_by, uu.full_name AS updated_by,
         to_char(rq.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
    FROM requirements rq
    JOIN law_sections s ON s.id = rq.section_id
    LEFT JOIN users cu ON cu.id = rq.created_by
    LEFT JOIN users uu ON uu.id = rq.updated_by`;

/** Natural order of the numbers: the prefix, then the number as a number (REGB_002 before REGB_010). */
const ORDER = `ORDER BY regexp_replace(rq.requirement_number, '_[0-9]+$', ''),
                        coalesce(nullif(substring(rq.requirement_number from '_([0-9]+)$'), ''), '0')::int, rq.id`;

function toDto(row: RequirementRow): RequirementDto {
  const applicable = row.is_applicable === 1 ? 1 : 0;
  return {
    Id: row.id,
    RequirementNumber: row.requirement_number,
    Requirement: row.requirement_text,
    RequirementTypeId: row.requirement_type_id === 1 ? 1 : 2,
    IsApplicable: applicable,
    isApplicable: applicable,
    IsSubmitted: row.is_submitted,
    Status: row.status,
    SectionId: row.section_id,
    LawId: row.law_id,
    BusinessLineId: row.business_line_id,
    requirementSection: row.sub_section_ids
      .split(',')
      .filter(Boolean)
      .map((subSectionId) => ({ sectionId: row.section_id, subSectionId: Number(subSectionId) })),
    LawText: row.law_text,
    Version: row.version,
    CreatedBy: row.created_by,
    UpdatedBy: row.updated_by,
    UpdatedAt: row.updated_at,
  };
}

export async function listRequirements(
  db: Queryable,
  sectionId: number,
  businessLineId: number,
): Promise<RequirementDto[]> {
  const { rows } = await db.query<RequirementRow>(
    `${SELECT} WHERE rq.section_id = $1 AND rq.business_line_id = $2 ${ORDER}`,
    [sectionId, businessLineId],
  );
  return rows.map(toDto);
}

/**
 * The quick-search rows: each requirement with the section's company processes and categories for the business
 * line. Products and institution types are mapped per section by the mappings module; none mapped is an empty list.
 */
export async function quickSearchRequirements(
  db: Queryable,
  sectionId: number,
  businessLineId: number,
): Promise<QuickSearchRequirementDto[]> {
  const requirements = await listRequirements(db, sectionId, businessLineId);
  if (requirements.length === 0) return [];
  const processes = await db.query<{ name: string }>(
    `SELECT cp.name FROM section_company_processes scp
       JOIN company_processes cp ON cp.id = scp.company_process_id
      WHERE scp.section_id = $1 AND scp.business_line_id = $2 ORDER BY lower(cp.name)`,
    [sectionId, businessLineId],
  );
  const categories = await db.query<{ name: string }>(
    `SELECT c.name FROM section_categories sc JOIN categories c ON c.id = sc.category_id
      WHERE sc.section_id = $1 AND c.business_line_id = $2 ORDER BY lower(c.name)`,
    [sectionId, businessLineId],
  );
  return requirements.map((requirement) => ({
    ...requirement,
    processList: processes.rows.map(({ name }) => ({ name })),
    productList: [],
    categoryList: categories.rows.map(({ name }) => ({ name })),
    institutionsList: [],
  }));
}

async function loadRequirementRow(db: Queryable, id: number, lock = false): Promise<RequirementRow | null> {
  if (lock) await db.query('SELECT id FROM requirements WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<RequirementRow>(`${SELECT} WHERE rq.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The law's requirement prefix: the one its requirements already use, else its regulator's code name. */
async function requirementPrefix(db: Queryable, sectionId: number): Promise<string> {
  const { rows } = await db.query<{ prefix: string }>(
    `SELECT coalesce(
              (SELECT regexp_replace(rq.requirement_number, '_[0-9]+$', '')
                 FROM requirements rq JOIN law_sections s2 ON s2.id = rq.section_id
                WHERE s2.law_id = s.law_id ORDER BY rq.id LIMIT 1),
              upper(regexp_replace(r.code_name, '[^A-Za-z0-9]', '', 'g'))) AS prefix
       FROM law_sections s JOIN laws l ON l.id = s.law_id JOIN regulators r ON r.id = l.regulator_id
      WHERE s.id = $1`,
    [sectionId],
  );
  return rows[0]?.prefix ?? 'REQ';
}

/**
 * Requirements are numbered per section: the next after the section's highest; a section's first requirement
 * continues after the law's highest for the business line, so numbers of one law do not repeat across its sections.
 */
async function nextNumber(db: Queryable, sectionId: number, businessLineId: number): Promise<string> {
  const { rows } = await db.query<{ next: number }>(
    `SELECT coalesce(
              (SELECT max(substring(rq.requirement_number from '_([0-9]+)$')::int) FROM requirements rq
                WHERE rq.section_id = $1 AND rq.business_line_id = $2),
              (SELECT max(substring(rq.requirement_number from '_([0-9]+)$')::int) FROM requirements rq
                 JOIN law_sections s2 ON s2.id = rq.section_id
                WHERE s2.law_id = (SELECT law_id FROM law_sections WHERE id = $1) AND rq.business_line_id = $2),
              0) + 1 AS next`,
    [sectionId, businessLineId],
  );
  const prefix = await requirementPrefix(db, sectionId);
  return `${prefix}_${String(rows[0]?.next ?? 1).padStart(3, '0')}`;
}

export interface RequirementInput {
  requirementTypeId: number;
  requirement: string;
  requirementNumber: string | null;
  subSectionIds: number[];
  lawText: string;
  isApplicable: 0 | 1 | null;
}

/** The catalogue's own checks of a requirement: type 1 or 2, a type 2 text that starts with a letter. */
function checkedText(input: RequirementInput): string {
  if (input.requirementTypeId !== 1 && input.requirementTypeId !== 2) {
    throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.requirementTypeInvalid);
  }
  if (input.requirementTypeId === 1) return HEADER_TEXT;
  const text = input.requirement.trim();
  if (text.length < 2 || !/^\p{L}/u.test(text))
    throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.requirementTextInvalid);
  return text;
}

/**
 * Whether the header rule lets this requirement in: one header per section, and a defined requirement never turned
 * into a header. The legacy answers a falsy Result (not an error) when it does not.
 */
async function headerRuleAllows(
  db: Queryable,
  row: WorkflowRow,
  typeId: number,
  exceptId: number | null,
  previousTypeId: number | null = null,
): Promise<boolean> {
  if (typeId !== 1) return true;
  if (previousTypeId === 2) return false;
  const { rows } = await db.query<{ headers: number }>(
    `SELECT count(*)::int AS headers FROM requirements
      WHERE section_id = $1 AND business_line_id = $2 AND requirement_type_id = 1 AND ($3::int IS NULL OR id <> $3::int)`,
    [row.section_id, row.business_line_id, exceptId],
  );
  return rows[0]!.headers === 0;
}

async function assertUnique(
  db: Queryable,
  row: WorkflowRow,
  text: string,
  typeId: number,
  number: string | null,
  exceptId: number | null,
): Promise<void> {
  if (typeId !== 2) return;
  const { rows } = await db.query(
    `SELECT 1 FROM requirements
      WHERE section_id = $1 AND business_line_id = $2 AND ($5::int IS NULL OR id <> $5::int)
        AND (lower(btrim(requirement_text)) = lower($3) OR ($4::text IS NOT NULL AND requirement_number = $4))`,
    [row.section_id, row.business_line_id, text, number, exceptId],
  );
  if (rows.length > 0) throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.requirementExists);
}

/** Adds a requirement; false (the legacy's falsy answer) when the header rule refuses it. */
export async function addRequirement(
  tx: Queryable,
  userId: number,
  sectionId: number,
  businessLineId: number,
  input: RequirementInput,
): Promise<RequirementDto | false> {
  const workflow = await requireWorkflow(tx, sectionId, businessLineId, true);
  const write = requirementWrite(workflow, userId);
  assertCan(workflow, userId, write);
  const text = checkedText(input);
  if (!(await headerRuleAllows(tx, workflow, input.requirementTypeId, null))) return false;
  const number = input.requirementNumber?.trim() || null;
  await assertUnique(tx, workflow, text, input.requirementTypeId, number, null);
  const requirementNumber = number ?? (await nextNumber(tx, sectionId, businessLineId));
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO requirements (section_id, business_line_id, requirement_number, requirement_type_id, requirement_text,
                               status, is_submitted, is_applicable, sub_section_ids, law_text, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, 'Draft', false, $6, $7::int[], $8, $9, $9) RETURNING id`,
    [
      sectionId,
      businessLineId,
      requirementNumber,
      input.requirementTypeId,
      text,
      input.isApplicable ?? 1,
      input.subSectionIds,
      input.lawText,
      userId,
    ],
  );
  if (write === 'define') await markChanged(tx, workflow, userId);
  await recordEvent(tx, workflow.id, userId, 'RequirementAdded', requirementNumber);
  return toDto((await loadRequirementRow(tx, rows[0]!.id))!);
}

/**
 * Changes a requirement the caller loaded at `version`. Someone else's change since answers 409 with the current
 * requirement as Result, and nothing is written: the caller reloads and applies theirs again.
 */
export async function updateRequirement(
  tx: Queryable,
  userId: number,
  id: number,
  version: number,
  input: Partial<RequirementInput>,
): Promise<RequirementDto | false> {
  const current = await loadRequirementRow(tx, id, true);
  if (!current) throw new WorkflowRefusal(404, WORKFLOW_MESSAGES.requirementNotFound);
  const workflow = await requireWorkflow(tx, current.section_id, current.business_line_id, true);
  const write = requirementWrite(workflow, userId);
  assertCan(workflow, userId, write);
  if (current.version !== version)
    throw new WorkflowRefusal(409, WORKFLOW_MESSAGES.versionConflict, toDto(current));
  const typeId = input.requirementTypeId ?? current.requirement_type_id;
  const text = checkedText({
    requirementTypeId: typeId,
    requirement: input.requirement ?? current.requirement_text,
    requirementNumber: null,
    subSectionIds: [],
    lawText: '',
    isApplicable: null,
  });
  if (!(await headerRuleAllows(tx, workflow, typeId, id, current.requirement_type_id))) return false;
  await assertUnique(tx, workflow, text, typeId, null, id);
  await tx.query(
    `UPDATE requirements
        SET requirement_type_id = $2, requirement_text = $3, is_applicable = coalesce($4, is_applicable),
            sub_section_ids = coalesce($5::int[], sub_section_ids), law_text = coalesce($6, law_text),
            updated_by = $7, updated_at = now(), version = version + 1
      WHERE id = $1`,
    [
      id,
      typeId,
      text,
      input.isApplicable ?? null,
      input.subSectionIds ?? null,
      input.lawText ?? null,
      userId,
    ],
  );
  if (write === 'define') await markChanged(tx, workflow, userId);
  await recordEvent(tx, workflow.id, userId, 'RequirementUpdated', current.requirement_number);
  return toDto((await loadRequirementRow(tx, id))!);
}

/** Deletes one requirement (numbers of the others unchanged); with a version, refuses a stale one with 409. */
export async function deleteRequirement(
  tx: Queryable,
  userId: number,
  id: number,
  version: number | null,
): Promise<void> {
  const current = await loadRequirementRow(tx, id, true);
  if (!current) throw new WorkflowRefusal(404, WORKFLOW_MESSAGES.requirementNotFound);
  const workflow = await requireWorkflow(tx, current.section_id, current.business_line_id, true);
  const write = requirementWrite(workflow, userId);
  assertCan(workflow, userId, write);
  if (version !== null && current.version !== version) {
    throw new WorkflowRefusal(409, WORKFLOW_MESSAGES.versionConflict, toDto(current));
  }
  await tx.query('DELETE FROM requirements WHERE id = $1', [id]);
  if (write === 'define') await markChanged(tx, workflow, userId);
  await recordEvent(tx, workflow.id, userId, 'RequirementsDeleted', current.requirement_number);
}

/**
 * Deletes several requirements of one section and renumbers the rest from the section's first number on, in their
 * order, so the numbers stay consecutive. Returns the section's requirements after.
 */
export async function deleteAndRenumber(
  tx: Queryable,
  userId: number,
  sectionId: number,
  businessLineId: number,
  ids: readonly number[],
): Promise<RequirementDto[]> {
  if (ids.length === 0) throw new WorkflowRefusal(400, WORKFLOW_MESSAGES.nothingToDelete);
  const workflow = await requireWorkflow(tx, sectionId, businessLineId, true);
  const write = requirementWrite(workflow, userId);
  assertCan(workflow, userId, write);
  const before = await listRequirements(tx, sectionId, businessLineId);
  const known = new Set(before.map((row) => row.Id));
  if (!ids.every((id) => known.has(id)))
    throw new WorkflowRefusal(404, WORKFLOW_MESSAGES.requirementNotFound);
  const numbers = before
    .map((row) => Number(/_(\d+)$/.exec(row.RequirementNumber)?.[1] ?? NaN))
    .filter(Number.isFinite);
  const base = numbers.length > 0 ? Math.min(...numbers) : 1;
  const prefix = await requirementPrefix(tx, sectionId);
  await tx.query('DELETE FROM requirements WHERE id = ANY($1::int[])', [ids]);
  const kept = before.filter((row) => !ids.includes(row.Id));
  // Two passes, so a number moving down never meets one that has not moved yet.
  for (const row of kept) {
    await tx.query(`UPDATE requirements SET requirement_number = requirement_number || '#' WHERE id = $1`, [
      row.Id,
    ]);
  }
  for (const [index, row] of kept.entries()) {
    const number = `${prefix}_${String(base + index).padStart(3, '0')}`;
    await tx.query(
      `UPDATE requirements
          SET requirement_number = $2,
              version = CASE WHEN $2 = $3 THEN version ELSE version + 1 END,
              updated_at = CASE WHEN $2 = $3 THEN updated_at ELSE now() END
        WHERE id = $1`,
      [row.Id, number, row.RequirementNumber],
    );
  }
  if (write === 'define') await markChanged(tx, workflow, userId);
  await recordEvent(
    tx,
    workflow.id,
    userId,
    'RequirementsDeleted',
    before
      .filter((row) => ids.includes(row.Id))
      .map((row) => row.RequirementNumber)
      .join(', '),
  );
  return listRequirements(tx, sectionId, businessLineId);
}

export interface DraftRow {
  sectionId: number;
  businessLineId: number;
  requirementNumber: string;
  isSubmitted: boolean;
}

/** Save draft: the listed requirements keep their submitted flag as given; the law becomes a Draft. */
export async function saveDraft(tx: Queryable, userId: number, rows: readonly DraftRow[]): Promise<number> {
  const workflows = new Map<string, WorkflowRow>();
  let saved = 0;
  for (const row of rows) {
    const key = `${row.sectionId}:${row.businessLineId}`;
    let workflow = workflows.get(key);
    if (!workflow) {
      workflow = await requireWorkflow(tx, row.sectionId, row.businessLineId, true);
      assertCan(workflow, userId, 'define');
      workflows.set(key, workflow);
    }
    const result = await tx.query(
      `UPDATE requirements SET is_submitted = $4, status = CASE WHEN $4 THEN status ELSE 'Draft' END,
              updated_by = $5, updated_at = now()
        WHERE section_id = $1 AND business_line_id = $2 AND requirement_number = $3`,
      [row.sectionId, row.businessLineId, row.requirementNumber, row.isSubmitted, userId],
    );
    if (result.rowCount === 0) throw new WorkflowRefusal(404, WORKFLOW_MESSAGES.requirementNotFound);
    saved += 1;
  }
  for (const workflow of workflows.values()) {
    await tx.query(
      `UPDATE law_workflow SET status = 'Draft', updated_at = now(), version = version + 1 WHERE id = $1`,
      [workflow.id],
    );
    await recordEvent(tx, workflow.id, userId, 'DraftSaved', `${saved} requirement(s)`);
  }
  return saved;
}

export async function requirementCount(
  db: Queryable,
  sectionId: number,
  businessLineId: number,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM requirements WHERE section_id = $1 AND business_line_id = $2',
    [sectionId, businessLineId],
  );
  return rows[0]?.count ?? 0;
}

/** Text edits of the accept-laws call: each id must be a requirement of one of the sections sent. */
export async function applyTextEdits(
  tx: Queryable,
  userId: number,
  workflow: WorkflowRow,
  edits: readonly { id: number; requirement: string }[],
): Promise<number> {
  let changed = 0;
  for (const edit of edits) {
    const current = await loadRequirementRow(tx, edit.id, true);
    if (
      !current ||
      current.section_id !== workflow.section_id ||
      current.business_line_id !== workflow.business_line_id
    ) {
      continue;
    }
    if (current.requirement_type_id === 1) continue;
    const text = checkedText({
      requirementTypeId: 2,
      requirement: edit.requirement,
      requirementNumber: null,
      subSectionIds: [],
      lawText: '',
      isApplicable: null,
    });
    if (text === current.requirement_text) continue;
    await assertUnique(tx, workflow, text, 2, null, edit.id);
    await tx.query(
      `UPDATE requirements SET requirement_text = $2, updated_by = $3, updated_at = now(), version = version + 1 WHERE id = $1`,
      [edit.id, text, userId],
    );
    changed += 1;
  }
  return changed;
}
