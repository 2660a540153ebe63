import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidConfigError, loadConfig, ssoAuthorityFor } from '../config.js';

/** The BFF's own modules (tests and test helpers aside). */
function sourceFiles(dir = path.resolve(import.meta.dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'testing'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('where settings come from', () => {
  it('only config.ts reads the environment, and nothing reads NODE_ENV: behaviour never depends on it', () => {
    const readers = sourceFiles().filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8')));
    expect(readers.map((file) => path.basename(file))).toEqual(['config.ts']);
    const nodeEnv = sourceFiles().filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .some((line) => line.includes('NODE_ENV') && !/^\s*(\/\/|\*)/.test(line)),
    );
    expect(nodeEnv).toEqual([]);
  });
});

describe('the access and shell settings', () => {
  it('default to the spec: sign-up, single sign-on and the version check off, 15 idle minutes', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      signUpEnabled: false,
      ssoEnabled: false,
      ssoAuthority: null,
      legacyPublicUrl: null,
      versionCheckEnabled: false,
      idleTimeoutMs: 900_000,
      reportTokenMarginMs: 10_000,
    });
  });

  it('read the environment', () => {
    const config = loadConfig({
      SIGNUP_ENABLED: 'true',
      SSO_ENABLED: '1',
      VERSION_CHECK_ENABLED: 'yes',
      IDLE_TIMEOUT_SECONDS: '5',
      SSO_AUTHORITY: 'https://login.example.com/{tenantId}/v2.0/',
      LEGACY_PUBLIC_URL: 'https://catalogue.example.com/',
    });
    expect(config).toMatchObject({
      signUpEnabled: true,
      ssoEnabled: true,
      versionCheckEnabled: true,
      idleTimeoutMs: 5000,
      ssoAuthority: 'https://login.example.com/{tenantId}/v2.0',
      legacyPublicUrl: 'https://catalogue.example.com',
    });
  });

  it('refuse bad values, all at once', () => {
    expect(() =>
      loadConfig({ SSO_ENABLED: 'maybe', IDLE_TIMEOUT_SECONDS: '0', SSO_AUTHORITY: 'ftp://x/{tenantId}' }),
    ).toThrow(InvalidConfigError);
    try {
      loadConfig({ SSO_ENABLED: 'maybe', IDLE_TIMEOUT_SECONDS: '0', SSO_AUTHORITY: 'ftp://x/{tenantId}' });
    } catch (error) {
      expect((error as InvalidConfigError).problems).toHaveLength(3);
    }
  });
});

describe('ssoAuthorityFor', () => {
  it("fills in the tenant, and defaults to the catalogue's provider as the browser sees it", () => {
    const base = loadConfig({}, { legacyUrl: 'http://legacy:4010' });
    expect(ssoAuthorityFor(base, 't1')).toBe('http://legacy:4010/oidc');
    expect(ssoAuthorityFor({ ...base, legacyPublicUrl: 'https://catalogue.example.com' }, 't1')).toBe(
      'https://catalogue.example.com/oidc',
    );
    expect(
      ssoAuthorityFor({ ...base, ssoAuthority: 'https://login.example.com/{tenantId}/v2.0' }, 'a b'),
    ).toBe('https://login.example.com/a%20b/v2.0');
  });
});

describe('the scale-out, resilience and security settings', () => {
  it('default to one process, a closed circuit after 5 failures, trusted documents on and sign-in limits', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: null,
      redisKeyPrefix: 'lexbridge:',
      trustProxy: 'loopback,linklocal,uniquelocal',
      legacyRetries: 2,
      circuitFailureThreshold: 5,
      circuitCooldownMs: 10_000,
      trustedDocuments: true,
      trustedDocumentsAllowGraphiql: false,
      maxQueryAliases: 30,
      maxDocumentBytes: 32 * 1024,
      maxDocumentTokens: 5000,
      maxQueryCost: 250_000,
      rateLimitSignIn: 10,
      rateLimitGraphql: 0,
      metricsEnabled: true,
      metricsToken: null,
      metricsPort: null,
      metricsHost: '127.0.0.1',
      tracing: 'off',
      shutdownDelayMs: 5000,
    });
    expect(loadConfig({}).trustedDocumentsManifest).toMatch(
      /packages\/web\/src\/gql\/persisted-documents\.json$/,
    );
  });

  it('read Redis (one URL, or a cluster), the proxy trust and the tracing settings', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
    expect(loadConfig({ REDIS_URL: 'redis://a:7000, redis://b:7001' }).redisUrl).toBe(
      'redis://a:7000, redis://b:7001',
    );
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRACING: 'otlp', TRACING_SAMPLE_RATIO: '0.25' })).toMatchObject({
      tracing: 'otlp',
      tracingSampleRatio: 0.25,
    });
  });

  it('read where /metrics is served: a port of its own, on HOST unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ METRICS_PORT: '9464', HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
    expect(() => loadConfig({ METRICS_PORT: '4000', PORT: '4000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT must be an integer/);
  });

  it('refuse bad values without echoing a Redis password', () => {
    try {
      loadConfig({
        REDIS_URL: 'http://user:hunter2@cache',
        TRACING: 'jaeger',
        TRACING_SAMPLE_RATIO: '2',
        LEGACY_RETRY_MAX_DELAY_MS: '10',
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as InvalidConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).not.toContain('hunter2');
    }
  });
});
