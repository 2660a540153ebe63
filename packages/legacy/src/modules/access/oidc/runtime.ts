import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { JsonWebKeySet } from '../../../config.js';
import type { Db } from '../../../db/db.js';
import { directoryGroups } from './directory.js';
import { createOidcProvider, OIDC_MOUNT, SSO_SCOPE } from './provider.js';

export interface SsoRuntimeOptions {
  db: Db;
  secretKey: string;
  clientId: string;
  tenantId: string | null;
  redirectUris: string[];
  jwks?: JsonWebKeySet;
  /** LEGACY_PUBLIC_URL; unset: the address the catalogue is bound to. */
  publicUrl?: string;
}

/** What an access token says about its holder, checked as the provider's userinfo endpoint checks it. */
export type SsoIdentity =
  | { valid: false }
  /** `email` is null when the account behind a genuine token no longer exists. */
  | { valid: true; accountId: string; email: string | null; groups: string[] };

/**
 * Single sign-on while it is configured: the OpenID provider, started on first use because its issuer (the public
 * URL) may only be known once the catalogue listens (tests listen on port 0).
 */
export class SsoRuntime {
  #provider: Promise<Provider> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly options: SsoRuntimeOptions,
  ) {}

  get clientId(): string {
    return this.options.clientId;
  }

  /** `<public URL>/oidc`, e.g. http://127.0.0.1:4010/oidc */
  issuer(): string {
    return `${this.options.publicUrl ?? boundUrl(this.app)}${OIDC_MOUNT}`;
  }

  provider(): Promise<Provider> {
    this.#provider ??= createOidcProvider({
      db: this.options.db,
      issuer: this.issuer(),
      clientId: this.options.clientId,
      redirectUris: this.options.redirectUris,
      jwks: this.options.jwks,
      secretKey: this.options.secretKey,
      log: this.app.log,
    }).catch((error: unknown) => {
      this.#provider = undefined;
      throw error;
    });
    return this.#provider;
  }

  /**
   * The checks of the provider's userinfo endpoint, in process: a live, unrevoked bearer access token of our
   * client, for openid, whose grant still stands; the e-mail claim needs the user.read (or email) scope.
   */
  async identify(accessToken: string): Promise<SsoIdentity> {
    const provider = await this.provider();
    const token = await provider.AccessToken.find(accessToken);
    if (
      !token ||
      token.clientId !== this.clientId ||
      !token.scopes.has('openid') ||
      !(token.scopes.has(SSO_SCOPE) || token.scopes.has('email')) ||
      token.aud !== undefined ||
      token.isSenderConstrained()
    ) {
      return { valid: false };
    }
    const grant = await provider.Grant.find(token.grantId, { ignoreExpiration: true });
    if (
      !grant ||
      grant.isExpired ||
      grant.clientId !== token.clientId ||
      grant.accountId !== token.accountId
    ) {
      return { valid: false };
    }
    const id = /^\d{1,10}$/.test(token.accountId) ? Number(token.accountId) : null;
    const { rows } =
      id === null
        ? { rows: [] }
        : await this.options.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id]);
    return {
      valid: true,
      accountId: token.accountId,
      email: rows.length > 0 ? rows[0].email : null,
      groups: id === null ? [] : await directoryGroups(this.options.db, id),
    };
  }
}

/** http://<address>:<port> of the listening catalogue; a wildcard address becomes localhost. */
function boundUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return 'http://localhost';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
