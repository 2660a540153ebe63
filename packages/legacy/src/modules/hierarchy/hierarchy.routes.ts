import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { LEGACY_MESSAGES } from '../../http/envelope.js';
import { bodyValue, isPlainObject } from '../../http/params.js';
import {
  Refusal,
  answer,
  assertAssignedIndustry,
  assignedBusinessLine,
  bodyId,
  bodyIdList,
} from '../catalogue/http.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import {
  MAX_LEVELS,
  loadChildren,
  regulatorAuthority,
  type AuthorityResultDto,
  type HierarchyFilter,
} from './hierarchy.repository.js';

/** The Search Hierarchy screen: regulators' level trees, expanded one node at a time. */
export async function hierarchyRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  // The top of the tree: each regulator's level 1 texts, grouped by authority (both groups always present).
  app.post(
    '/law-hierarchy/get-level',
    answer(async (request): Promise<AuthorityResultDto[]> => {
      const filter = await readFilter(db, request, false);
      const results = await loadChildren(db, filter);
      return (['Federal', 'State'] as const).map((authority) => ({
        authority,
        lawResult: results.filter((result) => result.authority === authority),
      }));
    }),
  );

  // One node's children; the answer is a one-item list whose lawResult holds them, per regulator.
  app.post(
    '/law-hierarchy/get-next-level',
    answer(async (request): Promise<AuthorityResultDto[]> => {
      const filter = await readFilter(db, request, true);
      const results = await loadChildren(db, filter);
      const authority =
        results[0]?.authority ?? (await regulatorAuthority(db, filter.regulatorIds[0])) ?? 'Federal';
      return [{ authority, lawResult: results }];
    }),
  );
}

async function readFilter(db: Queryable, request: FastifyRequest, isNode: boolean): Promise<HierarchyFilter> {
  const body = request.body;
  if (!isPlainObject(body)) throw new Refusal(400, LEGACY_MESSAGES.invalidRequest);
  const industryId = bodyId(body, 'industryId');
  const businessLineId = bodyId(body, 'businessLineId');
  const regulatorIds = bodyIdList(body, 'regulatorId');
  const categoryIds = bodyIdList(body, 'categoryId');
  let levelTexts: string[] = [];
  if (isNode) {
    if (regulatorIds.length === 0) throw new Refusal(400, CATALOGUE_MESSAGES.idListInvalid('regulatorId'));
    levelTexts = readLevelTexts(bodyValue(body, 'levelTextList'));
    const header = bodyValue(body, 'header');
    if (header !== undefined && header !== null && typeof header !== 'string') {
      throw new Refusal(400, CATALOGUE_MESSAGES.textInvalid('header'));
    }
  }

  await assertAssignedIndustry(db, request.legacyUserId, industryId);
  const line = await assignedBusinessLine(db, request.legacyUserId, businessLineId);
  if (line.industryId !== industryId) throw new Refusal(400, CATALOGUE_MESSAGES.businessLineNotInIndustry);
  return { businessLineId, regulatorIds, categoryIds, levelTexts };
}

function readLevelTexts(value: unknown): string[] {
  const valid =
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_LEVELS &&
    value.every((text) => typeof text === 'string' && text.trim() !== '');
  if (!valid) throw new Refusal(400, CATALOGUE_MESSAGES.textListInvalid('levelTextList'));
  return value as string[];
}
