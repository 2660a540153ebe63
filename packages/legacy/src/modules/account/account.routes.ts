import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES, refusal, success } from '../../http/envelope.js';
import { isPlainObject } from '../../http/params.js';
import { bodyText } from '../access/body.js';
import { loadLoginProfile } from './profile.js';

const PHONE_MESSAGES = {
  countryCode: 'Please choose a country code.',
  phoneNumber: 'Please enter a phone number of 6 to 14 digits.',
  saved: 'Phone number saved.',
} as const;

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

  /**
   * The phone enrolled for sign-in codes (/user-authentication). Result is null when none is; the number is given
   * back in full only to its owner, the signed-in user.
   */
  app.get('/api/Account/GetPhoneNumber', async (request) => {
    const { rows } = await db.query<{
      phone_country_code: string | null;
      phone_number: string | null;
      phone_updated_at: Date | null;
    }>('SELECT phone_country_code, phone_number, phone_updated_at FROM users WHERE id = $1', [
      request.legacyUserId,
    ]);
    const row = rows[0];
    if (!row?.phone_country_code || !row.phone_number) return success(null);
    return success({
      CountryCode: row.phone_country_code,
      PhoneNumber: row.phone_number,
      UpdatedOn: row.phone_updated_at?.toISOString() ?? null,
    });
  });

  /** Enrols (or replaces) the signed-in user's phone: { CountryCode, PhoneNumber, UserId }. */
  app.post('/api/Account/UpdatePhoneNumber', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const countryCode = bodyText(request.body, 'CountryCode');
    const phoneNumber = bodyText(request.body, 'PhoneNumber');
    // The catalogue's own checks (a stand-in for the real one, it does not share the BFF's rules package).
    const digits = phoneNumber.replace(/[\s\-.()]/g, '');
    if (!/^\+\d{1,4}$/.test(countryCode)) return reply.code(400).send(refusal(PHONE_MESSAGES.countryCode));
    if (!/^\d{6,14}$/.test(digits)) return reply.code(400).send(refusal(PHONE_MESSAGES.phoneNumber));
    await db.query(
      'UPDATE users SET phone_country_code = $2, phone_number = $3, phone_updated_at = now() WHERE id = $1',
      [request.legacyUserId, countryCode, digits],
    );
    request.log.info({ userId: request.legacyUserId }, 'enrolled a phone for sign-in codes');
    return { Message: PHONE_MESSAGES.saved, Result: true };
  });
}
