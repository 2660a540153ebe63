import type { Queryable } from '../../db/db.js';

/** Everything the law views show around one section: its law, level path, regulator, inventory and contact. */
export interface SectionContext {
  sectionId: number;
  lawId: number;
  lawDetailId: number;
  lawInventoryId: number;
  lawInventory: string;
  sectionNumber: string;
  sectionName: string;
  sectionStatus: string;
  parentSectionId: number | null;
  lawText: string;
  /** yyyy-mm-dd */
  effectiveDate: string | null;
  lawName: string;
  citation: string;
  lawType: string;
  sourceUrl: string | null;
  regulatorId: number;
  regulator: string;
  authority: 'Federal' | 'State';
  legalContactName: string | null;
  /** level1..level10, null past the path's end. */
  levels: (string | null)[];
}

interface ContextRow {
  section_id: number;
  law_id: number;
  law_detail_id: number;
  law_inventory_id: number;
  law_inventory: string;
  section_number: string;
  section_name: string;
  section_status: string;
  parent_section_id: number | null;
  law_text: string;
  effective_date: string | null;
  law_name: string;
  citation: string;
  law_type: string;
  source_url: string | null;
  regulator_id: number;
  regulator: string;
  authority: 'Federal' | 'State';
  legal_contact_name: string | null;
  [level: `level${number}`]: string | null;
}

const LEVEL_COLUMNS = Array.from({ length: 10 }, (_, i) => `d.level${i + 1}`).join(', ');

const SELECT = `
  SELECT s.id AS section_id, s.law_id, s.law_detail_id, l.law_inventory_id, li.name AS law_inventory,
         s.section_number, s.section_name, s.section_status, s.parent_section_id, s.law_text,
         coalesce(s.effective_date, l.effective_date)::text AS effective_date,
         l.name AS law_name, l.citation, l.law_type, l.source_url,
         r.id AS regulator_id, r.name AS regulator, r.authority, lw.name AS legal_contact_name,
         ${LEVEL_COLUMNS}
    FROM law_sections s
    JOIN laws l ON l.id = s.law_id
    JOIN law_details d ON d.id = s.law_detail_id
    JOIN regulators r ON r.id = l.regulator_id
    JOIN law_inventories li ON li.id = l.law_inventory_id
    LEFT JOIN lawyers lw ON lw.id = l.legal_contact_id`;

function toContext(row: ContextRow): SectionContext {
  return {
    sectionId: row.section_id,
    lawId: row.law_id,
    lawDetailId: row.law_detail_id,
    lawInventoryId: row.law_inventory_id,
    lawInventory: row.law_inventory,
    sectionNumber: row.section_number,
    sectionName: row.section_name,
    sectionStatus: row.section_status,
    parentSectionId: row.parent_section_id,
    lawText: row.law_text,
    effectiveDate: row.effective_date,
    lawName: row.law_name,
    citation: row.citation,
    lawType: row.law_type,
    sourceUrl: row.source_url,
    regulatorId: row.regulator_id,
    regulator: row.regulator,
    authority: row.authority,
    legalContactName: row.legal_contact_name,
    levels: Array.from({ length: 10 }, (_, i) => row[`level${i + 1}`] ?? null),
  };
}

export async function loadSectionContext(db: Queryable, sectionId: number): Promise<SectionContext | null> {
  const { rows } = await db.query<ContextRow>(`${SELECT} WHERE s.id = $1`, [sectionId]);
  return rows.length === 0 ? null : toContext(rows[0]);
}

/** A 'Parent' section and the sections combined into it, the parent first, then in the law's order. */
export async function loadSectionGroup(db: Queryable, parentSectionId: number): Promise<SectionContext[]> {
  const { rows } = await db.query<ContextRow>(
    `${SELECT}
      WHERE s.id = $1 OR s.parent_section_id = $1
      ORDER BY CASE WHEN s.section_status = 'Parent' THEN 0 ELSE 1 END, s.id <> $1, s.sort_order, s.id`,
    [parentSectionId],
  );
  return rows.map(toContext);
}

/** '§ 1002.9 Notifications': number and name, as the views title a section. */
export const sectionTitle = (context: Pick<SectionContext, 'sectionNumber' | 'sectionName'>) =>
  `${context.sectionNumber} ${context.sectionName}`.trim();
