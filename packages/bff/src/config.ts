import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDLE_LOGOUT_MS, REPORT_LOAD_WAIT_MS, REPORT_TOKEN_MARGIN_MS } from '@lexbridge/rules';

/**
 * Every setting of the BFF, read from the environment once and validated at boot. Nothing else reads
 * process.env. Defaults run the embedded product on one machine.
 */
export interface BffConfig {
  host: string;
  port: number;
  /** Base URL of the legacy catalogue (the reference server by default). */
  legacyUrl: string;
  /** Passphrase of the legacy `secret` cipher; must equal the catalogue's. */
  legacySecretKey: string;
  legacyTimeoutMs: number;
  /** Keep-alive connections per catalogue origin. */
  legacyConnections: number;
  /** Value of the `environment` field of the Token call. */
  legacyEnvironment: string;
  /** Value of the `isPOC` field of the Token call. */
  legacyIsPoc: boolean;
  /** Refresh the legacy token this long before it expires. */
  tokenRefreshMarginMs: number;
  /** A session unused this long is forgotten. */
  sessionIdleTtlMs: number;
  sessionCookieName: string;
  /** Set the cookie's Secure flag (behind TLS). */
  cookieSecure: boolean;
  /** How long a resolved bearer token (internal tools) is trusted before asking the catalogue again. */
  bearerCacheTtlMs: number;
  /** Folder of the built SPA (index.html, graphiql.html); not served when missing. */
  webDistDir: string;
  /** Add `legacyCalls` to every GraphQL response's extensions (development aid). */
  exposeLegacyCalls: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** Deepest accepted GraphQL selection. */
  maxQueryDepth: number;
  /** Largest GraphQL document (the query text) in bytes: a larger one is refused before it is parsed. */
  maxDocumentBytes: number;
  /** Most tokens the GraphQL parser reads in a document before it gives up (graphql-js maxTokens). */
  maxDocumentTokens: number;
  /** The sign-in screen offers sign-up (the spec's switch, off by default). */
  signUpEnabled: boolean;
  /** The sign-in screen starts with the single sign-on client lookup. */
  ssoEnabled: boolean;
  /**
   * OpenID authority the browser signs in with; may contain `{tenantId}`. Null: the catalogue's own provider at
   * `${legacyPublicUrl ?? legacyUrl}/oidc` (see ssoAuthorityFor).
   */
  ssoAuthority: string | null;
  /** The catalogue's base URL as a browser reaches it, when it differs from legacyUrl (only used for SSO). */
  legacyPublicUrl: string | null;
  /** The SPA checks every 5 minutes for a newer build of itself. */
  versionCheckEnabled: boolean;
  /** The SPA signs out after this long without mouse or key activity. */
  idleTimeoutMs: number;
  /** The report tool's token is treated as expired this long before its real expiry (spec: 10000 ms). */
  reportTokenMarginMs: number;
  /**
   * The report tool's base URL (REPORT_TOOL_URL); `{domain}` in it is filled per request: the product's domain when
   * the SPA was reached at a host in it, else the default provider domain. Default: the reference catalogue's
   * stand-in report tool at `${legacyPublicUrl}/report-tool` when the catalogue is public (LEGACY_PUBLIC_URL); null:
   * no report tool, so no dashboards are embedded (the browser is never sent to the internal LEGACY_URL).
   */
  reportToolUrl: string | null;
  /** The product's own domain (PRODUCT_DOMAIN), e.g. lexbridge.example. */
  productDomain: string | null;
  /** The provider's default domain for the report tool (REPORT_TOOL_DEFAULT_DOMAIN). */
  reportToolDefaultDomain: string | null;
  /** How long the SPA waits for an embedded report to become interactive (30000 ms). */
  reportLoadWaitMs: number;

