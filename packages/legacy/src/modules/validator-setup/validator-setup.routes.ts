import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { OwnershipRefusal } from '../../http/caller.js';
import { bodyValue } from '../../http/params.js';
import {
  flag,
  objectBody,
  optionalId,
  paging,
  q,
  requiredId,
  respond,
  text,
  ValidatorRefusal,
} from '../validator/validator.http.js';
import { readClientFile } from './client-file.js';
import {
  accessOfRequest,
  clientFilter,
  requireClient,
  requireClientWriter,
  requireStaff,
  requireStaffWriter,
} from './validator-setup.access.js';

export const SETUP = '/api/validatorfile-setup';

export const SETUP_MESSAGES = {
  saved: 'Data saved successfully.',
  deleted: 'Record deleted successfully.',
  notFound: (what: string) => `${what} not found.`,
  changed: 'The record was changed by another user. Reload it and try again.',
  entityNameRequired: 'Entity name is required.',
  prefixInvalid: 'File prefix may hold only letters, digits and underscores (at most 20).',
  entityDuplicate: 'An entity of this name already exists for the client and business line.',
  prefixDuplicate: 'This file prefix is already used by another entity of the client.',
  parentInvalid: 'The parent entity must belong to the same client and business line.',
  entityInUse: 'The entity has files or child entities and cannot be deleted.',
  sourceFieldRequired: 'Client source field is required.',
  sourceFieldDuplicate: 'This client source field is already mapped for the entity.',
  impactedOtherLine: "An impacted requirement must be a business requirement of the entity's business line.",
  destinationRequired: 'Destination table and field are required unless the field is ignored or removed.',
  lengthInvalid: 'Length must be a whole number from 1 to 8000.',
  mergedNeedsTarget: 'A merged field names the field it is merged into.',
  uploaded: (name: string, rows: number) => `File ${name} uploaded: ${rows} data rows read.`,
  headerMatches: 'The file header matches the mapped header.',
  headerDiffers: (added: number, missing: number) =>
    `The file header differs from the mapped header: ${added} new and ${missing} missing fields.`,
  openRequest: 'A header change request of this entity is already submitted; wait for its decision.',
  notSubmittable: 'Only a saved or rejected request can be submitted.',
  notDecidable: 'Only a submitted request can be approved or rejected.',
  submitted: 'Header changes submitted for approval.',
  approved: 'Header changes approved.',
  rejected: 'The client request was rejected.',
  rejectReasonRequired: 'Choose a reject reason.',
  nothingToSubmit: 'The file header matches the mapped header: there is nothing to submit.',
  notAwaitingStaging: 'Only a file whose header is approved awaits staging approval.',
  stagingTableRequired: 'Choose the staging table.',
  staged: 'The file was approved for staging.',
  stagingRejected: 'The file was not approved for staging.',
  stepNameRequired: 'Name is required.',
  stepDuplicate: 'A step or group of this name already exists.',
  // The words of the ownership rules (packages/rules, OWNERSHIP_MESSAGES.ownWork).
  ownWork: 'You submitted this item, so another person must approve it or send it back.',
} as const;
const M = SETUP_MESSAGES;

const PREFIX_PATTERN = /^[A-Za-z0-9_]{1,20}$/;

// ----- rows and their wire shapes ---------------------------------------------------------------------------------

interface EntityRow {
  id: number;
  client_id: number;
  business_line_id: number;
  entity_name: string;
  prefix_name: string;
  parent_entity_id: number | null;
  parent_name: string | null;
  is_transactional: boolean;
  is_hmda: boolean;
  version: number;
}

const ENTITY_SELECT = `SELECT e.id, e.client_id, e.business_line_id, e.entity_name, e.prefix_name, e.parent_entity_id,
  p.entity_name AS parent_name, e.is_transactional, e.is_hmda, e.version
  FROM vs_entities e LEFT JOIN vs_entities p ON p.id = e.parent_entity_id`;

export const entityOut = (row: EntityRow) => ({
  entityId: row.id,
  entityName: row.entity_name,
  prefixName: row.prefix_name,
  parentEntityId: row.parent_entity_id,
  parentEntityName: row.parent_name,
  isTransactional: row.is_transactional,
  isHMDA: row.is_hmda,
  clientId: row.client_id,
  businessLineId: row.business_line_id,
  version: row.version,
});

export async function getEntity(db: Queryable, id: number): Promise<EntityRow> {
  const { rows } = await db.query<EntityRow>(`${ENTITY_SELECT} WHERE e.id = $1`, [id]);
  if (!rows[0]) throw new ValidatorRefusal(404, M.notFound('Entity'));
  return rows[0];
}

interface HeaderFieldRow {
  id: number;
  entity_id: number;
  sort_order: number;
  client_source_field: string;
  client_source_type: string | null;
  client_source_length: number | null;
  destination_table: string | null;
  destination_field: string | null;
  destination_type: string | null;
  destination_length: number | null;
  is_new: boolean;
  is_ignored: boolean;
  is_encrypted: boolean;
  is_removed: boolean;
  is_merged: boolean;
  merged_into: string | null;
  is_old_field_active: boolean;
  impacted_requirement_ids: number[];
  impacted: { id: number; requirementNumber: string }[] | null;
  version: number;
}

const HEADER_SELECT = `SELECT h.*, (SELECT json_agg(json_build_object('id', r.id, 'requirementNumber', r.requirement_number) ORDER BY r.requirement_number)
    FROM requirements r WHERE r.id = ANY(h.impacted_requirement_ids)) AS impacted
  FROM vs_header_fields h`;

const headerOut = (row: HeaderFieldRow) => ({
  headerFieldId: row.id,
  entityId: row.entity_id,
  sortOrder: row.sort_order,
  clientSourceField: row.client_source_field,
  clientSourceType: row.client_source_type,
  clientSourceLength: row.client_source_length,
  azimuthDestinationTable: row.destination_table,
  azimuthDestinationField: row.destination_field,
  azimuthDestinationDataType: row.destination_type,
  azimuthDestinationLength: row.destination_length,
  isNew: row.is_new,
  isIgnored: row.is_ignored,
  isEncrypted: row.is_encrypted,
  isRemoved: row.is_removed,
  isMerged: row.is_merged,
  mergedInto: row.merged_into,
  isOldFieldActive: row.is_old_field_active,
  impactedRequirementIds: row.impacted_requirement_ids,
  impactedRequirements: row.impacted ?? [],
  version: row.version,
});

