import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { refusal, success } from '../../http/envelope.js';
import { ACCESS_MESSAGES } from './messages.js';

/** The report tool's embedding tokens live ten minutes, the longest its connected apps accept. */
export const REPORT_TOKEN_LIFETIME_SECONDS = 600;
export const REPORT_TOOL_ISSUER = 'lexbridge-legacy';
export const REPORT_TOOL_AUDIENCE = 'tableau';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The signing key of report tokens, derived from the catalogue's passphrase so every replica signs alike without
 * another setting. A real catalogue signs with the secret of its report tool's connected app.
 */
export function reportToolKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'lexbridge-legacy', 'report-tool-jwt', 32));
}

/** An HS256 JWT in the shape of a report tool connected-app token: who may view embedded dashboards. */
export function signReportToken(
  secretKey: string,
  subject: string,
  now: Date = new Date(),
): { jwtToken: string; expires_in: number } {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'HS256', typ: 'JWT', kid: 'lexbridge-report-tool', iss: REPORT_TOOL_ISSUER };
  const payload = {
    iss: REPORT_TOOL_ISSUER,
    sub: subject,
    aud: REPORT_TOOL_AUDIENCE,
    jti: randomUUID(),
    iat,
    exp: iat + REPORT_TOKEN_LIFETIME_SECONDS,
    scp: ['tableau:views:embed'],
  };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', reportToolKey(secretKey)).update(unsigned).digest('base64url');
  return { jwtToken: `${unsigned}.${signature}`, expires_in: REPORT_TOKEN_LIFETIME_SECONDS };
}

/** GET reports/get-report-token: the report tool token of a user whose isTableau flag is on. */
export async function reportToolRoutes(
  app: FastifyInstance,
  { db, secretKey }: LegacyContext,
): Promise<void> {
  app.get('/reports/get-report-token', async (request, reply) => {
    const { rows } = await db.query<{ email: string; is_tableau: boolean }>(
      'SELECT email, is_tableau FROM users WHERE id = $1',
      [request.legacyUserId],
    );
    if (rows.length === 0 || !rows[0].is_tableau) {
      return reply.code(403).send(refusal(ACCESS_MESSAGES.reportToolDisabled));
    }
    return success(signReportToken(secretKey, rows[0].email));
  });
}