  // --- Scale-out (docs/operations.md) ---
  /**
   * Redis for sessions, token-refresh locks, the lookup cache and rate-limit counters, shared by every replica.
   * Several comma-separated URLs are the seed nodes of a Redis Cluster. Null: all of them in this process's memory.
   */
  redisUrl: string | null;
  /** Prefix of every Redis key this BFF writes (several environments may share one Redis). */
  redisKeyPrefix: string;
  /** Entries the in-memory lookup cache keeps at most (least recently used go first). */
  cacheMaxEntries: number;
  /** Default time to live of cached lookups (the catalogue module's per-user lookups). */
  lookupCacheTtlMs: number;
  /**
   * Which proxies' X-Forwarded-* headers are believed (client IP for rate limits, https for the cookie):
   * true, false, a hop count, or addresses/CIDRs/presets (proxy-addr's loopback, linklocal, uniquelocal).
   */
  trustProxy: boolean | number | string;

  // --- The catalogue's failures ---
  /** Extra attempts of a GET that got no answer or a 502/503/504 (writes are never retried). */
  legacyRetries: number;
  /** First backoff delay between attempts; doubled per attempt, with jitter, capped at legacyRetryMaxDelayMs. */
  legacyRetryBaseDelayMs: number;
  legacyRetryMaxDelayMs: number;
  /** Consecutive unavailable or 5xx answers that open the circuit of a catalogue origin. */
  circuitFailureThreshold: number;
  /** How long an open circuit answers UPSTREAM_UNAVAILABLE without calling before one probe may go through. */
  circuitCooldownMs: number;

  // --- Keeping everyone in their lane ---
  maxQueryAliases: number;
  /** Highest accepted cost estimate of an operation (each field 1, below a list multiplied by the list factor). */
  maxQueryCost: number;
  /** Assumed length of a list when the operation does not say (first/pageSize/limit/take). */
  queryCostListFactor: number;
  /** Browser (non-bearer) requests may run only the SPA's own operations, listed in the manifest. */
  trustedDocuments: boolean;
  /** The manifest codegen writes: { "<sha256 hash>": "<document>" }. */
  trustedDocumentsManifest: string;
  /**
   * Requests from the GraphiQL page (its x-lexbridge-client header) with a valid session cookie may run any
   * operation. A trade-off (docs/operations.md): anyone holding a session can then run any operation as that user.
   */
  trustedDocumentsAllowGraphiql: boolean;
  /** Per client IP and window: sign-in (login, ssoLogin). */
  rateLimitSignIn: number;
  /** Per client IP and window: requestPasswordReset, resetPassword, changePassword. */
  rateLimitPassword: number;
  /** Per client IP and window: signUp, registerUser, requestCustomPricing. */
  rateLimitRegistration: number;
  /** Per client IP and window, every /graphql request; 0: no general limit. */
  rateLimitGraphql: number;
  rateLimitWindowMs: number;

  // --- Observing ---
  /** Off: /metrics is served nowhere. On, it is served only where it is not public (metricsPort or metricsToken). */
  metricsEnabled: boolean;
  /**
   * When set, /metrics wants `Authorization: Bearer <token>`; without metricsPort it is then served on the main
   * listener too.
   */
  metricsToken: string | null;
  /** A listener of its own for /metrics (0: any free port); null: none. The main listener never serves it openly. */
  metricsPort: number | null;
  /** Where the metrics listener listens (HOST by default). */
  metricsHost: string;
  /** OpenTelemetry traces: off, otlp (OTLP over HTTP to otlpEndpoint) or console. */
  tracing: 'off' | 'otlp' | 'console';
  /** OTLP/HTTP base URL of the collector (/v1/traces is added). */
  otlpEndpoint: string;
  serviceName: string;
  /** Share of requests traced (parent-based: a traced caller's decision wins). */
  tracingSampleRatio: number;

