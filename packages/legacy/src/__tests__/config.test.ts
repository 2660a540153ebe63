import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SECRET_KEY, loadConfig } from '../index.js';
import { DEFAULT_SSO_REDIRECT_URIS, defaultDataDir, repoRoot } from '../config.js';

describe('loadConfig', () => {
  it('runs embedded with no settings at all', () => {
    expect(loadConfig({})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: defaultDataDir },
      secretKey: DEFAULT_SECRET_KEY,
      tokenLifetimeSeconds: 3600,
      refreshTokenLifetimeSeconds: 1_209_600,
      logLevel: 'info',
      publicUrl: undefined,
      sso: {
        clientId: undefined,
        tenantId: undefined,
        redirectUris: [...DEFAULT_SSO_REDIRECT_URIS],
        jwks: undefined,
      },
      reportToolFrameAncestors: undefined,
      smtpUrl: undefined,
      mailFrom: 'no-reply@lexbridge.test',
    });
    expect(defaultDataDir).toBe(resolve(repoRoot, '.data', 'legacy'));
    expect(DEFAULT_SSO_REDIRECT_URIS).toEqual([
      'http://localhost:4000/sso-callback',
      'http://127.0.0.1:4000/sso-callback',
      'http://localhost:5173/sso-callback',
    ]);
  });

  it('reads the single sign-on settings', () => {
    const jwks = { keys: [{ kty: 'RSA', kid: 'k1', n: 'x', e: 'AQAB', d: 'y' }] };
    const config = loadConfig({
      LEGACY_PUBLIC_URL: 'https://catalogue.example.com/legacy/',
      LEGACY_SSO_CLIENT_ID: 'lexbridge-web',
      LEGACY_SSO_TENANT_ID: 'tenant-7',
      LEGACY_SSO_REDIRECT_URIS: ' https://app.example.com/sso-callback , http://localhost:5173/sso-callback ',
      LEGACY_SSO_JWKS: JSON.stringify(jwks),
    });
    expect(config.publicUrl).toBe('https://catalogue.example.com/legacy');
    expect(config.sso).toEqual({
      clientId: 'lexbridge-web',
      tenantId: 'tenant-7',
      redirectUris: ['https://app.example.com/sso-callback', 'http://localhost:5173/sso-callback'],
      jwks,
    });
  });

  it('names each bad single sign-on setting', () => {
    let caught: unknown;
    try {
      loadConfig({
        LEGACY_PUBLIC_URL: 'ftp://catalogue.example.com',
        LEGACY_SSO_REDIRECT_URIS: 'https://ok.example.com/cb,not a url',
        LEGACY_SSO_JWKS: '{"keys":[]}',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(3);
    for (const key of ['LEGACY_PUBLIC_URL', 'LEGACY_SSO_REDIRECT_URIS', 'LEGACY_SSO_JWKS']) {
      expect(problems.join('\n')).toContain(key);
    }
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db.internal:5432/legacy',
      LEGACY_DATA_DIR: '/ignored',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db.internal:5432/legacy' });
  });

  it('takes a relative data directory from the repository root, and keeps memory://', () => {
    expect(loadConfig({ LEGACY_DATA_DIR: 'tmp/cat' }).database).toEqual({
      kind: 'pglite',
      dataDir: resolve(repoRoot, 'tmp/cat'),
    });
    expect(loadConfig({ LEGACY_DATA_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      LEGACY_PORT: '0',
      LEGACY_HOST: '0.0.0.0',
      LEGACY_SECRET_KEY: 'shared-with-the-bff',
      TOKEN_LIFETIME_SECONDS: '60',
      REFRESH_TOKEN_LIFETIME_SECONDS: '600',
      LEGACY_LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      secretKey: 'shared-with-the-bff',
      tokenLifetimeSeconds: 60,
      refreshTokenLifetimeSeconds: 600,
      logLevel: 'warn',
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ LEGACY_PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 4010,
      database: { kind: 'pglite' },
    });
  });

  it('fails listing every bad key at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        LEGACY_PORT: '70000',
        TOKEN_LIFETIME_SECONDS: '0',
        REFRESH_TOKEN_LIFETIME_SECONDS: 'soon',
        LEGACY_LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://localhost/db',
        LEGACY_SECRET_KEY: ' ',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const key of [
      'LEGACY_PORT',
      'TOKEN_LIFETIME_SECONDS',
      'REFRESH_TOKEN_LIFETIME_SECONDS',
      'LEGACY_LOG_LEVEL',
      'DATABASE_URL',
      'LEGACY_SECRET_KEY',
    ]) {
      expect(problems).toContain(key);
    }
    expect((caught as ConfigError).problems).toHaveLength(6);
  });

  it('takes the SMTP server and the sender of its own mail, and refuses malformed ones', () => {
    expect(
      loadConfig({
        LEGACY_SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
        LEGACY_MAIL_FROM: 'it@bank.test',
      }),
    ).toMatchObject({ smtpUrl: 'smtp://mailer:secret@mail.example.com:587', mailFrom: 'it@bank.test' });
    expect(() =>
      loadConfig({ LEGACY_SMTP_URL: 'http://mail.example.com', LEGACY_MAIL_FROM: 'nobody' }),
    ).toThrow(/LEGACY_SMTP_URL[\s\S]*LEGACY_MAIL_FROM/);
  });
});
