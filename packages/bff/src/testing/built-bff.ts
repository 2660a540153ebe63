import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rulesDir = path.resolve(bffDir, '../rules');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds the rules and the BFF (tsc) when their dist is missing or older than their sources. */
export function ensureBuilt(): void {
  for (const [dir, output] of [
    [rulesDir, 'dist/index.js'],
    [bffDir, 'dist/main.js'],
  ] as const) {
    const built = path.join(dir, output);
    if (existsSync(built) && statSync(built).mtimeMs >= newest(path.join(dir, 'src'))) continue;
    const result = spawnSync('pnpm', ['run', 'build'], { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`building ${dir} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The built BFF (`node packages/bff/dist/main.js`) in a process of its own, as a deployment runs it. */
export interface BuiltBff {
  url: string;
  child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): void;
}

/**
 * Starts the built BFF with `env` on top of a clean environment (no NODE_ENV unless given), and waits for /healthz.
 * Node options come from `execArgv` (heap limits for the memory benchmark).
 */
export async function startBuiltBff(env: Record<string, string>, execArgv: string[] = []): Promise<BuiltBff> {
  ensureBuilt();
  const port = await freePort();
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [...execArgv, path.join(bffDir, 'dist/main.js')], {
    cwd: bffDir,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the BFF exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the BFF did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