async function headerFields(db: Queryable, entityId: number) {
  const { rows } = await db.query<HeaderFieldRow>(
    `${HEADER_SELECT} WHERE h.entity_id = $1 ORDER BY h.sort_order, h.id`,
    [entityId],
  );
  return rows.map(headerOut);
}

/** The header field values of a body (a header field save, or a row of a header change request). */
function headerValues(body: Record<string, unknown>) {
  const lengthOf = (name: string) => {
    const raw = bodyValue(body, name);
    if (raw === undefined || raw === null || raw === '') return null;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 8000)
      throw new ValidatorRefusal(400, M.lengthInvalid);
    return value;
  };
  const optional = (name: string) => text(bodyValue(body, name)).trim() || null;
  const rawImpacted = bodyValue(body, 'impactedRequirementIds');
  const impacted = Array.isArray(rawImpacted)
    ? rawImpacted.map((value) => requiredId(value, 'impactedRequirementIds'))
    : [];
  const values = {
    clientSourceField: text(bodyValue(body, 'clientSourceField')).trim(),
    clientSourceType: optional('clientSourceType'),
    clientSourceLength: lengthOf('clientSourceLength'),
    destinationTable: optional('azimuthDestinationTable'),
    destinationField: optional('azimuthDestinationField'),
    destinationType: optional('azimuthDestinationDataType'),
    destinationLength: lengthOf('azimuthDestinationLength'),
    isNew: flag(bodyValue(body, 'isNew'), 'isNew', false)!,
    isIgnored: flag(bodyValue(body, 'isIgnored'), 'isIgnored', false)!,
    isEncrypted: flag(bodyValue(body, 'isEncrypted'), 'isEncrypted', false)!,
    isRemoved: flag(bodyValue(body, 'isRemoved'), 'isRemoved', false)!,
    isMerged: flag(bodyValue(body, 'isMerged'), 'isMerged', false)!,
    mergedInto: optional('mergedInto'),
    isOldFieldActive: flag(bodyValue(body, 'isOldFieldActive'), 'isOldFieldActive', true)!,
    impactedRequirementIds: [...new Set(impacted)],
  };
  if (!values.clientSourceField) throw new ValidatorRefusal(400, M.sourceFieldRequired);
  if (values.isMerged && !values.mergedInto) throw new ValidatorRefusal(400, M.mergedNeedsTarget);
  const skipped = values.isIgnored || values.isRemoved || values.isMerged;
  if (!skipped && (!values.destinationTable || !values.destinationField))
    throw new ValidatorRefusal(400, M.destinationRequired);
  return values;
}

type HeaderValues = ReturnType<typeof headerValues>;

interface FileRow {
  id: number;
  entity_id: number;
  file_name: string;
  file_type: string;
  size_bytes: number;
  header: string[];
  row_count: number;
  status: string;
  staging_table_id: number | null;
  staging_table: string | null;
  uploaded_at: Date;
  uploaded_by_name: string | null;
  entity_name: string;
  client_id: number;
  client_name: string;
}

const FILE_SELECT = `SELECT f.id, f.entity_id, f.file_name, f.file_type, f.size_bytes, f.header, f.row_count, f.status,
  f.staging_table_id, st.table_name AS staging_table, f.uploaded_at, u.full_name AS uploaded_by_name,
  e.entity_name, e.client_id, c.name AS client_name
  FROM vs_client_files f JOIN vs_entities e ON e.id = f.entity_id JOIN clients c ON c.id = e.client_id
  LEFT JOIN vs_staging_tables st ON st.id = f.staging_table_id LEFT JOIN users u ON u.id = f.uploaded_by`;

async function getFile(db: Queryable, id: number): Promise<FileRow> {
  const { rows } = await db.query<FileRow>(`${FILE_SELECT} WHERE f.id = $1`, [id]);
  if (!rows[0]) throw new ValidatorRefusal(404, M.notFound('File'));
  return rows[0];
}

/** The file's header against the entity's mapped header (removed fields aside), case and spaces ignored. */
async function comparison(db: Queryable, entityId: number, fileHeader: string[]) {
  const mapped = (await headerFields(db, entityId)).filter((field) => !field.isRemoved);
  const key = (value: string) => value.trim().toLowerCase();
  const byKey = new Map(mapped.map((field) => [key(field.clientSourceField), field]));
  const seen = new Set<string>();
  const rows: { field: string; position: number | null; comparison: string; headerFieldId: number | null }[] =
    [];
  fileHeader.forEach((raw, index) => {
    const k = key(raw);
    if (!k || seen.has(k)) return;
    seen.add(k);
    const field = byKey.get(k);
    rows.push({
      field: raw.trim(),
      position: index + 1,
      comparison: field ? 'MATCHED' : 'NEW',
      headerFieldId: field?.headerFieldId ?? null,
    });
  });
  for (const field of mapped) {
    if (!seen.has(key(field.clientSourceField)))
      rows.push({
        field: field.clientSourceField,
        position: null,
        comparison: 'MISSING',
        headerFieldId: field.headerFieldId,
      });
  }
  return rows;
}

const fileOut = (row: FileRow, compared: Awaited<ReturnType<typeof comparison>>) => ({
  fileId: row.id,
  entityId: row.entity_id,
  entityName: row.entity_name,
  clientId: row.client_id,
  clientName: row.client_name,
  fileName: row.file_name,
  fileType: row.file_type,
  size: row.size_bytes,
  rowCount: row.row_count,
  header: row.header,
  status: row.status,
  stagingTableId: row.staging_table_id,
  stagingTableName: row.staging_table,
  uploadedAt: row.uploaded_at.toISOString(),
  uploadedBy: row.uploaded_by_name,
  comparison: compared,
});

