import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { LEGACY_MESSAGES } from '../../http/envelope.js';
import { isPlainObject, queryValue } from '../../http/params.js';
import {
  Refusal,
  answer,
  assignedBusinessLine,
  bodyId,
  optionalQueryId,
  queryId,
} from '../catalogue/http.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { loadSectionContext, type SectionContext } from '../catalogue/section-context.js';
import {
  buildLawDetail,
  loadAzimuthProcesses,
  loadCompanyProcesses,
  loadRequirementDetail,
  type InventoryLawDetailDto,
  type LawRowRef,
} from './laws.repository.js';

/**
 * Law detail, its processes and requirement details. Law content is readable by every signed-in user; anything
 * tied to a business line needs that line to be assigned to the user.
 */
export async function lawRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.get(
    '/legal-laws/get-law-detail',
    answer(async (request) => {
      const context = await lawSection(db, request.legacyQuery);
      const businessLineId = await optionalBusinessLine(db, request);
      return buildLawDetail(db, context, businessLineId);
    }),
  );

  app.get(
    '/legal-laws/get-inventory-law-detail',
    answer(async (request): Promise<InventoryLawDetailDto> => {
      const context = await lawSection(db, request.legacyQuery);
      const lawInventoryId = optionalQueryId(request.legacyQuery, 'lawInventoryId');
      if (lawInventoryId !== null && lawInventoryId !== context.lawInventoryId) {
        throw new Refusal(404, CATALOGUE_MESSAGES.lawNotFound);
      }
      const businessLineId = await optionalBusinessLine(db, request);
      return {
        ...(await buildLawDetail(db, context, businessLineId)),
        lawInventory: context.lawInventory,
        citation: context.citation,
        sourceUrl: context.sourceUrl,
      };
    }),
  );

  // A list body, one row per law section of the grid (the guard checks UserId on every row).
  app.post(
    '/legal-laws/get-azimuth-mapped-law-process',
    answer(async (request) => {
      if (!Array.isArray(request.body) || !request.body.every(isPlainObject)) {
        throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
      }
      const refs: LawRowRef[] = request.body.map((row: Record<string, unknown>) => ({
        lawId: bodyId(row, 'LawId'),
        sectionId: bodyId(row, 'SectionId'),
        lawDetailId: bodyId(row, 'lawDetailId'),
        businessLineId: bodyId(row, 'business_line_id'),
      }));
      for (const lineId of new Set(refs.map((ref) => ref.businessLineId))) {
        await assignedBusinessLine(db, request.legacyUserId, lineId);
      }
      return loadAzimuthProcesses(db, refs);
    }),
  );

  app.get(
    '/legal-laws/get-company-mapped-process',
    answer(async (request) => {
      const sectionId = queryId(request.legacyQuery, 'sectionId');
      const businessLineId = queryId(request.legacyQuery, 'businessLineId');
      await assignedBusinessLine(db, request.legacyUserId, businessLineId);
      if (!(await loadSectionContext(db, sectionId)))
        throw new Refusal(404, CATALOGUE_MESSAGES.sectionNotFound);
      return loadCompanyProcesses(db, sectionId, businessLineId);
    }),
  );

  app.get(
    '/legal-laws/get-requirement-details',
    answer(async (request) => {
      const id = queryId(request.legacyQuery, 'id');
      const type = (queryValue(request.legacyQuery, 'type') ?? '').trim().toLowerCase() || 'business';
      if (type !== 'business' && type !== 'legal')
        throw new Refusal(400, CATALOGUE_MESSAGES.requirementTypeInvalid);
      const detail = await loadRequirementDetail(db, request.legacyUserId, id);
      if (!detail) throw new Refusal(404, CATALOGUE_MESSAGES.requirementNotFound);
      return detail;
    }),
  );
}

/** lawId, sectionId and lawDetailId must name one section; any mismatch is the same 404. */
async function lawSection(db: Queryable, query: URLSearchParams): Promise<SectionContext> {
  const lawId = queryId(query, 'lawId');
  const sectionId = queryId(query, 'sectionId');
  const lawDetailId = queryId(query, 'lawDetailId');
  const context = await loadSectionContext(db, sectionId);
  if (!context || context.lawId !== lawId || context.lawDetailId !== lawDetailId) {
    throw new Refusal(404, CATALOGUE_MESSAGES.lawNotFound);
  }
  return context;
}

async function optionalBusinessLine(db: Queryable, request: FastifyRequest): Promise<number | null> {
  const businessLineId = optionalQueryId(request.legacyQuery, 'businessLineId');
  if (businessLineId !== null) await assignedBusinessLine(db, request.legacyUserId, businessLineId);
  return businessLineId;
}
