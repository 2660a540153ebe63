// Helpers of the load benchmarks: building what they run, child processes with their logs in a scratch folder,
// and the reference catalogue's set-up (sign-in, a few saved searches, recorded answers).
import { fork, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BFF_NODE_FLAGS } from '../../scripts/lib.mjs';

export const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_CHILDREN = new Set(['bff-child.mjs', 'bare-child.mjs']);
export const root = path.resolve(here, '..', '..');

export const SECRET_KEY = process.env.LEGACY_SECRET_KEY || 'lexbridge-dev-secret-2026';
export const USER = { username: 'lawyer@lexbridge.test', password: 'Demo#2026' };
/** One legacy call: GET business-laws/get-inbox_counts. */
export const QUERY_1 = '{ inboxCounts { menuId count } }';
/** Two legacy calls, concurrent: GET denormalize-search/get-history-search and the inbox counts. */
export const QUERY_2 = '{ savedSearches { id } inboxCounts { count } }';
export const LEGACY_ROUTES = {
  inbox: '/business-laws/get-inbox_counts',
  history: '/denormalize-search/get-history-search',
};
const SAVED_SEARCHES = 5;

/** The demo lawyer's sign-in as the benchmarks send it. */
export const LOGIN_QUERY = `mutation { login(input:{username:${JSON.stringify(USER.username)}, password:${JSON.stringify(USER.password)}, acceptTerms:true}) { session { user { id } } } }`;

/**
 * The BFF lets a cookie session run only trusted documents (TRUSTED_DOCUMENTS): the benchmarks' own operations
 * become its manifest (TRUSTED_DOCUMENTS_MANIFEST), so the benchmarked BFF runs the same check as in production.
 * Writes it to the scratch folder and answers its path.
 */
