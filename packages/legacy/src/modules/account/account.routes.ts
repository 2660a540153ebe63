import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES, success } from '../../http/envelope.js';
import { loadLoginProfile } from './profile.js';

export async function accountRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  /**
   * Who-am-I for a bearer token (the ASP.NET Web API template's endpoint name): the BFF resolves internal tools'
   * tokens with it, and those callers do not know their UserId yet, so none is required.
   */
  app.get('/api/Account/UserInfo', { config: { legacy: { userId: false } } }, async (request, reply) => {
    const profile = await loadLoginProfile(db, request.legacyUserId);
    // The token outlived its user: as unauthenticated as an unknown token.
    if (!profile) return reply.code(401).send({ Message: LEGACY_MESSAGES.unauthorized });
    return success(profile);
  });
}
