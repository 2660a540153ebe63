// Helpers shared by the start, dev and test scripts: building what is stale, running children, waiting for URLs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node flags the BFF runs with. A young generation of up to 64 MB per semi-space: a request allocates some 70 kB
 * that dies with it, so a larger nursery means fewer scavenges for the same work, for some 60 MB more RSS under load
 * (docs/performance.md). The `start` script of packages/bff uses the same flags.
 */
export const BFF_NODE_FLAGS = ['--max-semi-space-size=64'];

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Packages in build order, each with the file whose age tells whether its build is current. */
const BUILDS = [
  {
    name: '@lexbridge/rules',
    dir: 'packages/rules',
    output: 'packages/rules/dist/index.js',
    inputs: ['src'],
  },
  {
    name: '@lexbridge/legacy',
    dir: 'packages/legacy',
    output: 'packages/legacy/dist/main.js',
    inputs: ['src'],
  },
  { name: '@lexbridge/bff', dir: 'packages/bff', output: 'packages/bff/dist/main.js', inputs: ['src'] },
  {
    name: '@lexbridge/web',
    dir: 'packages/web',
    output: 'packages/web/dist/index.html',
    inputs: ['src', 'index.html', 'graphiql.html', 'vite.config.ts', '../rules/src'],
  },
];

/** Builds every package (or those named in `only`) whose output is missing or older than its sources. */
export function buildStale({ force = false, only = null } = {}) {
  for (const build of BUILDS) {
    if (only && !only.has(build.name)) continue;
    const output = path.join(root, build.output);
    const sourcesAt = Math.max(
      ...build.inputs.map((input) => {
        const full = path.join(root, build.dir, input);
        if (!existsSync(full)) return 0;
        return statSync(full).isDirectory() ? newest(full) : statSync(full).mtimeMs;
      }),
    );
    if (!force && existsSync(output) && statSync(output).mtimeMs >= sourcesAt) continue;
    console.log(`building ${build.name}`);
    run('pnpm', ['--filter', build.name, 'run', 'build']);
  }
}

/** Debian's Chromium for the browser tests: installed with apt-get when missing and this is root, else a clear stop. */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(wanted)) return;
  const canApt =
    typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `Chromium is missing at ${wanted}: install Debian's (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run pnpm test again.`,
    );
    process.exit(1);
  }
  console.log("installing Debian's chromium for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = install();
  }
  if (result.status !== 0 || !existsSync(wanted)) {
    console.error(
      'Could not install chromium with apt-get; install it yourself (apt-get install -y chromium) and retry.',
    );
    process.exit(1);
  }
}

/** Runs a command to completion, inheriting the terminal; exits the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Starts a child whose output is printed with a [label] prefix. `child.lastOutputAt` is when it last printed a
 * line: a child that is still printing is making progress (waitForUrl waits for it).
 */
export function startChild(label, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.lastOutputAt = Date.now();
  const prefix = (stream, target) => {
    let pending = '';
    stream.on('data', (chunk) => {
      child.lastOutputAt = Date.now();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`[${label}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/**
 * Waits until `url` answers (below 500). With a child, it waits as long as the child keeps printing (a first start
 * migrating and seeding on a slow machine) and gives up once it has printed nothing for `quietMs`, or has exited.
 */
export async function waitForUrl(url, quietMs = 60_000, child) {
  const startedAt = Date.now();
  const lastSign = () => Math.max(startedAt, child?.lastOutputAt ?? 0);
  while (Date.now() - lastSign() < quietMs) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    child
      ? `${url} did not answer, and its process printed nothing for ${quietMs / 1000} s`
      : `${url} did not answer within ${quietMs / 1000} s`,
  );
}

/**
 * The children of a start script, stopped together: on Ctrl-C or SIGTERM, when one of them stops on its own, and on
 * `fail` (one never came up). Nothing is left running when the script exits, so a second start finds its ports free.
 */
export function superviseChildren() {
  const children = [];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const check = setInterval(() => {
      if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) {
        clearInterval(check);
        process.exit(code);
      }
    }, 100);
    // A child that does not stop within its own shutdown window is killed, then the script exits anyway.
    setTimeout(() => {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      process.exit(1);
    }, 12_000).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return {
    add(child) {
      children.push(child);
      child.on('exit', (code) => {
        if (!stopping) {
          console.error(`a server stopped unexpectedly (exit ${code}); stopping the rest`);
          stop(1);
        }
      });
      return child;
    },
    fail(error) {
      console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
      stop(1);
    },
  };
}

// Every seeded demo user, as README.md lists them (packages/legacy/src/__tests__/demo-users.test.ts keeps the three equal).
export const DEMO_USERS = [
  ['admin@lexbridge.test', 'provider super admin (isAdmin on admin sign-in at /admin-login)'],
  ['lawyer@lexbridge.test', 'legal staff'],
  ['business@lexbridge.test', 'business user'],
  ['reader@lexbridge.test', 'client read-only (no editable routes)'],
  ['unassigned@lexbridge.test', 'legal staff with no industry assigned'],
  ['approver@lexbridge.test', 'legal staff who approves or sends back what lawyer@ defines'],
  ['business-approver@lexbridge.test', 'business approver: approves or sends back what business@ assesses'],
  [
    'clientadmin@lexbridge.test',
    'client administrator of Harborview Credit Union (its users; roles read-only)',
  ],
  ['auditor@lexbridge.test', 'read-only administrator (sees the maintenance screens, edits none)'],
  ['northgate-admin@lexbridge.test', 'client administrator of Northgate Savings Bank (the second client)'],
  ['northgate-business@lexbridge.test', 'business user of Northgate Savings Bank (the second client)'],
];
export const DEMO_PASSWORD = 'Demo#2026';
