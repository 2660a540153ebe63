import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { LOGIN_JS_BUDGET_KB } from '../../packages/web/build-plugins/login-budget.ts';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb } from './spa.js';

/** What a browser really loads for the sign-in page, measured on the wire against the build's budget. */
describe('the JavaScript of the sign-in page', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let dist: string;

  beforeAll(async () => {
    dist = requireBuiltWeb();
    harness = await startHarness({ bff: { webDistDir: dist } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  for (const start of ['/', '/login']) {
    it(`stays within ${LOGIN_JS_BUDGET_KB} kB gzip, and is only what index.html lists, when a visitor opens ${start}`, async () => {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.add(pathname);
      });
      await page.goto(`${harness.bffUrl}${start}`);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.waitForLoadState('networkidle');

      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const listed = new Set(
        [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
      );
      expect([...scripts].filter((script) => !listed.has(script))).toEqual([]);
      const gzipBytes = [...scripts].reduce(
        (sum, script) => sum + gzipSync(readFileSync(path.join(dist, script))).length,
        0,
      );
      expect(gzipBytes).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB * 1000);
      await page.close();
    });
  }
});
