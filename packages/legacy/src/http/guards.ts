import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateAccessToken } from '../auth/tokens.js';
import type { Db } from '../db/db.js';
import { LEGACY_MESSAGES, refusal } from './envelope.js';
import { bodyValue, isPlainObject, queryValue } from './params.js';
import { decryptSecret } from './secret.js';

/** The bearer check of every call but /Token: answers 401 exactly as ASP.NET Web API's [Authorize] does. */
export function bearerGuard(db: Db) {
  return async function checkBearer(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | void> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const userId = match ? await authenticateAccessToken(db, match[1], new Date()) : null;
    if (userId === null) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ Message: LEGACY_MESSAGES.unauthorized });
    }
    request.legacyUserId = userId;
  };
}

const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * The legacy HTTP layer's duties, checked in the order a client meets them: query strings travel only inside
 * the encrypted `secret`, and every call names its user (query for GET/DELETE, body for POST/PUT, query again for
 * a POST whose body is a file's text), who must be the token's user.
 */
export function legacyCallGuard(secretKey: string) {
  return async function checkLegacyCall(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | void> {
    const deny = (status: number, message: string) => reply.code(status).send(refusal(message));

    const query = (request.query ?? {}) as Record<string, unknown>;
    if (Object.keys(query).some((key) => key !== 'secret')) return deny(400, LEGACY_MESSAGES.plainQuery);

    const usesQuery = QUERY_METHODS.has(request.method);
    const needsUserId = request.routeOptions.config.legacy?.userId !== false;
    const secret = query.secret;
    if (secret !== undefined || (usesQuery && needsUserId)) {
      const plaintext = typeof secret === 'string' ? decryptSecret(secret, secretKey) : null;
      if (plaintext === null) return deny(400, LEGACY_MESSAGES.invalidSecret);
      request.legacyQuery = new URLSearchParams(plaintext);
    } else {
      request.legacyQuery = new URLSearchParams();
    }

    if (!needsUserId) return;
    // A text body is a file sent as it is (a LAR upload): its user is named in the query, as for a GET.
    const inQuery = usesQuery || typeof request.body === 'string';
    const claimed = inQuery ? [queryValue(request.legacyQuery, 'UserId')] : userIdsInBody(request.body);
    if (claimed.length === 0 || claimed.some(isBlank)) return deny(400, LEGACY_MESSAGES.userIdRequired);
    if (!claimed.every((value) => sameUser(value, request.legacyUserId))) {
      return deny(403, LEGACY_MESSAGES.userIdMismatch);
    }
  };
}

/** Object bodies carry one UserId; list bodies (bulk saves, reorders) carry it on every row. */
function userIdsInBody(body: unknown): unknown[] {
  if (isPlainObject(body)) return [bodyValue(body, 'UserId')];
  if (Array.isArray(body))
    return body.map((row) => (isPlainObject(row) ? bodyValue(row, 'UserId') : undefined));
  return [];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function sameUser(value: unknown, userId: number): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) && Number(text) === userId;
}
