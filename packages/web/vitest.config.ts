import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { filesThatMock } from '../../scripts/vitest-isolation.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const INCLUDE = ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'build-plugins/**/*.test.ts'];
/** Files that mock a module get a fresh module graph each (scripts/vitest-isolation.mjs). */
const MOCKING = filesThatMock(here('.'), ['src', 'codegen', 'build-plugins']);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@lexbridge/rules': here('../rules/src/index.ts') },
  },
  test: {
    environment: 'jsdom',
    // msw matches absolute URLs; the test client talks to this origin.
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Vitest's default on two cores is one worker: the suite ran on one core while the other idled.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      // One jsdom and one import of the app per worker for all its files: src/testing/setup.ts undoes after each
      // test what a test leaves behind (rendered trees, handlers, session, toasts, storage).
      { extends: true, test: { name: 'web', include: INCLUDE, exclude: MOCKING, isolate: false } },
      ...(MOCKING.length > 0
        ? [{ extends: true as const, test: { name: 'web-mocking', include: MOCKING } }]
        : []),
    ],
  },
});
