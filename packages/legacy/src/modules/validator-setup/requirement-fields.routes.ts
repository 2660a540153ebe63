import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { refusal } from '../../http/envelope.js';
import { bodyValue } from '../../http/params.js';
import { exportWorkbook } from '../validator/validator.export.js';
import {
  flag,
  objectBody,
  optionalId,
  q,
  requiredId,
  respond,
  ValidatorRefusal,
  version,
} from '../validator/validator.http.js';
import { accessOfRequest, requireClient, requireStaffWriter } from './validator-setup.access.js';
import { getEntity, SETUP } from './validator-setup.routes.js';

/** Requirement types: a VET requirement field names a header field; an HMDA VET one also the HMDA field. */
export const REQUIREMENT_TYPE = { vet: 1, hmdaVet: 2 } as const;

export const REQUIREMENT_FIELD_MESSAGES = {
  saved: 'Data saved successfully.',
  deleted: 'Record deleted successfully.',
  requirementRequired: 'Choose the requirement.',
  requirementOtherLine: "The requirement must be a business requirement of the entity's business line.",
  testRequired: 'Choose the validator test.',
  testOtherLine: "The validator test must be a test of the entity's business line.",
  headerFieldRequired: 'Choose the header field.',
  headerFieldOtherEntity: 'The header field must be a field of the entity.',
  hmdaFieldRequired: 'Choose the HMDA field.',
  hmdaEntityOnly: 'Only an HMDA entity takes HMDA field mappings.',
  duplicate: 'This requirement, test and header field are already mapped for the entity.',
  notFound: 'Requirement field not found.',
  changed: 'The record was changed by another user. Reload it and try again.',
} as const;
const M = REQUIREMENT_FIELD_MESSAGES;

interface RequirementFieldRow {
  id: number;
  entity_id: number;
  requirement_type_id: number;
  requirement_type_name: string;
  requirement_id: number;
  requirement_number: string;
  requirement_text: string;
  test_id: number;
  test_number: string;
  test_name: string;
  header_field_id: number;
  client_source_field: string;
  destination_table: string | null;
  destination_field: string | null;
  hmda_field_id: number | null;
  hmda_field_name: string | null;
  is_required: boolean;
  version: number;
}

const FIELD_SELECT = `SELECT f.id, f.entity_id, f.requirement_type_id, rt.name AS requirement_type_name, f.requirement_id,
    r.requirement_number, r.requirement_text, f.test_id, t.test_number, t.test_name, f.header_field_id,
    h.client_source_field, h.destination_table, h.destination_field, f.hmda_field_id, hf.name AS hmda_field_name,
    f.is_required, f.version
  FROM vs_requirement_fields f JOIN vs_requirement_types rt ON rt.id = f.requirement_type_id
  JOIN requirements r ON r.id = f.requirement_id JOIN validator_tests t ON t.id = f.test_id
  JOIN vs_header_fields h ON h.id = f.header_field_id LEFT JOIN hmda_azimuth_fields hf ON hf.id = f.hmda_field_id`;

const fieldOut = (row: RequirementFieldRow) => ({
  id: row.id,
  entityId: row.entity_id,
  requirementTypeId: row.requirement_type_id,
  requirementTypeName: row.requirement_type_name,
  requirementId: row.requirement_id,
  requirementNumber: row.requirement_number,
  requirement: row.requirement_text,
  testId: row.test_id,
  testNumber: row.test_number,
  testName: row.test_name,
  headerFieldId: row.header_field_id,
  clientSourceField: row.client_source_field,
  azimuthDestinationTable: row.destination_table,
  azimuthDestinationField: row.destination_field,
  hmdaFieldId: row.hmda_field_id,
  hmdaFieldName: row.hmda_field_name,
  isRequired: row.is_required,
  version: row.version,
});

/** The rows of an entity and requirement type, narrowed to one test when the test mapping filter names one. */
async function fieldsOf(db: Queryable, entityId: number, typeId: number, testId: number | null) {
  const params: unknown[] = [entityId, typeId];
  let where = 'f.entity_id = $1 AND f.requirement_type_id = $2';
  if (testId !== null) {
    params.push(testId);
    where += ' AND f.test_id = $3';
  }
  const { rows } = await db.query<RequirementFieldRow>(
    `${FIELD_SELECT} WHERE ${where} ORDER BY r.requirement_number, t.test_number, h.sort_order`,
    params,
  );
  return rows.map(fieldOut);
}

/**
 * Requirement fields and the HMDA field mapping: which mapped header field of an entity feeds which business
 * requirement, and the validator test that checks it. The requirement type picks the call set: VET (1) uses the
 * requirement-field calls, HMDA VET (2) the HMDA field-mapping calls, whose rows also name the HMDA field the header
 * field reports and which only an HMDA entity takes. The test mapping filter offers the tests (and, for an HMDA
 * entity, the HMDA fields) to narrow the view by; the export writes the view as a workbook.
 */
