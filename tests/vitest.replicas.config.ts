import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const root = path.resolve(import.meta.dirname, '..');

/** `pnpm test:replicas`: BFF processes on Redis and PostgreSQL (two replicas), and the soak test. */
export default defineConfig({
  resolve: base.resolve,
  test: {
    root,
    include: ['tests/replicas/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The two files use their own Redis prefix and PostgreSQL schema: they run side by side.
    maxWorkers: 2,
  },
});