  // --- Stopping ---
  /** On SIGTERM, /readyz answers 503 for this long before the BFF stops taking connections. */
  shutdownDelayMs: number;
  /** In-flight requests get this long to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');
const defaultManifest = path.resolve(here, '../../web/src/gql/persisted-documents.json');

type Env = Record<string, string | undefined>;

class ConfigErrors {
  readonly problems: string[] = [];

  string(env: Env, key: string, fallback: string): string {
    const value = env[key];
    return value === undefined || value === '' ? fallback : value;
  }

  integer(env: Env, key: string, fallback: number, min: number, max: number): number {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  optionalInteger(env: Env, key: string, min: number, max: number): number | null {
    const raw = env[key];
    if (raw === undefined || raw === '') return null;
    return this.integer(env, key, min, min, max);
  }

  boolean(env: Env, key: string, fallback: boolean): boolean {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
    this.problems.push(`${key} must be true or false (got "${raw}")`);
    return fallback;
  }

  optionalUrl(env: Env, key: string): string | null {
    const raw = this.string(env, key, '');
    if (!raw) return null;
    // `{tenantId}` is filled in per client: check the URL with a stand-in.
    try {
      const parsed = new URL(raw.replaceAll('{tenantId}', 'tenant'));
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      this.problems.push(`${key} must be an http(s) URL (got "${raw}")`);
      return null;
    }
  }

  url(env: Env, key: string, fallback: string): string {
    const raw = this.string(env, key, fallback);
    try {
      const parsed = new URL(raw);
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      this.problems.push(`${key} must be an http(s) URL (got "${raw}")`);
      return fallback;
    }
  }

  /** A DNS name (letters, digits, dots and hyphens), or null when unset. */
  domain(env: Env, key: string): string | null {
    const raw = this.string(env, key, '').trim().toLowerCase();
    if (!raw) return null;
    if (
      !/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(
        raw,
      )
    ) {
      this.problems.push(`${key} must be a domain name such as example.com (got "${raw}")`);
      return null;
    }
    return raw;
  }

  /** An http(s) URL that may contain `{domain}`, which then needs a domain to fill it. */
  reportToolUrl(env: Env, key: string, someDomain: string | null): string | null {
    const raw = this.string(env, key, '').replace(/\/+$/, '');
    if (raw.includes('{domain}') && !someDomain) {
      this.problems.push(`${key} contains {domain}: set PRODUCT_DOMAIN or REPORT_TOOL_DEFAULT_DOMAIN`);
      return null;
    }
    try {
      const parsed = new URL(raw.replaceAll('{domain}', someDomain ?? 'example.com'));
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      this.problems.push(`${key} must be an http(s) URL, {domain} allowed (got "${raw}")`);
      return null;
    }
  }

  ratio(env: Env, key: string, fallback: number): number {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > 1) {
      this.problems.push(`${key} must be a number from 0 to 1 (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  /** Comma-separated redis:// or rediss:// URLs (several: Redis Cluster seed nodes); empty means none. */
  redisUrls(env: Env, key: string): string | null {
    const raw = this.string(env, key, '');
    if (!raw) return null;
    for (const part of raw.split(',').map((entry) => entry.trim())) {
      try {
        if (!['redis:', 'rediss:'].includes(new URL(part).protocol)) throw new Error('protocol');
      } catch {
        // The URL may hold a password: name the key, not the value.
        this.problems.push(`${key} must be one or more comma-separated redis:// or rediss:// URLs`);
        return null;
      }
    }
    return raw;
  }

  trustProxy(env: Env, key: string, fallback: string): boolean | number | string {
    const raw = this.string(env, key, fallback).trim();
    if (['true', 'false'].includes(raw.toLowerCase())) return raw.toLowerCase() === 'true';
    if (/^\d+$/.test(raw)) return Number(raw);
    if (!/^[\w.:/,\s-]+$/.test(raw)) {
      this.problems.push(`${key} must be true, false, a hop count or addresses (got "${raw}")`);
      return fallback;
    }
    return raw;
  }

  oneOf<T extends string>(env: Env, key: string, fallback: T, allowed: readonly T[]): T {
    const raw = this.string(env, key, fallback);
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${key} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }
}

export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

