// Memory under hostile operations: what a stream of generated, malformed and oversized GraphQL requests (the
// contract fuzz test's generator, with documents near the body limit added) does to the BFF's memory, and whether it
// gives it back. A measurement, not a test: it prints figures (docs/performance.md, "Hostile operations").
//
// Starts the reference catalogue and the built BFF (tests/load/bff-child.mjs, with --expose-gc so the readings can
// tell live memory from garbage) as production runs it: trusted documents on. Four in five requests are an internal
// tool's (a bearer token: any operation reaches Apollo), one in five a browser's (no token: the gate refuses what is
// not a trusted document). Reads the BFF's RSS and heap before, every half second during, right after, after an
// idle pause, and after a forced collection.
//
// Settings (env): HOSTILE_CASES (10000), HOSTILE_CONCURRENCY (16), HOSTILE_SEED (20261122), HOSTILE_IDLE_S (10),
// HOSTILE_NODE_OPTIONS (extra Node flags for the BFF, e.g. --max-old-space-size=256), BENCH_SKIP_BUILD=1, and any
// BFF setting (MAX_DOCUMENT_BYTES, MAX_DOCUMENT_TOKENS, …) passed through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { prng, randomOperation } from './hostile-operations.mjs';
import {
  buildStale,
  legacyToken,
  root,
  scratchDir,
  SECRET_KEY,
  startNodeChild,
  startReferenceCatalogue,
  stopAll,
  table,
} from './lib.mjs';
import { USAGE_PATH } from './usage.mjs';

const env = process.env;
const settings = {
  cases: Number(env.HOSTILE_CASES ?? 10_000),
  concurrency: Number(env.HOSTILE_CONCURRENCY ?? 16),
  seed: Number(env.HOSTILE_SEED ?? 20261122),
  idleS: Number(env.HOSTILE_IDLE_S ?? 10),
  nodeOptions: (env.HOSTILE_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
};

// ---------------------------------------------------------------------------------------------------------------
// The generator: the contract fuzz test's (hostile-operations.mjs), plus large documents

/** Documents an attacker sends to make the parser work and keep things: large, many tokens, literals inline. */
function large(random, schema) {
  const fields = Object.values(schema.getQueryType().getFields()).filter(
    (field) => !field.args.some((arg) => String(arg.type).endsWith('!')),
  );
  switch (random.int(4)) {
    case 0: // one string literal near the body limit
      return `{ session { isAdmin } x: __typename @skip(if: false) } # ${'y'.repeat(200_000 + random.int(700_000))}`;
    case 1: // a wall of tokens
      return `{ ${Array.from({ length: 20_000 + random.int(60_000) }, () => '__typename').join(' ')} }`;
    case 2: // many aliased fields
      return `{ ${Array.from({ length: 5_000 + random.int(10_000) }, (_, i) => `f${i}: ${random.pick(fields).name}`).join(' ')} }`;
    default: // many small fragments
      return `${Array.from({ length: 2_000 + random.int(3_000) }, (_, i) => `fragment F${i} on Query { __typename }`).join(' ')} { ...F0 }`;
  }
}

function generate(random, schema) {
  const kind = random.int(20);
  if (kind === 0) return '{"query": "{ session { user { name } }';
  if (kind === 1) return random.pick(['', 'null', '[]', '42', '{"query": 5}', '{"variables": "x"}']);
  if (kind === 2) return JSON.stringify({ query: `{ ${'session { user { '.repeat(30)} }` });
  if (kind === 3) return JSON.stringify({ query: large(random, schema) });
  return JSON.stringify(randomOperation(random, schema));
}

// ---------------------------------------------------------------------------------------------------------------

const MB = 1024 * 1024;
const mb = (bytes) => (bytes / MB).toFixed(1);

async function usage(url, gc = false) {
  return (await fetch(`${url}${USAGE_PATH}${gc ? '?gc=1' : ''}`)).json();
}

async function main() {
  buildStale();
  const schema = buildSchema(readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8'));
  const random = prng(settings.seed);
  const bodies = Array.from({ length: settings.cases }, () => generate(random, schema));
  const bodyBytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);

  const catalogue = await startReferenceCatalogue();
  const { token } = await legacyToken(catalogue.url);
  const passThrough = Object.fromEntries(
    Object.entries(env).filter(([key]) => /^(MAX_|BODY_LIMIT|TRUSTED_DOCUMENTS|RATE_LIMIT)/.test(key)),
  );
  const bff = startNodeChild(
    'bff',
    'bff-child.mjs',
    {
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'production',
      LEGACY_URL: catalogue.url,
      LEGACY_SECRET_KEY: SECRET_KEY,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(scratchDir(), 'no-web'),
      ...passThrough,
    },
    ['--expose-gc', ...settings.nodeOptions],
  );
  const url = `http://127.0.0.1:${await bff.ready}`;

  // Warm up with ordinary requests, then the baseline.
  for (let i = 0; i < 50; i += 1) {
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ session { user { name } } inboxCounts { count } }' }),
    });
  }
  const before = await usage(url, true);

  const statuses = new Map();
  let peakRss = before.rss;
  let next = 0;
  const sampler = setInterval(async () => {
    try {
      peakRss = Math.max(peakRss, (await usage(url)).rss);
    } catch {
      // the BFF is busy; the next sample will do
    }
  }, 500);
  const startedAt = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++;
      const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
      if (index % 5 !== 0) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body: bodies[index] });
      await response.arrayBuffer();
      const key = response.status >= 500 ? `${response.status} (server error)` : String(response.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  clearInterval(sampler);
  const after = await usage(url);
  peakRss = Math.max(peakRss, after.rss);
  await new Promise((resolve) => setTimeout(resolve, settings.idleS * 1000));
  const idle = await usage(url);
  const collected = await usage(url, true);

  console.log(
    `hostile: ${settings.cases} requests (${mb(bodyBytes)} MB of bodies, seed ${settings.seed}) in ${seconds.toFixed(0)} s, ` +
      `${settings.concurrency} at a time; HTTP ${[...statuses]
        .sort()
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
  );
  console.log(
    table(
      ['moment', 'RSS MB', 'heap used MB', 'heap total MB', 'external MB'],
      [
        [
          'before (after a collection)',
          mb(before.rss),
          mb(before.heapUsed),
          mb(before.heapTotal),
          mb(before.external),
        ],
        ['peak RSS during', mb(peakRss), '', '', ''],
        ['right after', mb(after.rss), mb(after.heapUsed), mb(after.heapTotal), mb(after.external)],
        [
          `after ${settings.idleS} s idle`,
          mb(idle.rss),
          mb(idle.heapUsed),
          mb(idle.heapTotal),
          mb(idle.external),
        ],
        [
          'after a forced collection',
          mb(collected.rss),
          mb(collected.heapUsed),
          mb(collected.heapTotal),
          mb(collected.external),
        ],
      ],
      ['l', 'r', 'r', 'r', 'r'],
    ),
  );
}

try {
  await main();
} finally {
  await stopAll();
}
