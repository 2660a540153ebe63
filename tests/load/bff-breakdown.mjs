// Where a BFF request's CPU goes, without sockets: the built BFF in this process, requests sent with Fastify's
// inject(), and the legacy client's transport swapped for one that answers from memory with the reference
// catalogue's recorded answers. Each line is CPU µs per operation (process.cpuUsage over many operations, 16 in
// flight; the median of interleaved slices, with the range), so the parts can be compared with each other and
// with the HTTP benchmark's "server CPU µs/req".
// A diagnostic, not part of `pnpm bench`: `node tests/load/bff-breakdown.mjs` (about 50 s). BENCH_BREAKDOWN_MS:
// length of a slice (400), BENCH_BREAKDOWN_ROUNDS: slices per case (7); BENCH_BREAKDOWN_ONLY: run only the cases whose label contains this text (to profile one
// with `node --cpu-prof`). BENCH_BREAKDOWN_ALLOC=1 prints, instead of CPU time, the bytes each case allocates per
// operation and the functions that allocate most (V8's sampling heap profiler, collected objects included): unlike
// CPU time, allocation does not change with the load of the machine, and every byte is work for the collector.
//
// It reaches into one private field (LegacyClient's `transport`, to replace it); if that moves, this script says
// so and stops.
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import {
  buildStale,
  LEGACY_ROUTES,
  root,
  legacyToken,
  QUERY_1,
  QUERY_2,
  recordAnswers,
  SECRET_KEY,
  seedSavedSearches,
  startReferenceCatalogue,
  stopAll,
  trustedDocumentsFile,
  USER,
} from './lib.mjs';

const MS_PER_SLICE = Number(process.env.BENCH_BREAKDOWN_MS || 400);
const ROUNDS = Number(process.env.BENCH_BREAKDOWN_ROUNDS || 7);
const IN_FLIGHT = 16;

/** Runs the async `fn` for `ms`, `IN_FLIGHT` at a time; CPU µs per call. */
async function slice(fn, ms) {
  let ops = 0;
  const before = process.cpuUsage();
  const deadline = performance.now() + ms;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < deadline) {
        await fn();
        ops += 1;
      }
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / ops;
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Every case in short slices, round-robin over several rounds, after a warm-up of each: other processes on the
 * machine then weigh on all cases alike, and the median slice of each case is reported.
 */
async function measureAll(cases) {
  for (const [, fn] of cases) await slice(fn, MS_PER_SLICE);
  const samples = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let i = 0; i < cases.length; i += 1) samples[i].push(await slice(cases[i][1], MS_PER_SLICE));
  }
  return cases.map(([label], i) => ({
    label,
    us: median(samples[i]),
    min: Math.min(...samples[i]),
    max: Math.max(...samples[i]),
  }));
}

/** A dependency of the BFF (not of the tests), loaded from the BFF's own node_modules: the same instance it uses. */
const fromBff = createRequire(path.join(root, 'packages/bff/package.json'));
const importFromBff = (specifier) => import(pathToFileURL(fromBff.resolve(specifier)).href);

/** A legacy transport that answers from memory with the recorded answers (by path, the query ignored). */
function replayTransport(answers) {
  const byPath = new Map(Object.entries(answers.gets));
  return {
    async send(request) {
      const pathname = request.path.split('?')[0];
      const data = pathname === '/Token' ? answers.token : byPath.get(pathname);
      return {
        status: data ? 200 : 404,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: data ?? '{"Message":"Not found","Result":null}',
      };
    },
    async close() {},
  };
}

