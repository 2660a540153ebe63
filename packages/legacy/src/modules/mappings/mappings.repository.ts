import type { Queryable } from '../../db/db.js';
import { Refusal } from '../catalogue/http.js';
import { MAPPING_MESSAGES } from './mappings.messages.js';

/** A business line a section is mapped to. */
export interface MappedBusinessLineDto {
  businessLineId: number;
  businessLineName: string;
}

/** A product, institution type or category mapped to a section for one business line. */
export interface MappedItemDto extends MappedBusinessLineDto {
  id: number;
  name: string;
}

export interface MappedProcessDto extends MappedBusinessLineDto {
  id: number;
  processName: string;
  businessProcessName: string;
}

export interface ValidatorTestDto {
  id: number;
  testNumber: string;
  name: string;
}

export interface MappedRequirementDto extends MappedBusinessLineDto {
  id: number;
  requirementNumber: string;
  requirement: string;
  requirementTypeId: number;
  validatorTests: ValidatorTestDto[];
}

/** The mapped filters of a section: business lines and what each carries, law scope, processes, requirements. */
export interface MappedFiltersDto {
  sectionId: number;
  industryId: number;
  lawScopeId: number | null;
  lawScopeName: string | null;
  mappedBusinessLines: MappedBusinessLineDto[];
  mappedBusinessLineProducts: MappedItemDto[];
  mappedBusinessLineInstitutions: MappedItemDto[];
  mappedCategories: MappedItemDto[];
  mappedLawProcess: MappedProcessDto[];
  mappedLawRequirement: MappedRequirementDto[];
  differentProducts: boolean;
  differentInstitutionTypes: boolean;
  differentCategories: boolean;
  differentProcesses: boolean;
}

/**
 * The section's mapping for the user's business lines of one industry. Lines that are not the user's are left
 * out (and left alone by the writes below), as every list of the catalogue filters silently.
 */
export async function loadMappedFilters(
  db: Queryable,
  userId: number,
  sectionId: number,
  industryId: number,
): Promise<MappedFiltersDto> {
  const lines = `SELECT bl.id, bl.name, bl.sort_order
                   FROM section_business_lines sbl
                   JOIN business_lines bl ON bl.id = sbl.business_line_id
                   JOIN user_business_lines ubl ON ubl.business_line_id = bl.id AND ubl.user_id = $2
                  WHERE sbl.section_id = $1 AND bl.industry_id = $3`;
  const params = [sectionId, userId, industryId];
  const [businessLines, products, institutions, categories, processes, requirements, scope] =
    await Promise.all([
      db.query<MappedBusinessLineDto>(
        `SELECT l.id AS "businessLineId", l.name AS "businessLineName" FROM (${lines}) l ORDER BY l.sort_order, l.id`,
        params,
      ),
      db.query<MappedItemDto>(
        `SELECT p.id, p.name, l.id AS "businessLineId", l.name AS "businessLineName"
         FROM (${lines}) l
         JOIN products p ON p.business_line_id = l.id
         JOIN section_products sp ON sp.product_id = p.id AND sp.section_id = $1
        ORDER BY l.sort_order, l.id, lower(p.name), p.id`,
        params,
      ),
      db.query<MappedItemDto>(
        `SELECT it.id, it.name, l.id AS "businessLineId", l.name AS "businessLineName"
         FROM (${lines}) l
         JOIN section_institution_types sit ON sit.business_line_id = l.id AND sit.section_id = $1
         JOIN institution_types it ON it.id = sit.institution_type_id
        ORDER BY l.sort_order, l.id, lower(it.name), it.id`,
        params,
      ),
      db.query<MappedItemDto>(
        `SELECT c.id, c.name, l.id AS "businessLineId", l.name AS "businessLineName"
         FROM (${lines}) l
         JOIN categories c ON c.business_line_id = l.id
         JOIN section_categories sc ON sc.category_id = c.id AND sc.section_id = $1
        ORDER BY l.sort_order, l.id, lower(c.name), c.id`,
        params,
      ),
      db.query<MappedProcessDto>(
        `SELECT cp.id, cp.name AS "processName", cp.business_process_name AS "businessProcessName",
              l.id AS "businessLineId", l.name AS "businessLineName"
         FROM (${lines}) l
         JOIN section_company_processes scp ON scp.business_line_id = l.id AND scp.section_id = $1
         JOIN company_processes cp ON cp.id = scp.company_process_id
        ORDER BY l.sort_order, l.id, lower(cp.name), cp.id`,
        params,
      ),
      db.query<Omit<MappedRequirementDto, 'validatorTests'> & { tests: ValidatorTestDto[] | null }>(
        `SELECT rq.id, rq.requirement_number AS "requirementNumber", rq.requirement_text AS requirement,
              rq.requirement_type_id::int AS "requirementTypeId", l.id AS "businessLineId",
              l.name AS "businessLineName",
              (SELECT jsonb_agg(jsonb_build_object('id', vt.id, 'testNumber', vt.test_number, 'name', vt.name)
                                ORDER BY vt.test_number)
                 FROM requirement_validation_tests rvt
                 JOIN validation_tests vt ON vt.id = rvt.validation_test_id
                WHERE rvt.requirement_id = rq.id) AS tests
         FROM (${lines}) l
         JOIN requirements rq ON rq.business_line_id = l.id AND rq.section_id = $1
        ORDER BY l.sort_order, l.id, rq.requirement_number, rq.id`,
        params,
      ),
      db.query<{ id: number; name: string }>(
        `SELECT ls.id, ls.name FROM section_law_scopes sls JOIN law_scopes ls ON ls.id = sls.law_scope_id
        WHERE sls.section_id = $1`,
        [sectionId],
      ),
    ]);
  const lineIds = businessLines.rows.map((line) => line.businessLineId);
  return {
    sectionId,
    industryId,
    lawScopeId: scope.rows[0]?.id ?? null,
    lawScopeName: scope.rows[0]?.name ?? null,
    mappedBusinessLines: businessLines.rows,
    mappedBusinessLineProducts: products.rows,
    mappedBusinessLineInstitutions: institutions.rows,
    mappedCategories: categories.rows,
    mappedLawProcess: processes.rows,
    mappedLawRequirement: requirements.rows.map(({ tests, ...row }) => ({
      ...row,
      validatorTests: tests ?? [],
    })),
    differentProducts: differ(lineIds, products.rows, (item) => item.name),
    differentInstitutionTypes: differ(lineIds, institutions.rows, (item) => String(item.id)),
    differentCategories: differ(lineIds, categories.rows, (item) => item.name),
    differentProcesses: differ(lineIds, processes.rows, (item) => item.processName),
  };
}

