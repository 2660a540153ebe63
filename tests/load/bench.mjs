// `pnpm bench`: load benchmarks of the BFF against its baselines. A measurement, not a test: nothing is asserted
// about time. See docs/performance.md for what each target means and how to read the table.
//
// Starts, each in its own process: the reference catalogue (fresh PGlite data in a temporary folder), the BFF
// (tests/load/bff-child.mjs) and the bare Fastify baselines (tests/load/bare-child.mjs). Checks the legacy call
// count of each GraphQL query on a BFF that exposes it, then benchmarks with that switched off, alternating the
// targets round-robin (in ABBA order: forwards, then backwards, so each BFF target and its bare baseline always
// run side by side and drift cancels) so machine noise spreads evenly. Then runs the cipher micro-benchmark.
//
// Settings (env): BENCH_DURATION seconds per round (3), BENCH_ROUNDS (4), BENCH_CONNECTIONS (50),
// BENCH_WARMUP seconds per target before the first round (1), BENCH_TARGETS (comma-separated ids, default all),
// BENCH_BFF_LOG_LEVEL (the BFF's LOG_LEVEL; default info, the product default), BENCH_PROFILE=1 (CPU-profile the
// BFF child with --cpu-prof and print its top self-time functions; slows the BFF), BENCH_CIPHER=0 (skip the
// cipher micro-benchmark), BENCH_SKIP_BUILD=1, BENCH_CATALOGUE=replay (record the reference catalogue's answers,
// then serve them from tests/load/replay-catalogue.mjs, an upstream too cheap to be the bottleneck, so the BFF's
// own overhead shows; default: reference, the real catalogue on PGlite), BENCH_REPLICAS=0 (skip the scenario of
// one and two BFF replicas on Redis; it needs Redis at BENCH_REDIS_URL, default redis://127.0.0.1:6379).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  buildStale,
  here,
  LEGACY_ROUTES,
  legacyToken,
  LOGIN_QUERY,
  QUERY_1,
  REQUIREMENT_ROWS,
  REQUIREMENTS_SECTION,
  QUERY_2,
  recordAnswers,
  root,
  scratchDir,
  SECRET_KEY,
  seedRequirements,
  seedSavedSearches,
  startNodeChild,
  startReferenceCatalogue,
  stopAll,
  stopChild,
  table,
  trustedDocumentsFile,
} from './lib.mjs';
import { formatProfileSummary, summariseProfile } from './profile-summary.mjs';
import { replicaTable, runReplicaScenario } from './replicas-bench.mjs';
import { USAGE_PATH } from './usage.mjs';

/**
 * The law catalogue's screens: the same legacy call through the BFF and made directly. Against the
 * reference catalogue only (the replay catalogue answers the inbox and history calls alone). The hierarchy query
 * also needs the user's industries, a lookup the BFF caches per user, so once warm it costs one legacy call.
 */
const CATALOGUE_SCENARIOS = [
  {
    id: 'hierarchy',
    label: 'Search Hierarchy: lawHierarchy / POST law-hierarchy/get-level',
    query:
      '{ lawHierarchy(filter: { industryId: "1", businessLineId: "2" }) { authority results { regulatorId regulator levels { text sectionCount hasChildren } } } }',
    direct: (userId) => ({
      method: 'POST',
      route: '/law-hierarchy/get-level',
      query: { isLegal: 'true', UserId: userId },
      body: JSON.stringify({
        industryId: 1,
        businessLineId: 2,
        regulatorId: [],
        categoryId: [],
        UserId: Number(userId),
      }),
    }),
  },
  {
    id: 'law-detail',
    label: 'Law detail: lawDetail / GET legal-laws/get-law-detail',
    query:
      '{ lawDetail(input: { lawId: "1", sectionId: "6", lawDetailId: "1", businessLineId: "2" }) { section regulator level1 level2 level3 type legalContact lawText status categories companyProcessNames } }',
    direct: (userId) => ({
      method: 'GET',
      route: '/legal-laws/get-law-detail',
      query: {
        lawId: '1',
        sectionId: '6',
        lawDetailId: '1',
        businessLineId: '2',
        isLegal: 'true',
        UserId: userId,
      },
    }),
  },
  // The requirements workflow: a section's grid of 500 requirements (seeded by seedRequirements below).
  {
    id: 'requirements-500',
    label: `Requirements grid (${REQUIREMENT_ROWS} rows): requirementsForSection / GET LawRequirement/get-law-requirement`,
    query: `{ requirementsForSection(input: { sectionId: "${REQUIREMENTS_SECTION.sectionId}", businessLineId: "${REQUIREMENTS_SECTION.businessLineId}" }) { id requirementNumber requirement requirementType isApplicable status version } }`,
    direct: (userId) => ({
      method: 'GET',
      route: '/LawRequirement/get-law-requirement',
      query: {
        section_id: REQUIREMENTS_SECTION.sectionId,
        business_line_id: REQUIREMENTS_SECTION.businessLineId,
        UserId: userId,
      },
    }),
  },
];
const catalogueScenariosOn = () => settings.catalogue === 'reference';

