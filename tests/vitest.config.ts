import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

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
    // Each file starts its own catalogue and BFF: files share nothing and run side by side.
    maxWorkers: 2,
  },
});
