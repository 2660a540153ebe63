// Measures loading a 10,000-row HMDA field master through the BFF, the way the Field Master grid loads it: pages of
// 500 rows one after the other as the user scrolls (the grid draws only the rows in view), and, for comparison, the
// first page alone and two pages of 5,000 (the largest page the BFF allows). A measurement, not a test: it prints
// figures and asserts nothing about time. See docs/performance.md.
//
// Runs the reference catalogue in this process (PGlite in memory, the demo seed plus 10,000 generated field master
// rows of one entity in reporting year 2030) and the built BFF in a child process (tests/load/bff-child.mjs), as
// admin@. Settings (env): BENCH_HMDA_ROWS (10000), BENCH_HMDA_RUNS (5), BENCH_SKIP_BUILD=1.
import path from 'node:path';
import {
  buildStale,
  LOGIN_QUERY,
  scratchDir,
  SECRET_KEY,
  startNodeChild,
  stopAll,
  table,
  trustedDocumentsFile,
} from './lib.mjs';

const ROWS = Number(process.env.BENCH_HMDA_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_HMDA_RUNS ?? 5);
const GRID_PAGE = 500;

const QUERY = `query ($filter: HmdaEntityYearFilter, $page: PageInput) { hmdaFieldMaster(filter: $filter, page: $page) {
  totalCount items { id clientEntityId entityName reportingYear azimuthFieldId azimuthFieldName fieldName fieldType
  fieldLength checkDigit valueRequired description isActive version } } }`;
const ADMIN_LOGIN = LOGIN_QUERY.replace('lawyer@lexbridge.test', 'admin@lexbridge.test');

buildStale();
const { startLegacy, seedBulkHmdaFieldMaster } = await import('../../packages/legacy/dist/index.js');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => value.toFixed(0);

async function post(bffUrl, cookie, query, variables) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors)
    throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { body, response };
}

let legacy;
try {
  legacy = await startLegacy({ secretKey: SECRET_KEY, logLevel: 'warn' });
  const { clientEntityId } = await seedBulkHmdaFieldMaster(legacy.db, ROWS);
  const entry = startNodeChild('bff', 'bff-child.mjs', {
    HOST: '127.0.0.1',
    PORT: '0',
    LEGACY_URL: legacy.url,
    LEGACY_SECRET_KEY: SECRET_KEY,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(scratchDir(), 'no-web'),
    TRUSTED_DOCUMENTS_MANIFEST: trustedDocumentsFile([ADMIN_LOGIN, QUERY]),
  });
  const bffUrl = `http://127.0.0.1:${await entry.ready}`;
  const login = await post(bffUrl, null, ADMIN_LOGIN);
  const cookie = login.response.headers
    .getSetCookie()
    .find((value) => value.startsWith('lexbridge_session='))
    .split(';')[0];
  const filter = { clientEntityId: String(clientEntityId), reportingYear: 2030 };
  const page = async (pageNumber, pageSize) => {
    const started = performance.now();
    const { body } = await post(bffUrl, cookie, QUERY, { filter, page: { pageNumber, pageSize } });
    return {
      ms: performance.now() - started,
      rows: body.data.hmdaFieldMaster.items.length,
      total: body.data.hmdaFieldMaster.totalCount,
    };
  };

  // Warm-up: one grid load (PGlite plans, the BFF's schema and session caches).
  for (let number = 1; number <= ROWS / GRID_PAGE; number += 1) await page(number, GRID_PAGE);

  const first = [];
  const grid = [];
  const big = [];
  for (let run = 0; run < RUNS; run += 1) {
    first.push((await page(1, GRID_PAGE)).ms);
    let total = 0;
    let rows = 0;
    for (let number = 1; rows < ROWS; number += 1) {
      const answer = await page(number, GRID_PAGE);
      total += answer.ms;
      rows += answer.rows;
      if (answer.rows === 0) throw new Error('ran out of rows before the total');
    }
    grid.push(total);
    const a = await page(1, 5000);
    const b = await page(2, 5000);
    big.push(a.ms + b.ms);
  }
  console.log(
    `\nHMDA field master: ${ROWS} rows through the BFF, ${RUNS} runs after a warm-up (median; min-max)\n`,
  );
  const row = (label, values) => [
    label,
    ms(median(values)),
    `${ms(Math.min(...values))}-${ms(Math.max(...values))}`,
  ];
  console.log(
    table(
      ['load', 'ms (median)', 'ms (range)'],
      [
        row(`first page (${GRID_PAGE} rows): time to the grid's first rows`, first),
        row(
          `all ${ROWS} rows in pages of ${GRID_PAGE}, one after the other (the grid scrolled to the end)`,
          grid,
        ),
        row(`all ${ROWS} rows in two pages of 5,000`, big),
      ],
      ['l', 'r', 'r'],
    ),
  );
  console.log(
    '\nThe grid itself draws only the rows in view (react-data-grid): tests/e2e/hmda.e2e.ts counts fewer than 80.',
  );
} finally {
  await stopAll();
  await legacy?.close();
}
