import type { FastifyInstance } from 'fastify';
import { DEFAULT_SSO_REDIRECT_URIS, type SsoSettings } from '../../config.js';
import type { LegacyContext } from '../../context.js';
import { oidcRoutes } from './oidc/oidc.routes.js';
import { SsoRuntime } from './oidc/runtime.js';
import { anonymousPasswordRoutes, signedInPasswordRoutes } from './passwords.routes.js';
import { registrationRoutes } from './registration.routes.js';
import { reportToolRoutes } from './report-tool.routes.js';
import { anonymousSsoRoutes, signedInSsoRoutes } from './sso.routes.js';

export interface AccessOptions {
  /** The URL browsers reach the catalogue at; unset: the bound address. */
  publicUrl?: string;
  /** Single sign-on; off without a clientId. */
  sso?: Partial<SsoSettings>;
}

/**
 * Access and the application shell, the calls made before anyone is signed in: the single sign-on client lookup
 * and login, the OpenID provider at /oidc (only while single sign-on is configured), sign-up, forgot and reset
 * password, and self-service registration. None takes a token, a secret or a UserId; query strings are ignored.
 */
export async function accessRoutes(
  app: FastifyInstance,
  options: LegacyContext & AccessOptions,
): Promise<void> {
  const { publicUrl, sso: settings, ...context } = options;
  const sso = settings?.clientId
    ? new SsoRuntime(app, {
        db: context.db,
        secretKey: context.secretKey,
        clientId: settings.clientId,
        tenantId: settings.tenantId ?? null,
        redirectUris: settings.redirectUris?.length ? settings.redirectUris : [...DEFAULT_SSO_REDIRECT_URIS],
        jwks: settings.jwks,
        publicUrl,
      })
    : null;

  await app.register(anonymousSsoRoutes, { ...context, sso });
  if (sso) await app.register(oidcRoutes, { sso, db: context.db });
  await app.register(anonymousPasswordRoutes, context);
  await app.register(registrationRoutes, context);
}

/** The access calls of a signed-in user, behind the bearer, secret and UserId checks. */
export async function signedInAccessRoutes(app: FastifyInstance, context: LegacyContext): Promise<void> {
  await app.register(signedInSsoRoutes, context);
  await app.register(signedInPasswordRoutes, context);
  await app.register(reportToolRoutes, context);
}
