import type { Queryable } from '../../db/db.js';

export interface IndustryDto {
  id: number;
  name: string;
}

export interface BusinessLineDto {
  id: number;
  industryId: number;
  name: string;
}

/** The user-scoped lookups name their ids the way the legacy's user DTOs do. */
export interface UserIndustryDto {
  industryId: number;
  name: string;
}

export interface UserBusinessLineDto {
  businessLineId: number;
  industryId: number;
  name: string;
}

export interface RegulatorDto {
  id: number;
  name: string;
  description: string;
  codeName: string;
}

export interface RegulatorGroupDto {
  authority: 'Federal' | 'State';
  regulators: RegulatorDto[];
}

export interface CategoryDto {
  id: number;
  name: string;
  description: string;
  businessLineId: number;
  industryId: number;
  categorytype: string;
}

export interface ProductDto {
  id: number;
  name: string;
  businessLineId: number;
}

export interface NamedDto {
  id: number;
  name: string;
}

export interface ChangeTypeDto {
  id: number;
  filterDescription: string;
}

export interface LawyerDto {
  lawyerId: number;
  lawyerName: string;
  email: string;
}

export async function listIndustries(db: Queryable): Promise<IndustryDto[]> {
  const { rows } = await db.query<IndustryDto>('SELECT id, name FROM industries ORDER BY sort_order, id');
  return rows;
}

export async function listBusinessLines(
  db: Queryable,
  industryId: number | null,
): Promise<BusinessLineDto[]> {
  const { rows } = await db.query<BusinessLineDto>(
    `SELECT id, industry_id AS "industryId", name
       FROM business_lines
      WHERE $1::int IS NULL OR industry_id = $1
      ORDER BY sort_order, id`,
    [industryId],
  );
  return rows;
}

export async function listUserIndustries(db: Queryable, userId: number): Promise<UserIndustryDto[]> {
  const { rows } = await db.query<UserIndustryDto>(
    `SELECT i.id AS "industryId", i.name
       FROM user_industries ui
       JOIN industries i ON i.id = ui.industry_id
      WHERE ui.user_id = $1
      ORDER BY i.sort_order, i.id`,
    [userId],
  );
  return rows;
}

/** Business lines assigned to the user within one of the user's industries (none for another industry). */
export async function listUserBusinessLines(
  db: Queryable,
  userId: number,
  industryId: number,
): Promise<UserBusinessLineDto[]> {
  const { rows } = await db.query<UserBusinessLineDto>(
    `SELECT bl.id AS "businessLineId", bl.industry_id AS "industryId", bl.name
       FROM user_business_lines ubl
       JOIN business_lines bl ON bl.id = ubl.business_line_id
      WHERE ubl.user_id = $1 AND bl.industry_id = $2
        AND EXISTS (SELECT 1 FROM user_industries ui WHERE ui.user_id = $1 AND ui.industry_id = $2)
      ORDER BY bl.sort_order, bl.id`,
    [userId, industryId],
  );
  return rows;
}

/**
 * Active regulators grouped by authority, Federal first, each group sorted by name; both groups are always
 * present. With isOmnia the whole catalogue; without, only regulators with a law mapped to one of the user's
 * business lines.
 */
export async function listRegulators(
  db: Queryable,
  userId: number,
  isOmnia: boolean,
): Promise<RegulatorGroupDto[]> {
  // Per regulator, a probe that stops at the first of its level paths mapped to one of the user's lines. Written
  // as a scalar subquery with LIMIT 1 so it stays a per-regulator probe (laws, law_details_law_idx,
  // section_business_lines_detail_idx): as an EXISTS the planner turns it into a hash join over every mapping.
  const reachesUser = `coalesce((
      SELECT true
        FROM laws l
        JOIN law_details d ON d.law_id = l.id
        JOIN section_business_lines sbl ON sbl.law_detail_id = d.id
        JOIN user_business_lines ubl ON ubl.business_line_id = sbl.business_line_id AND ubl.user_id = $1
       WHERE l.regulator_id = r.id
       LIMIT 1), false)`;
  const { rows } = await db.query<RegulatorDto & { authority: 'Federal' | 'State' }>(
    `SELECT r.id, r.name, r.description, r.code_name AS "codeName", r.authority
       FROM regulators r
      WHERE r.is_active ${isOmnia ? '' : `AND ${reachesUser}`}
      ORDER BY r.authority, lower(r.name)`,
    isOmnia ? [] : [userId],
  );
  return (['Federal', 'State'] as const).map((authority) => ({
    authority,
    regulators: rows
      .filter((row) => row.authority === authority)
      .map(({ id, name, description, codeName }) => ({ id, name, description, codeName })),
  }));
}

/** Categories of the named business lines within the named industries, limited to the user's business lines. */
export async function listCategories(
  db: Queryable,
  userId: number,
  businessLineIds: number[],
  industryIds: number[],
): Promise<CategoryDto[]> {
  const { rows } = await db.query<CategoryDto>(
    `SELECT c.id, c.name, c.description, c.business_line_id AS "businessLineId", bl.industry_id AS "industryId",
            c.category_type AS categorytype
       FROM categories c
       JOIN business_lines bl ON bl.id = c.business_line_id
       JOIN user_business_lines ubl ON ubl.business_line_id = c.business_line_id AND ubl.user_id = $1
      WHERE c.business_line_id = ANY($2::int[]) AND bl.industry_id = ANY($3::int[])
      ORDER BY lower(c.name), c.business_line_id, c.id`,
    [userId, businessLineIds, industryIds],
  );
  return rows;
}

export async function listProducts(db: Queryable, businessLineId: number | null): Promise<ProductDto[]> {
  const { rows } = await db.query<ProductDto>(
    `SELECT id, name, business_line_id AS "businessLineId"
       FROM products
      WHERE $1::int IS NULL OR business_line_id = $1
      ORDER BY business_line_id, id`,
    [businessLineId],
  );
  return rows;
}

export async function listNamed(
  db: Queryable,
  table: 'institution_types' | 'law_inventories' | 'law_statuses',
): Promise<NamedDto[]> {
  const order = table === 'law_statuses' ? 'sort_order, id' : 'id';
  const { rows } = await db.query<NamedDto>(`SELECT id, name FROM ${table} ORDER BY ${order}`);
  return rows;
}

export async function listChangeTypes(db: Queryable): Promise<ChangeTypeDto[]> {
  const { rows } = await db.query<ChangeTypeDto>(
    'SELECT id, filter_description AS "filterDescription" FROM change_types ORDER BY id',
  );
  return rows;
}

export async function listLawyers(db: Queryable): Promise<LawyerDto[]> {
  const { rows } = await db.query<LawyerDto>(
    `SELECT id AS "lawyerId", name AS "lawyerName", email
       FROM lawyers
      WHERE is_active
      ORDER BY lower(name), id`,
  );
  return rows;
}
