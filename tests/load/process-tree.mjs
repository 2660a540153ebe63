// Measures opening and searching a 5,000-process hierarchy in the browser, the way a user does: the Process Hierarchy
// screen with the generated 'GEN Load Hierarchy' chosen, then Expand All (the whole tree fetched once and opened) and a
// search. A measurement, not a test: it prints figures and asserts nothing about time. See docs/process-hierarchy.md.
//
// Runs the reference catalogue in this process (PGlite in memory, the demo seed plus a generated hierarchy), the built
// BFF serving the built SPA in a child process, and Debian's Chromium, as admin@. Build the web first
// (pnpm --filter @lexbridge/web run build). Settings (env): BENCH_TREE_PROCESSES (5000), BENCH_TREE_RUNS (3),
// BENCH_SKIP_BUILD=1, CHROMIUM_PATH.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildStale, root, SECRET_KEY, startNodeChild, stopAll, table } from './lib.mjs';

const PROCESSES = Number(process.env.BENCH_TREE_PROCESSES ?? 5000);
const RUNS = Number(process.env.BENCH_TREE_RUNS ?? 3);
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

buildStale();
const { startLegacy, seedBulkProcessHierarchy } = await import('../../packages/legacy/dist/index.js');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let legacy;
let browser;
try {
  legacy = await startLegacy({ secretKey: SECRET_KEY, logLevel: 'warn' });
  const { hierarchyId } = await seedBulkProcessHierarchy(legacy.db, PROCESSES);
  const entry = startNodeChild('bff', 'bff-child.mjs', {
    HOST: '127.0.0.1',
    PORT: '0',
    LEGACY_URL: legacy.url,
    LEGACY_SECRET_KEY: SECRET_KEY,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(root, 'packages', 'web', 'dist'),
  });
  const bffUrl = `http://127.0.0.1:${await entry.ready}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await page.goto(`${bffUrl}/login`);
  await page
    .getByLabel(/^email/i)
    .first()
    .fill('admin@lexbridge.test');
  await page
    .getByLabel(/^password/i)
    .first()
    .fill('Demo#2026');
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check({ force: true });
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).first().waitFor({ timeout: 30_000 });

  const tree = page.getByRole('tree', { name: 'Process hierarchy' });
  const open = [];
  const collapse = [];
  const search = [];
  const drawn = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${bffUrl}/hierarchy/process-hierarchy`);
    await page.getByRole('heading', { name: 'Process Hierarchy' }).waitFor();
    await page
      .getByLabel('Hierarchy', { exact: true })
      .selectOption(String(hierarchyId))
      .catch(async (error) => {
        await page.screenshot({ path: '/tmp/gaps-load-fail.png' });
        throw error;
      });
    await tree.getByRole('treeitem').first().waitFor();
    let started = performance.now();
    await page.getByRole('button', { name: 'Expand All', exact: true }).click();
    await page.getByRole('button', { name: 'Collapse', exact: true }).waitFor();
    await tree.locator('[aria-level="4"]').first().waitFor();
    open.push(performance.now() - started);
    drawn.push(await tree.getByRole('treeitem').count());
    started = performance.now();
    await page.getByRole('button', { name: 'Collapse', exact: true }).click();
    await page.getByRole('button', { name: 'Expand All', exact: true }).waitFor();
    collapse.push(performance.now() - started);
    await page.getByLabel('Search processes').fill('Process 0049');
    started = performance.now();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/process\(es\) match/).waitFor();
    search.push(performance.now() - started);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
  }
  const row = (label, values) => [
    label,
    median(values).toFixed(0),
    `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`,
  ];
  console.log(`\nProcess hierarchy of ${PROCESSES} processes in Chromium, ${RUNS} runs (median; min-max)\n`);
  console.log(
    table(
      ['step', 'ms (median)', 'ms (range)'],
      [
        row('Expand All: fetch the whole tree and open every level', open),
        row('Collapse', collapse),
        row("Search 'Process 0049': hits with their ancestors, opened", search),
      ],
      ['l', 'r', 'r'],
    ),
  );
  console.log(
    `\nRows drawn with every process open: ${median(drawn)} of ${PROCESSES} (the list is virtualised).`,
  );
} finally {
  await browser?.close();
  await stopAll();
  await legacy?.close();
}
