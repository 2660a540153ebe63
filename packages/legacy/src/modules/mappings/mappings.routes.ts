import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { LEGACY_MESSAGES, refusal, type Envelope } from '../../http/envelope.js';
import { isPlainObject, queryValue } from '../../http/params.js';
import {
  Refusal,
  answer,
  assertAssignedIndustry,
  assignedBusinessLine,
  bodyId,
  bodyIdList,
  queryId,
} from '../catalogue/http.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { Conflict, MAPPING_MESSAGES } from './mappings.messages.js';
import {
  assertLineMapped,
  listMappingSections,
  loadMappedFilters,
  loadMappingOptions,
  requirementOfUser,
  saveBusinessLines,
  saveCategories,
  saveInstitutionTypes,
  saveLawScope,
  saveProcesses,
  saveProducts,
  saveRequirementTests,
} from './mappings.repository.js';

/**
 * A write answered `{Message: <what was saved>, Result: true}`; a Refusal its status and `{Message, Result: null}`.
 * The work runs in one transaction.
 */
export function saved(
  db: LegacyContext['db'],
  message: string,
  work: (tx: Queryable, request: FastifyRequest, body: Record<string, unknown>) => Promise<unknown>,
  /** What follows a committed write (e-mails of its event): never inside the transaction. */
  after?: (result: unknown, request: FastifyRequest) => Promise<void>,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Envelope<unknown> | FastifyReply> => {
    try {
      if (!isPlainObject(request.body)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
      const body = request.body;
      const result = await db.transaction((tx) => work(tx, request, body));
      // The write is committed: a failure of what follows it is logged, never the answer.
      await after?.(result, request).catch((error: unknown) =>
        request.log.error({ err: error }, 'what follows a saved write failed'),
      );
      return { Message: message, Result: result ?? true };
    } catch (error) {
      if (error instanceof Refusal) return reply.code(error.status).send(refusal(error.message));
      if (error instanceof Conflict) return reply.code(409).send(refusal(error.message));
      throw error;
    }
  };
}

export async function assertSection(db: Queryable, sectionId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM law_sections WHERE id = $1', [sectionId]);
  if (rows.length === 0) throw new Refusal(404, CATALOGUE_MESSAGES.sectionNotFound);
}

/** The business line is the user's, mapped to the section, and the section exists. */
async function lineOfSection(db: Queryable, userId: number, body: Record<string, unknown>) {
  const sectionId = bodyId(body, 'sectionId');
  const businessLineId = bodyId(body, 'businessLineId');
  await assertSection(db, sectionId);
  await assignedBusinessLine(db, userId, businessLineId);
  await assertLineMapped(db, sectionId, businessLineId);
  return { sectionId, businessLineId };
}

/**
 * Section mappings: the mapped filters of a section (legal module) or of a change in
 * law's section, and the saves of its business lines, categories, products, institution types, law scope,
 * processes and validator tests. Each save answers its message; the screen then reloads the mapped filters.
 */
export async function mappingRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.get(
    '/LegalModule/get-legal-mapped-filters-requirements',
    answer(async (request) => {
      const sectionId = queryId(request.legacyQuery, 'sectionId');
      const industryId = queryId(request.legacyQuery, 'industryId');
      await assertAssignedIndustry(db, request.legacyUserId, industryId);
      await assertSection(db, sectionId);
      return loadMappedFilters(db, request.legacyUserId, sectionId, industryId);
    }),
  );

  app.get(
    '/ChangeInLaw/get-mapped-filters-requirements',
    answer(async (request) => {
      const changeLawId = queryId(request.legacyQuery, 'changeLawId');
      const industryId = queryId(request.legacyQuery, 'industryId');
      await assertAssignedIndustry(db, request.legacyUserId, industryId);
      const { rows } = await db.query<{ section_id: number }>(
        'SELECT section_id FROM law_changes WHERE id = $1',
        [changeLawId],
      );
      if (rows.length === 0) throw new Refusal(404, MAPPING_MESSAGES.changeNotFound);
      return {
        changeLawId,
        ...(await loadMappedFilters(db, request.legacyUserId, rows[0].section_id, industryId)),
      };
    }),
  );

  app.get(
    '/LegalModule/get-mapping-sections',
    answer(async (request) => {
      const raw = queryValue(request.legacyQuery, 'lawIds') ?? '';
      const ids = raw
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      const lawIds = ids.map((value) => Number(value));
      if (lawIds.length === 0 || lawIds.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
        throw new Refusal(400, CATALOGUE_MESSAGES.idListInvalid('lawIds'));
      }
      return listMappingSections(db, [...new Set(lawIds)]);
    }),
  );

  app.get(
    '/LegalModule/get-section-mapping-options',
    answer(async (request) => {
      const sectionId = queryId(request.legacyQuery, 'sectionId');
      const industryId = queryId(request.legacyQuery, 'industryId');
      await assertAssignedIndustry(db, request.legacyUserId, industryId);
      await assertSection(db, sectionId);
      return loadMappingOptions(db, request.legacyUserId, sectionId, industryId);
    }),
  );

  app.post(
    '/ChangeInLaw/submitBusinessLine',
    saved(db, MAPPING_MESSAGES.businessLinesSaved, async (tx, request, body) => {
      const sectionId = bodyId(body, 'sectionId');
      const industryId = bodyId(body, 'industryId');
      const businessLineIds = bodyIdList(body, 'businessLineIds');
      await assertAssignedIndustry(tx, request.legacyUserId, industryId);
      await assertSection(tx, sectionId);
      const { rows } = await tx.query<{ id: number }>(
        'SELECT id FROM business_lines WHERE id = ANY($1::int[]) AND industry_id <> $2',
        [businessLineIds, industryId],
      );
      if (rows.length > 0) throw new Refusal(400, MAPPING_MESSAGES.businessLineNotInIndustry);
      await saveBusinessLines(tx, request.legacyUserId, sectionId, industryId, businessLineIds);
    }),
  );

  // The per-business-line lists of a section: each replaces one list of one mapped business line.
  const perLineSaves = [
    ['submit-category-businessline', MAPPING_MESSAGES.categoriesSaved, 'categoryIds', saveCategories],
    ['submit-product-businessline', MAPPING_MESSAGES.productsSaved, 'productIds', saveProducts],
    [
      'submit-institution-businessline',
      MAPPING_MESSAGES.institutionTypesSaved,
      'institutionTypeIds',
      saveInstitutionTypes,
    ],
    ['submit-lawprocess-businessline', MAPPING_MESSAGES.processesSaved, 'processIds', saveProcesses],
  ] as const;
  for (const [path, message, field, save] of perLineSaves) {
    app.post(
      `/ChangeInLaw/${path}`,
      saved(db, message, async (tx, request, body) => {
        const { sectionId, businessLineId } = await lineOfSection(tx, request.legacyUserId, body);
        await save(tx, sectionId, businessLineId, bodyIdList(body, field));
      }),
    );
  }

  app.post(
    '/ChangeInLaw/submit-law-scope',
    saved(db, MAPPING_MESSAGES.lawScopeSaved, async (tx, request, body) => {
      const sectionId = bodyId(body, 'sectionId');
      const lawScopeId = bodyId(body, 'lawScopeId');
      await assertSection(tx, sectionId);
      await saveLawScope(tx, request.legacyUserId, sectionId, lawScopeId);
    }),
  );

  app.post(
    '/ChangeInLaw/submit-requirement-valtest',
    saved(db, MAPPING_MESSAGES.validatorTestsSaved, async (tx, request, body) => {
      const requirementId = bodyId(body, 'requirementId');
      const requirement = await requirementOfUser(tx, request.legacyUserId, requirementId);
      if (!requirement) throw new Refusal(404, CATALOGUE_MESSAGES.requirementNotFound);
      await saveRequirementTests(
        tx,
        requirementId,
        requirement.businessLineId,
        bodyIdList(body, 'validatorTestIds'),
      );
    }),
  );
}