/**
 * **Choice** (the spec names the flags only): true when the mapped business lines do not all have the same
 * items (compared by name; institution types, which are catalogue-wide, by id). The section's requirements then
 * cannot share one mapping and must be mapped per business line.
 */
function differ<T extends { businessLineId: number }>(
  lineIds: number[],
  items: T[],
  key: (item: T) => string,
): boolean {
  if (lineIds.length < 2) return false;
  const sets = lineIds.map((lineId) =>
    items
      .filter((item) => item.businessLineId === lineId)
      .map((item) => key(item).toLowerCase())
      .sort()
      .join('\u0000'),
  );
  return sets.some((set) => set !== sets[0]);
}

export interface MappingSectionDto {
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  regulator: string;
  lawName: string;
  section: string;
  sectionStatus: string;
}

/** The sections of the given laws, in each law's order: the sections a lawyer maps. */
export async function listMappingSections(db: Queryable, lawIds: number[]): Promise<MappingSectionDto[]> {
  const { rows } = await db.query<MappingSectionDto>(
    `SELECT s.law_id AS "lawId", s.id AS "sectionId", s.law_detail_id AS "lawDetailId", r.name AS regulator,
            l.name AS "lawName", s.section_number || ' ' || s.section_name AS section,
            s.section_status AS "sectionStatus"
       FROM law_sections s
       JOIN laws l ON l.id = s.law_id
       JOIN regulators r ON r.id = l.regulator_id
      WHERE s.law_id = ANY($1::int[])
      ORDER BY array_position($1::int[], s.law_id), s.sort_order, s.id`,
    [lawIds],
  );
  return rows;
}

export interface NamedDto {
  id: number;
  name: string;
}

export interface BusinessLineOptionsDto extends MappedBusinessLineDto {
  products: NamedDto[];
  categories: NamedDto[];
  processes: { id: number; processName: string; businessProcessName: string }[];
  validatorTests: ValidatorTestDto[];
}

export interface MappingOptionsDto {
  sectionId: number;
  industryId: number;
  lawScopes: NamedDto[];
  institutionTypes: NamedDto[];
  /** The user's business lines of the industry: what submitBusinessLine may map. */
  businessLines: BusinessLineOptionsDto[];
}

