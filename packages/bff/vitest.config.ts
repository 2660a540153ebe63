import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { filesThatMock } from '../../scripts/vitest-isolation.mjs';

/** Files that must have the machine to themselves: they measure the heap and time real timeouts. */
const ALONE = ['src/legacy/__tests__/faults.integration.test.ts'];
/** Files that mock a module get a fresh module graph each (scripts/vitest-isolation.mjs). */
const MOCKING = filesThatMock(import.meta.dirname, ['src']);

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
    // Environment stubs are undone after each test, so a file leaves none behind for the next one in its worker.
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        // A worker imports the BFF once for all its files (half the suite's CPU went to importing it per file).
        test: {
          name: 'bff',
          include: ['src/**/*.test.ts'],
          exclude: [...ALONE, ...MOCKING],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      ...(MOCKING.length > 0
        ? [
            {
              extends: true as const,
              test: { name: 'bff-mocking', include: MOCKING, sequence: { groupOrder: 0 } },
            },
          ]
        : []),
      {
        extends: true,
        test: { name: 'bff-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
