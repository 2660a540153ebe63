import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino from 'pino';
import type { DocumentNode } from 'graphql';
import type { Cache, CacheObserver } from './cache/cache.js';
import { MemoryCache } from './cache/memory-cache.js';
import { RedisCache } from './cache/redis-cache.js';
import type { BffConfig } from './config.js';
import { type GraphQLContext, type Services } from './graphql/context.js';
import { registerGraphqlRoute } from './graphql/http.js';
import { formatError, lexbridgePlugin } from './graphql/plugins.js';
import { queryLimits } from './graphql/query-limits.js';
import { getSchema } from './graphql/schema.js';
import { TrustedOperations } from './graphql/executor.js';
import { TrustedDocuments } from './graphql/trusted-documents.js';
import { registerFileRoutes } from './http/files.js';
import { registerHmdaFileRoutes } from './modules/hmda/hmda.files.js';
import { registerValidatorSetupFileRoutes } from './modules/validator-setup/validator-setup.files.js';
import { registerAdministrationFileRoutes } from './modules/administration/administration.files.js';
import { registerRiskFileRoutes } from './modules/risk/risk.files.js';
import { registerHealthRoutes, registerMetricsRoute, type Lifecycle } from './http/health.js';
import { RateLimits } from './http/rate-limits.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerReportEmbedRoutes } from './modules/reporting/reporting.embed.js';
import { Circuits } from './legacy/circuit.js';
import { LegacyClient } from './legacy/client.js';
import { AuthApi } from './modules/auth/auth.api.js';
import { Metrics } from './observability/metrics.js';
import {
  createTracing,
  otelContext,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracing,
} from './observability/tracing.js';
import { connectRedis, firstConnection, redisReady, type RedisClient } from './redis.js';
import { MemoryAccessMarks, RedisAccessMarks } from './session/access-changes.js';
import { MemorySessionStore } from './session/memory-store.js';
import { Principals } from './session/principal.js';
import { RedisSessionStore } from './session/redis-store.js';
import type { SessionStore } from './session/store.js';
import { TokenKeeper } from './session/tokens.js';

/**
 * One log line per request, when it is answered: what was asked (method, URL, client address) and how it ended
 * (status, time), at info, or at error with the error when it failed. Fastify's own default writes a second line
 * when the request arrives. The line goes through the app's logger with the request id as a field, so a request
 * that logs nothing else never needs a logger of its own (RequestLogger).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      reqId: request.id,
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) request.server.log.error({ ...line, err: error }, 'request errored');
    else request.server.log.info(line, 'request completed');
  }
}

/**
 * A request's logger (`request.log`), made on its first line: a pino child logger per request costs a few
 * microseconds, and most requests write no line but the one of OneLinePerRequest, which does without it.
 */
class RequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: pino.Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  private write(level: pino.Level | 'silent', args: unknown[]): void {
    const logger = this.logger;
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(...args: unknown[]): void {
    this.write('silent', args);
  }
}

let stdout: pino.DestinationStream | undefined;

/** Lines are gathered until this many bytes are queued, then written with one system call. */
const LOG_BATCH_BYTES = 8 * 1024;
/** A queued line waits at most this long on a quiet server. */
const LOG_FLUSH_MS = 500;

/**
 * Standard output for the log, written asynchronously and in batches: lines are queued without blocking the event
 * loop and written together once 8 KiB are queued or half a second has passed (one write per line cost about 5%
 * of a request's CPU under load). What is still queued when the process exits (process.exit and an uncaught error
 * included) is written synchronously then, so only a SIGKILL can lose the last half second of lines.
 */
function standardOutput(): pino.DestinationStream {
  if (!stdout) {
    const destination = pino.destination({
      dest: 1,
      sync: false,
      minLength: LOG_BATCH_BYTES,
      periodicFlush: LOG_FLUSH_MS,
    });
    process.once('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // Not open yet: nothing was written.
      }
    });
    stdout = destination;
  }
  return stdout;
}

/** Apollo's cache of parsed documents, in its own measure (the JSON size of each document). */
const DOCUMENT_STORE_BYTES = 4 * 1024 * 1024;
/** Validation errors reported for one document at most (graphql-js adds one saying it stopped). */
export const MAX_VALIDATION_ERRORS = 10;

