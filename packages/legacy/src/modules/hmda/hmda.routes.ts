import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { actingClient, callerOf, requireOwn, requireProviderWriter, type Caller } from '../../http/caller.js';
import { refusal } from '../../http/envelope.js';
import { bodyValue, isPlainObject } from '../../http/params.js';
import { exportWorkbook, type ExportColumn } from '../validator/validator.export.js';
import {
  flag,
  objectBody,
  optionalId,
  paging,
  q,
  requiredId,
  respond,
  text,
  ValidatorRefusal as Refusal,
} from '../validator/validator.http.js';
import { VALIDATOR_ROLES } from '../validator/validator.routes.js';
import { LAR_MAX_BYTES, LAR_MESSAGES, readLarFile } from './hmda.lar.js';
import * as repo from './hmda.repository.js';

const API = '/api/hmda';
/** The replicate calls share their names with the list calls, so they sit under their own path. */
const REPLICATE = '/api/hmdaReplicate';
const READ_ONLY_ROLES = ['lexbridge admin read only'];

export const HMDA_MESSAGES = {
  saved: 'Record saved successfully',
  deleted: 'Record deleted successfully',
  forbidden: 'HMDA reference data is for administrators and provider staff.',
  conflict: 'The record was changed by another user. Reload it and try again.',
  notFound: (what: string) => `${what} not found.`,
  yearInvalid: 'Reporting year must be a four-digit year from 2000 to 2100.',
  sameYear: 'The new reporting year must differ from the prior reporting year.',
  targetHasData: (year: number) => `Reporting year ${year} already has data. Confirm to replicate into it.`,
  replicated: (rows: number, prior: number, next: number, kept: number, missing: number) =>
    `Replicated ${rows} ${rows === 1 ? 'row' : 'rows'} from ${prior} to ${next}; ${kept} already there` +
    (missing > 0 ? `, ${missing} without their field in ${next}'s field master` : '') +
    '.',
  entityRequired: 'Entity is required.',
  clientRequired: 'Client is required.',
  businessLineRequired: 'Business line is required.',
  federalAgencyRequired: 'Federal agency is required.',
  entityMismatch: 'The entity does not belong to the client and business line.',
  clientInfoDuplicate: 'The entity already has client info for this reporting year.',
  azimuthFieldRequired: 'Azimuth field is required.',
  fieldNameRequired: 'Field name is required.',
  fieldTypeRequired: 'Field type is required.',
  lengthRequired: 'Length is required for type AN: 1 to 255.',
  lengthTooLong: 'Length for type AN is at most 255.',
  fieldDuplicate: 'The field is already in the field master for this entity and year.',
  fieldRequired: 'Field is required.',
  fieldOfOtherEntity: 'The field does not belong to the entity and reporting year.',
  valueRequired: 'Value is required.',
  valueTooLong: (max: number) => `At most ${max} characters for a field of type AN.`,
  valueNotNumeric: 'A field of type N takes numbers only.',
  valueDuplicate: 'The value is already kept for this field.',
  fieldOrderInvalid: 'Field order must be a whole number from 1.',
  fieldOrderDuplicate: 'The field already has an order.',
  codeRequired: 'Code is required.',
  nameRequired: 'Name is required.',
  codeDuplicate: 'Another system has this code.',
  systemRequired: 'System is required.',
  detailDuplicate: 'The client already has this system for the reporting year.',
  editTypeRequired: 'Edit type is required.',
  editSubtypeRequired: 'Edit subtype is required.',
  editNumberRequired: 'Edit number is required.',
  editMessageRequired: 'Edit message is required.',
  editMessageTooLong: 'Edit message cannot exceed 500 characters.',
  editResolutionTooLong: 'Edit resolution cannot exceed 500 characters.',
  editDuplicate: 'Another edit reference of this edit type has this edit number.',
  bankRequired: 'Bank is required.',
  utilityTypeRequired: 'Utility type is required.',
  larIngested: (records: number, fileName: string, bankName: string, year: number) =>
    `LAR file ingested: ${records} ${records === 1 ? 'record' : 'records'} of ${fileName} for ${bankName} (${year}).`,
  larReplaced: (
    records: number,
    fileName: string,
    bankName: string,
    year: number,
    earlier: { fileName: string; recordCount: number },
  ) =>
    `LAR file ingested: ${records} ${records === 1 ? 'record' : 'records'} of ${fileName} for ${bankName} (${year}). ` +
    `It replaces ${earlier.fileName} (${earlier.recordCount} ${earlier.recordCount === 1 ? 'record' : 'records'}), ` +
    'uploaded earlier for the same period.',
  larAlreadyIngested: (fileName: string, uploadedOn: string, records: number) =>
    `This LAR file was already ingested on ${uploadedOn} as ${fileName} (${records} ${records === 1 ? 'record' : 'records'}); ` +
    'nothing was stored again.',
  larRace:
    'Another LAR file for this bank and period was stored a moment ago. Reload the list and try again.',
} as const;
const M = HMDA_MESSAGES;

const CHECK_DIGITS = ['Not applicable', 'ISO 7064 MOD 97-10'];
const VALUE_REQUIRED = ['Required', 'Optional', 'Conditional'];
const UTILITY_TYPES = ['Annual LAR', 'Quarterly LAR'];
const EDIT_TEXT_MAX = 500;
const AN_MAX = 255;

async function staffRoles(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT lower(r.name) AS name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.name).filter((name) => VALIDATOR_ROLES.includes(name));
}

function year(value: unknown, name = 'reportingYear'): number {
  const number = Number(typeof value === 'string' ? value.trim() : value);
  if (!Number.isInteger(number) || number < 2000 || number > 2100) throw new Refusal(400, M.yearInvalid);
  void name;
  return number;
}

function optionalYear(value: unknown): number | null {
  return value === undefined || value === null || value === '' ? null : year(value);
}

const str = (body: Record<string, unknown>, name: string) => text(bodyValue(body, name)).trim();

/** The fields of a LAR upload sent in the query (the body being the file itself). */
const LAR_QUERY_FIELDS = ['File', 'fileName', 'utilityType', 'year', 'BankId', 'BankName'] as const;

/** The named query parameters as the fields of a body. */
function queryFields(request: FastifyRequest, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, q(request, name)]));
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** An insert or update that may hit a unique index: a duplicate is the given refusal (409). */
async function unique<T>(work: Promise<T>, duplicate: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(409, duplicate);
    throw error;
  }
}

/** Updates `table` row `id` when the version the client read (if it sent one) is still current. */
async function updateRow(
  db: Queryable,
  table: string,
  id: number,
  version: number | null,
  sets: Record<string, unknown>,
  userId: number,
  current: () => Promise<unknown>,
): Promise<void> {
  const params: unknown[] = [id, version, userId];
  const assignments = Object.entries(sets).map(([column, value]) => {
    params.push(value);
    return `${column} = $${params.length}`;
  });
  const { rows } = await db.query(
    `UPDATE ${table} SET ${assignments.join(', ')}, version = version + 1, updated_by = $3, updated_at = now()
      WHERE id = $1 AND ($2::int IS NULL OR version = $2) RETURNING id`,
    params,
  );
  if (rows.length > 0) return;
  const row = await current();
  if (!row) throw new Refusal(404, M.notFound('Record'));
  throw new Refusal(409, M.conflict, row);
}

