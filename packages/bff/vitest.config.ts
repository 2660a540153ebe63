import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Files that must have the machine to themselves: they measure the heap and time real timeouts. */
const ALONE = ['src/legacy/__tests__/faults.integration.test.ts'];

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
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The fault tests measure the heap after a forced collection.
    execArgv: ['--expose-gc'],
    // Most files wait on sockets and timers rather than the CPU: three at a time keep two cores busy.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: 'bff', include: ['src/**/*.test.ts'], exclude: ALONE, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'bff-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
