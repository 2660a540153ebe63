import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // One graphql module for the whole test run (CJS and ESM copies would be two "realms").
      { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js') },
      { find: '@lexbridge/rules', replacement: path.resolve(import.meta.dirname, '../rules/src/index.ts') },
      { find: '@lexbridge/legacy', replacement: path.resolve(import.meta.dirname, '../legacy/src/index.ts') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    // The fault tests measure the heap after a forced collection.
    execArgv: ['--expose-gc'],
  },
});
