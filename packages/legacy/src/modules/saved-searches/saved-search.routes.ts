import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES, refusal, success } from '../../http/envelope.js';
import { bodyValue, isPlainObject, parseId, queryValue } from '../../http/params.js';
import { addSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-search.repository.js';

export const SEARCH_NAME_MAX = 100;
export const SEARCH_KEY_MAX = 8000;

/** The denormalize-search module's saved ("history") searches. */
export async function savedSearchRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.get('/denormalize-search/get-history-search', async (request) =>
    success(await listSavedSearches(db, request.legacyUserId)),
  );

  app.post('/denormalize-search/add-history-search', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const rawName = bodyValue(request.body, 'SearchName');
    const rawKey = bodyValue(request.body, 'searchKey');
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name) return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchNameRequired));
    if (name.length > SEARCH_NAME_MAX)
      return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchNameTooLong));
    if (typeof rawKey !== 'string' || rawKey.trim() === '') {
      return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchKeyRequired));
    }
    if (rawKey.length > SEARCH_KEY_MAX)
      return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchKeyTooLong));

    const saved = await addSavedSearch(db, request.legacyUserId, name, rawKey);
    if (!saved) return reply.code(409).send(refusal(LEGACY_MESSAGES.savedSearchExists));
    return success(saved);
  });

  app.delete('/denormalize-search/delete-history-search', async (request, reply) => {
    const id = parseId(queryValue(request.legacyQuery, 'id'));
    if (id === null) return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchIdInvalid));
    if (!(await deleteSavedSearch(db, request.legacyUserId, id))) {
      return reply.code(404).send(refusal(LEGACY_MESSAGES.savedSearchNotFound));
    }
    return success(true);
  });
}