/** What the mapping pickers offer for a section: per business line of the user's in the industry. */
export async function loadMappingOptions(
  db: Queryable,
  userId: number,
  sectionId: number,
  industryId: number,
): Promise<MappingOptionsDto> {
  const [scopes, institutionTypes, lines] = await Promise.all([
    db.query<NamedDto>('SELECT id, name FROM law_scopes ORDER BY sort_order, id'),
    db.query<NamedDto>('SELECT id, name FROM institution_types ORDER BY lower(name), id'),
    db.query<BusinessLineOptionsDto>(
      `SELECT bl.id AS "businessLineId", bl.name AS "businessLineName",
              coalesce((SELECT jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name) ORDER BY lower(p.name), p.id)
                          FROM products p WHERE p.business_line_id = bl.id), '[]') AS products,
              coalesce((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) ORDER BY lower(c.name), c.id)
                          FROM categories c WHERE c.business_line_id = bl.id), '[]') AS categories,
              coalesce((SELECT jsonb_agg(jsonb_build_object('id', cp.id, 'processName', cp.name,
                                                            'businessProcessName', cp.business_process_name)
                                         ORDER BY lower(cp.business_process_name), lower(cp.name), cp.id)
                          FROM company_processes cp WHERE cp.business_line_id = bl.id), '[]') AS processes,
              coalesce((SELECT jsonb_agg(jsonb_build_object('id', vt.id, 'testNumber', vt.test_number, 'name', vt.name)
                                         ORDER BY vt.test_number)
                          FROM validation_tests vt WHERE vt.business_line_id = bl.id), '[]') AS "validatorTests"
         FROM business_lines bl
         JOIN user_business_lines ubl ON ubl.business_line_id = bl.id AND ubl.user_id = $1
        WHERE bl.industry_id = $2
        ORDER BY bl.sort_order, bl.id`,
      [userId, industryId],
    ),
  ]);
  return {
    sectionId,
    industryId,
    lawScopes: scopes.rows,
    institutionTypes: institutionTypes.rows,
    businessLines: lines.rows,
  };
}

/**
 * The section's business lines among the user's lines of the industry become exactly `businessLineIds`. A line
 * taken off loses its products, institution types, categories and processes for the section too. Other users'
 * lines and other industries are left as they are. The level path is copied into section_business_lines (the
 * hierarchy search groups by it).
 */
export async function saveBusinessLines(
  tx: Queryable,
  userId: number,
  sectionId: number,
  industryId: number,
  businessLineIds: number[],
): Promise<void> {
  const { rows: own } = await tx.query<{ id: number }>(
    `SELECT bl.id FROM business_lines bl
       JOIN user_business_lines ubl ON ubl.business_line_id = bl.id AND ubl.user_id = $1
      WHERE bl.industry_id = $2`,
    [userId, industryId],
  );
  const ownIds = new Set(own.map((row) => row.id));
  for (const id of businessLineIds) {
    if (!ownIds.has(id)) throw new Refusal(403, 'The business line is not assigned to this user.');
  }
  const removed = [...ownIds].filter((id) => !businessLineIds.includes(id));
  if (removed.length > 0) {
    await tx.query(
      'DELETE FROM section_business_lines WHERE section_id = $1 AND business_line_id = ANY($2::int[])',
      [sectionId, removed],
    );
    await tx.query(
      `DELETE FROM section_products sp USING products p
        WHERE sp.section_id = $1 AND p.id = sp.product_id AND p.business_line_id = ANY($2::int[])`,
      [sectionId, removed],
    );
    await tx.query(
      `DELETE FROM section_categories sc USING categories c
        WHERE sc.section_id = $1 AND c.id = sc.category_id AND c.business_line_id = ANY($2::int[])`,
      [sectionId, removed],
    );
    for (const table of ['section_institution_types', 'section_company_processes']) {
      await tx.query(`DELETE FROM ${table} WHERE section_id = $1 AND business_line_id = ANY($2::int[])`, [
        sectionId,
        removed,
      ]);
    }
  }
  await tx.query(
    `INSERT INTO section_business_lines (business_line_id, section_id, law_detail_id)
     SELECT line, s.id, s.law_detail_id FROM law_sections s, unnest($2::int[]) AS line
      WHERE s.id = $1
     ON CONFLICT (business_line_id, section_id) DO UPDATE SET law_detail_id = EXCLUDED.law_detail_id`,
    [sectionId, businessLineIds],
  );
}

/** The business line must be mapped to the section before anything is mapped for it. */
export async function assertLineMapped(
  db: Queryable,
  sectionId: number,
  businessLineId: number,
): Promise<void> {
  const { rows } = await db.query(
    'SELECT 1 FROM section_business_lines WHERE section_id = $1 AND business_line_id = $2',
    [sectionId, businessLineId],
  );
  if (rows.length === 0) throw new Refusal(400, MAPPING_MESSAGES.businessLineNotMapped);
}

