import type { Queryable } from '../../db/db.js';
import { sectionTitle, type SectionContext } from '../catalogue/section-context.js';

/** The law detail view and the law information panel. */
export interface LawDetailDto {
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  lawInventoryId: number;
  businessLineId: number | null;
  Title: string | null;
  Chapter: string | null;
  SubChapter: string | null;
  Level4: string | null;
  Level5: string | null;
  Level6: string | null;
  Level7: string | null;
  Level8: string | null;
  Level9: string | null;
  Level10: string | null;
  Section: string;
  Regulator: string;
  Type: string;
  legalContactName: string | null;
  LawText: string;
  sectionStatus: string;
  effectiveDate: string | null;
  /** Company processes mapped for the business line, comma separated; '' without a business line. */
  businessProcess: string;
  /** Categories mapped for the business line, comma separated; '' without a business line. */
  Category: string;
}

export interface InventoryLawDetailDto extends LawDetailDto {
  lawInventory: string;
  citation: string;
  sourceUrl: string | null;
}

export async function buildLawDetail(
  db: Queryable,
  context: SectionContext,
  businessLineId: number | null,
): Promise<LawDetailDto> {
  let businessProcess = '';
  let category = '';
  if (businessLineId !== null) {
    const { rows } = await db.query<{ processes: string | null; categories: string | null }>(
      `SELECT (SELECT string_agg(cp.name, ', ' ORDER BY cp.name)
                 FROM section_company_processes scp
                 JOIN company_processes cp ON cp.id = scp.company_process_id
                WHERE scp.section_id = $1 AND scp.business_line_id = $2) AS processes,
              (SELECT string_agg(c.name, ', ' ORDER BY c.name)
                 FROM section_categories sc
                 JOIN categories c ON c.id = sc.category_id
                WHERE sc.section_id = $1 AND c.business_line_id = $2) AS categories`,
      [context.sectionId, businessLineId],
    );
    businessProcess = rows[0].processes ?? '';
    category = rows[0].categories ?? '';
  }
  const [title, chapter, subChapter, l4, l5, l6, l7, l8, l9, l10] = context.levels;
  return {
    lawId: context.lawId,
    sectionId: context.sectionId,
    lawDetailId: context.lawDetailId,
    lawInventoryId: context.lawInventoryId,
    businessLineId,
    Title: title,
    Chapter: chapter,
    SubChapter: subChapter,
    Level4: l4,
    Level5: l5,
    Level6: l6,
    Level7: l7,
    Level8: l8,
    Level9: l9,
    Level10: l10,
    Section: sectionTitle(context),
    Regulator: context.regulator,
    Type: context.lawType,
    legalContactName: context.legalContactName,
    LawText: context.lawText,
    sectionStatus: context.sectionStatus,
    effectiveDate: context.effectiveDate,
    businessProcess,
    Category: category,
  };
}

export interface AzimuthProcessDto {
  LawId: number;
  SectionId: number;
  lawDetailId: number;
  business_line_id: number;
  id: number;
  processName: string;
}

export interface LawRowRef {
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  businessLineId: number;
}

/** The provider's standard processes mapped to each listed section for its business line, in the list's order. */
export async function loadAzimuthProcesses(db: Queryable, refs: LawRowRef[]): Promise<AzimuthProcessDto[]> {
  const { rows } = await db.query<AzimuthProcessDto>(
    `SELECT x.law_id AS "LawId", x.section_id AS "SectionId", x.law_detail_id AS "lawDetailId",
            x.business_line_id AS business_line_id, ap.id, ap.name AS "processName"
       FROM jsonb_to_recordset($1::jsonb)
              AS x(ord int, law_id int, section_id int, law_detail_id int, business_line_id int)
       JOIN law_sections s ON s.id = x.section_id AND s.law_id = x.law_id AND s.law_detail_id = x.law_detail_id
       JOIN section_azimuth_processes sap
         ON sap.section_id = x.section_id AND sap.business_line_id = x.business_line_id
       JOIN azimuth_processes ap ON ap.id = sap.azimuth_process_id
      ORDER BY x.ord, lower(ap.name), ap.id`,
    [
      JSON.stringify(
        refs.map((ref, index) => ({
          ord: index,
          law_id: ref.lawId,
          section_id: ref.sectionId,
          law_detail_id: ref.lawDetailId,
          business_line_id: ref.businessLineId,
        })),
      ),
    ],
  );
  return rows;
}

export interface CompanyProcessesDto {
  sectionId: number;
  businessLineId: number;
  businessProcesses: { id: number; processName: string; businessProcessName: string }[];
}

export async function loadCompanyProcesses(
  db: Queryable,
  sectionId: number,
  businessLineId: number,
): Promise<CompanyProcessesDto> {
  const { rows } = await db.query<{ id: number; processName: string; businessProcessName: string }>(
    `SELECT cp.id, cp.name AS "processName", cp.business_process_name AS "businessProcessName"
       FROM section_company_processes scp
       JOIN company_processes cp ON cp.id = scp.company_process_id
      WHERE scp.section_id = $1 AND scp.business_line_id = $2
      ORDER BY lower(cp.name), cp.id`,
    [sectionId, businessLineId],
  );
  return { sectionId, businessLineId, businessProcesses: rows };
}

export interface RequirementDetailDto {
  Id: number;
  Regulator: string;
  Section: string;
  RequirementNumber: string;
  Requirement: string;
  RequirementTypeId: 1 | 2;
  LawText: string;
  LawId: number;
  SectionId: number;
  businessLineId: number;
}

/** A requirement of one of the user's business lines; null for an unknown id or another line's requirement. */
export async function loadRequirementDetail(
  db: Queryable,
  userId: number,
  id: number,
): Promise<RequirementDetailDto | null> {
  const { rows } = await db.query<RequirementDetailDto>(
    `SELECT rq.id AS "Id", r.name AS "Regulator", s.section_number || ' ' || s.section_name AS "Section",
            rq.requirement_number AS "RequirementNumber", rq.requirement_text AS "Requirement",
            rq.requirement_type_id::int AS "RequirementTypeId", s.law_text AS "LawText", s.law_id AS "LawId",
            s.id AS "SectionId", rq.business_line_id AS "businessLineId"
       FROM requirements rq
       JOIN user_business_lines ubl ON ubl.business_line_id = rq.business_line_id AND ubl.user_id = $1
       JOIN law_sections s ON s.id = rq.section_id
       JOIN laws l ON l.id = s.law_id
       JOIN regulators r ON r.id = l.regulator_id
      WHERE rq.id = $2`,
    [userId, id],
  );
  return rows[0] ?? null;
}