/** HMDA reference data (api/hmda), its replicate calls (api/hmdaReplicate) and the LAR file ingestion. */
export async function hmdaRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return;
    const path = request.url.split('?')[0].toLowerCase();
    if (!path.startsWith('/api/hmda')) return;
    const roles = await staffRoles(db, request.legacyUserId);
    // Lists and exports are POSTs that only read.
    const reads =
      request.method === 'GET' ||
      /\/(hmdaazimuthfieldname|hmdaclientvalue|hmdafieldmaster|hmdavalidvalues|hmdafieldorder|get-[^/]*|[^/]*export[^/]*)$/i.test(
        path,
      );
    const writes = !reads || path.startsWith(REPLICATE.toLowerCase());
    const canWrite = roles.some((role) => !READ_ONLY_ROLES.includes(role));
    if (roles.length === 0 || (writes && !canWrite)) return reply.code(403).send(refusal(M.forbidden));
  });
  const userOf = (request: FastifyRequest) => request.legacyUserId;
  const callerFor = (request: FastifyRequest) => callerOf(db, request);

  /**
   * An entity the caller names: a client's user reaches only its own client's entities (another's, or none by
   * that id, is not found); provider staff reach every one (null when there is none by that id).
   */
  async function reachEntity(caller: Caller, entityId: number) {
    const found = await repo.entity(db, entityId);
    requireOwn(caller, found?.clientId ?? null);
    return found;
  }

  // ----- lookups -------------------------------------------------------------------------------------------------
  app.get(
    `${API}/hmdaClientName`,
    respond(async (request) => ({ result: await repo.clients(db, (await callerFor(request)).clientId) })),
  );
  app.get(
    `${API}/hmdaBusinessLine`,
    respond(async (request) => ({
      result: await repo.businessLines(db, (await callerFor(request)).clientId),
    })),
  );
  app.get(
    `${API}/hmdaClientEntityName`,
    respond(async (request) => ({
      result: await repo.clientEntities(
        db,
        actingClient(await callerFor(request), optionalId(q(request, 'clientId'), 'clientId')),
        optionalId(q(request, 'businessLineId'), 'businessLineId'),
      ),
    })),
  );
  app.get(
    `${API}/get-hmdafederalagency`,
    respond(async () => ({ result: await repo.federalAgencies(db) })),
  );
  app.get(
    `${API}/get-hmdacheckdigit`,
    respond(async () => ({ result: CHECK_DIGITS.map((name, index) => ({ id: index + 1, name })) })),
  );
  app.get(
    `${API}/get-hmdavaluerequired`,
    respond(async () => ({ result: VALUE_REQUIRED.map((name, index) => ({ id: index + 1, name })) })),
  );
  const SCREEN_TABLES: Record<string, string> = {
    clientinfo: 'hmda_client_info',
    fieldmaster: 'hmda_field_master',
    clientvalue: 'hmda_client_values',
    validvalue: 'hmda_valid_values',
    fieldorder: 'hmda_field_order',
  };
  app.get(
    `${API}/get-hmdareportingyears`,
    respond(async (request) => {
      const screen = (q(request, 'screen') ?? '').replace(/[^a-z]/gi, '').toLowerCase();
      const { clientId } = await callerFor(request);
      return { result: await repo.reportingYears(db, SCREEN_TABLES[screen] ?? null, clientId) };
    }),
  );
  app.get(
    `${API}/get-hmdaclientValuereportingyears`,
    respond(async (request) => ({
      result: await repo.reportingYears(db, 'hmda_client_values', (await callerFor(request)).clientId),
    })),
  );
  app.get(
    `${API}/hmdaclientvaluefieldname`,
    respond(async (request) => {
      const entityId = requiredId(q(request, 'clientEntityId'), 'clientEntityId');
      const reportingYear = year(q(request, 'reportingYear'));
      await reachEntity(await callerFor(request), entityId);
      return { result: await repo.fieldsOf(db, entityId, reportingYear) };
    }),
  );
  app.post(
    `${API}/hmdaazimuthfieldname`,
    respond(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      return { result: await repo.azimuthFields(db, text(bodyValue(body, 'searchText')).trim() || null) };
    }),
  );

  // ----- client info ---------------------------------------------------------------------------------------------
  app.get(
    `${API}/get-hmdaclientinfo`,
    respond(async (request) => ({
      result: await repo.listClientInfo(
        db,
        optionalYear(q(request, 'year')),
        actingClient(await callerFor(request), optionalId(q(request, 'clientId'), 'clientId')),
      ),
    })),
  );

  /** Client info is its client's: a client's user saves it for its own client only (the client named or not). */
  async function clientInfoValues(body: Record<string, unknown>, caller: Caller) {
    const reportingYear = year(bodyValue(body, 'reportingYear'));
    const clientId = actingClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId'));
    const businessLineId = optionalId(bodyValue(body, 'businessLineId'), 'businessLineId');
    const clientEntityId = optionalId(bodyValue(body, 'clientEntityId'), 'clientEntityId');
    // The screen copies the agency's id into federalAgency before saving; federalAgencyObj.id is read as well.
    const agencyObj = bodyValue(body, 'federalAgencyObj');
    const federalAgencyId = optionalId(
      bodyValue(body, 'federalAgency') ?? (isPlainObject(agencyObj) ? bodyValue(agencyObj, 'id') : null),
      'federalAgency',
    );
    if (clientId === null) throw new Refusal(400, M.clientRequired);
    if (businessLineId === null) throw new Refusal(400, M.businessLineRequired);
    if (clientEntityId === null) throw new Refusal(400, M.entityRequired);
    if (federalAgencyId === null) throw new Refusal(400, M.federalAgencyRequired);
    const found = await reachEntity(caller, clientEntityId);
    if (!found || found.clientId !== clientId || found.businessLineId !== businessLineId)
      throw new Refusal(400, M.entityMismatch);
    const { rows } = await db.query('SELECT 1 FROM hmda_federal_agencies WHERE id = $1', [federalAgencyId]);
    if (rows.length === 0) throw new Refusal(400, M.federalAgencyRequired);
    return {
      reporting_year: reportingYear,
      client_id: clientId,
      business_line_id: businessLineId,
      client_entity_id: clientEntityId,
      federal_agency_id: federalAgencyId,
      is_active: flag(bodyValue(body, 'isActive'), 'isActive', true)!,
    };
  }

  app.post(
    `${API}/add-hmdaclientinfo`,
    respond(async (request) => {
      const values = await clientInfoValues(objectBody(request), await callerFor(request));
      const { rows } = await unique(
        db.query<{ id: number }>(
          `INSERT INTO hmda_client_info (reporting_year, client_id, business_line_id, client_entity_id,
             federal_agency_id, is_active, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [...Object.values(values), userOf(request)],
        ),
        M.clientInfoDuplicate,
      );
      return { result: await repo.getClientInfo(db, rows[0].id), message: M.saved };
    }),
  );
  app.put(
    `${API}/update-hmdaclientinfo`,
    respond(async (request) => {
      const body = objectBody(request);
      const id = requiredId(bodyValue(body, 'id'), 'id');
      const caller = await callerFor(request);
      requireOwn(caller, (await repo.getClientInfo(db, id))?.clientId ?? null);
      const values = await clientInfoValues(body, caller);
      await unique(
        updateRow(
          db,
          'hmda_client_info',
          id,
          optionalId(bodyValue(body, 'version'), 'version'),
          values,
          userOf(request),
          () => repo.getClientInfo(db, id),
        ),
        M.clientInfoDuplicate,
      );
      return { result: await repo.getClientInfo(db, id), message: M.saved };
    }),
  );

  // ----- field master ------------------------------------------------------------------------------------------------
  /** A list's filter: a client's user lists its own client's rows, and naming another's entity is not found. */
  async function entityYearFilter(
    body: Record<string, unknown>,
    caller: Caller,
  ): Promise<repo.EntityYearFilter> {
    const clientEntityId = optionalId(bodyValue(body, 'clientEntityId'), 'clientEntityId');
    if (clientEntityId !== null) await reachEntity(caller, clientEntityId);
    return {
      clientId: actingClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId')),
      id: optionalId(bodyValue(body, 'id'), 'id'),
      clientEntityId,
      reportingYear: optionalYear(bodyValue(body, 'reportingYear')),
      searchText: text(bodyValue(body, 'searchText')).trim() || null,
      isActive: flag(bodyValue(body, 'isActive'), 'isActive', null),
    };
  }
  const listBody = (request: FastifyRequest) => (isPlainObject(request.body) ? request.body : {});

  app.post(
    `${API}/hmdafieldmaster`,
    respond(async (request) => {
      const body = listBody(request);
      const filter = await entityYearFilter(body, await callerFor(request));
      return { result: await repo.listFieldMaster(db, filter, paging(body)) };
    }),
  );

  /** A field master row is its entity's client's: a client's user saves rows of its own entities only. */
  async function fieldMasterValues(body: Record<string, unknown>, caller: Caller) {
    const clientEntityId = optionalId(bodyValue(body, 'clientEntityId'), 'clientEntityId');
    const entity = clientEntityId === null ? null : await reachEntity(caller, clientEntityId);
    if (clientEntityId === null || !entity) throw new Refusal(400, M.entityRequired);
    const reportingYear = year(bodyValue(body, 'reportingYear'));
    const azimuthField = bodyValue(body, 'azimuthField');
    const azimuthFieldId = optionalId(
      bodyValue(body, 'azimuthFieldId') ??
        (isPlainObject(azimuthField) ? bodyValue(azimuthField, 'value') : null),
      'azimuthFieldId',
    );
    if (azimuthFieldId === null) throw new Refusal(400, M.azimuthFieldRequired);
    const { rows } = await db.query('SELECT 1 FROM hmda_azimuth_fields WHERE id = $1', [azimuthFieldId]);
    if (rows.length === 0) throw new Refusal(400, M.azimuthFieldRequired);
    const fieldName = str(body, 'fieldName');
    if (!fieldName) throw new Refusal(400, M.fieldNameRequired);
    if (fieldName.length > AN_MAX) throw new Refusal(400, M.valueTooLong(AN_MAX));
    const fieldType = str(body, 'fieldType').toUpperCase();
    if (fieldType !== 'AN' && fieldType !== 'N') throw new Refusal(400, M.fieldTypeRequired);
    let fieldLength: number | null = null;
    if (fieldType === 'AN') {
      const raw = bodyValue(body, 'fieldLength');
      const length = Number(raw);
      if (raw === null || raw === undefined || raw === '' || !Number.isInteger(length) || length < 1)
        throw new Refusal(400, M.lengthRequired);
      if (length > AN_MAX) throw new Refusal(400, M.lengthTooLong);
      fieldLength = length;
    }
    const checkDigit = str(body, 'checkDigit') || CHECK_DIGITS[0];
    const valueRequired = str(body, 'valueRequired') || VALUE_REQUIRED[0];
    if (!CHECK_DIGITS.includes(checkDigit))
      throw new Refusal(400, `checkDigit must be one of ${CHECK_DIGITS.join(', ')}.`);
    if (!VALUE_REQUIRED.includes(valueRequired))
      throw new Refusal(400, `valueRequired must be one of ${VALUE_REQUIRED.join(', ')}.`);
    return {
      client_entity_id: clientEntityId,
      client_id: entity.clientId,
      reporting_year: reportingYear,
      azimuth_field_id: azimuthFieldId,
      field_name: fieldName,
      field_type: fieldType,
      field_length: fieldLength,
      check_digit: checkDigit,
      value_required: valueRequired,
      description: str(body, 'description'),
      is_active: flag(bodyValue(body, 'isActive'), 'isActive', true)!,
    };
  }

  app.post(
    `${API}/add-hmdafieldmaster`,
    respond(async (request) => {
      const values = await fieldMasterValues(objectBody(request), await callerFor(request));
      const { rows } = await unique(
        db.query<{ id: number }>(
          `INSERT INTO hmda_field_master (client_entity_id, client_id, reporting_year, azimuth_field_id, field_name,
             field_type, field_length, check_digit, value_required, description, is_active, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [...Object.values(values), userOf(request)],
        ),
        M.fieldDuplicate,
      );
      return { result: await repo.getFieldMaster(db, rows[0].id), message: M.saved };
    }),
  );
  app.put(
    `${API}/update-hmdafieldmaster`,
    respond(async (request) => {
      const body = objectBody(request);
      const id = requiredId(bodyValue(body, 'id') ?? bodyValue(body, 'hmdaFieldMasterId'), 'id');
      const caller = await callerFor(request);
      requireOwn(caller, (await repo.getFieldMaster(db, id))?.clientId ?? null);
      const values = await fieldMasterValues(body, caller);
      await unique(
        updateRow(
          db,
          'hmda_field_master',
          id,
          optionalId(bodyValue(body, 'version'), 'version'),
          values,
          userOf(request),
          () => repo.getFieldMaster(db, id),
        ),
        M.fieldDuplicate,
      );
      return { result: await repo.getFieldMaster(db, id), message: M.saved };
    }),
  );

  // ----- client values, valid values, field order --------------------------------------------------------------
  const FIELD_LIST_CALLS: { list: repo.FieldListName; path: string; add: string; update: string }[] = [
    {
      list: 'clientValue',
      path: 'hmdaClientValue',
      add: 'add-hmdaclientvalue',
      update: 'update-hmdaclientvalue',
    },
    {
      list: 'validValue',
      path: 'hmdaValidValues',
      add: 'add-hmdavalidvalue',
      update: 'update-hmdavalidvalue',
    },
    {
      list: 'fieldOrder',
      path: 'hmdafieldorder',
      add: 'add-hmdafieldorder',
      update: 'update-hmdafieldorder',
    },
  ];

  /** The field the row belongs to: of the row's entity (one of the caller's own client, for a client's user) and year. */
  async function fieldOfRow(body: Record<string, unknown>, caller: Caller) {
    const clientEntityId = optionalId(bodyValue(body, 'clientEntityId'), 'clientEntityId');
    if (clientEntityId === null) throw new Refusal(400, M.entityRequired);
    await reachEntity(caller, clientEntityId);
    const reportingYear = year(bodyValue(body, 'reportingYear'));
    const fieldId = optionalId(bodyValue(body, 'hmdaFieldMasterId'), 'hmdaFieldMasterId');
    if (fieldId === null) throw new Refusal(400, M.fieldRequired);
    const field = await repo.getFieldMaster(db, fieldId);
    if (!field || field.clientEntityId !== clientEntityId || field.reportingYear !== reportingYear)
      throw new Refusal(400, M.fieldOfOtherEntity);
    return { clientEntityId, reportingYear, field };
  }

  function checkValue(value: string, field: repo.FieldMasterDto) {
    if (!value) throw new Refusal(400, M.valueRequired);
    if (field.fieldType === 'N') {
      if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Refusal(400, M.valueNotNumeric);
      return;
    }
    const max = Math.min(field.fieldLength ?? AN_MAX, AN_MAX);
    if (value.length > max) throw new Refusal(400, M.valueTooLong(max));
  }

  async function fieldRowValues(list: repo.FieldListName, body: Record<string, unknown>, caller: Caller) {
    const { clientEntityId, reportingYear, field } = await fieldOfRow(body, caller);
    const common = {
      client_entity_id: clientEntityId,
      client_id: field.clientId,
      reporting_year: reportingYear,
      hmda_field_master_id: field.id,
      is_active: flag(bodyValue(body, 'isActive'), 'isActive', true)!,
    };
    if (list === 'clientValue') {
      const clientValue = str(body, 'clientValue');
      checkValue(clientValue, field);
      return {
        ...common,
        client_value: clientValue,
        hmda_value: str(body, 'hmdaValue'),
        description: str(body, 'description'),
      };
    }
    if (list === 'validValue') {
      const validValue = str(body, 'validValue');
      checkValue(validValue, field);
      return { ...common, valid_value: validValue, description: str(body, 'description') };
    }
    const order = Number(bodyValue(body, 'fieldOrder'));
    if (!Number.isInteger(order) || order < 1) throw new Refusal(400, M.fieldOrderInvalid);
    return { ...common, field_order: order };
  }

  for (const call of FIELD_LIST_CALLS) {
    const table = repo.FIELD_LISTS[call.list].table;
    const duplicate = call.list === 'fieldOrder' ? M.fieldOrderDuplicate : M.valueDuplicate;
    app.post(
      `${API}/${call.path}`,
      respond(async (request) => {
        const body = listBody(request);
        const filter = await entityYearFilter(body, await callerFor(request));
        return { result: await repo.listFieldRows(db, call.list, filter, paging(body)) };
      }),
    );
    app.post(
      `${API}/${call.add}`,
      respond(async (request) => {
        const values = await fieldRowValues(call.list, objectBody(request), await callerFor(request));
        const columns = Object.keys(values);
        const { rows } = await unique(
          db.query<{ id: number }>(
            `INSERT INTO ${table} (${columns.join(', ')}, updated_by)
             VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}, $${columns.length + 1}) RETURNING id`,
            [...Object.values(values), userOf(request)],
          ),
          duplicate,
        );
        return { result: await repo.getFieldRow(db, call.list, rows[0].id), message: M.saved };
      }),
    );
    app.put(
      `${API}/${call.update}`,
      respond(async (request) => {
        const body = objectBody(request);
        const id = requiredId(bodyValue(body, 'id'), 'id');
        const caller = await callerFor(request);
        const current = await repo.getFieldRow(db, call.list, id);
        requireOwn(caller, current ? Number(current.clientId) : null);
        const values = await fieldRowValues(call.list, body, caller);
        await unique(
          updateRow(
            db,
            table,
            id,
            optionalId(bodyValue(body, 'version'), 'version'),
            values,
            userOf(request),
            () => repo.getFieldRow(db, call.list, id),
          ),
          duplicate,
        );
        return { result: await repo.getFieldRow(db, call.list, id), message: M.saved };
      }),
    );
  }

  // ----- replicate a year ----------------------------------------------------------------------------------------
  /** What a replicate copies: the rows of one client, of one entity when named (none: every client and entity). */
  interface ReplicateScope {
    clientId: number | null;
    clientEntityId: number | null;
  }
  interface ReplicatePlan {
    /** Rows of the target year in the scope (refused unless confirmed when any). */
    existing: (next: number, scope: ReplicateScope) => Promise<number>;
    source: (prior: number, scope: ReplicateScope) => Promise<number>;
    /** Copies and answers how many rows were inserted. */
    copy: (
      tx: Queryable,
      prior: number,
      next: number,
      scope: ReplicateScope,
      userId: number,
    ) => Promise<number>;
    /** Rows whose field is not in the new year's field master (never copied). */
    missing?: (prior: number, next: number, scope: ReplicateScope) => Promise<number>;
  }
  const countOf = async (sql: string, params: unknown[]) =>
    (await db.query<{ n: number }>(sql, params)).rows[0].n;

  /** The scope as SQL over `alias`, its client and entity taking parameters $index and $index + 1. */
  const scopeSql = (alias: string, index: number) =>
    `($${index}::int IS NULL OR ${alias}.client_id = $${index}) AND ` +
    `($${index + 1}::int IS NULL OR ${alias}.client_entity_id = $${index + 1})`;
  const scopeParams = (scope: ReplicateScope) => [scope.clientId, scope.clientEntityId];
  const yearCount = (table: string) => (targetYear: number, scope: ReplicateScope) =>
    countOf(`SELECT count(*)::int AS n FROM ${table} x WHERE x.reporting_year = $1 AND ${scopeSql('x', 2)}`, [
      targetYear,
      ...scopeParams(scope),
    ]);

  /** Rows hanging off the field master follow their field to the new year's field master row of the same field. */
  function fieldListPlan(table: string, columns: string[]): ReplicatePlan {
    const join = `JOIN hmda_field_master ofm ON ofm.id = x.hmda_field_master_id
      JOIN hmda_field_master nfm ON nfm.client_entity_id = ofm.client_entity_id
       AND nfm.azimuth_field_id = ofm.azimuth_field_id AND nfm.reporting_year = $2`;
    return {
      existing: yearCount(table),
      source: yearCount(table),
      missing: (prior, next, scope) =>
        countOf(
          `SELECT count(*)::int AS n FROM ${table} x JOIN hmda_field_master ofm ON ofm.id = x.hmda_field_master_id
            WHERE x.reporting_year = $1 AND ${scopeSql('x', 3)} AND NOT EXISTS (
              SELECT 1 FROM hmda_field_master nfm WHERE nfm.client_entity_id = ofm.client_entity_id
                 AND nfm.azimuth_field_id = ofm.azimuth_field_id AND nfm.reporting_year = $2)`,
          [prior, next, ...scopeParams(scope)],
        ),
      copy: async (tx, prior, next, scope, userId) =>
        (
          await tx.query(
            `INSERT INTO ${table} (client_entity_id, client_id, reporting_year, hmda_field_master_id,
               ${columns.join(', ')}, updated_by)
             SELECT x.client_entity_id, x.client_id, $2, nfm.id, ${columns.map((column) => `x.${column}`).join(', ')}, $5
               FROM ${table} x ${join}
              WHERE x.reporting_year = $1 AND ${scopeSql('x', 3)}
             ON CONFLICT DO NOTHING RETURNING id`,
            [prior, next, ...scopeParams(scope), userId],
          )
        ).rows.length,
    };
  }

  const PLANS: Record<string, ReplicatePlan> = {
    hmdaclientinfo: {
      existing: yearCount('hmda_client_info'),
      source: yearCount('hmda_client_info'),
      copy: async (tx, prior, next, scope, userId) =>
        (
          await tx.query(
            `INSERT INTO hmda_client_info (reporting_year, client_id, business_line_id, client_entity_id,
               federal_agency_id, is_active, updated_by)
             SELECT $2, x.client_id, x.business_line_id, x.client_entity_id, x.federal_agency_id, x.is_active, $5
               FROM hmda_client_info x WHERE x.reporting_year = $1 AND ${scopeSql('x', 3)}
             ON CONFLICT DO NOTHING RETURNING id`,
            [prior, next, ...scopeParams(scope), userId],
          )
        ).rows.length,
    },
    hmdafieldmaster: {
      existing: yearCount('hmda_field_master'),
      source: yearCount('hmda_field_master'),
      copy: async (tx, prior, next, scope, userId) =>
        (
          await tx.query(
            `INSERT INTO hmda_field_master (client_entity_id, client_id, reporting_year, azimuth_field_id, field_name,
               field_type, field_length, check_digit, value_required, description, is_active, updated_by)
             SELECT x.client_entity_id, x.client_id, $2, x.azimuth_field_id, x.field_name, x.field_type,
                    x.field_length, x.check_digit, x.value_required, x.description, x.is_active, $5
               FROM hmda_field_master x WHERE x.reporting_year = $1 AND ${scopeSql('x', 3)}
             ON CONFLICT DO NOTHING RETURNING id`,
            [prior, next, ...scopeParams(scope), userId],
          )
        ).rows.length,
    },
    hmdaclientvalue: fieldListPlan('hmda_client_values', [
      'client_value',
      'hmda_value',
      'description',
      'is_active',
    ]),
    hmdavalidvalue: fieldListPlan('hmda_valid_values', ['valid_value', 'description', 'is_active']),
    hmdafieldorder: fieldListPlan('hmda_field_order', ['field_order', 'is_active']),
  };

  for (const [name, plan] of Object.entries(PLANS)) {
    app.post(
      `${REPLICATE}/${name}`,
      respond(async (request) => {
        const body = objectBody(request);
        const prior = year(bodyValue(body, 'priorReportingYear'));
        const next = year(bodyValue(body, 'newReportingYear'));
        if (prior === next) throw new Refusal(400, M.sameYear);
        // A client's user replicates its own client's rows only, whatever the body names.
        const caller = await callerFor(request);
        const scope: ReplicateScope = {
          clientId: actingClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId')),
          clientEntityId: null,
        };
        if (name === 'hmdaclientinfo') {
          if (scope.clientId === null) throw new Refusal(400, M.clientRequired);
        } else {
          scope.clientEntityId = optionalId(bodyValue(body, 'clientEntityId'), 'clientEntityId');
          if (scope.clientEntityId !== null) await reachEntity(caller, scope.clientEntityId);
        }
        const confirmed = flag(bodyValue(body, 'confirm'), 'confirm', false)!;
        const existing = await plan.existing(next, scope);
        if (existing > 0 && !confirmed)
          throw new Refusal(409, M.targetHasData(next), { existingCount: existing });
        const sourceCount = await plan.source(prior, scope);
        const missing = plan.missing ? await plan.missing(prior, next, scope) : 0;
        const copied = await db.transaction((tx) => plan.copy(tx, prior, next, scope, userOf(request)));
        const alreadyThere = sourceCount - missing - copied;
        return {
          result: { sourceCount, copied, alreadyThere, missingField: missing, existingCount: existing },
          message: M.replicated(copied, prior, next, alreadyThere, missing),
        };
      }),
    );
  }

  // ----- systems -------------------------------------------------------------------------------------------------
  app.get(
    `${API}/get-azimuth-hmda-system`,
    respond(async (request) => ({
      result: await repo.listSystems(db, flag(q(request, 'isActive'), 'isActive', null)),
    })),
  );
  app.post(
    `${API}/submit-azimuth-hmda-system`,
    respond(async (request) => {
      // The HMDA systems are the provider's: provider staff change them.
      requireProviderWriter(await callerFor(request));
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const values = {
        code: str(body, 'code'),
        name: str(body, 'name'),
        description: str(body, 'description'),
        vendor: str(body, 'vendor'),
        is_active: flag(bodyValue(body, 'isActive'), 'isActive', true)!,
      };
      if (!values.code) throw new Refusal(400, M.codeRequired);
      if (!values.name) throw new Refusal(400, M.nameRequired);
      if (id === null) {
        const { rows } = await unique(
          db.query<{ id: number }>(
            `INSERT INTO hmda_systems (code, name, description, vendor, is_active, updated_by)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [...Object.values(values), userOf(request)],
          ),
          M.codeDuplicate,
        );
        return { result: await repo.getSystem(db, rows[0].id), message: M.saved };
      }
      await unique(
        updateRow(
          db,
          'hmda_systems',
          id,
          optionalId(bodyValue(body, 'version'), 'version'),
          values,
          userOf(request),
          () => repo.getSystem(db, id),
        ),
        M.codeDuplicate,
      );
      return { result: await repo.getSystem(db, id), message: M.saved };
    }),
  );

  app.get(
    `${API}/get-hmdadetailsystem`,
    respond(async (request) => ({
      result: await repo.listDetailSystems(
        db,
        actingClient(await callerFor(request), optionalId(q(request, 'clientId'), 'clientId')),
      ),
    })),
  );
  app.post(
    `${API}/submit-hmdadetailsystem`,
    respond(async (request) => {
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      // A client's systems are its own: a client's user keeps its own client's only.
      const caller = await callerFor(request);
      if (id !== null) requireOwn(caller, (await repo.getDetailSystem(db, id))?.clientId ?? null);
      const clientId = actingClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId'));
      const systemId = optionalId(bodyValue(body, 'systemId'), 'systemId');
      if (clientId === null) throw new Refusal(400, M.clientRequired);
      if (systemId === null || !(await repo.getSystem(db, systemId)))
        throw new Refusal(400, M.systemRequired);
      const values = {
        client_id: clientId,
        system_id: systemId,
        reporting_year: year(bodyValue(body, 'reportingYear')),
        description: str(body, 'description'),
        is_active: flag(bodyValue(body, 'isActive'), 'isActive', true)!,
      };
      if (id === null) {
        const { rows } = await unique(
          db.query<{ id: number }>(
            `INSERT INTO hmda_detail_systems (client_id, system_id, reporting_year, description, is_active, updated_by)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [...Object.values(values), userOf(request)],
          ),
          M.detailDuplicate,
        );
        return { result: await repo.getDetailSystem(db, rows[0].id), message: M.saved };
      }
      await unique(
        updateRow(
          db,
          'hmda_detail_systems',
          id,
          optionalId(bodyValue(body, 'version'), 'version'),
          values,
          userOf(request),
          () => repo.getDetailSystem(db, id),
        ),
        M.detailDuplicate,
      );
      return { result: await repo.getDetailSystem(db, id), message: M.saved };
    }),
  );
  app.delete(
    `${API}/deletehmdadetailsystem`,
    respond(async (request) => {
      const id = requiredId(q(request, 'id'), 'id');
      requireOwn(await callerFor(request), (await repo.getDetailSystem(db, id))?.clientId ?? null);
      const { rows } = await db.query('DELETE FROM hmda_detail_systems WHERE id = $1 RETURNING id', [id]);
      if (rows.length === 0) throw new Refusal(404, M.notFound('Detail system'));
      return { result: true, message: M.deleted };
    }),
  );

  // ----- edit references -----------------------------------------------------------------------------------------
  const editFilter = (body: Record<string, unknown>): repo.EditReferenceFilter => {
    const value = (name: string) => text(bodyValue(body, name)).trim() || null;
    return {
      fieldGroup: value('fieldGroup'),
      fieldType: value('fieldType'),
      editSet: value('editSet'),
      editType: value('editType'),
      editSubtype: value('editSubtype'),
      process: value('process'),
      systemId: optionalId(bodyValue(body, 'systemId'), 'systemId'),
      isActive: flag(bodyValue(body, 'isActive'), 'isActive', null),
      searchText: value('searchText'),
    };
  };
  app.get(
    `${API}/get-edit-reference-filters`,
    respond(async () => ({ result: await repo.editReferenceFilters(db) })),
  );
  app.post(
    `${API}/get-edit-reference-list`,
    respond(async (request) => {
      const body = listBody(request);
      return { result: await repo.listEditReferences(db, editFilter(body), paging(body)) };
    }),
  );

  async function saveEditReference(tx: Queryable, body: Record<string, unknown>, userId: number) {
    const id = optionalId(bodyValue(body, 'id'), 'id');
    const values = {
      field_group: str(body, 'fieldGroup'),
      field_type: str(body, 'fieldType'),
      edit_set: str(body, 'editSet'),
      edit_type: str(body, 'editType'),
      edit_subtype: str(body, 'editSubtype'),
      edit_number: str(body, 'editNumber'),
      process: str(body, 'process'),
      process_item: str(body, 'processItem'),
      field_item: str(body, 'fieldItem'),
      edit_message: text(bodyValue(body, 'editMessage')).trim(),
      edit_description: str(body, 'editDescription'),
      edit_resolution: text(bodyValue(body, 'editResolution')).trim(),
      is_active: flag(bodyValue(body, 'isActive'), 'isActive', true)!,
    };
    if (!['CFPB', 'AGRC', 'LOS'].includes(values.edit_type)) throw new Refusal(400, M.editTypeRequired);
    if (!['Validity', 'Quality', 'Syntax'].includes(values.edit_subtype))
      throw new Refusal(400, M.editSubtypeRequired);
    if (!values.edit_number) throw new Refusal(400, M.editNumberRequired);
    if (!values.edit_message) throw new Refusal(400, M.editMessageRequired);
    if (values.edit_message.length > EDIT_TEXT_MAX) throw new Refusal(400, M.editMessageTooLong);
    if (values.edit_resolution.length > EDIT_TEXT_MAX) throw new Refusal(400, M.editResolutionTooLong);
    const rawSystems = bodyValue(body, 'systems');
    const systemIds = Array.isArray(rawSystems)
      ? [
          ...new Set(
            rawSystems.map((system) =>
              requiredId(isPlainObject(system) ? bodyValue(system, 'id') : system, 'systems'),
            ),
          ),
        ]
      : null;
    let savedId = id;
    if (id === null) {
      const columns = Object.keys(values);
      const { rows } = await unique(
        tx.query<{ id: number }>(
          `INSERT INTO hmda_edit_references (${columns.join(', ')}, updated_by)
           VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}, $${columns.length + 1}) RETURNING id`,
          [...Object.values(values), userId],
        ),
        M.editDuplicate,
      );
      savedId = rows[0].id;
    } else {
      await unique(
        updateRow(
          tx,
          'hmda_edit_references',
          id,
          optionalId(bodyValue(body, 'version'), 'version'),
          values,
          userId,
          () => repo.getEditReference(tx, id),
        ),
        M.editDuplicate,
      );
    }
    // systems left out keep the stored ones; a list replaces them.
    if (systemIds !== null) {
      await tx.query('DELETE FROM hmda_edit_reference_systems WHERE edit_reference_id = $1', [savedId]);
      for (const systemId of systemIds) {
        if (!(await repo.getSystem(tx, systemId))) throw new Refusal(400, M.systemRequired);
        await tx.query(
          'INSERT INTO hmda_edit_reference_systems (edit_reference_id, system_id) VALUES ($1, $2)',
          [savedId, systemId],
        );
      }
    }
    return savedId!;
  }

  // A list of references, or one: all saved in one transaction, the saved rows answered.
  app.post(
    `${API}/submit-edit-reference-list`,
    respond(async (request) => {
      // Edit references are the provider's: provider staff change them.
      requireProviderWriter(await callerFor(request));
      const rows = Array.isArray(request.body) ? request.body : [objectBody(request)];
      if (rows.length === 0 || !rows.every(isPlainObject)) throw new Refusal(400, 'The request is invalid.');
      const ids = await db.transaction(async (tx) => {
        const saved: number[] = [];
        for (const row of rows) saved.push(await saveEditReference(tx, row, userOf(request)));
        return saved;
      });
      const result = [];
      for (const id of ids) result.push(await repo.getEditReference(db, id));
      return { result, message: M.saved };
    }),
  );

  // ----- bank master and LAR files -------------------------------------------------------------------------------
  // A bank belongs to a client (or to none): a client's user sees its own client's banks and their LAR files only.
  app.get(
    `${API}/hmda-Bank-Master`,
    respond(async (request) => ({ result: await repo.banks(db, (await callerFor(request)).clientId) })),
  );
  app.get(
    `${API}/get-hmda-lar-files`,
    respond(async (request) => {
      const caller = await callerFor(request);
      const bankId = optionalId(q(request, 'BankId'), 'BankId');
      if (bankId !== null) requireOwn(caller, (await repo.bank(db, bankId))?.clientId ?? null);
      return { result: await repo.larFiles(db, bankId, caller.clientId) };
    }),
  );

  // File (the name as sent), fileText, fileName, utilityType, year, BankId, BankName: either a JSON body (fileText
  // in base64), or the file's text itself as the body (text/plain, streamed by the sender) with the other fields in
  // the query. The file is kept and its records read in one transaction; a file that fails any check changes
  // nothing, and neither does a body cut short. A client's user uploads for its own client's bank only.
  // One file per bank, year and quarter: the same file again is refused (nothing to store), another file of that
  // period replaces the earlier one and its records, and the answer says which file it replaced.
  app.post(
    `${API}/hmda-lar-file-ingestion`,
    { bodyLimit: Math.ceil((LAR_MAX_BYTES * 4) / 3) + 64 * 1024 },
    respond(async (request) => {
      const streamed = typeof request.body === 'string';
      const body = streamed ? queryFields(request, LAR_QUERY_FIELDS) : objectBody(request);
      const fileName = (str(body, 'fileName') || str(body, 'File')).split(/[\\/]/).pop()!;
      if (!/\.txt$/i.test(fileName)) throw new Refusal(400, LAR_MESSAGES.fileType);
      const content = streamed
        ? Buffer.from(request.body as string, 'utf8')
        : Buffer.from(text(bodyValue(body, 'fileText')), 'base64');
      if (content.length === 0) throw new Refusal(400, LAR_MESSAGES.empty);
      if (content.length > LAR_MAX_BYTES) throw new Refusal(400, LAR_MESSAGES.tooLarge);
      const utilityType = str(body, 'utilityType');
      if (!UTILITY_TYPES.includes(utilityType)) throw new Refusal(400, M.utilityTypeRequired);
      const reportingYear = year(bodyValue(body, 'year'));
      const bankId = optionalId(bodyValue(body, 'BankId'), 'BankId');
      const bank = bankId === null ? null : await repo.bank(db, bankId);
      if (!bank) throw new Refusal(400, M.bankRequired);
      requireOwn(await callerFor(request), bank.clientId);
      const fileText = content.toString('utf8');
      const lar = readLarFile(fileText, reportingYear, utilityType);
      if ('error' in lar) throw new Refusal(400, lar.error);
      if (lar.lei !== bank.lei) throw new Refusal(400, LAR_MESSAGES.bankLei);
      const contentHash = createHash('sha256').update(fileText, 'utf8').digest('hex');
      const { rows: same } = await db.query<{ file_name: string; uploaded_at: string; record_count: number }>(
        `SELECT file_name, uploaded_at, record_count FROM hmda_lar_files
          WHERE bank_id = $1 AND reporting_year = $2 AND content_hash = $3 LIMIT 1`,
        [bank.id, reportingYear, contentHash],
      );
      if (same[0]) {
        const uploadedOn = new Date(String(same[0].uploaded_at)).toISOString().slice(0, 10);
        throw new Refusal(
          409,
          M.larAlreadyIngested(same[0].file_name, uploadedOn, Number(same[0].record_count)),
        );
      }
      const userId = userOf(request);
      const { stored, replaced } = await unique(
        db.transaction(async (tx) => {
          const { rows: earlier } = await tx.query<{ file_name: string; record_count: number }>(
            `DELETE FROM hmda_lar_files WHERE bank_id = $1 AND reporting_year = $2 AND quarter = $3
             RETURNING file_name, record_count`,
            [bank.id, reportingYear, lar.quarter],
          );
          const { rows } = await tx.query<Record<string, unknown>>(
            `INSERT INTO hmda_lar_files (bank_id, client_id, bank_name, reporting_year, utility_type, file_name,
               file_text, content_hash, size, lei, quarter, record_count, uploaded_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
             RETURNING ${repo.LAR_FILE_COLUMNS}`,
            [
              bank.id,
              bank.clientId,
              bank.name,
              reportingYear,
              utilityType,
              fileName,
              fileText,
              contentHash,
              content.length,
              lar.lei,
              lar.quarter,
              lar.records.length,
              userId,
            ],
          );
          const fileId = rows[0].id;
          // Records in batches of 500 rows per statement.
          for (let start = 0; start < lar.records.length; start += 500) {
            const batch = lar.records.slice(start, start + 500);
            const params: unknown[] = [fileId];
            const tuples = batch.map((record) => {
              const values = [
                record.row,
                record.uli,
                record.loanType,
                record.loanPurpose,
                record.loanAmount,
                record.actionTaken,
                record.actionTakenDate,
                record.state,
              ];
              const placeholders = values.map((value) => {
                params.push(value);
                return `$${params.length}`;
              });
              return `($1, ${placeholders.join(', ')})`;
            });
            await tx.query(
              `INSERT INTO hmda_lar_records (lar_file_id, row_number, uli, loan_type, loan_purpose, loan_amount,
               action_taken, action_taken_date, state) VALUES ${tuples.join(', ')}`,
              params,
            );
          }
          const before = earlier[0];
          return {
            stored: repo.toLarFile(rows[0]),
            replaced: before
              ? { fileName: before.file_name, recordCount: Number(before.record_count) }
              : null,
          };
        }),
        M.larRace,
      );
      return {
        result: { ...stored, institutionName: lar.institutionName, replaced },
        message: replaced
          ? M.larReplaced(stored.recordCount, fileName, bank.name, reportingYear, replaced)
          : M.larIngested(stored.recordCount, fileName, bank.name, reportingYear),
      };
    }),
  );

  // ----- exports -------------------------------------------------------------------------------------------------
  const ALL = { pageNumber: 1, pageSize: null };
  const fieldColumns: ExportColumn<Record<string, unknown>>[] = [
    { header: 'Entity', value: (row) => String(row.entityName) },
    { header: 'Reporting Year', value: (row) => Number(row.reportingYear) },
    { header: 'Azimuth Field', value: (row) => String(row.azimuthFieldName) },
    { header: 'Field Name', value: (row) => String(row.fieldName) },
  ];
  const status: ExportColumn<{ isActive: boolean }> = {
    header: 'Status',
    value: (row) => (row.isActive ? 'Active' : 'Inactive'),
  };
  const exports: {
    path: string;
    name: string;
    /** The rows, as the caller may read them (a client's user: its own client's). */
    load: (body: Record<string, unknown>, caller: Caller) => Promise<unknown[]>;
    columns: ExportColumn<never>[];
  }[] = [
    {
      path: 'hmdaFieldMasterExport',
      name: 'FieldMaster',
      load: async (body, caller) =>
        (await repo.listFieldMaster(db, await entityYearFilter(body, caller), ALL)).data,
      columns: [
        ...fieldColumns,
        { header: 'Field Type', value: (row: repo.FieldMasterDto) => row.fieldType },
        { header: 'Length', value: (row: repo.FieldMasterDto) => row.fieldLength ?? '' },
        { header: 'Check Digit', value: (row: repo.FieldMasterDto) => row.checkDigit },
        { header: 'Value Required', value: (row: repo.FieldMasterDto) => row.valueRequired },
        { header: 'Description', value: (row: repo.FieldMasterDto) => row.description },
        status,
      ] as ExportColumn<never>[],
    },
    {
      path: 'clientValueExport',
      name: 'ClientValues',
      load: async (body, caller) =>
        (await repo.listFieldRows(db, 'clientValue', await entityYearFilter(body, caller), ALL)).data,
      columns: [
        ...fieldColumns,
        { header: 'Client Value', value: (row: Record<string, unknown>) => String(row.clientValue) },
        { header: 'HMDA Value', value: (row: Record<string, unknown>) => String(row.hmdaValue) },
        { header: 'Description', value: (row: Record<string, unknown>) => String(row.description) },
        status,
      ] as ExportColumn<never>[],
    },
    {
      path: 'hmdaValidValueExport',
      name: 'ValidValues',
      load: async (body, caller) =>
        (await repo.listFieldRows(db, 'validValue', await entityYearFilter(body, caller), ALL)).data,
      columns: [
        ...fieldColumns,
        { header: 'Valid Value', value: (row: Record<string, unknown>) => String(row.validValue) },
        { header: 'Description', value: (row: Record<string, unknown>) => String(row.description) },
        status,
      ] as ExportColumn<never>[],
    },
    {
      path: 'hmdaFieldOrderExport',
      name: 'FieldOrder',
      load: async (body, caller) =>
        (await repo.listFieldRows(db, 'fieldOrder', await entityYearFilter(body, caller), ALL)).data,
      columns: [
        ...fieldColumns,
        { header: 'Field Order', value: (row: Record<string, unknown>) => Number(row.fieldOrder) },
        status,
      ] as ExportColumn<never>[],
    },
    {
      path: 'export-edit-reference-list',
      name: 'EditReferences',
      load: async (body) => (await repo.listEditReferences(db, editFilter(body), ALL)).data,
      columns: [
        { header: 'Edit Type', value: (row: repo.EditReferenceDto) => row.editType },
        { header: 'Edit Subtype', value: (row: repo.EditReferenceDto) => row.editSubtype },
        { header: 'Edit Number', value: (row: repo.EditReferenceDto) => row.editNumber },
        { header: 'Field Group', value: (row: repo.EditReferenceDto) => row.fieldGroup },
        { header: 'Field Type', value: (row: repo.EditReferenceDto) => row.fieldType },
        { header: 'Edit Set', value: (row: repo.EditReferenceDto) => row.editSet },
        { header: 'Process', value: (row: repo.EditReferenceDto) => row.process },
        { header: 'Process Item', value: (row: repo.EditReferenceDto) => row.processItem },
        { header: 'Field Item', value: (row: repo.EditReferenceDto) => row.fieldItem },
        { header: 'Edit Message', value: (row: repo.EditReferenceDto) => row.editMessage },
        { header: 'Edit Description', value: (row: repo.EditReferenceDto) => row.editDescription },
        { header: 'Edit Resolution', value: (row: repo.EditReferenceDto) => row.editResolution },
        {
          header: 'Systems',
          value: (row: repo.EditReferenceDto) => row.systems.map((system) => system.name).join(', '),
        },
        status,
      ] as ExportColumn<never>[],
    },
    {
      path: 'export-hmda-system',
      name: 'HmdaSystems',
      load: async (body) => repo.listSystems(db, flag(bodyValue(body, 'isActive'), 'isActive', null)),
      columns: [
        { header: 'Code', value: (row: { code: string }) => row.code },
        { header: 'Name', value: (row: { name: string }) => row.name },
        { header: 'Description', value: (row: { description: string }) => row.description },
        { header: 'Vendor', value: (row: { vendor: string }) => row.vendor },
        status,
      ] as ExportColumn<never>[],
    },
    // Ours: the lists the older application exported only from the browser.
    {
      path: 'export-hmdaclientinfo',
      name: 'ClientInfo',
      load: async (body, caller) =>
        repo.listClientInfo(
          db,
          optionalYear(bodyValue(body, 'year')),
          actingClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId')),
        ),
      columns: [
        { header: 'Reporting Year', value: (row: repo.ClientInfoDto) => row.reportingYear },
        { header: 'Client', value: (row: repo.ClientInfoDto) => row.clientName },
        { header: 'Business Line', value: (row: repo.ClientInfoDto) => row.businessLineName },
        { header: 'Entity', value: (row: repo.ClientInfoDto) => row.entityName },
        { header: 'Federal Agency', value: (row: repo.ClientInfoDto) => row.federalAgencyObj.name },
        status,
      ] as ExportColumn<never>[],
    },
    {
      path: 'export-hmdadetailsystem',
      name: 'DetailSystems',
      load: async (body, caller) =>
        repo.listDetailSystems(db, actingClient(caller, optionalId(bodyValue(body, 'clientId'), 'clientId'))),
      columns: [
        { header: 'Client', value: (row: { clientName: string }) => row.clientName },
        { header: 'System', value: (row: { systemName: string }) => row.systemName },
        { header: 'Reporting Year', value: (row: { reportingYear: number }) => row.reportingYear },
        { header: 'Description', value: (row: { description: string }) => row.description },
        status,
      ] as ExportColumn<never>[],
    },
    {
      path: 'export-hmda-bank-master',
      name: 'BankMaster',
      load: async (_body, caller) => repo.banks(db, caller.clientId),
      columns: [
        { header: 'Bank Id', value: (row: { BankId: number }) => row.BankId },
        { header: 'Bank Name', value: (row: { BankName: string }) => row.BankName },
        { header: 'LEI', value: (row: { lei: string }) => row.lei },
        { header: 'Federal Agency', value: (row: { federalAgency: string }) => row.federalAgency },
        { header: 'City', value: (row: { city: string }) => row.city },
        { header: 'State', value: (row: { state: string }) => row.state },
      ] as ExportColumn<never>[],
    },
  ];
  for (const spec of exports) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const body = isPlainObject(request.body) ? request.body : {};
        const rows = await spec.load(body, await callerFor(request));
        const file = await exportWorkbook(
          spec.name,
          spec.columns as ExportColumn<unknown>[],
          rows,
          new Date(),
        );
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.content);
      } catch (error) {
        if (error instanceof Refusal) return reply.code(error.status).send(refusal(error.message));
        throw error;
      }
    };
    app.post(`${API}/${spec.path}`, handler);
    // export-hmda-system is a GET in the older catalogue; every export also answers POST with its filter.
    if (spec.path === 'export-hmda-system') app.get(`${API}/${spec.path}`, handler);
  }
}
