import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from '../vitest.config.js';

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  resolve: base.resolve,
  test: {
    root,
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
