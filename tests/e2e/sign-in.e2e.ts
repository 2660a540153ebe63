import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';

const root = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(root, 'packages/web/dist');

describe('signing in through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('Build the web first: pnpm build');
    harness = await startHarness({ bff: { webDistDir: webDist } });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  it('sends a visitor to the sign-in screen, with the disclaimer', async () => {
    await page.goto(`${harness.bffUrl}/legal-module/legal-dashboard`);
    await page.waitForURL(/\/login/);
    // The URL changes before the lazy sign-in screen renders: wait for the elements rather than sampling them.
    await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
    await page
      .getByText(/attorney-client relationship/i)
      .first()
      .waitFor({ state: 'visible' });
  });

  it('shows the spec messages for an incomplete form', async () => {
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Both username and password are required to login').waitFor();
    await page.getByLabel(/email/i).first().fill('lawyer@lexbridge.test');
    await page
      .getByLabel(/^password/i)
      .first()
      .fill('Demo#2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please accept the Terms & Conditions.').waitFor();
  });

  it('signs in as the lawyer and shows their name and menu', async () => {
    await page.getByRole('checkbox').first().check({ force: true });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    await page.getByText('Lena Lawyer').first().waitFor();
    await page.getByText('lawyer@lexbridge.test').first().waitFor();
    const navigation = page.getByRole('navigation').first();
    await navigation.getByText('Legal Dashboard').first().waitFor();
    const cookies = await browser.cookies();
    const session = cookies.find((cookie) => cookie.name === 'lexbridge_session');
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => JSON.stringify(localStorage) + document.cookie)).not.toMatch(
      /lexbridge_session|access_token/,
    );
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await page.getByText('Lena Lawyer').first().waitFor();
  });

  it('signs out back to the sign-in screen', async () => {
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await page.waitForURL(/\/login/);
    await page.goto(`${harness.bffUrl}/legal-module/legal-dashboard`);
    await page.waitForURL(/\/login/);
  });
});
