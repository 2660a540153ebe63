// The root package.json's scripts run through a POSIX shell, which expands an unquoted glob against the files on
// disk before pnpm sees it. A `--filter` pattern must therefore reach pnpm as written.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).scripts;

/** The words the shell hands to the command when it runs `script` in the repository root. */
function shellWords(script: string): string[] {
  const out = execFileSync('sh', ['-c', `for word in ${script}; do printf '%s\\0' "$word"; done`], {
    cwd: root,
  });
  return out.toString().split('\0').filter(Boolean);
}

describe('workspace scripts', () => {
  const filtered = Object.entries(scripts).filter(([, script]) => script.includes('--filter'));

  it.each(filtered)('%s passes its --filter pattern to pnpm unexpanded', (_name, script) => {
    const words = shellWords(script);
    const pattern = words[words.indexOf('--filter') + 1];
    expect(pattern).toMatch(/^\.\/packages\/\*\*$|^@lexbridge\//);
  });

  it('starts the BFF with the same Node flags from `pnpm start` and from its own `start` script', async () => {
    const { BFF_NODE_FLAGS } = (await import(path.join(root, 'scripts/lib.mjs'))) as {
      BFF_NODE_FLAGS: string[];
    };
    const bff = JSON.parse(readFileSync(path.join(root, 'packages/bff/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(BFF_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(bff.scripts.start).toBe(`node ${BFF_NODE_FLAGS.join(' ')} dist/main.js`);
  });
});