/** Every id names a row of `table` that belongs to the business line (or 400). */
async function assertOfLine(
  db: Queryable,
  table: 'products' | 'categories' | 'company_processes' | 'validation_tests',
  label: string,
  ids: number[],
  businessLineId: number,
): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await db.query<{ business_line_id: number }>(
    `SELECT business_line_id FROM ${table} WHERE id = ANY($1::int[])`,
    [ids],
  );
  if (rows.length !== ids.length) throw new Refusal(400, MAPPING_MESSAGES.unknownItems(label));
  if (rows.some((row) => row.business_line_id !== businessLineId)) {
    throw new Refusal(400, MAPPING_MESSAGES.itemsNotOfBusinessLine(label));
  }
}

export async function saveProducts(tx: Queryable, sectionId: number, businessLineId: number, ids: number[]) {
  await assertOfLine(tx, 'products', 'product', ids, businessLineId);
  await tx.query(
    `DELETE FROM section_products sp USING products p
      WHERE sp.section_id = $1 AND p.id = sp.product_id AND p.business_line_id = $2`,
    [sectionId, businessLineId],
  );
  await tx.query(
    'INSERT INTO section_products (section_id, product_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [sectionId, ids],
  );
}

export async function saveCategories(
  tx: Queryable,
  sectionId: number,
  businessLineId: number,
  ids: number[],
) {
  await assertOfLine(tx, 'categories', 'category', ids, businessLineId);
  await tx.query(
    `DELETE FROM section_categories sc USING categories c
      WHERE sc.section_id = $1 AND c.id = sc.category_id AND c.business_line_id = $2`,
    [sectionId, businessLineId],
  );
  await tx.query(
    'INSERT INTO section_categories (section_id, category_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [sectionId, ids],
  );
}

export async function saveProcesses(tx: Queryable, sectionId: number, businessLineId: number, ids: number[]) {
  await assertOfLine(tx, 'company_processes', 'process', ids, businessLineId);
  await tx.query('DELETE FROM section_company_processes WHERE section_id = $1 AND business_line_id = $2', [
    sectionId,
    businessLineId,
  ]);
  await tx.query(
    `INSERT INTO section_company_processes (section_id, business_line_id, company_process_id)
     SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
    [sectionId, businessLineId, ids],
  );
}

export async function saveInstitutionTypes(
  tx: Queryable,
  sectionId: number,
  businessLineId: number,
  ids: number[],
) {
  if (ids.length > 0) {
    const { rows } = await tx.query('SELECT id FROM institution_types WHERE id = ANY($1::int[])', [ids]);
    if (rows.length !== ids.length)
      throw new Refusal(400, MAPPING_MESSAGES.unknownItems('institution types'));
  }
  await tx.query('DELETE FROM section_institution_types WHERE section_id = $1 AND business_line_id = $2', [
    sectionId,
    businessLineId,
  ]);
  await tx.query(
    `INSERT INTO section_institution_types (section_id, business_line_id, institution_type_id)
     SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
    [sectionId, businessLineId, ids],
  );
}

export async function saveLawScope(tx: Queryable, userId: number, sectionId: number, lawScopeId: number) {
  const { rows } = await tx.query('SELECT 1 FROM law_scopes WHERE id = $1', [lawScopeId]);
  if (rows.length === 0) throw new Refusal(404, MAPPING_MESSAGES.lawScopeNotFound);
  await tx.query(
    `INSERT INTO section_law_scopes (section_id, law_scope_id, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (section_id) DO UPDATE SET law_scope_id = EXCLUDED.law_scope_id, updated_by = EXCLUDED.updated_by,
                                            updated_at = now()`,
    [sectionId, lawScopeId, userId],
  );
}

/** The requirement's section and business line, when the line is the user's; null otherwise. */
export async function requirementOfUser(
  db: Queryable,
  userId: number,
  requirementId: number,
): Promise<{ sectionId: number; businessLineId: number } | null> {
  const { rows } = await db.query<{ sectionId: number; businessLineId: number }>(
    `SELECT rq.section_id AS "sectionId", rq.business_line_id AS "businessLineId"
       FROM requirements rq
       JOIN user_business_lines ubl ON ubl.business_line_id = rq.business_line_id AND ubl.user_id = $1
      WHERE rq.id = $2`,
    [userId, requirementId],
  );
  return rows[0] ?? null;
}

export async function saveRequirementTests(
  tx: Queryable,
  requirementId: number,
  businessLineId: number,
  ids: number[],
): Promise<void> {
  await assertOfLine(tx, 'validation_tests', 'validator test', ids, businessLineId);
  await tx.query('DELETE FROM requirement_validation_tests WHERE requirement_id = $1', [requirementId]);
  await tx.query(
    `INSERT INTO requirement_validation_tests (requirement_id, validation_test_id)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [requirementId, ids],
  );
}
