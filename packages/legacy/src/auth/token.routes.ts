import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../context.js';
import { isPlainObject } from '../http/params.js';
import { loadLoginProfile, findUserForSignIn, type LoginProfile } from '../modules/account/profile.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { issueTokens, redeemRefreshToken, type IssuedTokens } from './tokens.js';

type OAuthError = 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type';

export const TOKEN_ERRORS = {
  notForm: 'The request must be sent as application/x-www-form-urlencoded.',
  credentialsRequired: 'The user name and password are required.',
  passwordEncoding: 'The password must be base64-encoded UTF-8.',
  wrongCredentials: 'The user name or password is incorrect.',
  refreshTokenRequired: 'The refresh_token is required.',
  refreshTokenInvalid: 'The refresh token is invalid or expired.',
  unsupportedGrant: 'The grant_type must be password or refresh_token.',
} as const;

/** POST /Token, the OWIN OAuth authorization server endpoint: password and refresh_token grants. */
export async function tokenRoutes(
  app: FastifyInstance,
  { db, lifetimes, stats }: LegacyContext,
): Promise<void> {
  await app.register(formbody);

  // OAuth clients read OAuth errors: a body Fastify cannot parse (wrong media type, too large) is answered in
  // that shape too. Server faults go on to the app-wide handler.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return oauthError(reply, 'invalid_request', TOKEN_ERRORS.notForm);
    }
    throw error;
  });

  app.post('/Token', async (request, reply) => {
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const form = formFields(request);
    const grantType = form?.grant_type;
    stats?.recordTokenCall(grantType ?? '(none)');
    if (!form) return oauthError(reply, 'invalid_request', TOKEN_ERRORS.notForm);

    let issued: IssuedTokens | null;
    if (grantType === 'password') {
      const { username, password } = form;
      if (!username?.trim() || !password)
        return oauthError(reply, 'invalid_request', TOKEN_ERRORS.credentialsRequired);
      const plainPassword = decodeBase64Utf8(password);
      if (plainPassword === null) return oauthError(reply, 'invalid_request', TOKEN_ERRORS.passwordEncoding);
      const user = await findUserForSignIn(db, username);
      const valid = user
        ? await verifyPassword(plainPassword, user.passwordHash)
        : await burnPasswordCheck(plainPassword);
      if (!user || !valid) return oauthError(reply, 'invalid_grant', TOKEN_ERRORS.wrongCredentials);
      issued = await issueTokens(db, user.id, lifetimes);
    } else if (grantType === 'refresh_token') {
      if (!form.refresh_token) return oauthError(reply, 'invalid_request', TOKEN_ERRORS.refreshTokenRequired);
      issued = await redeemRefreshToken(db, form.refresh_token, lifetimes);
      if (!issued) return oauthError(reply, 'invalid_grant', TOKEN_ERRORS.refreshTokenInvalid);
    } else {
      return oauthError(reply, 'unsupported_grant_type', TOKEN_ERRORS.unsupportedGrant);
    }

    const profile = await loadLoginProfile(db, issued.userId);
    if (!profile) return oauthError(reply, 'invalid_grant', TOKEN_ERRORS.wrongCredentials);
    request.log.info({ userId: issued.userId, grantType, environment: form.environment }, 'issued tokens');
    return tokenAnswer(issued, profile);
  });
}

/** The success body of POST /Token, also answered by the single sign-on login. */
export function tokenAnswer(issued: IssuedTokens, profile: LoginProfile) {
  return {
    access_token: issued.accessToken,
    token_type: 'bearer',
    expires_in: issued.expiresIn,
    refresh_token: issued.refreshToken,
    ...profile,
    // OWIN writes these two in RFC 1123 form, e.g. "Sat, 22 Nov 2026 09:00:00 GMT".
    '.issued': issued.issuedAt.toUTCString(),
    '.expires': issued.expiresAt.toUTCString(),
  };
}

function oauthError(reply: FastifyReply, error: OAuthError, description: string): FastifyReply {
  return reply.code(400).send({ error, error_description: description });
}

/** The form's single-valued fields; null when the body was not a form. */
function formFields(request: FastifyRequest): Record<string, string | undefined> | null {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType) || !isPlainObject(request.body))
    return null;
  const fields: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(request.body)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A password as the legacy clients send it: base64 of the UTF-8 text; null when it is not that, or empty. */
export function decodeBase64Utf8(value: string): string | null {
  // An unencoded '+' in a form arrives as a space; base64 never contains spaces.
  const normalized = value.trim().replace(/ /g, '+');
  if (normalized.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(normalized)) return null;
  try {
    const text = utf8.decode(Buffer.from(normalized, 'base64'));
    return text === '' ? null : text;
  } catch {
    return null;
  }
}
