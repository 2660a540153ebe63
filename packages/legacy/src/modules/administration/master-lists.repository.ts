import type { Queryable } from '../../db/db.js';

export type MasterModule =
  'Type' | 'Regulator' | 'Category' | 'Business' | 'Industry' | 'Process' | 'Country';

/** One master list: its table, its parent list (if any) and what uses its rows. */
interface MasterTable {
  module: MasterModule;
  /** The path segment of its endpoints: get-{slug}-list, add-{slug}, update-{slug}, delete-{slug}. */
  slug: string;
  table: string;
  parent: { column: string; module: MasterModule; table: string } | null;
  /** How many rows use the record, per kind ("3 laws"); the record is in use while any count is above 0. */
  usage: string;
  usageLabels: readonly [string, string][];
}

export const MASTER_TABLES: readonly MasterTable[] = [
  {
    module: 'Type',
    slug: 'type',
    table: 'law_types',
    parent: null,
    usage: `SELECT (SELECT count(*) FROM laws l WHERE lower(l.law_type) = lower(t.name))::int AS a FROM law_types t WHERE t.id = $1`,
    usageLabels: [['a', 'laws']],
  },
  {
    module: 'Regulator',
    slug: 'regulator',
    table: 'regulators',
    parent: null,
    usage: `SELECT (SELECT count(*) FROM laws WHERE regulator_id = $1)::int AS a`,
    usageLabels: [['a', 'laws']],
  },
  {
    module: 'Category',
    slug: 'category',
    table: 'categories',
    parent: { column: 'business_line_id', module: 'Business', table: 'business_lines' },
    usage: `SELECT (SELECT count(*) FROM section_categories WHERE category_id = $1)::int AS a`,
    usageLabels: [['a', 'law sections']],
  },
  {
    module: 'Business',
    slug: 'business',
    table: 'business_lines',
    parent: { column: 'industry_id', module: 'Industry', table: 'industries' },
    usage: `SELECT (SELECT count(*) FROM section_business_lines WHERE business_line_id = $1)::int AS a,
                   (SELECT count(*) FROM categories WHERE business_line_id = $1)::int AS b,
                   (SELECT count(*) FROM azimuth_processes WHERE business_line_id = $1)::int AS c,
                   (SELECT count(*) FROM user_business_lines WHERE business_line_id = $1)::int AS d`,
    usageLabels: [
      ['a', 'law sections'],
      ['b', 'categories'],
      ['c', 'processes'],
      ['d', 'users'],
    ],
  },
  {
    module: 'Industry',
    slug: 'industry',
    table: 'industries',
    parent: null,
    usage: `SELECT (SELECT count(*) FROM business_lines WHERE industry_id = $1)::int AS a,
                   (SELECT count(*) FROM user_industries WHERE industry_id = $1)::int AS b`,
    usageLabels: [
      ['a', 'business lines'],
      ['b', 'users'],
    ],
  },
  {
    module: 'Process',
    slug: 'process',
    table: 'azimuth_processes',
    parent: { column: 'business_line_id', module: 'Business', table: 'business_lines' },
    usage: `SELECT (SELECT count(*) FROM section_azimuth_processes WHERE azimuth_process_id = $1)::int AS a,
                   (SELECT count(*) FROM company_processes WHERE azimuth_process_id = $1)::int AS b`,
    usageLabels: [
      ['a', 'law sections'],
      ['b', 'company processes'],
    ],
  },
  {
    module: 'Country',
    slug: 'country',
    table: 'countries',
    parent: null,
    usage: `SELECT (SELECT count(*) FROM clients WHERE country_id = $1)::int AS a`,
    usageLabels: [['a', 'clients']],
  },
];

export interface MasterRow {
  id: number;
  name: string;
  parentId: number | null;
  parentName: string | null;
  /** Regulators only: Federal or State. */
  authority: string | null;
}

