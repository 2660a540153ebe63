import { startLegacy, type RunningLegacy, type StartLegacyOptions } from '@lexbridge/legacy';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions, type LexbridgeApp } from '../app.js';
import { loadConfig, type BffConfig } from '../config.js';
import type { Services } from '../graphql/context.js';

export const DEMO_PASSWORD = 'Demo#2026';
export const TEST_SECRET = 'lexbridge-test-secret';

export interface GraphQLResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

/** A browser stand-in: keeps the session cookie between calls, like the SPA's fetch with credentials. */
export class TestClient {
  cookie: string | null = null;
  lastSetCookie: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResult<T>> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    return (await response.json()) as GraphQLResult<T>;
  }

  async login(username: string, password = DEMO_PASSWORD, asAdmin = false) {
    return this.gql<{ login: { session: { user: { name: string } } } }>(
      `mutation ($input: LoginInput!) { login(input: $input) { session { user { name } isAdmin } message } }`,
      { input: { username, password, acceptTerms: true, asAdmin } },
    );
  }
}

export interface Harness {
  legacyUrl: string;
  /**
   * The reference catalogue itself (its database, for tests that need a row the seed does not have); null when
   * the harness was asked to start none.
   */
  legacy: RunningLegacy | null;
  bffUrl: string;
  /** The metrics listener's base URL (with bff.metricsPort set), else null. */
  metricsUrl: string | null;
  app: FastifyInstance;
  services: Services;
  lifecycle: LexbridgeApp['lifecycle'];
  config: BffConfig;
  client(headers?: Record<string, string>): TestClient;
  legacyControl(path: string, init?: RequestInit): Promise<unknown>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  bff?: Partial<BffConfig>;
  tokenLifetimeSeconds?: number;
  legacySecretKey?: string;
  /** Anything else the reference catalogue takes (single sign-on settings, its public URL). */
  legacy?: Partial<StartLegacyOptions>;
  /** False: start no catalogue (give bff.legacyUrl, e.g. a dead port to test outages). Default true. */
  startCatalogue?: boolean;
  /** What buildApp takes besides the configuration (in-memory tracing, another store). */
  app?: AppOptions;
  /**
   * True: browsers may reach the catalogue at its address (LEGACY_PUBLIC_URL), which turns on the catalogue's
   * stand-in report tool. Default false, as with a catalogue on an internal address.
   */
  publicCatalogue?: boolean;
}

/**
 * What tests get unless they say otherwise: trusted documents off and rate limits out of reach, because most tests
 * send their own operations and sign in many times from one address. The tests of those features turn them on
 * (tests/contract runs with trusted documents on).
 */
export const TEST_DEFAULTS: Partial<BffConfig> = {
  trustedDocuments: false,
  rateLimitSignIn: 1_000_000,
  rateLimitPassword: 1_000_000,
  rateLimitRegistration: 1_000_000,
};

/**
 * A reference catalogue (in-memory PGlite) and a BFF in this process, both on real HTTP ports, as they run in
 * production. Options tune the BFF's config and the catalogue's token lifetime, secret and other settings.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const legacy =
    options.startCatalogue === false
      ? null
      : await startLegacy({
          port: 0,
          dataDir: 'memory://',
          secretKey: options.legacySecretKey ?? TEST_SECRET,
          tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
          testControls: true,
          logLevel: 'silent',
          ...options.legacy,
        });
  const config = loadConfig(
    {},
    {
      port: 0,
      legacyUrl: legacy?.url ?? 'http://127.0.0.1:9',
      ...(options.publicCatalogue && legacy ? { legacyPublicUrl: legacy.url } : {}),
      legacySecretKey: TEST_SECRET,
      logLevel: 'silent',
      webDistDir: '/nonexistent',
      ...TEST_DEFAULTS,
      ...options.bff,
    },
  );
  const { app, services, lifecycle, metricsListener } = await buildApp(config, options.app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const urlOf = (server: FastifyInstance) => {
    const address = server.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  const bffUrl = urlOf(app);
  return {
    legacyUrl: legacy?.url ?? config.legacyUrl,
    legacy,
    bffUrl,
    metricsUrl: metricsListener ? urlOf(metricsListener) : null,
    app,
    services,
    lifecycle,
    config,
    client: (headers) => new TestClient(bffUrl, headers),
    legacyControl: async (path, init) =>
      (await fetch(`${legacy?.url ?? config.legacyUrl}${path}`, init)).json(),
    close: async () => {
      await app.close();
      await legacy?.close();
    },
  };
}