export function trustedDocumentsFile(queries) {
  const manifest = Object.fromEntries(
    [LOGIN_QUERY, ...queries].map((query) => [
      `sha256:${createHash('sha256').update(query).digest('hex')}`,
      query,
    ]),
  );
  const file = path.join(scratchDir(), 'trusted-documents.json');
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

/** A Markdown table with aligned columns ('l' or 'r' per column), readable in a terminal and pasteable in docs. */
export function table(headers, rows, align) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  const cell = (value, i) =>
    align[i] === 'r' ? String(value).padStart(widths[i]) : String(value).padEnd(widths[i]);
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${widths.map((width, i) => (align[i] === 'r' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Build: only what the benchmarks run (rules, legacy, bff); the web is not needed.

const BUILDS = [
  { name: '@lexbridge/rules', dir: 'packages/rules', output: 'dist/index.js' },
  { name: '@lexbridge/legacy', dir: 'packages/legacy', output: 'dist/main.js' },
  { name: '@lexbridge/bff', dir: 'packages/bff', output: 'dist/app.js' },
];

function newestMtime(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds each package whose output is missing or older than its sources (skipped with BENCH_SKIP_BUILD=1). */
export function buildStale() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  for (const build of BUILDS) {
    const output = path.join(root, build.dir, build.output);
    if (existsSync(output) && statSync(output).mtimeMs >= newestMtime(path.join(root, build.dir, 'src')))
      continue;
    console.log(`building ${build.name}`);
    const result = spawnSync('pnpm', ['--filter', build.name, 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`building ${build.name} failed`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Child processes. Their output goes to <scratch>/<label>.log; the tail is shown when one fails.

const children = [];
let scratch;

/** The run's scratch folder (catalogue data, logs), removed by stopAll. */
export function scratchDir() {
  scratch ??= mkdtempSync(path.join(os.tmpdir(), 'lexbridge-bench-'));
  return scratch;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function logFile(label) {
  return openSync(path.join(scratchDir(), `${label}.log`), 'a');
}

function tailOfLog(label, lines = 30) {
  const file = path.join(scratchDir(), `${label}.log`);
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

function track(label, child) {
  const entry = { label, child, exited: new Promise((resolve) => child.once('exit', resolve)) };
  children.push(entry);
  child.once('exit', (code, signal) => {
    if (!entry.stopping)
      console.error(`\n${label} exited unexpectedly (${signal ?? code}):\n${tailOfLog(label)}`);
  });
  return entry;
}

/** A Node script of this folder as a child that reports `{ready, port}` on the IPC channel once it listens. */
export function startNodeChild(label, script, childEnv, execArgv = []) {
  const out = logFile(label);
  const child = fork(path.join(here, script), [], {
    cwd: root,
    env: { ...process.env, ...childEnv },
    // The BFF and the bare routes it is compared with run with the flags the product starts the BFF with.
    execArgv: SERVER_CHILDREN.has(script) ? [...BFF_NODE_FLAGS, ...execArgv] : execArgv,
    stdio: ['ignore', out, out, 'ipc'],
  });
  closeSync(out);
  const entry = track(label, child);
  entry.ready = new Promise((resolve, reject) => {
    child.once('message', (message) =>
      message?.ready ? resolve(message.port) : reject(new Error(`${label}: ${JSON.stringify(message)}`)),
    );
    child.once('exit', (code) =>
      reject(new Error(`${label} exited with ${code} before listening:\n${tailOfLog(label)}`)),
    );
  });
  return entry;
}

export async function stopChild(entry) {
  if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  entry.stopping = true;
  entry.child.kill('SIGTERM');
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), 10_000);
  await entry.exited;
  clearTimeout(timer);
}

/** Stops every child this process started and removes the scratch folder. */
export async function stopAll() {
  await Promise.all(children.map(stopChild));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}

async function waitForHttp(url, entry, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry.child.exitCode !== null) {
      throw new Error(`${entry.label} exited with ${entry.child.exitCode}:\n${tailOfLog(entry.label)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// ---------------------------------------------------------------------------------------------------------------
// The reference catalogue

/** packages/legacy on a fresh PGlite database in the scratch folder (migrated and seeded on first start). */
export async function startReferenceCatalogue() {
  const port = await freePort();
  const out = logFile('catalogue');
  const entry = track(
    'catalogue',
    spawn(process.execPath, [path.join(root, 'packages/legacy/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        LEGACY_PORT: String(port),
        LEGACY_HOST: '127.0.0.1',
        LEGACY_DATA_DIR: path.join(scratchDir(), 'legacy-data'),
        LEGACY_LOG_LEVEL: 'warn',
        LEGACY_SECRET_KEY: SECRET_KEY,
        DATABASE_URL: '',
      },
      stdio: ['ignore', out, out],
    }),
  );
  closeSync(out);
  entry.url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${entry.url}/`, entry);
  return entry;
}

/** The demo lawyer's legacy token, from the catalogue's OAuth endpoint; `raw` is the answer as sent. */
export async function legacyToken(catalogueUrl) {
  const response = await fetch(`${catalogueUrl}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: USER.username,
      password: Buffer.from(USER.password, 'utf8').toString('base64'),
      grant_type: 'password',
      scope: '',
      environment: 'bench',
      isPOC: 'false',
    }),
  });
  const text = await response.text();
  const body = JSON.parse(text);
  if (response.status !== 200 || !body.access_token) throw new Error(`Token: ${response.status} ${text}`);
  return { token: body.access_token, userId: String(body.userId), raw: text };
}

/** A few saved searches, so the 2-call query maps real rows rather than an empty list. */
export async function seedSavedSearches(catalogueUrl, { token, userId }) {
  for (let i = 1; i <= SAVED_SEARCHES; i += 1) {
    const response = await fetch(`${catalogueUrl}/denormalize-search/add-history-search`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        SearchName: `bench search ${i}`,
        searchKey: `privacy retention ${i}`,
        UserId: Number(userId),
      }),
    });
    if (response.status !== 200 && response.status !== 409)
      throw new Error(`add-history-search: ${response.status}`);
  }
}

/** The requirements grid scenario: a define-step section of the demo work queue (lawyer@, Deposit Accounts). */
export const REQUIREMENTS_SECTION = { sectionId: '26', businessLineId: '1' };
export const REQUIREMENT_ROWS = 500;

/**
 * Gives the grid scenario's section REQUIREMENT_ROWS requirements in one accept-law call (the Edit Business
 * Requirements modal's Submit with its additions), so both targets read the same 500 rows.
 */
export async function seedRequirements(catalogueUrl, { token, userId }) {
  const sectionId = Number(REQUIREMENTS_SECTION.sectionId);
  const businessLineId = Number(REQUIREMENTS_SECTION.businessLineId);
  const response = await fetch(`${catalogueUrl}/AcceptLaw/accept-law`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({
      sections: [{ sectionId, businessLineId }],
      flag: 2,
      requirements: [],
      lawInventoryId: null,
      addRequirements: Array.from({ length: REQUIREMENT_ROWS }, (_, i) => ({
        requirementTypeId: 2,
        sectionId,
        businessLineId,
        requirement: `Bench requirement ${i + 1}: keep the records the section names for at least ${i + 12} months`,
        lawText: '',
        requirementNumberGroup: '',
        requirementNumber: '',
        requirementSection: [],
      })),
      UserId: Number(userId),
    }),
  });
  if (response.status !== 200) throw new Error(`accept-law: ${response.status} ${await response.text()}`);
}

/**
 * The catalogue's answers to the benchmark's calls (Token and the two GETs), written to a file for
 * replay-catalogue.mjs; returns the file and the answers.
 */
export async function recordAnswers(catalogueUrl, legacy, secret) {
  const gets = {};
  for (const route of Object.values(LEGACY_ROUTES)) {
    const response = await fetch(`${catalogueUrl}${route}?secret=${secret}`, {
      headers: { authorization: `Bearer ${legacy.token}`, accept: 'application/json' },
    });
    if (response.status !== 200) throw new Error(`recording ${route}: ${response.status}`);
    gets[route] = await response.text();
  }
  const answers = { token: legacy.raw, gets };
  const file = path.join(scratchDir(), 'replay.json');
  writeFileSync(file, JSON.stringify(answers));
  return { file, answers };
}
