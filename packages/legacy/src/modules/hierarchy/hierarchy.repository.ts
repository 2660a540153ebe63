import type { Queryable } from '../../db/db.js';

export const MAX_LEVELS = 10;

export interface HierarchyFilter {
  businessLineId: number;
  /** Empty: every regulator. */
  regulatorIds: number[];
  /** Empty: every category. */
  categoryIds: number[];
  /** The texts of levels 1..n of the node being expanded; empty for the top. */
  levelTexts: string[];
}

export interface DetailNodeDto {
  level: number;
  text: string;
  /** Sections under this node for the filter. */
  sectionCount: number;
  /** True when a deeper level exists under it (false: expanding it lists sections only). */
  hasChildren: boolean;
}

export interface SectionNodeDto {
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  section: string;
  sectionName: string;
  sectionStatus: string;
}

export interface LawResultDto {
  regulatorId: number;
  regulator: string;
  codeName: string;
  authority: 'Federal' | 'State';
  /** The path down to this node: level 0 is the regulator, then the level texts. */
  parentsList: { level: number; text: string }[];
  details: { parent: string; header: string; detailList: DetailNodeDto[] } | null;
  sections: { parent: string; header: string; sectionList: SectionNodeDto[] } | null;
}

export interface AuthorityResultDto {
  authority: 'Federal' | 'State';
  lawResult: LawResultDto[];
}

interface RegulatorRow {
  regulator_id: number;
  regulator: string;
  code_name: string;
  authority: 'Federal' | 'State';
}

/**
 * The children of one node of the search tree, per regulator: the distinct texts of the next level (with their
 * section counts) and the sections whose level path ends at the node. The next-level query never reads a
 * section row: it groups the business line's mappings by level path straight from the covering index
 * section_business_lines_search_idx (a category filter adds one primary-key probe per mapping), then joins the
 * few thousand paths. Only the sections of the opened node are read, by primary key.
 */
export async function loadChildren(db: Queryable, filter: HierarchyFilter): Promise<LawResultDto[]> {
  const depth = filter.levelTexts.length;
  const params: unknown[] = [filter.businessLineId];
  const where = ['sbl.business_line_id = $1'];
  if (filter.regulatorIds.length > 0) {
    params.push(filter.regulatorIds);
    where.push(`l.regulator_id = ANY($${params.length}::int[])`);
  }
  if (filter.categoryIds.length > 0) {
    params.push(filter.categoryIds);
    where.push(
      `EXISTS (SELECT 1 FROM section_categories sc
                WHERE sc.section_id = sbl.section_id AND sc.category_id = ANY($${params.length}::int[]))`,
    );
  }
  filter.levelTexts.forEach((text, index) => {
    params.push(text);
    where.push(`d.level${index + 1} = $${params.length}`);
  });
  const from = `
      FROM section_business_lines sbl
      JOIN law_details d ON d.id = sbl.law_detail_id
      JOIN laws l ON l.id = d.law_id
      JOIN regulators r ON r.id = l.regulator_id`;
  const regulatorColumns = `r.id AS regulator_id, r.name AS regulator, r.code_name, r.authority`;

  const next = depth + 1;
  const details =
    next <= MAX_LEVELS
      ? (
          await db.query<RegulatorRow & { text: string; section_count: number; has_children: boolean }>(
            `SELECT ${regulatorColumns}, d.level${next} AS text, count(*)::int AS section_count,
                    ${next < MAX_LEVELS ? `bool_or(d.level${next + 1} IS NOT NULL)` : 'false'} AS has_children
               ${from}
              WHERE ${where.join(' AND ')} AND d.level${next} IS NOT NULL
              GROUP BY r.id, r.name, r.code_name, r.authority, d.level${next}
              ORDER BY r.authority, lower(r.name), r.id, d.level${next}`,
            params,
          )
        ).rows
      : [];
  const sections =
    depth > 0
      ? (
          await db.query<
            RegulatorRow & {
              law_id: number;
              section_id: number;
              law_detail_id: number;
              section_number: string;
              section_name: string;
              section_status: string;
            }
          >(
            `SELECT ${regulatorColumns}, s.law_id, s.id AS section_id, s.law_detail_id, s.section_number,
                    s.section_name, s.section_status
               ${from}
               JOIN law_sections s ON s.id = sbl.section_id
              WHERE ${where.join(' AND ')} ${next <= MAX_LEVELS ? `AND d.level${next} IS NULL` : ''}
              ORDER BY r.authority, lower(r.name), r.id,
                       CASE WHEN s.section_status = 'Parent' THEN 0 ELSE 1 END, s.law_id, s.sort_order, s.id`,
            params,
          )
        ).rows
      : [];

  const results = new Map<number, LawResultDto>();
  const resultFor = (row: RegulatorRow): LawResultDto => {
    let result = results.get(row.regulator_id);
    if (!result) {
      result = {
        regulatorId: row.regulator_id,
        regulator: row.regulator,
        codeName: row.code_name,
        authority: row.authority,
        parentsList: [
          { level: 0, text: row.regulator },
          ...filter.levelTexts.map((text, index) => ({ level: index + 1, text })),
        ],
        details: null,
        sections: null,
      };
      results.set(row.regulator_id, result);
    }
    return result;
  };
  const parentText = (row: RegulatorRow) => (depth === 0 ? row.regulator : filter.levelTexts[depth - 1]);

  for (const row of details) {
    const result = resultFor(row);
    result.details ??= { parent: parentText(row), header: `Level ${next}`, detailList: [] };
    result.details.detailList.push({
      level: next,
      text: row.text,
      sectionCount: row.section_count,
      hasChildren: row.has_children,
    });
  }
  for (const row of sections) {
    const result = resultFor(row);
    result.sections ??= { parent: parentText(row), header: 'Sections', sectionList: [] };
    result.sections.sectionList.push({
      lawId: row.law_id,
      sectionId: row.section_id,
      lawDetailId: row.law_detail_id,
      section: row.section_number,
      sectionName: row.section_name,
      sectionStatus: row.section_status,
    });
  }
  return [...results.values()].sort(
    (a, b) =>
      a.authority.localeCompare(b.authority) ||
      a.regulator.toLowerCase().localeCompare(b.regulator.toLowerCase()) ||
      a.regulatorId - b.regulatorId,
  );
}

export async function regulatorAuthority(
  db: Queryable,
  regulatorId: number,
): Promise<'Federal' | 'State' | null> {
  const { rows } = await db.query<{ authority: 'Federal' | 'State' }>(
    'SELECT authority FROM regulators WHERE id = $1',
    [regulatorId],
  );
  return rows[0]?.authority ?? null;
}
