import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's one Chromium; browser.ts connects to it. */
    chromiumEndpoint: string;
  }
}

/**
 * One headless Chromium for the whole run: every journey opens contexts of its own in it (launchBrowser), so no
 * file pays for a browser start, and files in parallel workers share it.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
