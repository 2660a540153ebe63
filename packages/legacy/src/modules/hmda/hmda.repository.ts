import type { Queryable } from '../../db/db.js';

/** pageSize null: every row. */
export interface PageRequest {
  pageNumber: number;
  pageSize: number | null;
}

export interface Page<T> {
  totalCount: number;
  data: T[];
}

type Row = Record<string, unknown>;

export function param(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

export async function page<T>(
  db: Queryable,
  from: string,
  select: string,
  where: string[],
  params: unknown[],
  order: string,
  paging: PageRequest,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${from} ${clause}`,
    params,
  );
  const pageParams = [...params];
  let limit = '';
  if (paging.pageSize !== null) {
    pageParams.push(paging.pageSize, (paging.pageNumber - 1) * paging.pageSize);
    limit = `LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`;
  }
  const { rows } = await db.query<Row>(
    `SELECT ${select} FROM ${from} ${clause} ORDER BY ${order} ${limit}`,
    pageParams,
  );
  return { totalCount: count[0].n, data: rows.map(map) };
}

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown) => Number(value);

// ----- lookups ---------------------------------------------------------------------------------------------------

/** Clients with HMDA entities; only `clientId` when given (a client's user sees its own client only). */
export async function clients(db: Queryable, clientId: number | null) {
  const { rows } = await db.query<Row>(
    `SELECT c.id, c.name FROM clients c
      WHERE EXISTS (SELECT 1 FROM hmda_client_entities e WHERE e.client_id = c.id)
        AND ($1::int IS NULL OR c.id = $1) ORDER BY lower(c.name)`,
    [clientId],
  );
  return rows.map((row) => ({ id: num(row.id), name: str(row.name) }));
}

/** Business lines with HMDA entities (of `clientId` when given). */
export async function businessLines(db: Queryable, clientId: number | null) {
  const { rows } = await db.query<Row>(
    `SELECT DISTINCT b.id, b.name FROM business_lines b JOIN hmda_client_entities e ON e.business_line_id = b.id
      WHERE $1::int IS NULL OR e.client_id = $1 ORDER BY b.name`,
    [clientId],
  );
  return rows.map((row) => ({ id: num(row.id), name: str(row.name) }));
}

export async function clientEntities(db: Queryable, clientId: number | null, businessLineId: number | null) {
  const { rows } = await db.query<Row>(
    `SELECT e.id, e.entity_name, e.client_id, e.business_line_id, c.name AS client_name
       FROM hmda_client_entities e JOIN clients c ON c.id = e.client_id
      WHERE ($1::int IS NULL OR e.client_id = $1) AND ($2::int IS NULL OR e.business_line_id = $2)
      ORDER BY lower(c.name), lower(e.entity_name)`,
    [clientId, businessLineId],
  );
  return rows.map((row) => ({
    entityId: num(row.id),
    entityName: str(row.entity_name),
    clientId: num(row.client_id),
    clientName: str(row.client_name),
    businessLineId: num(row.business_line_id),
  }));
}

export async function entity(db: Queryable, id: number) {
  const { rows } = await db.query<Row>(
    'SELECT id, client_id, business_line_id FROM hmda_client_entities WHERE id = $1',
    [id],
  );
  return rows[0]
    ? { id: num(rows[0].id), clientId: num(rows[0].client_id), businessLineId: num(rows[0].business_line_id) }
    : null;
}

export async function federalAgencies(db: Queryable) {
  const { rows } = await db.query<Row>('SELECT id, code, name FROM hmda_federal_agencies ORDER BY id');
  return rows.map((row) => ({ id: num(row.id), code: str(row.code), name: str(row.name) }));
}

export async function azimuthFields(db: Queryable, searchText: string | null) {
  const { rows } = await db.query<Row>(
    `SELECT id, name FROM hmda_azimuth_fields WHERE $1::text IS NULL OR lower(name) LIKE $1 ORDER BY lower(name)`,
    [searchText ? `%${searchText.toLowerCase()}%` : null],
  );
  return rows.map((row) => ({ label: str(row.name), value: num(row.id) }));
}

/** Years with rows on a screen's table (rows of `clientId` when given). */
export async function reportingYears(
  db: Queryable,
  table: string | null,
  clientId: number | null,
): Promise<number[]> {
  const tables = table
    ? [table]
    : [
        'hmda_client_info',
        'hmda_field_master',
        'hmda_client_values',
        'hmda_valid_values',
        'hmda_field_order',
      ];
  const { rows } = await db.query<{ year: number }>(
    `SELECT DISTINCT reporting_year AS year FROM (${tables
      .map((name) => `SELECT reporting_year FROM ${name} WHERE $1::int IS NULL OR client_id = $1`)
      .join(' UNION ')}) t ORDER BY 1 DESC`,
    [clientId],
  );
  return rows.map((row) => num(row.year));
}

// ----- client info -----------------------------------------------------------------------------------------------

const CLIENT_INFO_SELECT = `ci.id, ci.reporting_year, ci.client_id, c.name AS client_name, ci.business_line_id,
  b.name AS business_line_name, ci.client_entity_id, e.entity_name, ci.federal_agency_id, fa.code AS agency_code,
  fa.name AS agency_name, ci.is_active, ci.version`;
const CLIENT_INFO_FROM = `hmda_client_info ci JOIN clients c ON c.id = ci.client_id
  JOIN business_lines b ON b.id = ci.business_line_id JOIN hmda_client_entities e ON e.id = ci.client_entity_id
  JOIN hmda_federal_agencies fa ON fa.id = ci.federal_agency_id`;

function toClientInfo(row: Row) {
  return {
    id: num(row.id),
    reportingYear: num(row.reporting_year),
    clientId: num(row.client_id),
    clientName: str(row.client_name),
    businessLineId: num(row.business_line_id),
    businessLineName: str(row.business_line_name),
    clientEntityId: num(row.client_entity_id),
    entityName: str(row.entity_name),
    federalAgency: str(row.federal_agency_id),
    federalAgencyObj: {
      id: num(row.federal_agency_id),
      code: str(row.agency_code),
      name: str(row.agency_name),
    },
    isActive: Boolean(row.is_active),
    version: num(row.version),
  };
}
export type ClientInfoDto = ReturnType<typeof toClientInfo>;

export async function listClientInfo(db: Queryable, year: number | null, clientId: number | null) {
  const { rows } = await db.query<Row>(
    `SELECT ${CLIENT_INFO_SELECT} FROM ${CLIENT_INFO_FROM}
      WHERE ($1::int IS NULL OR ci.reporting_year = $1) AND ($2::int IS NULL OR ci.client_id = $2)
      ORDER BY ci.reporting_year DESC, lower(c.name), lower(e.entity_name)`,
    [year, clientId],
  );
  return rows.map(toClientInfo);
}

export async function getClientInfo(db: Queryable, id: number) {
  const { rows } = await db.query<Row>(
    `SELECT ${CLIENT_INFO_SELECT} FROM ${CLIENT_INFO_FROM} WHERE ci.id = $1`,
    [id],
  );
  return rows[0] ? toClientInfo(rows[0]) : null;
}

// ----- field master and the rows hanging off it ------------------------------------------------------------------

export interface EntityYearFilter {
  /** Rows of this client only (a client's user always has its own here). */
  clientId: number | null;
  /** One row, by its id. */
  id: number | null;
  clientEntityId: number | null;
  reportingYear: number | null;
  searchText: string | null;
  isActive: boolean | null;
}

function entityYearWhere(
  alias: string,
  filter: EntityYearFilter,
  params: unknown[],
  search: string[],
): string[] {
  const where: string[] = [];
  if (filter.clientId !== null) where.push(`${alias}.client_id = ${param(params, filter.clientId)}`);
  if (filter.id !== null) where.push(`${alias}.id = ${param(params, filter.id)}`);
  if (filter.clientEntityId !== null)
    where.push(`${alias}.client_entity_id = ${param(params, filter.clientEntityId)}`);
  if (filter.reportingYear !== null)
    where.push(`${alias}.reporting_year = ${param(params, filter.reportingYear)}`);
  if (filter.isActive !== null) where.push(`${alias}.is_active = ${param(params, filter.isActive)}`);
  if (filter.searchText) {
    const p = param(params, `%${filter.searchText.toLowerCase()}%`);
    where.push(`(${search.map((column) => `lower(${column}) LIKE ${p}`).join(' OR ')})`);
  }
  return where;
}

const FIELD_MASTER_SELECT = `fm.id, fm.client_id, fm.client_entity_id, e.entity_name, fm.reporting_year, fm.azimuth_field_id,
  af.name AS azimuth_field_name, fm.field_name, fm.field_type, fm.field_length, fm.check_digit, fm.value_required,
  fm.description, fm.is_active, fm.version`;
const FIELD_MASTER_FROM = `hmda_field_master fm JOIN hmda_client_entities e ON e.id = fm.client_entity_id
  JOIN hmda_azimuth_fields af ON af.id = fm.azimuth_field_id`;

function toFieldMaster(row: Row) {
  return {
    id: num(row.id),
    hmdaFieldMasterId: num(row.id),
    clientId: num(row.client_id),
    clientEntityId: num(row.client_entity_id),
    entityName: str(row.entity_name),
    reportingYear: num(row.reporting_year),
    azimuthFieldName: str(row.azimuth_field_name),
    azimuthField: { label: str(row.azimuth_field_name), value: num(row.azimuth_field_id) },
    fieldName: str(row.field_name),
    fieldType: str(row.field_type),
    fieldLength: row.field_length === null ? null : num(row.field_length),
    checkDigit: str(row.check_digit),
    valueRequired: str(row.value_required),
    description: str(row.description),
    isActive: Boolean(row.is_active),
    version: num(row.version),
  };
}
export type FieldMasterDto = ReturnType<typeof toFieldMaster>;

export function listFieldMaster(db: Queryable, filter: EntityYearFilter, paging: PageRequest) {
  const params: unknown[] = [];
  const where = entityYearWhere('fm', filter, params, ['af.name', 'fm.field_name', 'fm.description']);
  return page(
    db,
    FIELD_MASTER_FROM,
    FIELD_MASTER_SELECT,
    where,
    params,
    'lower(af.name), fm.id',
    paging,
    toFieldMaster,
  );
}

export async function getFieldMaster(db: Queryable, id: number) {
  const { rows } = await db.query<Row>(
    `SELECT ${FIELD_MASTER_SELECT} FROM ${FIELD_MASTER_FROM} WHERE fm.id = $1`,
    [id],
  );
  return rows[0] ? toFieldMaster(rows[0]) : null;
}

/** The field master rows of an entity and year (hmdaclientvaluefieldname): the fields values are kept for. */
export async function fieldsOf(db: Queryable, clientEntityId: number, reportingYear: number) {
  const { rows } = await db.query<Row>(
    `SELECT ${FIELD_MASTER_SELECT} FROM ${FIELD_MASTER_FROM}
      WHERE fm.client_entity_id = $1 AND fm.reporting_year = $2 AND fm.is_active ORDER BY lower(af.name)`,
    [clientEntityId, reportingYear],
  );
  return rows.map((row) => {
    const field = toFieldMaster(row);
    return { ...field, label: `${field.azimuthFieldName} (${field.fieldName})`, value: field.id };
  });
}

const FIELD_JOIN = `JOIN hmda_field_master fm ON fm.id = x.hmda_field_master_id
  JOIN hmda_azimuth_fields af ON af.id = fm.azimuth_field_id JOIN hmda_client_entities e ON e.id = x.client_entity_id`;
const FIELD_COLUMNS = `x.id, x.client_id, x.client_entity_id, e.entity_name, x.reporting_year, x.hmda_field_master_id,
  af.name AS azimuth_field_name, fm.field_name, fm.field_type, fm.field_length, x.is_active, x.version`;

function fieldRow(row: Row) {
  return {
    id: num(row.id),
    clientId: num(row.client_id),
    clientEntityId: num(row.client_entity_id),
    entityName: str(row.entity_name),
    reportingYear: num(row.reporting_year),
    hmdaFieldMasterId: num(row.hmda_field_master_id),
    azimuthFieldName: str(row.azimuth_field_name),
    fieldName: str(row.field_name),
    fieldType: str(row.field_type),
    fieldLength: row.field_length === null ? null : num(row.field_length),
    isActive: Boolean(row.is_active),
    version: num(row.version),
  };
}

/** The three lists that hang off the field master: their table, own columns, and search and order. */
export const FIELD_LISTS = {
  clientValue: {
    table: 'hmda_client_values',
    columns: 'x.client_value, x.hmda_value, x.description',
    search: ['af.name', 'fm.field_name', 'x.client_value', 'x.hmda_value', 'x.description'],
    order: 'lower(af.name), lower(x.client_value), x.id',
    map: (row: Row) => ({
      ...fieldRow(row),
      clientValue: str(row.client_value),
      hmdaValue: str(row.hmda_value),
      description: str(row.description),
    }),
  },
  validValue: {
    table: 'hmda_valid_values',
    columns: 'x.valid_value, x.description',
    search: ['af.name', 'fm.field_name', 'x.valid_value', 'x.description'],
    order: 'lower(af.name), lower(x.valid_value), x.id',
    map: (row: Row) => ({
      ...fieldRow(row),
      validValue: str(row.valid_value),
      description: str(row.description),
    }),
  },
  fieldOrder: {
    table: 'hmda_field_order',
    columns: 'x.field_order',
    search: ['af.name', 'fm.field_name'],
    order: 'x.field_order, x.id',
    map: (row: Row) => ({ ...fieldRow(row), fieldOrder: num(row.field_order) }),
  },
} as const;
export type FieldListName = keyof typeof FIELD_LISTS;

export function listFieldRows(
  db: Queryable,
  list: FieldListName,
  filter: EntityYearFilter,
  paging: PageRequest,
) {
  const spec = FIELD_LISTS[list];
  const params: unknown[] = [];
  const where = entityYearWhere('x', filter, params, [...spec.search]);
  return page(
    db,
    `${spec.table} x ${FIELD_JOIN}`,
    `${FIELD_COLUMNS}, ${spec.columns}`,
    where,
    params,
    spec.order,
    paging,
    spec.map as (row: Row) => ReturnType<typeof fieldRow>,
  );
}

export async function getFieldRow(db: Queryable, list: FieldListName, id: number) {
  const spec = FIELD_LISTS[list];
  const { rows } = await db.query<Row>(
    `SELECT ${FIELD_COLUMNS}, ${spec.columns} FROM ${spec.table} x ${FIELD_JOIN} WHERE x.id = $1`,
    [id],
  );
  return rows[0] ? (spec.map(rows[0]) as Record<string, unknown>) : null;
}

// ----- systems ---------------------------------------------------------------------------------------------------

function toSystem(row: Row) {
  return {
    id: num(row.id),
    code: str(row.code),
    name: str(row.name),
    description: str(row.description),
    vendor: str(row.vendor),
    isActive: Boolean(row.is_active),
    version: num(row.version),
  };
}

export async function listSystems(db: Queryable, isActive: boolean | null) {
  const { rows } = await db.query<Row>(
    `SELECT * FROM hmda_systems WHERE $1::boolean IS NULL OR is_active = $1 ORDER BY lower(code)`,
    [isActive],
  );
  return rows.map(toSystem);
}

export async function getSystem(db: Queryable, id: number) {
  const { rows } = await db.query<Row>('SELECT * FROM hmda_systems WHERE id = $1', [id]);
  return rows[0] ? toSystem(rows[0]) : null;
}

function toDetailSystem(row: Row) {
  return {
    id: num(row.id),
    clientId: num(row.client_id),
    clientName: str(row.client_name),
    systemId: num(row.system_id),
    systemCode: str(row.system_code),
    systemName: str(row.system_name),
    reportingYear: num(row.reporting_year),
    description: str(row.description),
    isActive: Boolean(row.is_active),
    version: num(row.version),
  };
}

const DETAIL_SELECT = `SELECT d.*, c.name AS client_name, s.code AS system_code, s.name AS system_name
  FROM hmda_detail_systems d JOIN clients c ON c.id = d.client_id JOIN hmda_systems s ON s.id = d.system_id`;

export async function listDetailSystems(db: Queryable, clientId: number | null) {
  const { rows } = await db.query<Row>(
    `${DETAIL_SELECT} WHERE $1::int IS NULL OR d.client_id = $1
      ORDER BY lower(c.name), d.reporting_year DESC, lower(s.code)`,
    [clientId],
  );
  return rows.map(toDetailSystem);
}

export async function getDetailSystem(db: Queryable, id: number) {
  const { rows } = await db.query<Row>(`${DETAIL_SELECT} WHERE d.id = $1`, [id]);
  return rows[0] ? toDetailSystem(rows[0]) : null;
}

// ----- edit references -------------------------------------------------------------------------------------------

export interface EditReferenceFilter {
  fieldGroup: string | null;
  fieldType: string | null;
  editSet: string | null;
  editType: string | null;
  editSubtype: string | null;
  process: string | null;
  systemId: number | null;
  isActive: boolean | null;
  searchText: string | null;
}

const EDIT_SELECT = `r.*, coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY lower(s.name))
  FROM hmda_edit_reference_systems rs JOIN hmda_systems s ON s.id = rs.system_id
  WHERE rs.edit_reference_id = r.id), '[]'::json) AS systems`;

function toEditReference(row: Row) {
  const systems = (typeof row.systems === 'string' ? JSON.parse(row.systems) : row.systems) as {
    id: number;
    name: string;
  }[];
  return {
    id: num(row.id),
    fieldGroup: str(row.field_group),
    fieldType: str(row.field_type),
    editSet: str(row.edit_set),
    editType: str(row.edit_type),
    editSubtype: str(row.edit_subtype),
    editNumber: str(row.edit_number),
    process: str(row.process),
    processItem: str(row.process_item),
    fieldItem: str(row.field_item),
    editMessage: str(row.edit_message),
    editDescription: str(row.edit_description),
    editResolution: str(row.edit_resolution),
    systems,
    isActive: Boolean(row.is_active),
    version: num(row.version),
  };
}
export type EditReferenceDto = ReturnType<typeof toEditReference>;

export function listEditReferences(db: Queryable, filter: EditReferenceFilter, paging: PageRequest) {
  const params: unknown[] = [];
  const where: string[] = [];
  for (const [column, value] of [
    ['field_group', filter.fieldGroup],
    ['field_type', filter.fieldType],
    ['edit_set', filter.editSet],
    ['edit_type', filter.editType],
    ['edit_subtype', filter.editSubtype],
    ['process', filter.process],
  ] as const) {
    if (value !== null) where.push(`r.${column} = ${param(params, value)}`);
  }
  if (filter.isActive !== null) where.push(`r.is_active = ${param(params, filter.isActive)}`);
  if (filter.systemId !== null)
    where.push(
      `EXISTS (SELECT 1 FROM hmda_edit_reference_systems rs WHERE rs.edit_reference_id = r.id AND rs.system_id = ${param(params, filter.systemId)})`,
    );
  if (filter.searchText) {
    const p = param(params, `%${filter.searchText.toLowerCase()}%`);
    where.push(
      `(lower(r.edit_number) LIKE ${p} OR lower(r.edit_message) LIKE ${p} OR lower(r.field_item) LIKE ${p})`,
    );
  }
  return page(
    db,
    'hmda_edit_references r',
    EDIT_SELECT,
    where,
    params,
    'r.edit_type, r.edit_number, r.id',
    paging,
    toEditReference,
  );
}

export async function getEditReference(db: Queryable, id: number) {
  const { rows } = await db.query<Row>(`SELECT ${EDIT_SELECT} FROM hmda_edit_references r WHERE r.id = $1`, [
    id,
  ]);
  return rows[0] ? toEditReference(rows[0]) : null;
}

export async function editReferenceFilters(db: Queryable) {
  const distinct = async (column: string) =>
    (
      await db.query<{ value: string }>(
        `SELECT DISTINCT ${column} AS value FROM hmda_edit_references WHERE ${column} <> '' ORDER BY 1`,
      )
    ).rows.map((row) => row.value);
  return {
    fieldGroups: await distinct('field_group'),
    fieldTypes: await distinct('field_type'),
    editSets: await distinct('edit_set'),
    editTypes: ['CFPB', 'AGRC', 'LOS'],
    editSubtypes: ['Validity', 'Quality', 'Syntax'],
    processes: await distinct('process'),
    systems: (await listSystems(db, true)).map((system) => ({ id: system.id, name: system.name })),
  };
}

// ----- banks and LAR files ---------------------------------------------------------------------------------------

/** The bank master; only the banks of `clientId` when given. */
export async function banks(db: Queryable, clientId: number | null) {
  const { rows } = await db.query<Row>(
    `SELECT b.*, fa.code AS agency_code FROM hmda_banks b LEFT JOIN hmda_federal_agencies fa ON fa.id = b.federal_agency_id
      WHERE $1::int IS NULL OR b.client_id = $1 ORDER BY lower(b.bank_name)`,
    [clientId],
  );
  return rows.map((row) => ({
    BankId: num(row.id),
    clientId: row.client_id === null ? null : num(row.client_id),
    BankName: str(row.bank_name),
    lei: str(row.lei),
    federalAgency: str(row.agency_code),
    city: str(row.city),
    state: str(row.state),
    isActive: Boolean(row.is_active),
  }));
}

export async function bank(db: Queryable, id: number) {
  const { rows } = await db.query<Row>('SELECT id, bank_name, lei, client_id FROM hmda_banks WHERE id = $1', [
    id,
  ]);
  const row = rows[0];
  return row
    ? {
        id: num(row.id),
        name: str(row.bank_name),
        lei: str(row.lei),
        clientId: row.client_id === null ? null : num(row.client_id),
      }
    : null;
}

export function toLarFile(row: Row) {
  return {
    id: num(row.id),
    bankId: num(row.bank_id),
    clientId: row.client_id === null || row.client_id === undefined ? null : num(row.client_id),
    bankName: str(row.bank_name),
    year: num(row.reporting_year),
    utilityType: str(row.utility_type),
    fileName: str(row.file_name),
    size: num(row.size),
    lei: str(row.lei),
    quarter: str(row.quarter),
    recordCount: num(row.record_count),
    uploadedAt: new Date(String(row.uploaded_at)).toISOString(),
  };
}

export const LAR_FILE_COLUMNS = `id, bank_id, client_id, bank_name, reporting_year, utility_type, file_name, size,
  lei, quarter, record_count, uploaded_at`;

/** The last 50 LAR files, of a bank and of a client (a client's user: its own) when given. */
export async function larFiles(db: Queryable, bankId: number | null, clientId: number | null) {
  const { rows } = await db.query<Row>(
    `SELECT ${LAR_FILE_COLUMNS} FROM hmda_lar_files
      WHERE ($1::int IS NULL OR bank_id = $1) AND ($2::int IS NULL OR client_id = $2)
      ORDER BY uploaded_at DESC, id DESC LIMIT 50`,
    [bankId, clientId],
  );
  return rows.map(toLarFile);
}
