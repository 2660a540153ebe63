import type { Queryable } from '../../db/db.js';
import { sectionTitle, type SectionContext } from '../catalogue/section-context.js';

/** A section as the law text views and pop-ups show it. */
export interface LawSectionDto {
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  lawInventoryId: number;
  regulator: string;
  section: string;
  sNumber: string;
  sectionStatus: string;
  /** HTML */
  details: string;
  level1: string | null;
  level2: string | null;
  level3: string | null;
  effectiveDate: string | null;
  legalContact: string | null;
}

export function toLawSection(context: SectionContext): LawSectionDto {
  return {
    lawId: context.lawId,
    sectionId: context.sectionId,
    lawDetailId: context.lawDetailId,
    lawInventoryId: context.lawInventoryId,
    regulator: context.regulator,
    section: sectionTitle(context),
    sNumber: context.sectionNumber,
    sectionStatus: context.sectionStatus,
    details: context.lawText,
    level1: context.levels[0],
    level2: context.levels[1],
    level3: context.levels[2],
    effectiveDate: context.effectiveDate,
    legalContact: context.legalContactName,
  };
}

/** A node of the law tree, in the legacy field names. */
export interface LawTreeNodeDto {
  SubSectionId: number;
  SubSectionName: string;
  SectionName: string;
  SubSections: LawTreeNodeDto[];
  HasSubSections: boolean;
  Checked: boolean;
  Regulator: string;
  Section: string;
  SectionId: number;
}

interface SubSectionRow {
  id: number;
  parent_id: number | null;
  number: string;
  heading: string;
  text: string;
}

async function loadSubSectionRows(db: Queryable, sectionId: number): Promise<SubSectionRow[]> {
  const { rows } = await db.query<SubSectionRow>(
    `SELECT id, parent_id, number, heading, text
       FROM sub_sections
      WHERE section_id = $1
      ORDER BY sort_order, id`,
    [sectionId],
  );
  return rows;
}

