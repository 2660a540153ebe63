import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    // Node with tsx as its loader: one process per run (the tsx command starts a second one).
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: packageDir,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('src/main.ts', () => {
  it('listens, logs its URL, serves without test controls, and closes cleanly on SIGTERM', async () => {
    // Node itself with tsx as its loader, so SIGTERM reaches main.ts directly: the tsx command relays signals and,
    // when its child does not answer within 30 ms (a loaded machine), kills it and exits with 143.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageDir,
      env: { ...process.env, LEGACY_PORT: '0', LEGACY_DATA_DIR: 'memory://', LEGACY_LOG_LEVEL: 'info' },
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /legacy catalogue listening at (http:\/\/\S+?)"/.exec(output);
        if (match) resolve(match[1]);
      });
      child.on('close', (code) => reject(new Error(`main.ts exited early (${code}): ${output}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));

    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/__control/stats`)).status).toBe(404);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"signal":"SIGTERM"');
  });

  it('refuses to start on bad settings, naming each one', async () => {
    const { code, stderr } = await run('src/main.ts', [], {
      LEGACY_PORT: 'http',
      TOKEN_LIFETIME_SECONDS: '-5',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('LEGACY_PORT');
    expect(stderr).toContain('TOKEN_LIFETIME_SECONDS');
  });
});

describe('src/seed/cli.ts', () => {
  // One data folder for the three runs, in order: each run migrates and seeds on disk (fsyncs), which on a loaded
  // two-core machine takes a minute or more, so each run is a test with a budget of its own.
  let dataDir = '';
  const ON_DISK_BUDGET_MS = 180_000;

  it(
    'migrates, seeds and generates bulk data with --scale',
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'lexbridge-seed-'));
      dirs.push(dataDir);
      const first = await run('src/seed/cli.ts', ['--scale', '0.01'], { LEGACY_DATA_DIR: dataDir });
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('applied migrations 1');
      expect(first.stdout).toContain('seeded the demo data');
      expect(first.stdout).toMatch(
        /--scale 0\.01: generated 20 laws, 200 sections, 400 sub-sections and 600 requirements in \d+ ms/,
      );
    },
    ON_DISK_BUDGET_MS,
  );

  it(
    'does not generate bulk data twice at the same scale',
    async () => {
      const sameScale = await run('src/seed/cli.ts', ['--scale', '.01'], { LEGACY_DATA_DIR: dataDir });
      expect(sameScale.code).toBe(0);
      expect(sameScale.stdout).toContain('--scale 0.01: bulk data at this scale already present');
    },
    ON_DISK_BUDGET_MS,
  );

  it(
    'migrates and seeds only once',
    async () => {
      const second = await run('src/seed/cli.ts', [], { LEGACY_DATA_DIR: dataDir });
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('schema up to date');
      expect(second.stdout).toContain('demo data already present');
    },
    ON_DISK_BUDGET_MS,
  );

  it.each([['lots'], ['0'], ['-1'], ['51'], ['1e3']])('rejects the --scale %s', async (scale) => {
    const { code, stderr } = await run('src/seed/cli.ts', [`--scale=${scale}`], {
      LEGACY_DATA_DIR: 'memory://',
    });
    expect(code).toBe(2);
    expect(stderr).toContain('--scale must be a number above 0 and at most 50');
  });
});
