import type { FastifyInstance } from 'fastify';
import { tokenAnswer } from '../../auth/token.routes.js';
import { issueTokens } from '../../auth/tokens.js';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES, refusal, success } from '../../http/envelope.js';
import { isPlainObject, queryValue } from '../../http/params.js';
import { loadLoginProfile } from '../account/profile.js';
import { bodyText } from './body.js';
import { ACCESS_MESSAGES } from './messages.js';
import type { SsoRuntime } from './oidc/runtime.js';
import { clientByDomain } from '../administration/clients.routes.js';
import { applySsoGroups } from '../administration/sso-groups.routes.js';
import { findUserByEmail } from './passwords.repository.js';

export interface SsoRouteOptions extends LegacyContext {
  /** Null while single sign-on is not configured. */
  sso: SsoRuntime | null;
}

/** The single sign-on client lookup and login: anonymous calls. */
export async function anonymousSsoRoutes(
  app: FastifyInstance,
  { db, lifetimes, sso }: SsoRouteOptions,
): Promise<void> {
  /**
   * Which OpenID client the sign-in screen uses; Result false sends the screen to /sso-not-found. With `domain`
   * (plain query: the host the sign-in page was opened on), a client of that domain answers with its own setup: single
   * sign-on only when enabled for it, and its tenant id.
   */
  app.get('/ClientDbSetup/GetSSOClient', async (request) => {
    const domain = new URLSearchParams(request.url.split('?')[1] ?? '').get('domain')?.trim();
    const client = domain ? await clientByDomain(db, domain) : null;
    if (client) {
      return {
        Result: sso !== null && client.ssoEnabled && client.isActive,
        Cid: sso?.clientId ?? null,
        Tid: client.tenantId ?? sso?.options.tenantId ?? null,
      };
    }
    return { Result: sso !== null, Cid: sso?.clientId ?? null, Tid: sso?.options.tenantId ?? null };
  });

  /**
   * Exchanges the identity provider's access token for a catalogue session: the token must pass the provider's
   * userinfo checks and belong to the e-mail address given, which must have an account. Success is the /Token
   * body.
   */
  app.post('/Account/sso-login', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const refuse = (message: string) => reply.code(400).send(refusal(message));
    if (!sso) return refuse(ACCESS_MESSAGES.ssoNotConfigured);
    const email = bodyText(request.body, 'email');
    const token = bodyText(request.body, 'token');
    if (!email || !token) return refuse(ACCESS_MESSAGES.ssoFieldsRequired);

    const identity = await sso.identify(token);
    if (!identity.valid) return refuse(ACCESS_MESSAGES.ssoTokenInvalid);
    if (identity.email === null) {
      // A genuine token whose account has gone: say so, unless the address given belongs to someone else.
      return refuse(
        (await findUserByEmail(db, email)) ? ACCESS_MESSAGES.ssoEmailMismatch : ACCESS_MESSAGES.ssoNoAccount,
      );
    }
    if (identity.email.toLowerCase() !== email.toLowerCase()) return refuse(ACCESS_MESSAGES.ssoEmailMismatch);
    const user = await findUserByEmail(db, identity.email);
    if (!user) return refuse(ACCESS_MESSAGES.ssoNoAccount);

    // The directory decides roles and business lines where the client maps its groups.
    const applied = await applySsoGroups(db, user.id, identity.groups);
    if (applied.matchedGroups.length > 0)
      request.log.info({ userId: user.id, ...applied }, 'applied the single sign-on group mappings');
    const issued = await issueTokens(db, user.id, lifetimes);
    const profile = await loadLoginProfile(db, user.id);
    if (!profile) return refuse(ACCESS_MESSAGES.ssoNoAccount);
    request.log.info({ userId: user.id }, 'issued tokens for a single sign-on');
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return tokenAnswer(issued, profile);
  });
}

/** GET Account/GetSSOUserDetails?secret=…(userEmail, UserId): the signed-in user's own login fields. */
export async function signedInSsoRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.get('/Account/GetSSOUserDetails', async (request, reply) => {
    const userEmail = queryValue(request.legacyQuery, 'userEmail')?.trim() ?? '';
    if (!userEmail) return reply.code(400).send(refusal(ACCESS_MESSAGES.userEmailRequired));
    const profile = await loadLoginProfile(db, request.legacyUserId);
    if (!profile) return reply.code(401).send({ Message: LEGACY_MESSAGES.unauthorized });
    if (profile.userEmail.toLowerCase() !== userEmail.toLowerCase()) {
      return reply.code(403).send(refusal(ACCESS_MESSAGES.userEmailMismatch));
    }
    return success(profile);
  });
}