/** The section's whole sub-section tree, children in order. */
export async function loadSubSectionTree(db: Queryable, context: SectionContext): Promise<LawTreeNodeDto[]> {
  const rows = await loadSubSectionRows(db, context.sectionId);
  const nodes = new Map<number, LawTreeNodeDto>();
  for (const row of rows) {
    nodes.set(row.id, {
      SubSectionId: row.id,
      SubSectionName: [row.number, row.heading].filter(Boolean).join(' '),
      SectionName: sectionTitle(context),
      SubSections: [],
      HasSubSections: false,
      Checked: false,
      Regulator: context.regulator,
      Section: context.sectionNumber,
      SectionId: context.sectionId,
    });
  }
  const roots: LawTreeNodeDto[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) {
      parent.SubSections.push(node);
      parent.HasSubSections = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** One sub-section's text; with the flag, followed by the text of everything below it, depth first. */
export async function loadSubSectionText(
  db: Queryable,
  subSectionId: number,
  withChildren: boolean,
): Promise<string | null> {
  const { rows } = await db.query<SubSectionRow>(
    'SELECT id, parent_id, number, heading, text FROM sub_sections WHERE id = $1',
    [subSectionId],
  );
  if (rows.length === 0) return null;
  if (!withChildren) return rows[0].text;
  const { rows: tree } = await db.query<{ text: string }>(
    `WITH RECURSIVE tree (id, text, path) AS (
       SELECT id, text, ARRAY[0, sort_order, id] FROM sub_sections WHERE id = $1
       UNION ALL
       SELECT c.id, c.text, t.path || ARRAY[c.sort_order, c.id]
         FROM sub_sections c JOIN tree t ON c.parent_id = t.id
     )
     SELECT text FROM tree ORDER BY path`,
    [subSectionId],
  );
  return tree.map((row) => row.text).join('');
}

export interface ChangedLawTextDto {
  id: number;
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  regulator: string;
  section: string;
  sectionStatus: string;
  statusId: number;
  status: string;
  changeTypeId: number;
  changeType: string;
  moduleName: string | null;
  effectiveDate: string | null;
  summary: string;
  oldText: string | null;
  newText: string | null;
  subSectionTexts: unknown[];
  lawDetailsChanges: {
    lawDetailsList: { level: number; oldText: string | null; newText: string | null; isChanged: boolean }[];
  };
}

interface ChangeRow {
  id: number;
  status_id: number;
  status: string;
  change_type_id: number;
  change_type: string;
  effective_date: string | null;
  summary: string;
  old_text: string | null;
  new_text: string | null;
  levels: { level: number; oldText: string; newText: string }[];
  sub_sections: unknown[];
}

/** A change of the section: the one with this id, else the latest (with this status, when given). */
export async function loadChange(
  db: Queryable,
  context: SectionContext,
  changeId: number | null,
  statusId: number | null,
  moduleName: string | null,
): Promise<ChangedLawTextDto | null> {
  const { rows } = await db.query<ChangeRow>(
    `SELECT c.id, c.status_id, st.name AS status, c.change_type_id, ct.filter_description AS change_type,
            c.effective_date::text AS effective_date, c.summary, c.old_text, c.new_text, c.levels, c.sub_sections
       FROM law_changes c
       JOIN law_statuses st ON st.id = c.status_id
       JOIN change_types ct ON ct.id = c.change_type_id
      WHERE c.section_id = $1 AND ($2::int IS NULL OR c.id = $2) AND ($3::int IS NULL OR c.status_id = $3)
      ORDER BY c.id DESC
      LIMIT 1`,
    [context.sectionId, changeId, statusId],
  );
  if (rows.length === 0) return null;
  const change = rows[0];
  const changedLevels = new Map(change.levels.map((level) => [level.level, level]));
  const lawDetailsList = context.levels.flatMap((text, index) => {
    const level = index + 1;
    const changed = changedLevels.get(level);
    if (text === null && !changed) return [];
    return [
      changed
        ? {
            level,
            oldText: changed.oldText,
            newText: changed.newText,
            isChanged: changed.oldText !== changed.newText,
          }
        : { level, oldText: text, newText: text, isChanged: false },
    ];
  });
  return {
    id: change.id,
    lawId: context.lawId,
    sectionId: context.sectionId,
    lawDetailId: context.lawDetailId,
    regulator: context.regulator,
    section: sectionTitle(context),
    sectionStatus: context.sectionStatus,
    statusId: change.status_id,
    status: change.status,
    changeTypeId: change.change_type_id,
    changeType: change.change_type,
    moduleName,
    effectiveDate: change.effective_date,
    summary: change.summary,
    oldText: change.old_text,
    newText: change.new_text,
    subSectionTexts: change.sub_sections,
    lawDetailsChanges: { lawDetailsList },
  };
}

export interface SectionTreeNodeDto {
  SectionId: number;
  Section: string;
  sectionStatus: string;
  SubSections: never[];
  HasSubSections: boolean;
}

/** The sections of one law, in order, for the link-to-source tree; sub-sections load on expansion. */
export async function loadLawSections(db: Queryable, lawId: number): Promise<SectionTreeNodeDto[]> {
  const { rows } = await db.query<{ id: number; title: string; section_status: string; has_subs: boolean }>(
    `SELECT s.id, s.section_number || ' ' || s.section_name AS title, s.section_status,
            EXISTS (SELECT 1 FROM sub_sections ss WHERE ss.section_id = s.id) AS has_subs
       FROM law_sections s
      WHERE s.law_id = $1
      ORDER BY s.sort_order, s.id`,
    [lawId],
  );
  return rows.map((row) => ({
    SectionId: row.id,
    Section: row.title,
    sectionStatus: row.section_status,
    SubSections: [],
    HasSubSections: row.has_subs,
  }));
}
