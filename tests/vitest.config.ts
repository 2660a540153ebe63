import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { filesThatMock } from '../scripts/vitest-isolation.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Workers import the code once for all their files (isolate: false), so no file here may mock a module.
const mocking = filesThatMock(root, ['tests/contract']);
if (mocking.length > 0)
  throw new Error(`The contract tests run without isolation; these mock a module: ${mocking.join(', ')}`);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: path.join(root, 'packages/bff/node_modules/graphql/index.js') },
      { find: '@lexbridge/rules', replacement: path.join(root, 'packages/rules/src/index.ts') },
      { find: '@lexbridge/legacy', replacement: path.join(root, 'packages/legacy/src/index.ts') },
      { find: /^@lexbridge\/bff\/(.*)$/, replacement: path.join(root, 'packages/bff/src/$1') },
    ],
  },
  test: {
    root,
    include: ['tests/contract/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own catalogue and BFF: files share nothing and run side by side, and a worker imports
    // the BFF once for all its files (none mocks a module: scripts/vitest-isolation.mjs).
    maxWorkers: 2,
    isolate: false,
  },
});
