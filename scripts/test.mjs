// `pnpm test`: every check of the product. `pnpm test <stage> [<stage> ...]` runs only those stages (and what they
// need built). The stages share nothing but the built packages, so they run side by side, each writing to a log of
// its own that is printed whole when the stage ends; the first failure stops the run. At the end a table gives each
// stage's duration. TEST_JOBS sets how many stages run at once (default 2).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildStale, ensureChromium, root, run } from './lib.mjs';

/**
 * Each stage: the packages it needs built first, whether it starts in-memory catalogues (then the seeded template
 * is made first), and its commands (run one after another). Stages start in the order listed, the longest first,
 * TEST_JOBS at a time; a stage marked `alone` waits for the others to end and runs by itself.
 */
const STAGES = {
  contract: {
    catalogue: true,
    builds: ['@lexbridge/rules'],
    commands: [['pnpm', 'run', 'test:contract']],
  },
  bff: {
    catalogue: true,
    builds: ['@lexbridge/rules', '@lexbridge/bff'],
    commands: [['pnpm', '--filter', '@lexbridge/bff', 'run', 'test']],
  },
  static: {
    // The BFF's typecheck reads the catalogue's declarations (its test harness starts one).
    builds: ['@lexbridge/rules', '@lexbridge/legacy'],
    commands: [
      ['pnpm', '-r', 'run', 'typecheck'],
      ['pnpm', 'run', 'lint'],
      ['pnpm', 'exec', 'prettier', '--check', '.'],
    ],
  },
  legacy: {
    catalogue: true,
    builds: ['@lexbridge/rules'],
    commands: [['pnpm', '--filter', '@lexbridge/legacy', 'run', 'test']],
  },
  web: {
    builds: [],
    commands: [['pnpm', '--filter', '@lexbridge/web', 'run', 'test']],
  },
  replicas: {
    catalogue: true,
    builds: ['@lexbridge/rules'],
    commands: [['pnpm', 'run', 'test:replicas']],
  },
  rules: {
    builds: [],
    commands: [['pnpm', '--filter', '@lexbridge/rules', 'run', 'test']],
  },
  e2e: {
    // Alone, at the end: beside the journeys' Chromium (some of whose processes raise their own priority when run
    // as root) the other suites' workers starved into timeouts. The journeys wait on the browser more than on
    // the CPU, so three run at once.
    alone: true,
    env: { E2E_WORKERS: process.env.E2E_WORKERS ?? '3' },
    catalogue: true,
    builds: ['@lexbridge/rules', '@lexbridge/web'],
    commands: [['pnpm', 'run', 'test:e2e']],
  },
};

/** Names for several stages at once. */
const GROUPS = { unit: ['rules', 'legacy', 'bff', 'web'] };

const wanted = process.argv.slice(2).flatMap((name) => GROUPS[name] ?? [name]);
for (const name of wanted) {
  if (!(name in STAGES)) {
    console.error(
      `No stage "${name}". Stages: ${Object.keys(STAGES).join(', ')}; groups: ${Object.keys(GROUPS).join(', ')}.`,
    );
    process.exit(2);
  }
}
const selected =
  wanted.length > 0 ? Object.keys(STAGES).filter((name) => wanted.includes(name)) : Object.keys(STAGES);
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2));
const logDir = path.join(root, '.test-logs');
mkdirSync(logDir, { recursive: true });

const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
const startedAt = Date.now();
const timings = [];

// Built once, before any stage: a stage never builds while another one reads the output.
const builds = new Set(selected.flatMap((name) => STAGES[name].builds));
const buildStarted = Date.now();
buildStale({ only: builds });
if (selected.some((name) => STAGES[name].catalogue)) {
  // The seeded template every in-memory test catalogue starts from, made once before workers race to make it.
  run('node', ['--import', 'tsx', 'packages/legacy/src/db/prepare-template.ts']);
}
timings.push({ name: 'build', ms: Date.now() - buildStarted, status: 'passed' });
if (selected.includes('e2e')) ensureChromium();

/** Runs a stage's commands in turn, into its log; resolves with the exit code of the first that fails (or 0). */
function runStage(name, log, children) {
  return STAGES[name].commands.reduce(
    (previous, [command, ...args]) =>
      previous.then((code) => {
        if (code !== 0) return code;
        log.write(`$ ${command} ${args.join(' ')}\n`);
        return new Promise((resolve) => {
          const child = spawn(command, args, {
            cwd: root,
            // Colours only when the logs end up on a terminal.
            env: {
              ...process.env,
              ...(process.stdout.isTTY ? {} : { NO_COLOR: '1' }),
              ...STAGES[name].env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
          });
          children.add(child);
          child.stdout.pipe(log, { end: false });
          child.stderr.pipe(log, { end: false });
          child.on('close', (exitCode, signal) => {
            children.delete(child);
            resolve(exitCode ?? (signal ? 1 : 0));
          });
        });
      }),
    Promise.resolve(0),
  );
}

const queue = [...selected];
const running = new Set();
const children = new Set();
let failed = null;

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

function printLog(name, file) {
  process.stdout.write(`\n=== ${name} ===\n`);
  process.stdout.write(readFileSync(file, 'utf8'));
}

await new Promise((finish) => {
  const next = () => {
    if (failed) {
      if (running.size === 0) finish();
      return;
    }
    const blocked = () =>
      [...running].some((name) => STAGES[name].alone) || (STAGES[queue[0]].alone && running.size > 0);
    while (queue.length > 0 && running.size < jobs && !blocked()) {
      const name = queue.shift();
      const file = path.join(logDir, `${name}.log`);
      const log = createWriteStream(file);
      const began = Date.now();
      console.log(`▶ ${name} (log: ${path.relative(root, file)})`);
      running.add(name);
      runStage(name, log, children).then((code) => {
        log.end(() => {
          running.delete(name);
          const ms = Date.now() - began;
          const status = failed && code !== 0 ? 'stopped' : code === 0 ? 'passed' : 'failed';
          timings.push({ name, ms, status });
          if (status !== 'stopped') printLog(name, file);
          console.log(`${code === 0 ? '✓' : '✗'} ${name}: ${status} in ${(ms / 1000).toFixed(0)} s`);
          if (code !== 0 && !failed) {
            failed = name;
            stopAll();
          }
          next();
        });
      });
    }
    if (queue.length === 0 && running.size === 0) finish();
  };
  next();
});

console.log('\nstage         seconds  result');
for (const { name, ms, status } of timings) console.log(`${name.padEnd(12)} ${seconds(ms)}    ${status}`);
console.log(`${'total'.padEnd(12)} ${seconds(Date.now() - startedAt)}    (wall clock, ${jobs} at a time)`);
if (failed) {
  console.error(`\n✗ the ${failed} stage failed; its log is above and in .test-logs/${failed}.log`);
  process.exit(1);
}
console.log('\nall tests passed');
