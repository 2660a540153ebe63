import type { Queryable } from '../../db/db.js';

export interface ReportDto {
  id: number;
  name: string;
  /** Path (and query) of the report's Excel list; a query ending in '=' takes the business line id. */
  api: string;
}

export async function listReports(db: Queryable): Promise<ReportDto[]> {
  const { rows } = await db.query<ReportDto>('SELECT id, name, api FROM reports ORDER BY sort_order, id');
  return rows;
}

/** Excel lists: flat rows whose keys become the sheet's column headers. */
export type ReportRow = Record<string, string | number | null>;

export async function lawInventoryReport(db: Queryable, businessLineId: number): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    `SELECT r.name AS "Regulator", l.citation AS "Citation", l.name AS "LawName", s.section_number AS "Section",
            s.section_name AS "SectionName", s.section_status AS "SectionStatus",
            coalesce(s.effective_date, l.effective_date)::text AS "EffectiveDate", li.name AS "LawInventory"
       FROM section_business_lines sbl
       JOIN law_sections s ON s.id = sbl.section_id
       JOIN laws l ON l.id = s.law_id
       JOIN regulators r ON r.id = l.regulator_id
       JOIN law_inventories li ON li.id = l.law_inventory_id
      WHERE sbl.business_line_id = $1
      ORDER BY r.authority, lower(r.name), l.id, s.sort_order, s.id`,
    [businessLineId],
  );
  return rows;
}

export async function businessRequirementsReport(
  db: Queryable,
  businessLineId: number,
): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    `SELECT rq.requirement_number AS "RequirementNumber",
            CASE rq.requirement_type_id WHEN 1 THEN 'Header' ELSE 'Requirement' END AS "RequirementType",
            rq.requirement_text AS "Requirement", r.name AS "Regulator",
            s.section_number || ' ' || s.section_name AS "Section", rq.status AS "Status"
       FROM requirements rq
       JOIN law_sections s ON s.id = rq.section_id
       JOIN laws l ON l.id = s.law_id
       JOIN regulators r ON r.id = l.regulator_id
      WHERE rq.business_line_id = $1
      ORDER BY r.authority, lower(r.name), l.id, s.sort_order, rq.requirement_number, rq.id`,
    [businessLineId],
  );
  return rows;
}

export async function changedLawsReport(db: Queryable, businessLineId: number): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    `SELECT r.name AS "Regulator", s.section_number AS "Section", s.section_name AS "SectionName",
            ct.filter_description AS "ChangeType", st.name AS "Status", c.effective_date::text AS "EffectiveDate",
            c.summary AS "Summary"
       FROM section_business_lines sbl
       JOIN law_changes c ON c.section_id = sbl.section_id
       JOIN law_sections s ON s.id = c.section_id
       JOIN laws l ON l.id = s.law_id
       JOIN regulators r ON r.id = l.regulator_id
       JOIN change_types ct ON ct.id = c.change_type_id
       JOIN law_statuses st ON st.id = c.status_id
      WHERE sbl.business_line_id = $1
      ORDER BY c.effective_date DESC NULLS LAST, lower(r.name), s.sort_order, c.id`,
    [businessLineId],
  );
  return rows;
}

export async function regulatorSummaryReport(db: Queryable): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    `SELECT r.authority AS "Authority", r.name AS "Regulator", r.code_name AS "CodeName",
            count(DISTINCT l.id)::int AS "Laws", count(s.id)::int AS "Sections"
       FROM regulators r
       LEFT JOIN laws l ON l.regulator_id = r.id
       LEFT JOIN law_sections s ON s.law_id = l.id
      GROUP BY r.id, r.authority, r.name, r.code_name
      ORDER BY r.authority, lower(r.name)`,
  );
  return rows;
}