export interface AppOptions {
  /** Another session store (tests); otherwise Redis with REDIS_URL, else memory. */
  sessions?: SessionStore;
  /** Another lookup cache (tests); otherwise Redis with REDIS_URL, else memory. */
  cache?: Cache;
  /** Tracing made elsewhere (tests keep spans in memory); null for none; by default from TRACING. */
  tracing?: Tracing | null;
  /** Where the JSON log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
}

export interface LexbridgeApp {
  app: FastifyInstance;
  services: Services;
  /** main.ts sets shuttingDown on SIGTERM: /readyz answers 503 before the server stops taking connections. */
  lifecycle: Lifecycle;
  /** The listener of /metrics with METRICS_PORT (listening once the app is ready), else null. */
  metricsListener: FastifyInstance | null;
}

/**
 * Builds the BFF without listening: security headers, rate limits and cookies, then GraphQL at /graphql (behind
 * its gate: trusted documents and mutation rate limits), health at /healthz and /readyz, /metrics (never public:
 * see serveMetrics), GraphiQL at /graphiql and the SPA at /. With REDIS_URL, sessions, refresh locks, the lookup
 * cache and the rate-limit counters live in Redis, shared by every replica. main.ts listens; tests call this and
 * close the app afterwards.
 */
export async function buildApp(config: BffConfig, options: AppOptions = {}): Promise<LexbridgeApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      stream: options.logStream ?? standardOutput(),
    },
    logController: new OneLinePerRequest(),
    childLoggerFactory: (logger, bindings, options) =>
      new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // A hop count as proxy-addr means it: trust the nearest n proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });

  const metrics = new Metrics();
  const tracing = options.tracing !== undefined ? options.tracing : await createTracing(config);
  const redis: RedisClient | null = config.redisUrl ? connectRedis(config.redisUrl) : null;
  redis?.on('error', (error: Error) => app.log.warn({ err: { message: error.message } }, 'redis error'));
  if (redis) await firstConnection(redis);
  const circuits = new Circuits({
    failureThreshold: config.circuitFailureThreshold,
    cooldownMs: config.circuitCooldownMs,
    onChange: (origin, from, to) => {
      metrics.circuitChanged(origin, to, from !== to);
      if (from !== to)
        app.log[to === 'open' ? 'warn' : 'info']({ circuit: to, from }, `the catalogue's circuit is ${to}`);
    },
  });
  const legacyClient = new LegacyClient(config, {
    metrics,
    tracing,
    circuits,
    onRetry: (info) => app.log.info({ legacy: info }, 'retrying a legacy read'),
  });
  const sessions =
    options.sessions ??
    (redis ? new RedisSessionStore(redis, config.redisKeyPrefix, false) : new MemorySessionStore());
  const cacheObserver: CacheObserver = {
    hit: (key) => metrics.cacheRequests.inc({ cache: cacheName(key), result: 'hit' }),
    miss: (key) => metrics.cacheRequests.inc({ cache: cacheName(key), result: 'miss' }),
    failed: (operation, error) =>
      app.log.warn({ err: error, operation }, 'the lookup cache failed; going on without it'),
  };
  const cache =
    options.cache ??
    (redis
      ? new RedisCache(redis, config.redisKeyPrefix, cacheObserver)
      : new MemoryCache(config.cacheMaxEntries, cacheObserver));
  const auth = new AuthApi(legacyClient, config);
  const tokens = new TokenKeeper(
    sessions,
    auth,
    { refreshMarginMs: config.tokenRefreshMarginMs, sessionTtlMs: config.sessionIdleTtlMs },
    app.log,
    metrics,
  );
  const accessMarks = redis
    ? new RedisAccessMarks(redis, config.redisKeyPrefix, config.sessionIdleTtlMs, app.log)
    : new MemoryAccessMarks(config.sessionIdleTtlMs);
  if (accessMarks instanceof RedisAccessMarks) await accessMarks.started();
  const principals = new Principals(config, sessions, tokens, auth, cache, accessMarks);
  const services: Services = {
    config,
    legacyClient,
    sessions,
    principals,
    tokens,
    auth,
    cache,
    accessMarks,
    metrics,
  };
  const trusted = config.trustedDocuments
    ? TrustedDocuments.load(config.trustedDocumentsManifest, {
        watch: true,
        onReload: (error, size) =>
          error
            ? app.log.error(
                { err: error },
                'the changed trusted documents manifest was not loaded; keeping the previous one',
              )
            : app.log.info({ documents: size }, 'trusted documents reloaded'),
      })
    : null;
  if (trusted) app.log.debug({ documents: trusted.size }, 'trusted documents loaded');

  const lifecycle: Lifecycle = { shuttingDown: false };
  app.addHook('preClose', async () => {
    lifecycle.shuttingDown = true;
  });
  app.addHook('onClose', async () => {
    trusted?.close();
    await legacyClient.close();
    await sessions.close();
    await cache.close();
    await accessMarks.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
    await tracing?.shutdown().catch(() => undefined);
  });
  if (tracing) traceRequests(app, tracing);

  // 5xx details stay in the log; the client gets the request id to quote.
  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal Server Error' : (error.message ?? 'Bad request');
    // A GraphQL client gets a GraphQL-shaped answer even when the body never reached GraphQL (broken JSON,
    // wrong media type, too large), so it can show the error like any other.
    if (request.url.startsWith('/graphql')) {
      const code =
        status >= 500 ? 'INTERNAL_SERVER_ERROR' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return reply
        .status(status)
        .send({ errors: [{ message, extensions: { code, requestId: request.id } }] });
    }
    return reply.status(status).send({ error: message, requestId: request.id });
  });

  registerSecurityHeaders(app, config);

  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate:` } : {}),
    skipOnError: true,
  });
  await app.register(fastifyCookie);

  const schema = await getSchema();
  const limits = queryLimits({
    maxDepth: config.maxQueryDepth,
    maxAliases: config.maxQueryAliases,
    maxCost: config.maxQueryCost,
    listFactor: config.queryCostListFactor,
  });
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    // Persisted documents come from the trusted documents manifest only (graphql/http.ts).
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    // The parser stops after MAX_DOCUMENT_TOKENS tokens (the gate has already refused texts over MAX_DOCUMENT_BYTES).
    parseOptions: { maxTokens: config.maxDocumentTokens },
    // Parsed and validated documents, by text: small, so a stream of distinct documents (internal tools may send
    // any) cannot hold much. Its sizes count the document's JSON, not the source text each keeps (up to
    // MAX_DOCUMENT_BYTES); the SPA's hundred documents take well under 1 MiB of it.
    documentStore: new InMemoryLRUCache<DocumentNode>({ maxSize: DOCUMENT_STORE_BYTES }),
    validationRules: [limits],
    // A hostile document can break a rule at every field; past MAX_VALIDATION_ERRORS errors validation stops with
    // graphql-js's "Too many validation errors", so a bad document costs little more than a good one. The query
    // limits are checked as each operation starts, so their errors come first.
    validationOptions: { maxErrors: MAX_VALIDATION_ERRORS },
    formatError,
    // Apollo would pick defaults from NODE_ENV; every one that matters is set here, and this pins the rest, so the
    // BFF behaves the same whatever NODE_ENV says.
    nodeEnv: 'production',
    // main.ts owns SIGTERM and SIGINT (readiness off, a delay, then close). Apollo's own handler would close
    // Fastify at once on the signal, before the load balancer has noticed.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are set; the plugin would still wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      // Nothing about the schema or the traffic goes to Apollo's cloud, whatever APOLLO_KEY the environment holds.
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      lexbridgePlugin({ exposeLegacyCalls: config.exposeLegacyCalls, metrics }),
    ],
  });
  await apollo.start();
  // Fastify's close waits for the requests in flight (GraphQL ones included); Apollo stops after them.
  app.addHook('onClose', async () => {
    await apollo.stop();
  });
  registerGraphqlRoute(app, apollo, services, {
    config,
    sessions,
    trusted,
    rateLimits: new RateLimits(app, config, metrics, () => !redis || redisReady(redis)),
    metrics,
    operations: trusted ? new TrustedOperations(schema, [limits], config.maxDocumentTokens) : null,
  });
  registerHealthRoutes(app, { legacyClient, redis, lifecycle });
  const metricsListener = serveMetrics(app, config, metrics);
  // Files and blobs: download tickets redeemed at /files/:ticket, spreadsheet uploads.
  await registerFileRoutes(app, services);
  // The LAR file upload of the HMDA screens (multipart, streamed and checked, then forwarded).
  await registerHmdaFileRoutes(app, services);
  // The client file upload of validator setup (multipart, read by the catalogue).
  await registerValidatorSetupFileRoutes(app, services);
  // The employee-to-role upload of the Users screen (multipart, checked, then forwarded).
  await registerAdministrationFileRoutes(app, services);
  // Embedded dashboards: the frame's address, sent on to the report tool with the session's report-tool token.
  await registerReportEmbedRoutes(app, services);
  // The files of risk assessment attachment questions (multipart, checked, then forwarded).
  await registerRiskFileRoutes(app, services);

  registerWeb(app, config);
  return { app, services, lifecycle, metricsListener };
}

/**
 * /metrics is never public: on a listener of its own with METRICS_PORT (which the load balancer does not route
 * to), else on the main listener only with METRICS_TOKEN, else nowhere. The metrics listener opens when the app is
 * ready (a port in use stops the start) and closes with it.
 */
function serveMetrics(app: FastifyInstance, config: BffConfig, metrics: Metrics): FastifyInstance | null {
  if (!config.metricsEnabled) return null;
  if (config.metricsPort === null) {
    if (config.metricsToken) registerMetricsRoute(app, { config, metrics });
    else app.log.info('/metrics is not served: set METRICS_PORT (a listener of its own) or METRICS_TOKEN');
    return null;
  }
  const listener = Fastify({ loggerInstance: app.log, genReqId: () => randomUUID() });
  registerMetricsRoute(listener, { config, metrics });
  app.addHook('onReady', async () => {
    await listener.listen({ host: config.metricsHost, port: config.metricsPort! });
  });
  app.addHook('onClose', async () => {
    await listener.close();
  });
  return listener;
}

/** Which cache a key belongs to, for the hit ratio per cache. */
function cacheName(key: string): string {
  return key.startsWith('bearer:') ? 'bearer' : 'lookup';
}

/**
 * One server span per request, active (AsyncLocalStorage) from the route's hooks through the resolvers, so every
 * legacy call is its child and carries its traceparent to the catalogue.
 */
function traceRequests(app: FastifyInstance, tracing: Tracing): void {
  const spans = new WeakMap<FastifyRequest, { span: Span; context: ReturnType<typeof trace.setSpan> }>();
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = tracing.extract(request.headers);
    const span = tracing.tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0]!,
          'lexbridge.request_id': String(request.id),
        },
      },
      parent,
    );
    const context = trace.setSpan(parent, span);
    spans.set(request, { span, context });
    otelContext.with(context, done);
  });
  // Body parsing runs outside the request's async context: enter it again before the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = spans.get(request);
    if (!entry) return done();
    otelContext.with(entry.context, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const entry = spans.get(request);
    if (entry) {
      entry.span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
      entry.span.end();
    }
    done();
  });
}

/** Vite's content-hashed build output: a name changes whenever its content does. */
const HASHED_ASSETS_DIR = 'assets';

function registerWeb(app: FastifyInstance, config: BffConfig): void {
  const index = path.join(config.webDistDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDistDir: config.webDistDir }, 'the SPA is not built; / and /graphiql are not served');
    return;
  }
  const hashedAssets = path.join(path.resolve(config.webDistDir), HASHED_ASSETS_DIR) + path.sep;
  // One wildcard route that looks each file up when asked, not a route per file listed at start: a build made while
  // the BFF runs (new hashed names) is served at once, without a restart. A path the build does not hold, and a
  // directory, fall through to the not-found handler below.
  void app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    wildcard: true,
    allowedPath: (pathname) => !pathname.endsWith('/'),
    cacheControl: false,
    // Hashed assets never change under their name: kept a year without asking again. Anything else (the HTML,
    // version.json, the icon) keeps its name across builds: HTML is never stored (see below), the rest revalidated.
    setHeaders: (response, filePath) => {
      const cacheControl = filePath.startsWith(hashedAssets)
        ? 'public, max-age=31536000, immutable'
        : filePath.endsWith('.html')
          ? 'no-store'
          : 'no-cache';
      response.setHeader('cache-control', cacheControl);
    },
  });
  app.get('/graphiql', (_request, reply) => reply.type('text/html').sendFile('graphiql.html'));
  // Client-side routes: any other GET that wants HTML is the SPA. Never stored: Back or Forward into an earlier page
  // (after a logout, after a new release) loads it again and asks for the session, instead of showing a kept copy of
  // a signed-in page or of a build whose files are gone. The same URL answers JSON to other requests: Vary says so.
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    void reply.header('vary', 'accept');
    if (wantsHtml) return reply.type('text/html').header('cache-control', 'no-store').sendFile('index.html');
    return reply.status(404).send({ error: 'Not Found', requestId: request.id });
  });
}
