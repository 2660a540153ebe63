import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_SECRET_KEY = 'lexbridge-dev-secret-2026';
export const MEMORY_DATA_DIR = 'memory://';
export const DEFAULT_MAIL_FROM = 'no-reply@lexbridge.test';

// src/config.ts and dist/config.js both sit one level below the package, so one path serves tsx and node.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = resolve(packageDir, '..', '..');
export const defaultDataDir = resolve(repoRoot, '.data', 'legacy');

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** Where the single sign-on client may send the browser back to, when LEGACY_SSO_REDIRECT_URIS is unset. */
export const DEFAULT_SSO_REDIRECT_URIS: readonly string[] = [
  'http://localhost:4000/sso-callback',
  'http://127.0.0.1:4000/sso-callback',
  'http://localhost:5173/sso-callback',
];

/** A JSON Web Key Set with private keys, as LEGACY_SSO_JWKS carries it. */
export interface JsonWebKeySet {
  keys: Record<string, unknown>[];
}

/** The OpenID provider at /oidc and the single sign-on client lookup. */
export interface SsoSettings {
  /** The one OpenID client (public, PKCE). Unset: single sign-on is off and /oidc is not mounted. */
  clientId?: string;
  /** Echoed by ClientDbSetup/GetSSOClient as Tid. */
  tenantId?: string;
  redirectUris: string[];
  /** Signing keys; unset: an RS256 key is generated when the provider starts (development only). */
  jwks?: JsonWebKeySet;
}

export interface LegacyConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  secretKey: string;
  tokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  logLevel: LogLevel;
  /** The URL browsers reach the catalogue at (the OpenID issuer is this plus /oidc); unset: the bound address. */
  publicUrl?: string;
  sso: SsoSettings;
  /** Origins that may frame the stand-in report tool's views (LEGACY_FRAME_ANCESTORS). */
  reportToolFrameAncestors?: string[];
  /** The SMTP server mail goes to (LEGACY_SMTP_URL); unset: mail waits in the outbox. */
  smtpUrl?: string;
  /** The sender of the catalogue's own mail (LEGACY_MAIL_FROM). */
  mailFrom: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid legacy catalogue configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates every setting at once, so a bad deployment fails at boot with the full list of
 * problems instead of one at a time. Empty values count as unset, as .env files often leave them blank; the
 * secret key is the exception, because quietly falling back to the public default would hide a broken deployment.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LegacyConfig {
  const problems: string[] = [];
  const read = (key: string): string | undefined => {
    const value = env[key]?.trim();
    return value ? value : undefined;
  };

  const integer = (key: string, fallback: number, min: number, max: number): number => {
    const raw = read(key);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${key} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };

  const port = integer('LEGACY_PORT', 4010, 0, 65535);
  const host = read('LEGACY_HOST') ?? '127.0.0.1';
  // Ten years: anything longer is a typo, and timestamps past year 9999 break Date.
  const tokenLifetimeSeconds = integer('TOKEN_LIFETIME_SECONDS', 3600, 1, 315_360_000);
  const refreshTokenLifetimeSeconds = integer('REFRESH_TOKEN_LIFETIME_SECONDS', 1_209_600, 1, 315_360_000);

  const secretKey = env.LEGACY_SECRET_KEY === undefined ? DEFAULT_SECRET_KEY : env.LEGACY_SECRET_KEY;
  if (secretKey.trim() === '') problems.push('LEGACY_SECRET_KEY must not be empty');

  const rawLevel = read('LEGACY_LOG_LEVEL') ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === rawLevel.toLowerCase());
  if (!logLevel)
    problems.push(`LEGACY_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${rawLevel}")`);

  const publicUrl = optionalWebUrl(read('LEGACY_PUBLIC_URL'), 'LEGACY_PUBLIC_URL', problems);
  const sso: SsoSettings = {
    clientId: read('LEGACY_SSO_CLIENT_ID'),
    tenantId: read('LEGACY_SSO_TENANT_ID'),
    redirectUris: readRedirectUris(read('LEGACY_SSO_REDIRECT_URIS'), problems),
    jwks: readJwks(read('LEGACY_SSO_JWKS'), problems),
  };

  const smtpUrl = read('LEGACY_SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl))
    problems.push(
      'LEGACY_SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
    );
  const mailFrom = read('LEGACY_MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(mailFrom))
    problems.push(`LEGACY_MAIL_FROM must be an e-mail address (got "${mailFrom}")`);

  let database: DatabaseConfig;
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) {
    if (!isPostgresUrl(databaseUrl)) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
    }
    database = { kind: 'postgres', url: databaseUrl };
  } else {
    database = { kind: 'pglite', dataDir: resolveDataDir(read('LEGACY_DATA_DIR')) };
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    database,
    secretKey,
    tokenLifetimeSeconds,
    refreshTokenLifetimeSeconds,
    logLevel: logLevel ?? 'info',
    publicUrl,
    sso,
    reportToolFrameAncestors: read('LEGACY_FRAME_ANCESTORS')
      ?.split(/[\s,]+/)
      .filter(Boolean),
    smtpUrl,
    mailFrom,
  };
}

/**
 * Relative data directories are taken from the repository root, not the working directory: pnpm runs package
 * scripts inside the package, the root scripts run at the root, and both must find the same data.
 */
export function resolveDataDir(value: string | undefined): string {
  if (value === undefined) return defaultDataDir;
  if (value === MEMORY_DATA_DIR) return value;
  return isAbsolute(value) ? value : resolve(repoRoot, value);
}

/** An absolute http(s) URL without query or fragment, returned without a trailing slash. */
function optionalWebUrl(value: string | undefined, key: string, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    problems.push(`${key} must be an http:// or https:// URL without query or fragment (got "${value}")`);
    return undefined;
  }
  return url.href.replace(/\/+$/, '');
}

function readRedirectUris(value: string | undefined, problems: string[]): string[] {
  if (value === undefined) return [...DEFAULT_SSO_REDIRECT_URIS];
  const uris = value
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
  const bad = uris.filter((uri) => {
    const url = URL.canParse(uri) ? new URL(uri) : null;
    return !url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash !== '';
  });
  if (uris.length === 0 || bad.length > 0) {
    problems.push(
      `LEGACY_SSO_REDIRECT_URIS must be a comma-separated list of http(s) URLs without fragments (got "${value}")`,
    );
    return [...DEFAULT_SSO_REDIRECT_URIS];
  }
  return uris;
}

function readJwks(value: string | undefined, problems: string[]): JsonWebKeySet | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const keys = (parsed as { keys?: unknown } | undefined)?.keys;
  const valid =
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every(
      (key) => typeof key === 'object' && key !== null && typeof (key as { kty?: unknown }).kty === 'string',
    );
  if (!valid) {
    problems.push('LEGACY_SSO_JWKS must be a JSON Web Key Set with private keys: {"keys":[{"kty":...}]}');
    return undefined;
  }
  return { keys: keys as Record<string, unknown>[] };
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}
