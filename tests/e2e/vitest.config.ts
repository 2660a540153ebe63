import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { filesThatMock } from '../../scripts/vitest-isolation.mjs';
import base from '../vitest.config.js';

const root = path.resolve(import.meta.dirname, '../..');

// Workers import the code once for all their files (isolate: false), so no file here may mock a module.
const mocking = filesThatMock(root, ['tests/e2e']);
if (mocking.length > 0)
  throw new Error(`The browser journeys run without isolation; these mock a module: ${mocking.join(', ')}`);

/**
 * The browser journeys. Each file starts its own catalogue and BFF (in its worker, from the seeded template), so
 * files share no records and run in any order, E2E_WORKERS at a time; all of them open their contexts in the
 * run's one Chromium (global-setup.ts).
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    root,
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // A worker imports the BFF and the catalogue once for all its journeys.
    isolate: false,
  },
});
