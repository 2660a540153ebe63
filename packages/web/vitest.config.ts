import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'build-plugins/**/*.test.ts'],
    css: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