export async function requirementFieldRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const access = (request: FastifyRequest) => accessOfRequest(db, request);

  /** The entity, after checking the user may see its client. */
  const visibleEntity = async (request: FastifyRequest, entityId: number) => {
    const entity = await getEntity(db, entityId);
    requireClient(await access(request), entity.client_id);
    return entity;
  };

  app.get(
    `${SETUP}/get-test-mapping-filter`,
    respond(async (request) => {
      const entity = await visibleEntity(request, requiredId(q(request, 'EntityId'), 'EntityId'));
      const { rows: tests } = await db.query<{ id: number; test_number: string; test_name: string }>(
        `SELECT id, test_number, test_name FROM validator_tests WHERE business_line_id = $1 AND NOT is_generated
          ORDER BY test_number`,
        [entity.business_line_id],
      );
      const { rows: hmdaFields } = entity.is_hmda
        ? await db.query<{ id: number; name: string }>(
            'SELECT id, name FROM hmda_azimuth_fields ORDER BY id LIMIT 500',
          )
        : { rows: [] };
      return {
        result: {
          entityId: entity.id,
          isHMDA: entity.is_hmda,
          tests: tests.map((row) => ({
            testId: row.id,
            testNumber: row.test_number,
            testName: row.test_name,
          })),
          hmdaFields,
        },
      };
    }),
  );

  for (const { typeId, get, submit, remove } of [
    {
      typeId: REQUIREMENT_TYPE.vet,
      get: 'get-requirement-fields',
      submit: 'submit-requirement-fields',
      remove: 'delete-requirement-fields',
    },
    {
      typeId: REQUIREMENT_TYPE.hmdaVet,
      get: 'get-hmda-field-mapping',
      submit: 'submit-hmda-field-mapping',
      remove: 'delete-hmda-field-mapping',
    },
  ]) {
    app.get(
      `${SETUP}/${get}`,
      respond(async (request) => {
        const entity = await visibleEntity(request, requiredId(q(request, 'EntityId'), 'EntityId'));
        const testId = optionalId(q(request, 'TestId'), 'TestId');
        return { result: await fieldsOf(db, entity.id, typeId, testId) };
      }),
    );

    app.post(
      `${SETUP}/${submit}`,
      respond(async (request) => {
        requireStaffWriter(await access(request));
        const body = objectBody(request);
        const id = optionalId(bodyValue(body, 'id'), 'id');
        const entity = await getEntity(db, requiredId(bodyValue(body, 'entityId'), 'entityId'));
        if (typeId === REQUIREMENT_TYPE.hmdaVet && !entity.is_hmda)
          throw new ValidatorRefusal(400, M.hmdaEntityOnly);
        const requirementId = optionalId(bodyValue(body, 'requirementId'), 'requirementId');
        if (requirementId === null) throw new ValidatorRefusal(400, M.requirementRequired);
        const { rows: requirement } = await db.query(
          'SELECT 1 FROM requirements WHERE id = $1 AND business_line_id = $2 AND requirement_type_id = 2',
          [requirementId, entity.business_line_id],
        );
        if (requirement.length === 0) throw new ValidatorRefusal(400, M.requirementOtherLine);
        const testId = optionalId(bodyValue(body, 'testId'), 'testId');
        if (testId === null) throw new ValidatorRefusal(400, M.testRequired);
        const { rows: test } = await db.query(
          'SELECT 1 FROM validator_tests WHERE id = $1 AND business_line_id = $2',
          [testId, entity.business_line_id],
        );
        if (test.length === 0) throw new ValidatorRefusal(400, M.testOtherLine);
        const headerFieldId = optionalId(bodyValue(body, 'headerFieldId'), 'headerFieldId');
        if (headerFieldId === null) throw new ValidatorRefusal(400, M.headerFieldRequired);
        const { rows: header } = await db.query(
          'SELECT 1 FROM vs_header_fields WHERE id = $1 AND entity_id = $2',
          [headerFieldId, entity.id],
        );
        if (header.length === 0) throw new ValidatorRefusal(400, M.headerFieldOtherEntity);
        let hmdaFieldId: number | null = null;
        if (typeId === REQUIREMENT_TYPE.hmdaVet) {
          hmdaFieldId = optionalId(bodyValue(body, 'hmdaFieldId'), 'hmdaFieldId');
          const { rows: hmda } = await db.query('SELECT 1 FROM hmda_azimuth_fields WHERE id = $1', [
            hmdaFieldId,
          ]);
          if (hmdaFieldId === null || hmda.length === 0) throw new ValidatorRefusal(400, M.hmdaFieldRequired);
        }
        const isRequired = flag(bodyValue(body, 'isRequired'), 'isRequired', true)!;
        const { rows: taken } = await db.query(
          `SELECT 1 FROM vs_requirement_fields WHERE entity_id = $1 AND requirement_id = $2 AND test_id = $3
             AND header_field_id = $4 AND id IS DISTINCT FROM $5`,
          [entity.id, requirementId, testId, headerFieldId, id],
        );
        if (taken.length > 0) throw new ValidatorRefusal(409, M.duplicate);
        const values = [requirementId, testId, headerFieldId, hmdaFieldId, isRequired, request.legacyUserId];
        let savedId: number;
        if (id === null) {
          const { rows } = await db.query<{ id: number }>(
            `INSERT INTO vs_requirement_fields (requirement_id, test_id, header_field_id, hmda_field_id, is_required,
               updated_by, entity_id, requirement_type_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            [...values, entity.id, typeId],
          );
          savedId = rows[0].id;
        } else {
          const read = version(body);
          if (read === null) throw new ValidatorRefusal(400, 'version is required to update a record.');
          const { rowCount } = await db.query(
            `UPDATE vs_requirement_fields SET requirement_id = $1, test_id = $2, header_field_id = $3,
               hmda_field_id = $4, is_required = $5, updated_by = $6, version = version + 1
              WHERE id = $7 AND entity_id = $8 AND requirement_type_id = $9 AND version = $10`,
            [...values, id, entity.id, typeId, read],
          );
          if (rowCount === 0) {
            const { rows: current } = await db.query<RequirementFieldRow>(
              `${FIELD_SELECT} WHERE f.id = $1 AND f.entity_id = $2 AND f.requirement_type_id = $3`,
              [id, entity.id, typeId],
            );
            if (!current[0]) throw new ValidatorRefusal(404, M.notFound);
            throw new ValidatorRefusal(409, M.changed, fieldOut(current[0]));
          }
          savedId = id;
        }
        const { rows } = await db.query<RequirementFieldRow>(`${FIELD_SELECT} WHERE f.id = $1`, [savedId]);
        return { result: fieldOut(rows[0]), message: M.saved };
      }),
    );

    app.delete(
      `${SETUP}/${remove}`,
      respond(async (request) => {
        requireStaffWriter(await access(request));
        const { rowCount } = await db.query(
          'DELETE FROM vs_requirement_fields WHERE id = $1 AND requirement_type_id = $2',
          [requiredId(q(request, 'Id'), 'Id'), typeId],
        );
        if (rowCount === 0) throw new ValidatorRefusal(404, M.notFound);
        return { result: true, message: M.deleted };
      }),
    );
  }

  app.post(`${SETUP}/export-requirement-fields`, async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const body = objectBody(request);
      const entity = await visibleEntity(request, requiredId(bodyValue(body, 'entityId'), 'entityId'));
      const typeId =
        optionalId(bodyValue(body, 'requirementTypeId'), 'requirementTypeId') ?? REQUIREMENT_TYPE.vet;
      if (typeId !== REQUIREMENT_TYPE.vet && typeId !== REQUIREMENT_TYPE.hmdaVet)
        throw new ValidatorRefusal(400, 'requirementTypeId must be 1 (VET) or 2 (HMDA VET).');
      const rows = await fieldsOf(db, entity.id, typeId, optionalId(bodyValue(body, 'testId'), 'testId'));
      type Row = (typeof rows)[number];
      const file = await exportWorkbook(
        typeId === REQUIREMENT_TYPE.hmdaVet ? 'HmdaFieldMapping' : 'RequirementFields',
        [
          { header: 'Entity', value: () => entity.entity_name },
          { header: 'Requirement', value: (row: Row) => row.requirementNumber },
          { header: 'Requirement Text', value: (row: Row) => row.requirement },
          { header: 'Test Id', value: (row: Row) => row.testNumber },
          { header: 'Test', value: (row: Row) => row.testName },
          { header: 'Client Source Field', value: (row: Row) => row.clientSourceField },
          {
            header: 'Destination',
            value: (row: Row) =>
              [row.azimuthDestinationTable, row.azimuthDestinationField].filter(Boolean).join('.'),
          },
          ...(typeId === REQUIREMENT_TYPE.hmdaVet
            ? [{ header: 'HMDA Field', value: (row: Row) => row.hmdaFieldName ?? '' }]
            : []),
          { header: 'Required', value: (row: Row) => (row.isRequired ? 'Yes' : 'No') },
        ],
        rows,
        new Date(),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    } catch (error) {
      if (error instanceof ValidatorRefusal) return reply.code(error.status).send(refusal(error.message));
      throw error;
    }
  });
}
