import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The first PGlite open of a worker costs a few seconds of WASM start-up on a small machine.
    // The on-disk tests start a catalogue that migrates and seeds every demo seed with fsyncs: half a minute when busy.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
