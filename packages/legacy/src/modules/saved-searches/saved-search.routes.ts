import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES, refusal, success } from '../../http/envelope.js';
import { bodyValue, isPlainObject, parseId, queryValue } from '../../http/params.js';
import {
  addSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  renameSavedSearch,
  savedSearchesByIds,
  searchSavedSearches,
} from './saved-search.repository.js';

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

  // Rename: Id and SearchName in the body; the user's own search only.
  app.put('/denormalize-search/update-history-search', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const id = parseId(bodyValue(request.body, 'Id'));
    if (id === null) return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchIdInvalid));
    const rawName = bodyValue(request.body, 'SearchName');
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name) return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchNameRequired));
    if (name.length > SEARCH_NAME_MAX)
      return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchNameTooLong));
    const renamed = await renameSavedSearch(db, request.legacyUserId, id, name);
    if (renamed === 'missing') return reply.code(404).send(refusal(LEGACY_MESSAGES.savedSearchNotFound));
    if (renamed === 'duplicate') return reply.code(409).send(refusal(LEGACY_MESSAGES.savedSearchExists));
    return success(renamed);
  });

  // Compare: two of the user's searches (ids=1,2), in the order asked.
  app.get('/denormalize-search/get-history-search-compare', async (request, reply) => {
    const raw = (queryValue(request.legacyQuery, 'ids') ?? '').split(',').filter(Boolean);
    const ids = raw.map((value) => parseId(value));
    if (ids.length !== 2 || ids.some((id) => id === null) || ids[0] === ids[1])
      return reply.code(400).send(refusal(LEGACY_MESSAGES.savedSearchCompareTwo));
    const found = await savedSearchesByIds(db, request.legacyUserId, ids as number[]);
    if (found.length !== 2) return reply.code(404).send(refusal(LEGACY_MESSAGES.savedSearchNotFound));
    return success(found);
  });

  // The search box of the history: the user's searches whose name or criteria contain the key, a page at a time.
  app.post('/denormalize-search/search-list', async (request, reply) => {
    const body = isPlainObject(request.body) ? request.body : {};
    const key = (queryValue(request.legacyQuery, 'key') ?? '').trim();
    const pageNumber = parseId(bodyValue(body, 'pageNumber') ?? 1);
    const pageSize = parseId(bodyValue(body, 'pageSize') ?? 100);
    if (pageNumber === null || pageSize === null || pageSize > 1000)
      return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    return success(await searchSavedSearches(db, request.legacyUserId, key, { pageNumber, pageSize }));
  });
}