const env = process.env;

const settings = {
  durationS: positive('BENCH_DURATION', 3),
  rounds: Math.round(positive('BENCH_ROUNDS', 4)),
  connections: Math.round(positive('BENCH_CONNECTIONS', 50)),
  warmupS: nonNegative('BENCH_WARMUP', 1),
  bffLogLevel: env.BENCH_BFF_LOG_LEVEL || 'info',
  profile: env.BENCH_PROFILE === '1',
  cipher: env.BENCH_CIPHER !== '0',
  replicas: env.BENCH_REPLICAS !== '0',
  catalogue: env.BENCH_CATALOGUE || 'reference',
  targets: env.BENCH_TARGETS
    ? env.BENCH_TARGETS.split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : null,
};

function positive(key, fallback) {
  const value = env[key] === undefined || env[key] === '' ? fallback : Number(env[key]);
  if (!(value > 0)) throw new Error(`${key} must be a positive number (got "${env[key]}")`);
  return value;
}
function nonNegative(key, fallback) {
  const value = env[key] === undefined || env[key] === '' ? fallback : Number(env[key]);
  if (!(value >= 0)) throw new Error(`${key} must be zero or more (got "${env[key]}")`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// CPU and memory readings

const getconf = (name, fallback) =>
  Number(spawnSync('getconf', [name], { encoding: 'utf8' }).stdout?.trim()) || fallback;
const CLK_TCK = getconf('CLK_TCK', 100);
const PAGE_SIZE = getconf('PAGESIZE', 4096);
const hasProc = existsSync('/proc/self/stat');

/** CPU time (µs) and RSS (bytes) of any process from /proc: used for the catalogue, which has no control route. */
function procUsage(pid) {
  if (!hasProc || !pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK;
    const rssPages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return { cpu, rss: rssPages * PAGE_SIZE };
  } catch {
    return null;
  }
}

/** Busy and total CPU time of the whole machine (µs), to tell how much other processes took during a round. */
function machineCpu() {
  if (!hasProc) return null;
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: (busy * 1e6) / CLK_TCK, total: ((busy + idle + iowait) * 1e6) / CLK_TCK };
}

async function serverUsage(baseUrl) {
  const response = await fetch(`${baseUrl}${USAGE_PATH}`);
  const body = await response.json();
  return { cpu: body.cpuUser + body.cpuSystem, rss: body.rss };
}

// ---------------------------------------------------------------------------------------------------------------
// Set-up against the catalogue and the BFF

async function bffLogin(bffUrl) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN_QUERY }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors)
    throw new Error(`login: ${response.status} ${JSON.stringify(body)}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('lexbridge_session='));
  if (!cookie) throw new Error('login: no lexbridge_session cookie');
  return cookie.split(';')[0];
}

async function graphql(bffUrl, cookie, query) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors)
    throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

function bffEnv(catalogueUrl, exposeLegacyCalls) {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    LEGACY_URL: catalogueUrl,
    LEGACY_SECRET_KEY: SECRET_KEY,
    LOG_LEVEL: settings.bffLogLevel,
    BFF_EXPOSE_LEGACY_CALLS: String(exposeLegacyCalls),
    // The SPA is not part of the benchmark (and may be mid-build): point the BFF at a folder without it.
    WEB_DIST_DIR: path.join(scratchDir(), 'no-web'),
    TRUSTED_DOCUMENTS_MANIFEST: trustedDocumentsFile([
      QUERY_1,
      QUERY_2,
      ...CATALOGUE_SCENARIOS.map((scenario) => scenario.query),
    ]),
  };
}

/** Runs each query once on a BFF that reports its legacy calls: the benchmark's premise, checked. */
async function verifyLegacyCalls(catalogueUrl) {
  const entry = startNodeChild('bff-verify', 'bff-child.mjs', bffEnv(catalogueUrl, true));
  const bffUrl = `http://127.0.0.1:${await entry.ready}`;
  try {
    const cookie = await bffLogin(bffUrl);
    const counts = {};
    for (const [calls, query] of [
      [1, QUERY_1],
      [2, QUERY_2],
    ]) {
      const body = await graphql(bffUrl, cookie, query);
      const made = body.extensions?.legacyCalls;
      if (made !== calls) throw new Error(`${query} made ${made} legacy calls, expected ${calls}`);
      counts[query] = made;
    }
    for (const scenario of catalogueScenariosOn() ? CATALOGUE_SCENARIOS : []) {
      await graphql(bffUrl, cookie, scenario.query); // fills the per-user lookup cache
      const made = (await graphql(bffUrl, cookie, scenario.query)).extensions?.legacyCalls;
      if (made !== 1) throw new Error(`${scenario.id} made ${made} legacy calls, expected 1`);
      counts[scenario.id] = made;
    }
    return counts;
  } finally {
    await stopChild(entry);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Load

function autocannonRun(target, durationS) {
  return new Promise((resolve, reject) => {
    let times = new Float64Array(1 << 16);
    let count = 0;
    const instance = autocannon(
      {
        url: target.url,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections: settings.connections,
        pipelining: 1,
        duration: durationS,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve({ result, times: times.subarray(0, count) })),
    );
    // Latencies with sub-millisecond resolution (autocannon's own histogram keeps whole milliseconds).
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (count === times.length) {
        const bigger = new Float64Array(times.length * 2);
        bigger.set(times);
        times = bigger;
      }
      times[count++] = responseTime;
    });
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function measureRun(target, durationS, pids) {
  const serverBefore = target.serverUrl ? await serverUsage(target.serverUrl) : null;
  const catalogueBefore = procUsage(pids.catalogue);
  const ownBefore = pids.all.map(procUsage);
  const benchBefore = process.cpuUsage();
  const machineBefore = machineCpu();

  const { result, times } = await autocannonRun(target, durationS);

  const machineAfter = machineCpu();
  const benchAfter = process.cpuUsage(benchBefore);
  const ownAfter = pids.all.map(procUsage);
  const catalogueAfter = procUsage(pids.catalogue);
  const serverAfter = target.serverUrl ? await serverUsage(target.serverUrl) : null;

  const elapsedS = (result.finish - result.start) / 1000 || result.duration;
  const ok = result['2xx'];
  const sorted = Float64Array.from(times).sort();
  let foreignShare = null;
  if (machineBefore && machineAfter) {
    const children = ownAfter.reduce(
      (sum, after, i) => sum + (after && ownBefore[i] ? after.cpu - ownBefore[i].cpu : 0),
      0,
    );
    const own = children + benchAfter.user + benchAfter.system;
    foreignShare = Math.max(
      0,
      (machineAfter.busy - machineBefore.busy - own) / (machineAfter.total - machineBefore.total),
    );
  }
  return {
    elapsedS,
    responses: times.length,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    rps: ok / elapsedS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    times: sorted,
    serverCpuUs: serverBefore && serverAfter ? serverAfter.cpu - serverBefore.cpu : null,
    serverRss: serverAfter?.rss ?? null,
    catalogueCpuUs: catalogueBefore && catalogueAfter ? catalogueAfter.cpu - catalogueBefore.cpu : null,
    catalogueRss: catalogueAfter?.rss ?? null,
    loadGeneratorCpuUs: benchAfter.user + benchAfter.system,
    foreignShare,
  };
}

function aggregate(target, runs) {
  const sum = (key) => runs.reduce((total, run) => total + (run[key] ?? 0), 0);
  const ok = sum('ok');
  const elapsed = sum('elapsedS');
  const all = new Float64Array(runs.reduce((n, run) => n + run.times.length, 0));
  let offset = 0;
  for (const run of runs) {
    all.set(run.times, offset);
    offset += run.times.length;
  }
  all.sort();
  const perRequest = (key) => (runs.every((run) => run[key] !== null) && ok ? sum(key) / ok : null);
  const max = (key) =>
    runs.some((run) => run[key] !== null) ? Math.max(...runs.map((run) => run[key] ?? 0)) : null;
  return {
    rps: ok / elapsed,
    rpsMin: Math.min(...runs.map((run) => run.rps)),
    rpsMax: Math.max(...runs.map((run) => run.rps)),
    p50Ms: percentile(all, 50),
    p90Ms: percentile(all, 90),
    p99Ms: percentile(all, 99),
    requests: ok,
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    serverCpuUsPerReq: target.serverUrl ? perRequest('serverCpuUs') : null,
    serverRssMB: target.serverUrl ? max('serverRss') / 1048576 : null,
    catalogueCpuUsPerReq: perRequest('catalogueCpuUs'),
    catalogueRssMB: max('catalogueRss') === null ? null : max('catalogueRss') / 1048576,
    loadGeneratorCpuUsPerReq: perRequest('loadGeneratorCpuUs'),
    foreignCpuShare: runs.every((run) => run.foreignShare !== null)
      ? sum('foreignShare') / runs.length
      : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Output

const fmt = {
  int: (value) => (value === null || Number.isNaN(value) ? '—' : Math.round(value).toLocaleString('en-US')),
  ms: (value) => (value === null || Number.isNaN(value) ? '—' : value.toFixed(2)),
  mb: (value) => (value === null ? '—' : value.toFixed(0)),
  ratio: (value) => (value === null || !Number.isFinite(value) ? '—' : `${value.toFixed(2)}x`),
};

function resultsTable(results) {
  const headers = [
    'target',
    'calls',
    'req/s',
    'rounds min–max',
    'p50 ms',
    'p99 ms',
    'server CPU µs/req',
    'server RSS MB',
    'catalogue CPU µs/req',
    'non-2xx/err',
  ];
  const rows = results.map(({ target, summary: s }) => [
    target.id,
    target.calls,
    fmt.int(s.rps),
    `${fmt.int(s.rpsMin)}–${fmt.int(s.rpsMax)}`,
    fmt.ms(s.p50Ms),
    fmt.ms(s.p99Ms),
    fmt.int(s.serverCpuUsPerReq),
    fmt.mb(s.serverRssMB),
    fmt.int(s.catalogueCpuUsPerReq),
    `${s.non2xx}/${s.errors + s.timeouts}`,
  ]);
  return table(headers, rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** BFF against each bare baseline: over the whole run, and the median of round-by-round ratios (noise-robust). */
function ratios(results) {
  const find = (id) => results.find((result) => result.target.id === id);
  const out = {};
  for (const calls of [1, 2]) {
    const bff = find(`bff-${calls}`);
    for (const base of ['undici', 'axios']) {
      const bare = find(`${base}-${calls}`);
      if (!bff || !bare) continue;
      const a = bff.summary;
      const b = bare.summary;
      out[`bff/${base} ${calls}-call`] = {
        throughput: a.rps / b.rps,
        throughputMedianOfRounds: median(bff.runs.map((run, i) => run.rps / bare.runs[i].rps)),
        p50Latency: a.p50Ms / b.p50Ms,
        cpuPerRequest:
          a.serverCpuUsPerReq && b.serverCpuUsPerReq ? a.serverCpuUsPerReq / b.serverCpuUsPerReq : null,
      };
    }
  }
  // The law catalogue: the BFF against the same legacy call made directly.
  for (const scenario of CATALOGUE_SCENARIOS) {
    const bff = find(`bff-${scenario.id}`);
    const direct = find(`direct-${scenario.id}`);
    if (!bff || !direct) continue;
    out[`bff/direct ${scenario.id}`] = {
      throughput: bff.summary.rps / direct.summary.rps,
      throughputMedianOfRounds: median(bff.runs.map((run, i) => run.rps / direct.runs[i].rps)),
      p50Latency: bff.summary.p50Ms / direct.summary.p50Ms,
      cpuPerRequest: null,
    };
  }
  return out;
}

function ratiosTable(ratioMap) {
  const rows = Object.entries(ratioMap).map(([name, r]) => [
    name,
    fmt.ratio(r.throughput),
    fmt.ratio(r.throughputMedianOfRounds),
    fmt.ratio(r.p50Latency),
    fmt.ratio(r.cpuPerRequest),
  ]);
  return table(['ratio', 'req/s', 'req/s, median of rounds', 'p50 latency', 'server CPU per request'], rows, [
    'l',
    'r',
    'r',
    'r',
    'r',
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function main() {
  if (!['reference', 'replay'].includes(settings.catalogue))
    throw new Error('BENCH_CATALOGUE must be reference or replay');
  buildStale();
  // Imported once built: both load packages/bff/dist.
  const { encryptSecret } = await import('../../packages/bff/dist/legacy/secret.js');
  const { formatCipherTable, runCipherBench } = await import('./cipher-bench.mjs');
  const startedAt = new Date();
  const loadBefore = os.loadavg();

  // The reference catalogue: a fresh database, migrated and seeded on first start.
  let catalogue = await startReferenceCatalogue();
  const referenceUrl = catalogue.url;
  const legacy = await legacyToken(referenceUrl);
  await seedSavedSearches(referenceUrl, legacy);
  if (catalogueScenariosOn()) await seedRequirements(referenceUrl, legacy);
  // The same plaintext the BFF encrypts for both calls (UserId only), encrypted once for the direct targets.
  const secret = encodeURIComponent(
    encryptSecret(new URLSearchParams({ UserId: legacy.userId }).toString(), SECRET_KEY),
  );

  let catalogueUrl = referenceUrl;
  if (settings.catalogue === 'replay') {
    const { file } = await recordAnswers(referenceUrl, legacy, secret);
    await stopChild(catalogue);
    catalogue = startNodeChild('catalogue', 'replay-catalogue.mjs', { PORT: '0', BENCH_REPLAY_FILE: file });
    catalogueUrl = `http://127.0.0.1:${await catalogue.ready}`;
    console.log(
      `replay catalogue on ${catalogueUrl} (answers recorded from the reference catalogue, user ${legacy.userId})`,
    );
  } else {
    console.log(`reference catalogue on ${catalogueUrl} (PGlite, user ${legacy.userId})`);
  }

  const legacyCalls = await verifyLegacyCalls(catalogueUrl);
  console.log(
    `legacy calls per query (BFF with exposeLegacyCalls): ${Object.entries(legacyCalls)
      .map(([query, calls]) => `${query} -> ${calls}`)
      .join(', ')}`,
  );

  // The benchmarked BFF, with exposeLegacyCalls off.
  const profileDir = path.join(here, 'results', 'profiles', startedAt.toISOString().replace(/[:.]/g, '-'));
  const bff = startNodeChild(
    'bff',
    'bff-child.mjs',
    bffEnv(catalogueUrl, false),
    settings.profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
  );
  const bffUrl = `http://127.0.0.1:${await bff.ready}`;
  const cookie = await bffLogin(bffUrl);
  for (const query of [
    QUERY_1,
    QUERY_2,
    ...(catalogueScenariosOn() ? CATALOGUE_SCENARIOS.map((s) => s.query) : []),
  ]) {
    const body = await graphql(bffUrl, cookie, query);
    if (body.extensions?.legacyCalls !== undefined)
      throw new Error('the benchmarked BFF exposes legacyCalls');
  }

  const bare = startNodeChild(
    'bare',
    'bare-child.mjs',
    {
      PORT: '0',
      BENCH_LEGACY_URL: catalogueUrl,
      BENCH_LEGACY_TOKEN: legacy.token,
      BENCH_LEGACY_USER_ID: legacy.userId,
      LEGACY_SECRET_KEY: SECRET_KEY,
    },
    // Profiled too, in a folder of its own, so the two processes' profiles can be compared function by function.
    settings.profile ? ['--cpu-prof', '--cpu-prof-dir', path.join(profileDir, 'bare')] : [],
  );
  const bareUrl = `http://127.0.0.1:${await bare.ready}`;

  // The bare routes get the GraphQL request's headers and body too, so the inbound side costs the same to parse.
  const inbound = (id, label, calls, url, serverUrl) => ({
    id,
    label,
    calls,
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: calls === 1 ? QUERY_1 : QUERY_2 }),
    serverUrl,
  });
  const direct = (id, label, route) => ({
    id,
    label,
    calls: 1,
    url: `${catalogueUrl}${route}?secret=${secret}`,
    method: 'GET',
    headers: { authorization: `Bearer ${legacy.token}`, accept: 'application/json' },
    serverUrl: null,
  });
  // Order matters: each BFF target sits next to its bare baselines (see the ABBA rounds below).
  const allTargets = [
    inbound('bff-1', `BFF POST /graphql ${QUERY_1}`, 1, `${bffUrl}/graphql`, bffUrl),
    inbound('undici-1', 'bare Fastify route, undici Pool: inbox counts', 1, `${bareUrl}/undici/1`, bareUrl),
    inbound(
      'axios-1',
      'bare Fastify route, axios http adapter: inbox counts',
      1,
      `${bareUrl}/axios/1`,
      bareUrl,
    ),
    inbound(
      'axios-2',
      'bare Fastify route, axios http adapter: history + inbox counts',
      2,
      `${bareUrl}/axios/2`,
      bareUrl,
    ),
    inbound(
      'undici-2',
      'bare Fastify route, undici Pool: history + inbox counts',
      2,
      `${bareUrl}/undici/2`,
      bareUrl,
    ),
    inbound('bff-2', `BFF POST /graphql ${QUERY_2}`, 2, `${bffUrl}/graphql`, bffUrl),
    direct('direct-inbox', 'catalogue directly: GET business-laws/get-inbox_counts', LEGACY_ROUTES.inbox),
    direct(
      'direct-history',
      'catalogue directly: GET denormalize-search/get-history-search',
      LEGACY_ROUTES.history,
    ),
    // The law catalogue: each BFF query next to the same legacy call made directly.
    ...(catalogueScenariosOn() ? CATALOGUE_SCENARIOS : []).flatMap((scenario) => {
      const call = scenario.direct(legacy.userId);
      const callSecret = encodeURIComponent(
        encryptSecret(new URLSearchParams(call.query).toString(), SECRET_KEY),
      );
      return [
        {
          id: `bff-${scenario.id}`,
          label: `BFF POST /graphql ${scenario.label}`,
          calls: 1,
          url: `${bffUrl}/graphql`,
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: scenario.query }),
          serverUrl: bffUrl,
        },
        {
          id: `direct-${scenario.id}`,
          label: `catalogue directly: ${call.method} ${call.route.slice(1)}`,
          calls: 1,
          url: `${catalogueUrl}${call.route}?secret=${callSecret}`,
          method: call.method,
          headers: {
            authorization: `Bearer ${legacy.token}`,
            accept: 'application/json',
            ...(call.body ? { 'content-type': 'application/json' } : {}),
          },
          body: call.body,
          serverUrl: null,
        },
      ];
    }),
  ];
  const targets = settings.targets
    ? allTargets.filter((target) => settings.targets.includes(target.id))
    : allTargets;
  const replicaIds = ['redis-1', 'redis-2'];
  const replicasWanted =
    settings.replicas && (!settings.targets || settings.targets.some((id) => replicaIds.includes(id)));
  if (targets.length === 0 && !replicasWanted)
    throw new Error(`BENCH_TARGETS matches none of ${allTargets.map((t) => t.id).join(', ')}`);

  // Every target answers 200 before any load.
  for (const target of targets) {
    const response = await fetch(target.url, {
      method: target.method,
      headers: target.headers,
      body: target.body,
    });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors"'))
      throw new Error(`${target.id}: ${response.status} ${text.slice(0, 300)}`);
  }

  const pids = { catalogue: catalogue.child.pid, all: [catalogue.child.pid, bff.child.pid, bare.child.pid] };
  const totalS = targets.length * (settings.warmupS + settings.rounds * settings.durationS);
  console.log(
    `\n${targets.length} targets, ${settings.connections} connections, warm-up ${settings.warmupS} s, ` +
      `${settings.rounds} rounds x ${settings.durationS} s each (about ${Math.ceil(totalS)} s of load); BFF LOG_LEVEL=${settings.bffLogLevel}` +
      (settings.profile ? '; the BFF is CPU-profiled (its numbers are inflated)' : ''),
  );

  if (settings.warmupS > 0) {
    for (const target of targets) await autocannonRun(target, settings.warmupS);
  }
  const runs = new Map(targets.map((target) => [target.id, []]));
  for (let round = 0; round < settings.rounds; round += 1) {
    // ABBA: forwards, then backwards. Neighbours stay neighbours, and a slow drift of the machine cancels out.
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      const run = await measureRun(target, settings.durationS, pids);
      runs.get(target.id).push(run);
      process.stdout.write(
        `  round ${round + 1}/${settings.rounds}  ${target.id.padEnd(15)} ${fmt.int(run.rps).padStart(7)} req/s\n`,
      );
    }
  }

  // Report in a fixed order: BFF and baselines by call count, then the catalogue.
  const reportOrder = [
    'bff-1',
    'undici-1',
    'axios-1',
    'bff-2',
    'undici-2',
    'axios-2',
    'direct-inbox',
    'direct-history',
    ...CATALOGUE_SCENARIOS.flatMap((scenario) => [`bff-${scenario.id}`, `direct-${scenario.id}`]),
  ];
  const results = [...targets]
    .sort((x, y) => reportOrder.indexOf(x.id) - reportOrder.indexOf(y.id))
    .map((target) => ({
      target,
      summary: aggregate(target, runs.get(target.id)),
      runs: runs.get(target.id),
    }));
  const ratioMap = ratios(results);
  const loadAfter = os.loadavg();
  const foreign = results.map((r) => r.summary.foreignCpuShare).filter((v) => v !== null);
  const foreignAvg = foreign.length ? foreign.reduce((x, y) => x + y, 0) / foreign.length : null;

  await stopChild(bare);
  await stopChild(bff);
  // One and two replicas on Redis, against the same catalogue (tests/load/replicas-bench.mjs).
  const replicaResults = replicasWanted
    ? await runReplicaScenario({
        env: (expose) => bffEnv(catalogueUrl, expose),
        login: bffLogin,
        load: autocannonRun,
        usage: serverUsage,
        settings,
      })
    : null;
  let profile = null;
  if (settings.profile) {
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (file) profile = summariseProfile(path.join(profileDir, file));
  }
  await stopAll();

  const cipher = settings.cipher ? runCipherBench() : null;

  const cpus = os.cpus();
  const header = [
    '',
    `Lexbridge load benchmark, ${startedAt.toISOString()}`,
    `machine: ${cpus.length} x ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after` +
      (foreignAvg === null
        ? ''
        : `; other processes took ${(foreignAvg * 100).toFixed(0)}% of the CPU during the rounds`),
    `catalogue: ${settings.catalogue === 'replay' ? 'replay (recorded answers, no database)' : 'reference (PGlite)'}; ` +
      `${settings.connections} connections; ${settings.rounds} rounds x ${settings.durationS} s per target, ABBA order; ` +
      `BFF LOG_LEVEL=${settings.bffLogLevel}`,
    'the load generator, the BFF, the bare routes and the catalogue all share this machine',
    '',
  ].join('\n');
  console.log(header);
  console.log(resultsTable(results));
  console.log('');
  console.log(ratiosTable(ratioMap));
  console.log('');
  console.log(
    'calls: legacy calls per request. server CPU: CPU time of the BFF or bare-route process per request (read from\n' +
      'the process itself, all threads). catalogue CPU: the catalogue process per request. direct-* hit the catalogue\n' +
      'with the bearer token and a precomputed secret. rounds min–max: the slowest and fastest round.',
  );
  if (foreignAvg !== null && foreignAvg > 0.1) {
    console.log(
      `\nnote: other processes took ${(foreignAvg * 100).toFixed(0)}% of the CPU during the rounds; expect noise.`,
    );
  }
  if (replicaResults) {
    console.log(`\n${replicaTable(replicaResults)}`);
    console.log(
      'redis-1: one BFF replica with REDIS_URL; redis-2: two replicas of the same build, one session shared through\n' +
        'Redis, autocannon spreading its connections over both. BFF CPU: both replicas together, per request.',
    );
  }
  if (cipher) console.log(`\n${formatCipherTable(cipher)}`);
  if (profile) console.log(`\n${formatProfileSummary(profile)}`);

  const resultsDir = path.join(here, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      model: cpus[0]?.model ?? null,
      totalMemGiB: os.totalmem() / 2 ** 30,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadavgBefore: loadBefore,
      loadavgAfter: loadAfter,
      foreignCpuShare: foreignAvg,
    },
    settings,
    legacyCallsPerQuery: legacyCalls,
    targets: results.map(({ target, summary, runs: targetRuns }) => ({
      id: target.id,
      label: target.label,
      legacyCalls: target.calls,
      method: target.method,
      path: new URL(target.url).pathname,
      summary,
      rounds: targetRuns.map(({ times: _times, ...run }) => run),
    })),
    ratios: ratioMap,
    replicas: replicaResults,
    cipherMicrosecondsPerCall: cipher,
    profile,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults written to ${path.relative(root, file)}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    stopAll().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.stack : String(error)}`);
  await stopAll();
  process.exitCode = 1;
}
