import type { FastifyInstance } from 'fastify';
import { expireTokens } from '../auth/tokens.js';
import type { LegacyContext } from '../context.js';
import { isPlainObject } from '../http/params.js';
import { latestMail } from '../modules/access/passwords.repository.js';
import type { RequestStats } from './stats.js';

/**
 * Test-only routes, registered only with `testControls: true`. They let tests of the BFF force the token refresh
 * path and count what the catalogue received. Not part of the legacy contract; never enabled by main.ts.
 */
export async function controlRoutes(
  app: FastifyInstance,
  { db, stats }: LegacyContext & { stats: RequestStats },
): Promise<void> {
  app.post('/__control/expire-tokens', async (request) => {
    const body = isPlainObject(request.body) ? request.body : {};
    const expired = await expireTokens(db, new Date(), body.includeRefreshTokens === true);
    return { expiredAccessTokens: expired.accessTokens, expiredRefreshTokens: expired.refreshTokens };
  });

  app.get('/__control/stats', async () => stats.snapshot());

  app.post('/__control/reset-stats', async () => {
    stats.reset();
    return { ok: true };
  });

  /** The newest mail to an address, with the reset link's two tokens: `{to, link, token, token2}`. */
  app.get<{ Querystring: { email?: string } }>('/__control/outbox', async (request, reply) => {
    const mail = typeof request.query.email === 'string' ? await latestMail(db, request.query.email) : null;
    if (!mail) return reply.code(404).send({ Message: 'No mail was sent to this address.', Result: null });
    const params = new URLSearchParams(mail.link?.split('?')[1] ?? '');
    return { to: mail.to, link: mail.link, token: params.get('Token'), token2: params.get('Token2') };
  });
}
