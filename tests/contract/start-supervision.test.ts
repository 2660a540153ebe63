// `pnpm start` and `pnpm dev` wait for their servers as long as those keep printing progress, and leave nothing
// running when they give up. Tried with stand-in children (small Node scripts), not the real servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const LIB = path.join(root, 'scripts/lib.mjs');

interface Lib {
  startChild(label: string, command: string, args: string[], env?: Record<string, string>): ChildLike;
  waitForUrl(url: string, quietMs: number, child?: ChildLike): Promise<void>;
}
interface ChildLike {
  exitCode: number | null;
  kill(signal?: string): boolean;
}

const lib = async () => (await import(LIB)) as Lib;

/** A stand-in server: prints a progress line every 100 ms for `busyMs`, then listens on `port`. */
const slowServer = (busyMs: number, port: number) => `
  const started = Date.now();
  const tick = setInterval(() => {
    console.log('preparing the database: step ' + (Date.now() - started));
    if (Date.now() - started < ${busyMs}) return;
    clearInterval(tick);
    require('node:http').createServer((_, res) => res.end('ok')).listen(${port}, '127.0.0.1');
  }, 100);`;

const freePort = async (): Promise<number> => {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the start scripts’ supervision', () => {
  it('waits past its quiet limit for a server that keeps printing progress', async () => {
    const { startChild, waitForUrl } = await lib();
    const port = await freePort();
    const child = startChild('slow', process.execPath, ['-e', slowServer(1_500, port)]);
    try {
      // Half a second of silence would be too long; 1.5 s of progress lines is not.
      await waitForUrl(`http://127.0.0.1:${port}/`, 500, child);
    } finally {
      child.kill();
    }
  });

  it('gives up on a server that prints nothing, and says so', async () => {
    const { startChild, waitForUrl } = await lib();
    const port = await freePort();
    const child = startChild('silent', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await expect(waitForUrl(`http://127.0.0.1:${port}/`, 500, child)).rejects.toThrow(
        /did not answer, and its process printed nothing for 0.5 s/,
      );
    } finally {
      child.kill();
    }
  });

  it('stops every child and exits 1 when one never comes up', async () => {
    // The driver starts a server that comes up, then one that exits at once, as `pnpm start` does.
    const driver = `
      import { startChild, superviseChildren, waitForUrl } from ${JSON.stringify(LIB)};
      const children = superviseChildren();
      try {
        const first = children.add(startChild('first', process.execPath, ['-e', ${JSON.stringify(
          'console.log("pid " + process.pid); setInterval(() => {}, 1000)',
        )}]));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const second = children.add(startChild('second', process.execPath, ['-e', 'process.exit(3)']));
        await waitForUrl('http://127.0.0.1:9/', 5_000, second);
      } catch (error) {
        children.fail(error);
        await new Promise(() => {});
      }`;
    const run = spawn(process.execPath, ['--input-type=module', '-e', driver], { cwd: root });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => run.on('close', resolve));
    expect(code, output).toBe(1);
    const pid = Number(/\[first\] pid (\d+)/.exec(output)?.[1]);
    expect(pid, output).toBeGreaterThan(0);
    expect(alive(pid), 'the first server is stopped with the script').toBe(false);
    expect(output).toMatch(/could not start|stopped unexpectedly/);
  });
});