interface ChangeRow {
  id: number;
  entity_id: number;
  file_id: number | null;
  file_name: string | null;
  status: string;
  rows: Record<string, unknown>[];
  reject_reason_id: number | null;
  reject_reason: string | null;
  comment: string | null;
  created_by_name: string | null;
  created_at: Date;
  submitted_at: Date | null;
  submitted_by: number | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  version: number;
  entity_name: string;
  client_id: number;
  client_name: string;
}

const CHANGE_SELECT = `SELECT hc.id, hc.entity_id, hc.file_id, f.file_name, hc.status, hc.rows, hc.reject_reason_id,
  rr.name AS reject_reason, hc.comment, cu.full_name AS created_by_name, hc.created_at, hc.submitted_at, hc.submitted_by,
  du.full_name AS decided_by_name, hc.decided_at, hc.version, e.entity_name, e.client_id, c.name AS client_name
  FROM vs_header_changes hc JOIN vs_entities e ON e.id = hc.entity_id JOIN clients c ON c.id = e.client_id
  LEFT JOIN vs_client_files f ON f.id = hc.file_id LEFT JOIN vs_reject_reasons rr ON rr.id = hc.reject_reason_id
  LEFT JOIN users cu ON cu.id = hc.created_by LEFT JOIN users du ON du.id = hc.decided_by`;

const changeOut = (row: ChangeRow) => ({
  id: row.id,
  entityId: row.entity_id,
  entityName: row.entity_name,
  clientId: row.client_id,
  clientName: row.client_name,
  fileId: row.file_id,
  fileName: row.file_name,
  status: row.status,
  rows: row.rows,
  rejectReasonId: row.reject_reason_id,
  rejectReason: row.reject_reason,
  comment: row.comment,
  createdBy: row.created_by_name,
  createdAt: row.created_at.toISOString(),
  submittedAt: row.submitted_at?.toISOString() ?? null,
  submittedById: row.submitted_by,
  decidedBy: row.decided_by_name,
  decidedAt: row.decided_at?.toISOString() ?? null,
  version: row.version,
});

async function getChange(db: Queryable, id: number): Promise<ChangeRow> {
  const { rows } = await db.query<ChangeRow>(`${CHANGE_SELECT} WHERE hc.id = $1`, [id]);
  if (!rows[0]) throw new ValidatorRefusal(404, M.notFound('Header change request'));
  return rows[0];
}

/** A proposed row of a header change request: NEW (a field to map) or REMOVED (a mapped field the file lacks). */
function changeRowOf(raw: unknown) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ValidatorRefusal(400, 'rows must be a list of objects.');
  const body = raw as Record<string, unknown>;
  const kind = text(bodyValue(body, 'changeKind')).toUpperCase();
  if (kind !== 'NEW' && kind !== 'REMOVED')
    throw new ValidatorRefusal(400, 'changeKind must be NEW or REMOVED.');
  if (kind === 'REMOVED') {
    const clientSourceField = text(bodyValue(body, 'clientSourceField')).trim();
    if (!clientSourceField) throw new ValidatorRefusal(400, M.sourceFieldRequired);
    return {
      changeKind: kind,
      clientSourceField,
      headerFieldId: optionalId(bodyValue(body, 'headerFieldId'), 'headerFieldId'),
    };
  }
  return { changeKind: kind, ...headerValues({ ...body, isNew: true }) };
}

/** A proposed row as it is stored and sent: the header field's wire names. */
function changeRowWire(row: ReturnType<typeof changeRowOf>): Record<string, unknown> {
  if (row.changeKind === 'REMOVED') return row;
  const values = row as HeaderValues & { changeKind: string };
  return {
    changeKind: values.changeKind,
    clientSourceField: values.clientSourceField,
    clientSourceType: values.clientSourceType,
    clientSourceLength: values.clientSourceLength,
    azimuthDestinationTable: values.destinationTable,
    azimuthDestinationField: values.destinationField,
    azimuthDestinationDataType: values.destinationType,
    azimuthDestinationLength: values.destinationLength,
    isIgnored: values.isIgnored,
    isEncrypted: values.isEncrypted,
    isMerged: values.isMerged,
    mergedInto: values.mergedInto,
    impactedRequirementIds: values.impactedRequirementIds,
  };
}

// ----- routes -------------------------------------------------------------------------------------------------------

