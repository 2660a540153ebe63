import { generateKeyPair, hkdfSync, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { JsonWebKeySet } from '../../../config.js';
import type { Db } from '../../../db/db.js';
import { DbOidcAdapter } from './adapter.js';
import { directoryGroups } from './directory.js';
import { errorPage, PAGE_SECURITY_HEADERS } from './pages.js';

/** Where the provider lives on the catalogue; the issuer is `<public URL>/oidc`. */
export const OIDC_MOUNT = '/oidc';
/** The only scope the sign-in screen asks for, beside openid. */
export const SSO_SCOPE = 'user.read';

/** Lifetimes of the provider's artifacts, in seconds. */
export const OIDC_TTL = {
  AccessToken: 3600,
  AuthorizationCode: 60,
  IdToken: 3600,
  Interaction: 600,
  Session: 14 * 24 * 3600,
  Grant: 14 * 24 * 3600,
} as const;

export interface OidcProviderOptions {
  db: Db;
  /** `<public URL>/oidc` */
  issuer: string;
  clientId: string;
  redirectUris: string[];
  /** Signing keys; unset: one RS256 key generated now (development only). */
  jwks?: JsonWebKeySet;
  /** The catalogue's passphrase: the provider's cookie keys derive from it, so replicas and restarts agree. */
  secretKey: string;
  log: FastifyBaseLogger;
}

interface AccountRow {
  id: number;
  email: string;
  first_name: string;
  full_name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) over the catalogue's users: same accounts, same passwords. One
 * public client signs in with the authorization code flow and PKCE; every artifact lives in the database.
 */
export async function createOidcProvider(options: OidcProviderOptions): Promise<Provider> {
  // Imported here, not at the top: most catalogues run without single sign-on and never load it.
  const { default: ProviderClass } = await import('oidc-provider');
  const { db } = options;
  const redirectOrigins = new Set(options.redirectUris.map((uri) => new URL(uri).origin));

  const configuration: Configuration = {
    adapter: (model: string) => new DbOidcAdapter(db, model),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Lexbridge',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
      },
    ],
    // user.read carries what the catalogue's single sign-on login needs: the e-mail address (and the name).
    claims: {
      openid: ['sub'],
      [SSO_SCOPE]: ['email', 'name', 'groups'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name'],
    },
    scopes: ['openid'],
    responseTypes: ['code'],
    async findAccount(_ctx, sub) {
      const id = /^\d{1,10}$/.test(sub) ? Number(sub) : null;
      if (id === null) return undefined;
      const { rows } = await db.query<AccountRow>(
        'SELECT id, email, first_name, full_name FROM users WHERE id = $1',
        [id],
      );
      if (rows.length === 0) return undefined;
      const user = rows[0];
      const groups = await directoryGroups(db, user.id);
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.full_name,
          given_name: user.first_name,
          groups,
        }),
      };
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) =>
        `${new URL(options.issuer).pathname}/interaction/${interaction.uid}`,
    },
    cookies: {
      keys: [
        Buffer.from(hkdfSync('sha256', options.secretKey, 'lexbridge-legacy', 'oidc-cookies', 32)).toString(
          'base64',
        ),
      ],
    },
    features: {
      devInteractions: { enabled: false },
      // Tokens stay plain bearer tokens, so the catalogue can check them the way userinfo does.
      dPoP: { enabled: false },
      userinfo: { enabled: true },
    },
    // The browser exchanges the code from the web app's origin: allow the origins of the registered redirect URIs.
    clientBasedCORS: (_ctx, origin) => redirectOrigins.has(origin),
    pkce: { required: () => true },
    ttl: { ...OIDC_TTL },
    jwks: options.jwks ?? (await developmentKeys()),
    async renderError(ctx, out) {
      ctx.set({ ...PAGE_SECURITY_HEADERS });
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error ?? 'The sign-in could not be completed.');
    },
  };

  const provider = new ProviderClass(options.issuer, configuration);
  provider.on('server_error', (_ctx, error) => options.log.error({ err: error }, 'OpenID provider failed'));
  // A public https URL means a TLS-terminating proxy in front (the catalogue itself speaks plain HTTP): trust its
  // X-Forwarded-Proto and X-Forwarded-Host, so cookies are secure and URLs https.
  provider.proxy = new URL(options.issuer).protocol === 'https:';
  if (!options.jwks)
    options.log.warn('single sign-on signs with a generated key; set LEGACY_SSO_JWKS outside development');
  return provider;
}

async function developmentKeys(): Promise<JsonWebKeySet> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
}
