import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The first PGlite open of a worker costs a few seconds of WASM start-up on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