async function main() {
  buildStale();
  const { buildApp } = await import('../../packages/bff/dist/app.js');
  const { loadConfig } = await import('../../packages/bff/dist/config.js');
  const { encryptSecret } = await import('../../packages/bff/dist/legacy/secret.js');
  const { AnyResult, envelopeOf } = await import('../../packages/bff/dist/legacy/shape.js');
  const { createContext } = await import('../../packages/bff/dist/graphql/context.js');
  const { getSchema } = await import('../../packages/bff/dist/graphql/schema.js');
  const { depthLimit } = await import('../../packages/bff/dist/graphql/depth-limit.js');
  const { formatError, lexbridgePlugin } = await import('../../packages/bff/dist/graphql/plugins.js');
  const { TrustedOperations } = await import('../../packages/bff/dist/graphql/executor.js');
  const { execute, parse } = await importFromBff('graphql');
  const { ApolloServer } = await importFromBff('@apollo/server');
  const { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } =
    await importFromBff('@apollo/server/plugin/disabled');

  // Real answers, recorded once; then the catalogue is not needed.
  const catalogue = await startReferenceCatalogue();
  const legacy = await legacyToken(catalogue.url);
  await seedSavedSearches(catalogue.url, legacy);
  const secret = encodeURIComponent(encryptSecret(`UserId=${legacy.userId}`, SECRET_KEY));
  const { answers } = await recordAnswers(catalogue.url, legacy, secret);
  await stopAll();

  const config = loadConfig({
    LEGACY_URL: 'http://127.0.0.1:9',
    LEGACY_SECRET_KEY: SECRET_KEY,
    LOG_LEVEL: 'silent',
    TRUSTED_DOCUMENTS_MANIFEST: trustedDocumentsFile([QUERY_1, QUERY_2]),
  });
  const { app, services } = await buildApp(config);
  if (!services.legacyClient.transport?.send)
    throw new Error('LegacyClient no longer keeps its transport in `transport`: update this script');
  services.legacyClient.transport = replayTransport(answers);
  await app.ready();

  const login = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query: `mutation { login(input:{username:${JSON.stringify(USER.username)}, password:${JSON.stringify(USER.password)}, acceptTerms:true}) { session { user { id } } } }`,
    },
  });
  const cookie = login.cookies.find((c) => c.name === config.sessionCookieName);
  if (login.statusCode !== 200 || !cookie) throw new Error(`login failed: ${login.body}`);
  const headers = { 'content-type': 'application/json', cookie: `${cookie.name}=${cookie.value}` };
  const graphql = (query) => async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: JSON.stringify({ query }),
    });
    if (response.statusCode !== 200 || response.body.includes('"errors"')) throw new Error(response.body);
  };

  // The same work without the BFF: a bare Fastify route, the recorded body parsed per call, no HTTP client.
  const bare = Fastify({ logger: false });
  const fakeCall = async (route) => JSON.parse(answers.gets[route]).Result;
  bare.post('/1', async () => ({ data: { inboxCounts: await fakeCall(LEGACY_ROUTES.inbox) } }));
  bare.post('/2', async () => {
    const [savedSearches, inboxCounts] = await Promise.all([
      fakeCall(LEGACY_ROUTES.history),
      fakeCall(LEGACY_ROUTES.inbox),
    ]);
    return { data: { savedSearches, inboxCounts } };
  });
  await bare.ready();
  const bareRoute = (path, query) => async () => {
    const response = await bare.inject({
      method: 'POST',
      url: path,
      headers,
      payload: JSON.stringify({ query }),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  };

  // Parts of a BFF request.
  const sessionId = cookie.value;
  const fakeRequest = { id: 'bench', headers: {}, cookies: { [config.sessionCookieName]: sessionId } };
  const contextFor = async () =>
    createContext(
      services,
      { ...fakeRequest, log: app.log },
      {},
      { principal: await services.principals.resolve(fakeRequest, app.log), refusal: null },
    );
  // GraphQL without HTTP: graphql-js alone, the prepared operation of a trusted document (how the BFF runs the
  // app's own operations), and Apollo Server (how it runs any other document).
  const schema = await getSchema();
  const document1 = parse(QUERY_1);
  const apollo = async (extraPlugins) => {
    const server = new ApolloServer({
      schema,
      csrfPrevention: true,
      introspection: true,
      includeStacktraceInErrorResponses: false,
      validationRules: [depthLimit(config.maxQueryDepth)],
      formatError,
      plugins: [
        ApolloServerPluginLandingPageDisabled(),
        lexbridgePlugin({ exposeLegacyCalls: false }),
        ...extraPlugins,
      ],
    });
    await server.start();
    return server;
  };
  const apolloAsConfigured = await apollo([ApolloServerPluginCacheControlDisabled()]);
  const prepared = new TrustedOperations(schema, [], config.maxDocumentTokens).prepare(QUERY_1, null);
  const operation = (server) => async () => {
    const response = await server.executeOperation({ query: QUERY_1 }, { contextValue: await contextFor() });
    if (response.body.kind !== 'single' || response.body.singleResult.errors)
      throw new Error(JSON.stringify(response.body));
  };
  const legacyGet = (route) => () =>
    services.legacyClient.call(
      { method: 'GET', path: route.slice(1) },
      { accessToken: legacy.token, userId: legacy.userId, requestId: 'bench' },
      envelopeOf(AnyResult),
    );

  const cases = [
    ['BFF request, 1 legacy call (inject, no sockets)', graphql(QUERY_1)],
    ['BFF request, 2 legacy calls (inject, no sockets)', graphql(QUERY_2)],
    ['bare Fastify route, 1 call (inject, no sockets)', bareRoute('/1', QUERY_1)],
    ['bare Fastify route, 2 calls (inject, no sockets)', bareRoute('/2', QUERY_2)],
    ['  GraphQL context per request (principal, caller; APIs and loaders made on use)', contextFor],
    [
      '  context + graphql-js execute of query 1 (type-graphql resolvers, 1 call)',
      async () => {
        const result = await execute({ schema, document: document1, contextValue: await contextFor() });
        if (result.errors) throw new Error(JSON.stringify(result.errors));
      },
    ],
    [
      '  context + the prepared operation of query 1 (trusted document, graphql-jit)',
      async () => {
        const result = await prepared.run(await contextFor(), {});
        if (result.errors) throw new Error(JSON.stringify(result.errors));
      },
    ],
    [
      '  context + Apollo executeOperation of query 1 (documents outside the manifest)',
      operation(apolloAsConfigured),
    ],
    [
      'principal from the session cookie (store get + touch)',
      () => services.principals.resolve(fakeRequest, app.log),
    ],
    [
      'one legacy call through LegacyClient (duties + cipher + shape check + JSON), transport in memory',
      legacyGet(LEGACY_ROUTES.inbox),
    ],
    ['  of which encryptSecret', async () => encryptSecret(`UserId=${legacy.userId}`, SECRET_KEY)],
    ['  of which crypto.randomUUID (request id, one per request)', async () => crypto.randomUUID()],
  ];
  const only = process.env.BENCH_BREAKDOWN_ONLY;
  const chosen = cases.filter(([label]) => !only || label.includes(only));
  if (process.env.BENCH_BREAKDOWN_ALLOC === '1') {
    for (const [label, fn] of chosen) await allocations(label, fn);
    await app.close();
    await bare.close();
    await apolloAsConfigured.stop();
    return [];
  }
  const rows = await measureAll(chosen);
  for (const row of rows) {
    console.log(
      `${row.us.toFixed(1).padStart(8)} µs  (${row.min.toFixed(0)}–${row.max.toFixed(0)})  ${row.label}`,
    );
  }
  await app.close();
  await bare.close();
  await apolloAsConfigured.stop();
  return rows;
}

/** Bytes allocated per call of `fn` (16 in flight, after a warm-up) and the top allocating functions. */
async function allocations(label, fn) {
  const OPS = 4000;
  const run = async (count) => {
    let left = count;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (left-- > 0) await fn();
      }),
    );
  };
  await run(1000);
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await run(OPS);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  const bySite = new Map();
  let total = 0;
  const walk = (node, stack) => {
    const frame = node.callFrame;
    const here = frame.functionName || '(anonymous)';
    const where = `${here} ${frame.url.replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/.*packages\//, '')}:${frame.lineNumber + 1}`;
    if (node.selfSize) {
      total += node.selfSize;
      bySite.set(where, (bySite.get(where) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, stack);
  };
  walk(profile.head, []);
  console.log(`${(total / OPS).toFixed(0).padStart(8)} B/op  ${label}`);
  for (const [site, bytes] of [...bySite]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_BREAKDOWN_SITES || 12)))
    console.log(`${(bytes / OPS).toFixed(0).padStart(14)} B/op  ${site}`);
}

try {
  console.log(
    process.env.BENCH_BREAKDOWN_ALLOC === '1'
      ? 'Bytes allocated per operation, in this process, no sockets (lower is better):'
      : 'CPU µs per operation, in this process, no sockets (lower is better):',
  );
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
