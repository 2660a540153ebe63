// `pnpm test:e2e`: browser journeys in headless Chromium against the built SPA served by the BFF.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const result = spawnSync('pnpm', ['exec', 'vitest', 'run', '--config', 'tests/e2e/vitest.config.ts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