export async function validatorSetupRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const access = (request: FastifyRequest) => accessOfRequest(db, request);
  const user = (request: FastifyRequest) => request.legacyUserId;

  /** Reads an entity the user may see. */
  const visibleEntity = async (request: FastifyRequest, id: number) => {
    const entity = await getEntity(db, id);
    requireClient(await access(request), entity.client_id);
    return entity;
  };

  // ----- hierarchy ------------------------------------------------------------------------------------------------
  app.get(
    `${SETUP}/client-searchfilter-hierarchy`,
    respond(async (request) => {
      const who = await access(request);
      const params: unknown[] = [];
      const { rows: clients } = await db.query<{ id: number; name: string }>(
        `SELECT id, name FROM clients c WHERE ${clientFilter('c.id', who, params)} ORDER BY name`,
        params,
      );
      const { rows: lines } = await db.query<{ id: number; name: string; industry: string }>(
        `SELECT bl.id, bl.name, i.name AS industry FROM business_lines bl JOIN industries i ON i.id = bl.industry_id
          WHERE EXISTS (SELECT 1 FROM validator_tests t WHERE t.business_line_id = bl.id AND NOT t.is_generated)
             OR EXISTS (SELECT 1 FROM vs_entities e WHERE e.business_line_id = bl.id)
          ORDER BY bl.name, i.name`,
      );
      const { rows: entities } = await db.query<EntityRow>(
        `${ENTITY_SELECT} WHERE e.client_id = ANY($1::int[]) ORDER BY e.entity_name`,
        [clients.map((client) => client.id)],
      );
      return {
        result: clients.map((client) => ({
          clientId: client.id,
          clientName: client.name,
          businessLines: lines.map((line) => ({
            businessLineId: line.id,
            businessLineName: line.name,
            industryName: line.industry,
            entities: entities
              .filter((entity) => entity.client_id === client.id && entity.business_line_id === line.id)
              .map(entityOut),
          })),
        })),
      };
    }),
  );

  app.get(
    `${SETUP}/get-validator-entityTypes`,
    respond(async (request) => {
      const clientId = requiredId(q(request, 'ClientId'), 'ClientId');
      const businessLineId = requiredId(q(request, 'BusinessLineId'), 'BusinessLineId');
      requireClient(await access(request), clientId);
      const { rows } = await db.query<EntityRow>(
        `${ENTITY_SELECT} WHERE e.client_id = $1 AND e.business_line_id = $2 ORDER BY e.entity_name`,
        [clientId, businessLineId],
      );
      return { result: rows.map(entityOut) };
    }),
  );

  app.post(
    `${SETUP}/submit-entities-hierarchy`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'entityId'), 'entityId');
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      if (id !== null && !isActive) {
        await getEntity(db, id);
        const { rows } = await db.query(
          `SELECT 1 FROM vs_client_files WHERE entity_id = $1 UNION ALL SELECT 1 FROM vs_entities WHERE parent_entity_id = $1 LIMIT 1`,
          [id],
        );
        if (rows.length > 0) throw new ValidatorRefusal(400, M.entityInUse);
        await db.query('DELETE FROM vs_entities WHERE id = $1', [id]);
        return { result: true, message: M.deleted };
      }
      const clientId = requiredId(bodyValue(body, 'clientId'), 'clientId');
      const businessLineId = requiredId(bodyValue(body, 'businessLineId'), 'businessLineId');
      const name = text(bodyValue(body, 'entityName')).trim();
      const prefix = text(bodyValue(body, 'prefixName')).trim();
      const parent = optionalId(bodyValue(body, 'parentEntityId'), 'parentEntityId');
      if (!name || name.length > 100) throw new ValidatorRefusal(400, M.entityNameRequired);
      if (!PREFIX_PATTERN.test(prefix)) throw new ValidatorRefusal(400, M.prefixInvalid);
      if (parent !== null) {
        if (parent === id) throw new ValidatorRefusal(400, M.parentInvalid);
        const parentRow = await getEntity(db, parent).catch(() => null);
        if (!parentRow || parentRow.client_id !== clientId || parentRow.business_line_id !== businessLineId)
          throw new ValidatorRefusal(400, M.parentInvalid);
        // No cycles: the parent may not descend from this entity.
        if (id !== null) {
          const { rows } = await db.query(
            `WITH RECURSIVE up AS (SELECT id, parent_entity_id FROM vs_entities WHERE id = $1
               UNION ALL SELECT e.id, e.parent_entity_id FROM vs_entities e JOIN up ON e.id = up.parent_entity_id)
             SELECT 1 FROM up WHERE id = $2`,
            [parent, id],
          );
          if (rows.length > 0) throw new ValidatorRefusal(400, M.parentInvalid);
        }
      }
      const { rows: duplicates } = await db.query<{ name_taken: boolean }>(
        `SELECT lower(entity_name) = lower($3) AND business_line_id = $2 AS name_taken FROM vs_entities
          WHERE client_id = $1 AND id IS DISTINCT FROM $5 AND ((lower(entity_name) = lower($3) AND business_line_id = $2) OR lower(prefix_name) = lower($4))`,
        [clientId, businessLineId, name, prefix, id],
      );
      if (duplicates.length > 0)
        throw new ValidatorRefusal(409, duplicates[0].name_taken ? M.entityDuplicate : M.prefixDuplicate);
      const values = [
        clientId,
        businessLineId,
        name,
        prefix,
        parent,
        flag(bodyValue(body, 'isTransactional'), 'isTransactional', false),
        flag(bodyValue(body, 'isHMDA'), 'isHMDA', false),
        user(request),
      ];
      if (id === null) {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO vs_entities (client_id, business_line_id, entity_name, prefix_name, parent_entity_id, is_transactional, is_hmda, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          values,
        );
        return { result: entityOut(await getEntity(db, rows[0].id)), message: M.saved };
      }
      const current = await getEntity(db, id);
      const version = requiredId(bodyValue(body, 'version'), 'version');
      const { rowCount } = await db.query(
        `UPDATE vs_entities SET client_id = $1, business_line_id = $2, entity_name = $3, prefix_name = $4, parent_entity_id = $5,
           is_transactional = $6, is_hmda = $7, updated_by = $8, version = version + 1 WHERE id = $9 AND version = $10`,
        [...values, id, version],
      );
      if (rowCount === 0) throw new ValidatorRefusal(409, M.changed, entityOut(current));
      return { result: entityOut(await getEntity(db, id)), message: M.saved };
    }),
  );

  // ----- header field mapping -------------------------------------------------------------------------------------
  app.get(
    `${SETUP}/client-header-fields`,
    respond(async (request) => {
      const entity = await visibleEntity(request, requiredId(q(request, 'EntityId'), 'EntityId'));
      return { result: await headerFields(db, entity.id) };
    }),
  );

  app.post(
    `${SETUP}/submit-client-validator-fields`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'headerFieldId'), 'headerFieldId');
      const isActive = flag(bodyValue(body, 'isActive'), 'isActive', true)!;
      if (id !== null && !isActive) {
        const { rowCount } = await db.query('DELETE FROM vs_header_fields WHERE id = $1', [id]);
        if (rowCount === 0) throw new ValidatorRefusal(404, M.notFound('Header field'));
        return { result: true, message: M.deleted };
      }
      const entityId = requiredId(bodyValue(body, 'entityId'), 'entityId');
      const entity = await getEntity(db, entityId);
      const values = headerValues(body);
      if (values.impactedRequirementIds.length > 0) {
        const { rows: known } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM requirements
            WHERE id = ANY($1::int[]) AND business_line_id = $2 AND requirement_type_id = 2`,
          [values.impactedRequirementIds, entity.business_line_id],
        );
        if (known[0].n !== values.impactedRequirementIds.length)
          throw new ValidatorRefusal(400, M.impactedOtherLine);
      }
      const { rows: taken } = await db.query(
        'SELECT 1 FROM vs_header_fields WHERE entity_id = $1 AND lower(client_source_field) = lower($2) AND id IS DISTINCT FROM $3',
        [entityId, values.clientSourceField, id],
      );
      if (taken.length > 0) throw new ValidatorRefusal(409, M.sourceFieldDuplicate);
      if (id === null) {
        const newId = await insertHeaderField(db, entityId, values, user(request));
        return { result: await oneHeaderField(db, newId), message: M.saved };
      }
      const current = await oneHeaderField(db, id);
      const version = requiredId(bodyValue(body, 'version'), 'version');
      const { rowCount } = await db.query(
        `UPDATE vs_header_fields SET client_source_field = $1, client_source_type = $2, client_source_length = $3,
           destination_table = $4, destination_field = $5, destination_type = $6, destination_length = $7, is_new = $8,
           is_ignored = $9, is_encrypted = $10, is_removed = $11, is_merged = $12, merged_into = $13,
           is_old_field_active = $14, impacted_requirement_ids = $15, updated_by = $16, version = version + 1
         WHERE id = $17 AND version = $18`,
        [...headerParams(values), user(request), id, version],
      );
      if (rowCount === 0) throw new ValidatorRefusal(409, M.changed, current);
      return { result: await oneHeaderField(db, id), message: M.saved };
    }),
  );

  // The requirements a header field may affect: the business requirements of the entity's business line.
  app.get(
    `${SETUP}/get-entity-requirements`,
    respond(async (request) => {
      const entity = await visibleEntity(request, requiredId(q(request, 'EntityId'), 'EntityId'));
      const { rows } = await db.query<{
        id: number;
        requirement_number: string;
        requirement_text: string | null;
      }>(
        `SELECT id, requirement_number, requirement_text FROM requirements
          WHERE business_line_id = $1 AND requirement_type_id = 2 ORDER BY requirement_number, id LIMIT 1000`,
        [entity.business_line_id],
      );
      return {
        result: rows.map((row) => ({
          requirementId: row.id,
          requirementNumber: row.requirement_number,
          requirement: row.requirement_text,
        })),
      };
    }),
  );

  // ----- dynamic fields -------------------------------------------------------------------------------------------
  app.get(
    `${SETUP}/get-dynamic-column-list`,
    respond(async (request) => {
      const entity = await visibleEntity(request, requiredId(q(request, 'EntityId'), 'EntityId'));
      const { rows } = await db.query<{
        id: number;
        entity_id: number;
        field_name: string;
        is_active: boolean;
      }>(
        'SELECT id, entity_id, field_name, is_active FROM vs_dynamic_fields WHERE entity_id = $1 ORDER BY field_name',
        [entity.id],
      );
      return {
        result: rows.map((row) => ({
          id: row.id,
          entityId: row.entity_id,
          fieldName: row.field_name,
          activeInActive: row.is_active,
        })),
      };
    }),
  );

  app.post(
    `${SETUP}/submit-dynamic-column-status`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const active = flag(bodyValue(body, 'activeInActive'), 'activeInActive', true)!;
      if (id !== null) {
        const { rows } = await db.query<{
          id: number;
          entity_id: number;
          field_name: string;
          is_active: boolean;
        }>(
          'UPDATE vs_dynamic_fields SET is_active = $2 WHERE id = $1 RETURNING id, entity_id, field_name, is_active',
          [id, active],
        );
        if (!rows[0]) throw new ValidatorRefusal(404, M.notFound('Dynamic field'));
        const row = rows[0];
        return {
          result: {
            id: row.id,
            entityId: row.entity_id,
            fieldName: row.field_name,
            activeInActive: row.is_active,
          },
          message: M.saved,
        };
      }
      const entityId = requiredId(bodyValue(body, 'entityId'), 'entityId');
      await getEntity(db, entityId);
      const fieldName = text(bodyValue(body, 'fieldName')).trim();
      if (!fieldName || fieldName.length > 100) throw new ValidatorRefusal(400, 'Field name is required.');
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO vs_dynamic_fields (entity_id, field_name, is_active) VALUES ($1, $2, $3)
         ON CONFLICT (entity_id, field_name) DO NOTHING RETURNING id`,
        [entityId, fieldName, active],
      );
      if (!rows[0]) throw new ValidatorRefusal(409, 'This dynamic field already exists for the entity.');
      return {
        result: { id: rows[0].id, entityId, fieldName, activeInActive: active },
        message: M.saved,
      };
    }),
  );

  // ----- steps and groups, reject reasons, data types, staging tables ---------------------------------------------
  const stepOut = (row: {
    id: number;
    name: string;
    description: string;
    rule_set_name: string;
    is_dynamic: boolean;
    is_active: boolean;
  }) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    ruleSetName: row.rule_set_name,
    isDynamic: row.is_dynamic,
    status: row.is_active ? 'Active' : 'Inactive',
  });
  app.get(
    `${SETUP}/get-hmda-steps-groups`,
    respond(async () => {
      const { rows } = await db.query<Parameters<typeof stepOut>[0]>(
        'SELECT * FROM vs_steps_groups ORDER BY id',
      );
      return { result: rows.map(stepOut) };
    }),
  );
  app.post(
    `${SETUP}/submit-hmda-steps-groups`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      const name = text(bodyValue(body, 'name')).trim();
      if (!name) throw new ValidatorRefusal(400, M.stepNameRequired);
      const status = text(bodyValue(body, 'status')).trim().toLowerCase();
      const values = [
        name,
        text(bodyValue(body, 'description')).trim(),
        text(bodyValue(body, 'ruleSetName')).trim(),
        flag(bodyValue(body, 'isDynamic'), 'isDynamic', false),
        status !== 'inactive',
      ];
      const { rows: taken } = await db.query(
        'SELECT 1 FROM vs_steps_groups WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2',
        [name, id],
      );
      if (taken.length > 0) throw new ValidatorRefusal(409, M.stepDuplicate);
      const { rows } =
        id === null
          ? await db.query<Parameters<typeof stepOut>[0]>(
              `INSERT INTO vs_steps_groups (name, description, rule_set_name, is_dynamic, is_active) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
              values,
            )
          : await db.query<Parameters<typeof stepOut>[0]>(
              `UPDATE vs_steps_groups SET name = $1, description = $2, rule_set_name = $3, is_dynamic = $4, is_active = $5
                WHERE id = $6 RETURNING *`,
              [...values, id],
            );
      if (!rows[0]) throw new ValidatorRefusal(404, M.notFound('Step or group'));
      return { result: stepOut(rows[0]), message: M.saved };
    }),
  );
  app.get(
    `${SETUP}/client-reject-reasons`,
    respond(async () => {
      const { rows } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM vs_reject_reasons ORDER BY id',
      );
      return { result: rows };
    }),
  );
  app.get(
    `${SETUP}/client-file-datatypes`,
    respond(async () => {
      const { rows } = await db.query<{ id: number; name: string; has_length: boolean }>(
        'SELECT id, name, has_length FROM vs_data_types ORDER BY id',
      );
      return { result: rows.map((row) => ({ id: row.id, name: row.name, hasLength: row.has_length })) };
    }),
  );
  app.get(
    `${SETUP}/client-staging-tables`,
    respond(async () => {
      const { rows } = await db.query<{
        id: number;
        table_name: string;
        description: string;
        columns: { columnName: string; dataType: string; length: number | null }[] | null;
      }>(
        `SELECT t.id, t.table_name, t.description,
           (SELECT json_agg(json_build_object('columnName', c.column_name, 'dataType', c.data_type, 'length', c.length) ORDER BY c.id)
              FROM vs_staging_columns c WHERE c.table_id = t.id) AS columns
           FROM vs_staging_tables t ORDER BY t.table_name`,
      );
      return {
        result: rows.map((row) => ({
          id: row.id,
          tableName: row.table_name,
          description: row.description,
          columns: row.columns ?? [],
        })),
      };
    }),
  );

  // ----- client files ---------------------------------------------------------------------------------------------
  // The file comes base64 in JSON: 5 MB of file is about 6.7 MB of body.
  app.post(
    `${SETUP}/client-csv-file`,
    { bodyLimit: 8 * 1024 * 1024 },
    respond(async (request) => {
      const body = objectBody(request);
      const entity = await getEntity(db, requiredId(bodyValue(body, 'entityId'), 'entityId'));
      requireClientWriter(await access(request), entity.client_id);
      const fileName = text(bodyValue(body, 'fileName')).trim().split(/[\\/]/).pop()!;
      const fileText = text(bodyValue(body, 'fileText'));
      if (!fileName || !fileText) throw new ValidatorRefusal(400, 'fileName and fileText are required.');
      const content = Buffer.from(fileText, 'base64');
      const read = await readClientFile(fileName, content);
      const header = read.sheet.header;
      const rows = read.sheet.rows.map((row) => header.map((_, index) => row[index] ?? null));
      const compared = await comparison(db, entity.id, header);
      const differs = compared.some((row) => row.comparison !== 'MATCHED');
      // A file whose header matches waits for staging; one that differs waits for its header changes.
      const status = differs ? 'HeaderChanges' : 'HeaderApproved';
      const { rows: inserted } = await db.query<{ id: number }>(
        `INSERT INTO vs_client_files (entity_id, file_name, file_type, size_bytes, content, header, rows, row_count, status, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) RETURNING id`,
        [
          entity.id,
          fileName,
          read.type,
          content.length,
          content,
          header,
          JSON.stringify(rows),
          rows.length,
          status,
          user(request),
        ],
      );
      const file = await getFile(db, inserted[0].id);
      const added = compared.filter((row) => row.comparison === 'NEW').length;
      const missing = compared.filter((row) => row.comparison === 'MISSING').length;
      const message = `${M.uploaded(fileName, rows.length)} ${differs ? M.headerDiffers(added, missing) : M.headerMatches}`;
      return { result: fileOut(file, compared), message };
    }),
  );

  app.get(
    `${SETUP}/get-client-files`,
    respond(async (request) => {
      const entity = await visibleEntity(request, requiredId(q(request, 'EntityId'), 'EntityId'));
      const { rows } = await db.query<FileRow>(
        `${FILE_SELECT} WHERE f.entity_id = $1 ORDER BY f.id DESC LIMIT 200`,
        [entity.id],
      );
      return { result: rows.map((row) => fileOut(row, [])) };
    }),
  );

  app.get(
    `${SETUP}/client-fileheader-row`,
    respond(async (request) => {
      const file = await getFile(db, requiredId(q(request, 'FileId'), 'FileId'));
      requireClient(await access(request), file.client_id);
      return { result: fileOut(file, await comparison(db, file.entity_id, file.header)) };
    }),
  );

  app.post(
    `${SETUP}/client-preview-data`,
    respond(async (request) => {
      const body = objectBody(request);
      const file = await getFile(db, requiredId(bodyValue(body, 'fileId'), 'fileId'));
      requireClient(await access(request), file.client_id);
      const page = paging(body);
      const size = Math.min(page.pageSize ?? 50, 500);
      const start = (page.pageNumber - 1) * size;
      const { rows } = await db.query<{ slice: (string | number | boolean | null)[][] | null }>(
        `SELECT (SELECT jsonb_agg(value ORDER BY ordinality) FROM jsonb_array_elements(rows) WITH ORDINALITY
                  WHERE ordinality > $2 AND ordinality <= $3) AS slice
           FROM vs_client_files WHERE id = $1`,
        [file.id, start, start + size],
      );
      return {
        result: {
          fileId: file.id,
          header: file.header,
          totalCount: file.row_count,
          rows: (rows[0]?.slice ?? []).map((row) => row.map((cell) => (cell === null ? null : String(cell)))),
        },
      };
    }),
  );

  // ----- header change requests -----------------------------------------------------------------------------------
  app.get(
    `${SETUP}/client-header-changes`,
    respond(async (request) => {
      const entity = await visibleEntity(request, requiredId(q(request, 'EntityId'), 'EntityId'));
      const { rows } = await db.query<ChangeRow>(
        `${CHANGE_SELECT} WHERE hc.entity_id = $1 ORDER BY hc.id DESC LIMIT 20`,
        [entity.id],
      );
      return { result: rows.map(changeOut) };
    }),
  );

  app.post(
    `${SETUP}/save-removed-client-header-changes`,
    respond(async (request) => {
      const body = objectBody(request);
      const entity = await getEntity(db, requiredId(bodyValue(body, 'entityId'), 'entityId'));
      requireClientWriter(await access(request), entity.client_id);
      const fileId = optionalId(bodyValue(body, 'fileId'), 'fileId');
      if (fileId !== null) {
        const file = await getFile(db, fileId);
        if (file.entity_id !== entity.id)
          throw new ValidatorRefusal(400, 'The file belongs to another entity.');
      }
      const rawRows = bodyValue(body, 'rows');
      if (!Array.isArray(rawRows) || rawRows.length > 500)
        throw new ValidatorRefusal(400, 'rows must be a list.');
      const rows = rawRows.map((raw) => changeRowWire(changeRowOf(raw)));
      if (rows.length === 0) throw new ValidatorRefusal(400, M.nothingToSubmit);
      const id = optionalId(bodyValue(body, 'id'), 'id');
      return db.transaction(async (tx) => {
        if (id === null) {
          const { rows: open } = await tx.query<{ id: number; status: string }>(
            `SELECT id, status FROM vs_header_changes WHERE entity_id = $1 AND status IN ('Saved', 'Submitted') FOR UPDATE`,
            [entity.id],
          );
          if (open[0]?.status === 'Submitted') throw new ValidatorRefusal(409, M.openRequest);
          if (open[0]) {
            await tx.query(
              `UPDATE vs_header_changes SET rows = $2::jsonb, file_id = $3, version = version + 1 WHERE id = $1`,
              [open[0].id, JSON.stringify(rows), fileId],
            );
            return { result: changeOut(await getChange(tx, open[0].id)), message: M.saved };
          }
          const { rows: inserted } = await tx.query<{ id: number }>(
            `INSERT INTO vs_header_changes (entity_id, file_id, status, rows, created_by) VALUES ($1, $2, 'Saved', $3::jsonb, $4) RETURNING id`,
            [entity.id, fileId, JSON.stringify(rows), user(request)],
          );
          return { result: changeOut(await getChange(tx, inserted[0].id)), message: M.saved };
        }
        const current = await getChange(tx, id);
        if (current.entity_id !== entity.id)
          throw new ValidatorRefusal(400, 'The request belongs to another entity.');
        if (current.status !== 'Saved' && current.status !== 'Rejected')
          throw new ValidatorRefusal(409, M.openRequest, changeOut(current));
        const version = requiredId(bodyValue(body, 'version'), 'version');
        const { rowCount } = await tx.query(
          `UPDATE vs_header_changes SET rows = $2::jsonb, file_id = $3, status = 'Saved', version = version + 1
            WHERE id = $1 AND version = $4`,
          [id, JSON.stringify(rows), fileId, version],
        );
        if (rowCount === 0) throw new ValidatorRefusal(409, M.changed, changeOut(current));
        await reopenRejectedFile(tx, fileId);
        return { result: changeOut(await getChange(tx, id)), message: M.saved };
      });
    }),
  );

  app.post(
    `${SETUP}/submit-client-header-changes`,
    respond(async (request) => {
      const body = objectBody(request);
      const current = await getChange(db, requiredId(bodyValue(body, 'id'), 'id'));
      requireClientWriter(await access(request), current.client_id);
      if (current.status !== 'Saved' && current.status !== 'Rejected')
        throw new ValidatorRefusal(400, M.notSubmittable);
      const version = requiredId(bodyValue(body, 'version'), 'version');
      const { rowCount } = await db.query(
        `UPDATE vs_header_changes SET status = 'Submitted', submitted_at = now(), submitted_by = $3, reject_reason_id = NULL,
           comment = NULL, version = version + 1 WHERE id = $1 AND version = $2`,
        [current.id, version, user(request)],
      );
      if (rowCount === 0) throw new ValidatorRefusal(409, M.changed, changeOut(current));
      await reopenRejectedFile(db, current.file_id);
      return { result: changeOut(await getChange(db, current.id)), message: M.submitted };
    }),
  );

  app.get(
    `${SETUP}/client-file-approval`,
    respond(async (request) => {
      requireStaff(await access(request));
      const { rows } = await db.query<ChangeRow>(
        `${CHANGE_SELECT} WHERE hc.status = 'Submitted' ORDER BY hc.submitted_at, hc.id`,
      );
      return { result: rows.map(changeOut) };
    }),
  );

  app.post(
    `${SETUP}/submit-header-changes`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const id = requiredId(bodyValue(body, 'id'), 'id');
      const version = requiredId(bodyValue(body, 'version'), 'version');
      return db.transaction(async (tx) => {
        const current = await getChange(tx, id);
        if (current.status !== 'Submitted') throw new ValidatorRefusal(400, M.notDecidable);
        requireOtherDecider(current, user(request));
        const { rowCount } = await tx.query(
          `UPDATE vs_header_changes SET status = 'Approved', decided_by = $2, decided_at = now(), version = version + 1
            WHERE id = $1 AND version = $3`,
          [id, user(request), version],
        );
        if (rowCount === 0) throw new ValidatorRefusal(409, M.changed, changeOut(current));
        // The approved rows become the entity's mapped header: new fields are added (flagged new), removed fields
        // are kept but flagged removed and their old field inactive.
        for (const raw of current.rows) {
          const row = changeRowOf(raw);
          if (row.changeKind === 'REMOVED') {
            await tx.query(
              `UPDATE vs_header_fields SET is_removed = true, is_old_field_active = false, version = version + 1, updated_by = $3
                WHERE entity_id = $1 AND lower(client_source_field) = lower($2)`,
              [current.entity_id, row.clientSourceField, user(request)],
            );
            continue;
          }
          const values = row as HeaderValues & { changeKind: string };
          const { rows: existing } = await tx.query<{ id: number }>(
            'SELECT id FROM vs_header_fields WHERE entity_id = $1 AND lower(client_source_field) = lower($2)',
            [current.entity_id, values.clientSourceField],
          );
          if (existing[0]) {
            await tx.query(
              `UPDATE vs_header_fields SET client_source_field = $1, client_source_type = $2, client_source_length = $3,
                 destination_table = $4, destination_field = $5, destination_type = $6, destination_length = $7, is_new = $8,
                 is_ignored = $9, is_encrypted = $10, is_removed = $11, is_merged = $12, merged_into = $13,
                 is_old_field_active = $14, impacted_requirement_ids = $15, updated_by = $16, version = version + 1
               WHERE id = $17`,
              [...headerParams({ ...values, isNew: true, isRemoved: false }), user(request), existing[0].id],
            );
          } else {
            await insertHeaderField(tx, current.entity_id, { ...values, isNew: true }, user(request));
          }
        }
        if (current.file_id !== null) {
          await tx.query(`UPDATE vs_client_files SET status = 'HeaderApproved' WHERE id = $1`, [
            current.file_id,
          ]);
        }
        return { result: changeOut(await getChange(tx, id)), message: M.approved };
      });
    }),
  );

  app.post(
    `${SETUP}/client-reject-fileProcess`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const id = requiredId(bodyValue(body, 'id'), 'id');
      const version = requiredId(bodyValue(body, 'version'), 'version');
      const reasonId = optionalId(bodyValue(body, 'rejectReasonId'), 'rejectReasonId');
      if (reasonId === null) throw new ValidatorRefusal(400, M.rejectReasonRequired);
      const { rows: reason } = await db.query('SELECT 1 FROM vs_reject_reasons WHERE id = $1', [reasonId]);
      if (reason.length === 0) throw new ValidatorRefusal(400, M.rejectReasonRequired);
      const comment = text(bodyValue(body, 'comment')).trim().slice(0, 500) || null;
      const current = await getChange(db, id);
      if (current.status !== 'Submitted') throw new ValidatorRefusal(400, M.notDecidable);
      requireOtherDecider(current, user(request));
      const { rowCount } = await db.query(
        `UPDATE vs_header_changes SET status = 'Rejected', reject_reason_id = $2, comment = $3, decided_by = $4,
           decided_at = now(), version = version + 1 WHERE id = $1 AND version = $5`,
        [id, reasonId, comment, user(request), version],
      );
      if (rowCount === 0) throw new ValidatorRefusal(409, M.changed, changeOut(current));
      if (current.file_id !== null)
        await db.query(`UPDATE vs_client_files SET status = 'Rejected' WHERE id = $1`, [current.file_id]);
      return { result: changeOut(await getChange(db, id)), message: M.rejected };
    }),
  );

  // ----- staging approval -----------------------------------------------------------------------------------------
  app.get(
    `${SETUP}/staging-file-approval`,
    respond(async (request) => {
      requireStaff(await access(request));
      const { rows } = await db.query<FileRow>(
        `${FILE_SELECT} WHERE f.status = 'HeaderApproved' ORDER BY f.id`,
      );
      return { result: rows.map((row) => fileOut(row, [])) };
    }),
  );

  app.post(
    `${SETUP}/submit-staging-approval`,
    respond(async (request) => {
      requireStaffWriter(await access(request));
      const body = objectBody(request);
      const file = await getFile(db, requiredId(bodyValue(body, 'fileId'), 'fileId'));
      if (file.status !== 'HeaderApproved') throw new ValidatorRefusal(400, M.notAwaitingStaging);
      const approve = flag(bodyValue(body, 'isApproved'), 'isApproved', true)!;
      if (!approve) {
        await db.query(
          `UPDATE vs_client_files SET status = 'Rejected', staged_by = $2, staged_at = now() WHERE id = $1`,
          [file.id, user(request)],
        );
        return { result: fileOut(await getFile(db, file.id), []), message: M.stagingRejected };
      }
      const tableId = optionalId(bodyValue(body, 'stagingTableId'), 'stagingTableId');
      if (tableId === null) throw new ValidatorRefusal(400, M.stagingTableRequired);
      const { rows: table } = await db.query('SELECT 1 FROM vs_staging_tables WHERE id = $1', [tableId]);
      if (table.length === 0) throw new ValidatorRefusal(400, M.stagingTableRequired);
      await db.query(
        `UPDATE vs_client_files SET status = 'Staged', staging_table_id = $2, staged_by = $3, staged_at = now() WHERE id = $1`,
        [file.id, tableId, user(request)],
      );
      return { result: fileOut(await getFile(db, file.id), []), message: M.staged };
    }),
  );
}

/** Whoever submitted a header change request cannot approve it or reject it. */
function requireOtherDecider(change: ChangeRow, userId: number): void {
  if (change.submitted_by === userId) throw new OwnershipRefusal(403, M.ownWork);
}

/**
 * A file whose header change request was rejected needs header changes again once the request is changed or
 * submitted again (a file refused at staging has an approved request and stays refused).
 */
async function reopenRejectedFile(db: Queryable, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  await db.query(
    `UPDATE vs_client_files SET status = 'HeaderChanges'
      WHERE id = $1 AND status = 'Rejected'
        AND EXISTS (SELECT 1 FROM vs_header_changes WHERE file_id = $1 AND status IN ('Saved', 'Submitted'))`,
    [fileId],
  );
}

function headerParams(values: HeaderValues): unknown[] {
  return [
    values.clientSourceField,
    values.clientSourceType,
    values.clientSourceLength,
    values.destinationTable,
    values.destinationField,
    values.destinationType,
    values.destinationLength,
    values.isNew,
    values.isIgnored,
    values.isEncrypted,
    values.isRemoved,
    values.isMerged,
    values.mergedInto,
    values.isOldFieldActive,
    values.impactedRequirementIds,
  ];
}

async function insertHeaderField(db: Queryable, entityId: number, values: HeaderValues, userId: number) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO vs_header_fields (client_source_field, client_source_type, client_source_length, destination_table,
       destination_field, destination_type, destination_length, is_new, is_ignored, is_encrypted, is_removed, is_merged,
       merged_into, is_old_field_active, impacted_requirement_ids, updated_by, entity_id, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       (SELECT coalesce(max(sort_order), 0) + 1 FROM vs_header_fields WHERE entity_id = $17)) RETURNING id`,
    [...headerParams(values), userId, entityId],
  );
  return rows[0].id;
}

async function oneHeaderField(db: Queryable, id: number) {
  const { rows } = await db.query<HeaderFieldRow>(`${HEADER_SELECT} WHERE h.id = $1`, [id]);
  if (!rows[0]) throw new ValidatorRefusal(404, M.notFound('Header field'));
  return headerOut(rows[0]);
}
