import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Kind, parse } from 'graphql';

export const root = path.resolve(import.meta.dirname, '../..');

/** A BFF in its own process, run from source (tsx), as `pnpm start` runs the built one. */
export interface BffProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed (JSON log lines), for the failure message. */
  output: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code (SIGKILL after 20 s). */
  stop(): Promise<number | null>;
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

export async function startBff(env: Record<string, string>): Promise<BffProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/bff/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(root, 'tests/replicas/tsconfig.bff.json'),
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: path.join(root, 'tests/replicas/no-web'),
      LOG_LEVEL: 'warn',
      // As deployments run it (vitest would hand down NODE_ENV=test).
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the BFF exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the BFF did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(killer);
      return code;
    },
  };
}

/** The SPA's operations from the trusted documents manifest, by name: what the browser sends (the hash). */
export function manifest(): Map<string, string> {
  const entries = JSON.parse(
    readFileSync(path.join(root, 'packages/web/src/gql/persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  const byName = new Map<string, string>();
  for (const [key, text] of Object.entries(entries)) {
    for (const definition of parse(text).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name)
        byName.set(definition.name.value, key.replace(/^sha256:/, ''));
    }
  }
  return byName;
}

export interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  setCookie: string | null;
}

/** A browser's request: the operation by its hash, the session cookie, JSON. */
export async function operation(
  url: string,
  hashes: Map<string, string>,
  operationName: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const hash = hashes.get(operationName);
  if (!hash) throw new Error(`${operationName} is not in the manifest`);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('lexbridge_session='));
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    setCookie: cookie ? cookie.split(';')[0]! : null,
  };
}

/** Resident set size of a process, from /proc (Linux), in bytes; null elsewhere. */
export function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
