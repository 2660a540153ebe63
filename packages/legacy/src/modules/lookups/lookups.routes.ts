import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES } from '../../http/envelope.js';
import { isPlainObject } from '../../http/params.js';
import { Refusal, answer, bodyIdList, optionalQueryId, queryFlag, queryId } from '../catalogue/http.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import {
  listBusinessLines,
  listCategories,
  listChangeTypes,
  listIndustries,
  listLawyers,
  listNamed,
  listProducts,
  listRegulators,
  listUserBusinessLines,
  listUserIndustries,
} from './lookups.repository.js';

/** The pickers' lookups. Catalogue-wide lists answer for anyone; the user lists only what is assigned. */
export async function lookupRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.get(
    '/api/Lookup/GetIndustries',
    answer(async () => listIndustries(db)),
  );

  app.get(
    '/api/Lookup/GetBusinessLines',
    answer(async (request) => listBusinessLines(db, queryId(request.legacyQuery, 'industryId'))),
  );

  app.get(
    '/api/Lookup/GetAllBusinessLines',
    answer(async () => listBusinessLines(db, null)),
  );

  app.get(
    '/api/Lookup/GetRegulators',
    answer(async (request) =>
      listRegulators(db, request.legacyUserId, queryFlag(request.legacyQuery, 'isOmnia')),
    ),
  );

  app.get(
    '/api/Lookup/GetUserIndustries',
    answer(async (request) => listUserIndustries(db, request.legacyUserId)),
  );

  app.get(
    '/api/Lookup/GetUserBusinessLines',
    answer(async (request) =>
      listUserBusinessLines(db, request.legacyUserId, queryId(request.legacyQuery, 'industryId')),
    ),
  );

  // The legal list picker's Category module: the body names business lines and industries by id.
  app.post(
    '/api/LegalList/Category',
    answer(async (request) => {
      if (!isPlainObject(request.body)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
      const businessLineIds = bodyIdList(request.body, 'business_id');
      const industryIds = bodyIdList(request.body, 'industry_id');
      if (businessLineIds.length === 0)
        throw new Refusal(400, CATALOGUE_MESSAGES.idListInvalid('business_id'));
      if (industryIds.length === 0) throw new Refusal(400, CATALOGUE_MESSAGES.idListInvalid('industry_id'));
      return listCategories(db, request.legacyUserId, businessLineIds, industryIds);
    }),
  );

  app.get(
    '/law-common/get-products',
    answer(async (request) => listProducts(db, optionalQueryId(request.legacyQuery, 'businessLineId'))),
  );

  app.get(
    '/law-common/get-institution-types',
    answer(async () => listNamed(db, 'institution_types')),
  );

  app.get(
    '/api/ClientSetup/GetLawInventories',
    answer(async () => listNamed(db, 'law_inventories')),
  );

  app.get(
    '/law-common/get-types-of-change',
    answer(async () => listChangeTypes(db)),
  );

  app.get(
    '/law-common/get-status-filter',
    answer(async () => listNamed(db, 'law_statuses')),
  );

  app.get(
    '/reassign-law/get-lawyers-list',
    answer(async () => listLawyers(db)),
  );
}
