import { defineConfig } from 'vitest/config';
import { filesThatMock } from '../../scripts/vitest-isolation.mjs';

/** Files that mock a module get a fresh module graph each (scripts/vitest-isolation.mjs). */
const MOCKING = filesThatMock(import.meta.dirname, ['src']);

export default defineConfig({
  test: {
    environment: 'node',
    // The first PGlite open of a worker costs a few seconds of WASM start-up on a small machine.
    // The on-disk tests start a catalogue that migrates and seeds every demo seed with fsyncs: half a minute when busy.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Three files at a time: the on-disk and child-process tests wait on fsync and spawned processes.
    maxWorkers: 3,
    unstubEnvs: true,
    projects: [
      // Each file starts its own catalogue; a worker imports the catalogue's code once for all its files.
      {
        extends: true,
        test: { name: 'legacy', include: ['src/**/*.test.ts'], exclude: MOCKING, isolate: false },
      },
      ...(MOCKING.length > 0
        ? [{ extends: true as const, test: { name: 'legacy-mocking', include: MOCKING } }]
        : []),
    ],
  },
});
