import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb, signIn } from './spa.js';

/** The BFF's IDLE_TIMEOUT_SECONDS, small: the SPA reads it from appConfig.idleTimeoutMs. */
const IDLE_TIMEOUT_MS = 4000;

/** Idle logout with two tabs of one browser sharing the deadline. */
describe('idle logout in two tabs', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb(), idleTimeoutMs: IDLE_TIMEOUT_MS } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  const path = (page: Page) => new URL(page.url()).pathname;

  /** Moves the mouse in `page` every 400 ms until `work` is done. */
  async function whileActive(page: Page, work: () => Promise<void>): Promise<void> {
    let done = false;
    const moving = (async () => {
      for (let step = 0; !done; step += 1) {
        await page.mouse.move(100 + (step % 50) * 4, 200);
        await page.waitForTimeout(400);
      }
    })();
    try {
      await work();
    } finally {
      done = true;
      await moving;
    }
  }

  it('keeps both tabs signed in while either is in use', async () => {
    first = await browser.newPage();
    await signIn(first, harness.bffUrl, 'lawyer@lexbridge.test');
    second = await browser.newPage();
    // The first tab stays in use while the second loads: on a busy machine that takes longer than the timeout.
    await whileActive(first, async () => {
      await second.goto(`${harness.bffUrl}/extracts`);
      await second.getByRole('navigation', { name: 'Main menu' }).first().waitFor();
    });

    // Activity in the first tab only, for longer than the timeout: the shared deadline keeps the second one in.
    await whileActive(first, () => new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS * 2)));
    expect(path(first)).not.toBe('/login');
    expect(path(second)).toBe('/extracts');
  });

  it('signs both tabs out once nobody has moved for the timeout', async () => {
    await Promise.all([
      first.waitForURL((url) => url.pathname === '/login', { timeout: IDLE_TIMEOUT_MS * 4 }),
      second.waitForURL((url) => url.pathname === '/login', { timeout: IDLE_TIMEOUT_MS * 4 }),
    ]);
    await first.getByRole('button', { name: 'Login' }).waitFor();
    await second.getByRole('button', { name: 'Login' }).waitFor();
    // The session is gone at the BFF as well.
    await second.goto(`${harness.bffUrl}/extracts`);
    await second.waitForURL(/\/login/);
  });
});