export async function listMaster(db: Queryable, table: MasterTable): Promise<MasterRow[]> {
  const parent = table.parent;
  const { rows } = await db.query<MasterRow>(
    parent
      ? `SELECT t.id, t.name, t.${parent.column} AS "parentId", p.name AS "parentName", NULL AS authority
           FROM ${table.table} t JOIN ${parent.table} p ON p.id = t.${parent.column}`
      : `SELECT t.id, t.name, NULL::int AS "parentId", NULL AS "parentName",
                ${table.module === 'Regulator' ? 't.authority' : 'NULL'} AS authority
           FROM ${table.table} t`,
  );
  return rows;
}

export async function getMaster(db: Queryable, table: MasterTable, id: number): Promise<MasterRow | null> {
  return (await listMaster(db, table)).find((row) => row.id === id) ?? null;
}

/** Another record of the same name (ignoring case) under the same parent, other than `selfId`. */
export async function duplicateExists(
  db: Queryable,
  table: MasterTable,
  name: string,
  parentId: number | null,
  selfId: number | null,
): Promise<boolean> {
  const params: unknown[] = [name, selfId ?? 0];
  let where = `lower(name) = lower($1) AND id <> $2`;
  if (table.parent) {
    params.push(parentId);
    where += ` AND ${table.parent.column} = $3`;
  }
  const { rows } = await db.query(`SELECT 1 FROM ${table.table} WHERE ${where} LIMIT 1`, params);
  return rows.length > 0;
}

export async function parentExists(db: Queryable, table: MasterTable, parentId: number): Promise<boolean> {
  if (!table.parent) return true;
  const { rows } = await db.query(`SELECT 1 FROM ${table.parent.table} WHERE id = $1`, [parentId]);
  return rows.length > 0;
}

export async function insertMaster(
  db: Queryable,
  table: MasterTable,
  name: string,
  parentId: number | null,
  authority: string,
): Promise<number> {
  let sql: string;
  let params: unknown[];
  if (table.module === 'Regulator') {
    sql = `INSERT INTO regulators (name, code_name, authority) VALUES ($1, $1, $2) RETURNING id`;
    params = [name, authority];
  } else if (table.parent) {
    sql = `INSERT INTO ${table.table} (name, ${table.parent.column}) VALUES ($1, $2) RETURNING id`;
    params = [name, parentId];
  } else {
    sql = `INSERT INTO ${table.table} (name) VALUES ($1) RETURNING id`;
    params = [name];
  }
  const { rows } = await db.query<{ id: number }>(sql, params);
  return rows[0]!.id;
}

export async function updateMaster(
  db: Queryable,
  table: MasterTable,
  id: number,
  name: string,
  parentId: number | null,
  authority: string | null,
): Promise<boolean> {
  const sets = ['name = $2'];
  const params: unknown[] = [id, name];
  if (table.parent) {
    params.push(parentId);
    sets.push(`${table.parent.column} = $${params.length}`);
  }
  if (table.module === 'Regulator' && authority) {
    params.push(authority);
    sets.push(`authority = $${params.length}`);
  }
  const { rows } = await db.query(
    `UPDATE ${table.table} SET ${sets.join(', ')} WHERE id = $1 RETURNING id`,
    params,
  );
  // A law type renamed renames the laws' type text with it, so the laws keep their type.
  return rows.length > 0;
}

/** "3 laws and 2 users" when the record is in use, else null. */
export async function usageOf(db: Queryable, table: MasterTable, id: number): Promise<string | null> {
  const { rows } = await db.query<Record<string, number>>(table.usage, [id]);
  const counts = rows[0] ?? {};
  const parts = table.usageLabels
    .filter(([key]) => (counts[key] ?? 0) > 0)
    .map(([key, label]) => `${counts[key]} ${label}`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export async function deleteMaster(db: Queryable, table: MasterTable, id: number): Promise<void> {
  await db.query(`DELETE FROM ${table.table} WHERE id = $1`, [id]);
}