export function loadConfig(env: Env = process.env, overrides: Partial<BffConfig> = {}): BffConfig {
  const read = new ConfigErrors();
  const legacyPort = read.integer(env, 'LEGACY_PORT', 4010, 1, 65535);
  const config: BffConfig = {
    host: read.string(env, 'HOST', '127.0.0.1'),
    port: read.integer(env, 'PORT', 4000, 0, 65535),
    legacyUrl: read.url(env, 'LEGACY_URL', `http://127.0.0.1:${legacyPort}`),
    legacySecretKey: read.string(env, 'LEGACY_SECRET_KEY', 'lexbridge-dev-secret-2026'),
    legacyTimeoutMs: read.integer(env, 'LEGACY_TIMEOUT_MS', 10_000, 100, 300_000),
    legacyConnections: read.integer(env, 'LEGACY_CONNECTIONS', 64, 1, 4096),
    legacyEnvironment: read.string(env, 'LEGACY_ENVIRONMENT', 'lexbridge'),
    legacyIsPoc: read.boolean(env, 'LEGACY_IS_POC', false),
    tokenRefreshMarginMs: read.integer(env, 'TOKEN_REFRESH_MARGIN_SECONDS', 60, 0, 86_400) * 1000,
    sessionIdleTtlMs: read.integer(env, 'SESSION_IDLE_TTL_SECONDS', 8 * 3600, 60, 30 * 86_400) * 1000,
    sessionCookieName: read.string(env, 'SESSION_COOKIE_NAME', 'lexbridge_session'),
    cookieSecure: read.boolean(env, 'COOKIE_SECURE', false),
    bearerCacheTtlMs: read.integer(env, 'BEARER_CACHE_TTL_SECONDS', 60, 0, 3600) * 1000,
    webDistDir: path.resolve(read.string(env, 'WEB_DIST_DIR', defaultWebDist)),
    exposeLegacyCalls: read.boolean(env, 'BFF_EXPOSE_LEGACY_CALLS', false),
    logLevel: read.oneOf(env, 'LOG_LEVEL', 'info', [
      'fatal',
      'error',
      'warn',
      'info',
      'debug',
      'trace',
      'silent',
    ]),
    bodyLimitBytes: read.integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    maxQueryDepth: read.integer(env, 'MAX_QUERY_DEPTH', 12, 2, 100),
    maxDocumentBytes: read.integer(env, 'MAX_DOCUMENT_BYTES', 32 * 1024, 1024, 100 * 1_048_576),
    maxDocumentTokens: read.integer(env, 'MAX_DOCUMENT_TOKENS', 5000, 100, 1_000_000),
    signUpEnabled: read.boolean(env, 'SIGNUP_ENABLED', false),
    ssoEnabled: read.boolean(env, 'SSO_ENABLED', false),
    ssoAuthority: read.optionalUrl(env, 'SSO_AUTHORITY'),
    legacyPublicUrl: read.optionalUrl(env, 'LEGACY_PUBLIC_URL'),
    versionCheckEnabled: read.boolean(env, 'VERSION_CHECK_ENABLED', false),
    idleTimeoutMs: read.integer(env, 'IDLE_TIMEOUT_SECONDS', IDLE_LOGOUT_MS / 1000, 1, 86_400) * 1000,
    reportTokenMarginMs: REPORT_TOKEN_MARGIN_MS,
    reportToolUrl: null,
    productDomain: read.domain(env, 'PRODUCT_DOMAIN'),
    reportToolDefaultDomain: read.domain(env, 'REPORT_TOOL_DEFAULT_DOMAIN'),
    reportLoadWaitMs: REPORT_LOAD_WAIT_MS,

    redisUrl: read.redisUrls(env, 'REDIS_URL'),
    redisKeyPrefix: read.string(env, 'REDIS_KEY_PREFIX', 'lexbridge:'),
    cacheMaxEntries: read.integer(env, 'CACHE_MAX_ENTRIES', 10_000, 10, 10_000_000),
    lookupCacheTtlMs: read.integer(env, 'LOOKUP_CACHE_TTL_SECONDS', 60, 1, 86_400) * 1000,
    trustProxy: read.trustProxy(env, 'TRUST_PROXY', 'loopback,linklocal,uniquelocal'),

    legacyRetries: read.integer(env, 'LEGACY_RETRIES', 2, 0, 5),
    legacyRetryBaseDelayMs: read.integer(env, 'LEGACY_RETRY_BASE_DELAY_MS', 100, 1, 10_000),
    legacyRetryMaxDelayMs: read.integer(env, 'LEGACY_RETRY_MAX_DELAY_MS', 1000, 1, 60_000),
    circuitFailureThreshold: read.integer(env, 'CIRCUIT_FAILURE_THRESHOLD', 5, 1, 1000),
    circuitCooldownMs: read.integer(env, 'CIRCUIT_COOLDOWN_MS', 10_000, 100, 600_000),

    maxQueryAliases: read.integer(env, 'MAX_QUERY_ALIASES', 30, 0, 10_000),
    maxQueryCost: read.integer(env, 'MAX_QUERY_COST', 250_000, 10, 1_000_000_000),
    queryCostListFactor: read.integer(env, 'QUERY_COST_LIST_FACTOR', 10, 1, 1000),
    trustedDocuments: read.boolean(env, 'TRUSTED_DOCUMENTS', true),
    trustedDocumentsManifest: path.resolve(read.string(env, 'TRUSTED_DOCUMENTS_MANIFEST', defaultManifest)),
    trustedDocumentsAllowGraphiql: read.boolean(env, 'TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL', false),
    rateLimitSignIn: read.integer(env, 'RATE_LIMIT_SIGN_IN', 10, 1, 1_000_000),
    rateLimitPassword: read.integer(env, 'RATE_LIMIT_PASSWORD', 5, 1, 1_000_000),
    rateLimitRegistration: read.integer(env, 'RATE_LIMIT_REGISTRATION', 10, 1, 1_000_000),
    rateLimitGraphql: read.integer(env, 'RATE_LIMIT_GRAPHQL', 0, 0, 100_000_000),
    rateLimitWindowMs: read.integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400) * 1000,

    metricsEnabled: read.boolean(env, 'METRICS_ENABLED', true),
    metricsToken: read.string(env, 'METRICS_TOKEN', '') || null,
    metricsPort: read.optionalInteger(env, 'METRICS_PORT', 0, 65535),
    metricsHost: read.string(env, 'METRICS_HOST', read.string(env, 'HOST', '127.0.0.1')),
    tracing: read.oneOf(env, 'TRACING', 'off', ['off', 'otlp', 'console']),
    otlpEndpoint: read.url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', 'http://127.0.0.1:4318'),
    serviceName: read.string(env, 'OTEL_SERVICE_NAME', 'lexbridge-bff'),
    tracingSampleRatio: read.ratio(env, 'TRACING_SAMPLE_RATIO', 1),

    shutdownDelayMs: read.integer(env, 'SHUTDOWN_DELAY_MS', 5000, 0, 300_000),
    shutdownTimeoutMs: read.integer(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, 100, 600_000),
  };
  if (!config.legacySecretKey) read.problems.push('LEGACY_SECRET_KEY must not be empty');
  config.reportToolUrl = env.REPORT_TOOL_URL
    ? read.reportToolUrl(env, 'REPORT_TOOL_URL', config.productDomain ?? config.reportToolDefaultDomain)
    : standInReportTool(config.legacyPublicUrl);
  if (config.metricsPort !== null && config.metricsPort !== 0 && config.metricsPort === config.port) {
    read.problems.push('METRICS_PORT must differ from PORT (the metrics listener is a separate one)');
  }
  if (config.legacyRetryMaxDelayMs < config.legacyRetryBaseDelayMs) {
    read.problems.push('LEGACY_RETRY_MAX_DELAY_MS must not be below LEGACY_RETRY_BASE_DELAY_MS');
  }
  if (read.problems.length > 0) throw new InvalidConfigError(read.problems);
  const merged = { ...config, ...overrides };
  // The stand-in report tool follows the public catalogue wherever an override puts it (tests use any port).
  if (!env.REPORT_TOOL_URL && overrides.reportToolUrl === undefined) {
    merged.reportToolUrl = standInReportTool(merged.legacyPublicUrl);
  }
  return merged;
}

/** The reference catalogue's stand-in report tool, only where browsers may reach the catalogue. */
function standInReportTool(legacyPublicUrl: string | null): string | null {
  return legacyPublicUrl ? `${legacyPublicUrl.replace(/\/+$/, '')}/report-tool` : null;
}

/**
 * The OpenID authority for a tenant: SSO_AUTHORITY with `{tenantId}` filled in, else the catalogue's own provider
 * as the browser reaches it. Resolved per call, so overrides of legacyUrl (tests) are honoured.
 */
export function ssoAuthorityFor(config: BffConfig, tenantId: string | null): string {
  const template = config.ssoAuthority ?? `${config.legacyPublicUrl ?? config.legacyUrl}/oidc`;
  return template.replaceAll('{tenantId}', encodeURIComponent(tenantId ?? ''));
}
