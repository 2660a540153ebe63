import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb, signIn, submitSignIn } from './spa.js';

/** Sign-in refusals, the admin sign-in over another user's session, and a read-only user on an edit route. */
describe('access through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  afterEach(async () => {
    await page?.close();
    await browser.clearCookies();
  });

  it("refuses a wrong password with the catalogue's message", async () => {
    page = await browser.newPage();
    await page.goto(`${harness.bffUrl}/login`);
    await submitSignIn(page, 'lawyer@lexbridge.test', 'Wrong#2026');
    await page.getByRole('alert').filter({ hasText: 'The user name or password is incorrect.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('refuses a sign-in without the terms accepted, before asking the BFF', async () => {
    page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) calls.push(request.postDataJSON()?.operationName);
    });
    await page.goto(`${harness.bffUrl}/login`);
    await submitSignIn(page, 'lawyer@lexbridge.test', undefined, { acceptTerms: false });
    await page.getByRole('alert').filter({ hasText: MESSAGES.loginTerms }).waitFor();
    expect(calls).not.toContain('Login');
  });

  it('asks a signed-in user to log out before the admin sign-in: No goes home, Yes signs out', async () => {
    page = await browser.newPage();
    await signIn(page, harness.bffUrl, 'lawyer@lexbridge.test');
    const home = new URL(page.url()).pathname;

    await page.goto(`${harness.bffUrl}/admin-login`);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(MESSAGES.adminLogoutConfirm).waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await page.waitForURL((url) => url.pathname === home);
    await page.getByText('Lena Lawyer').first().waitFor();

    await page.goto(`${harness.bffUrl}/admin-login`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('heading', { name: 'Administrator sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    // The lawyer's session is gone at the BFF too.
    await page.goto(`${harness.bffUrl}/legal-module/legal-dashboard`);
    await page.waitForURL(/\/login/);

    await page.goto(`${harness.bffUrl}/admin-login`);
    await submitSignIn(page, 'admin@lexbridge.test');
    await page.waitForURL((url) => url.pathname !== '/admin-login', { timeout: 20_000 });
    await page.getByText('Ada Admin').first().waitFor();

    // An admin opening the admin sign-in again goes home (the admin-only guard).
    const adminHome = new URL(page.url()).pathname;
    await page.goto(`${harness.bffUrl}/admin-login`);
    await page.waitForURL((url) => url.pathname === adminHome);
  });

  it('sends a read-only user who opens /changePassword to the unauthorized page', async () => {
    page = await browser.newPage();
    await signIn(page, harness.bffUrl, 'reader@lexbridge.test');
    await page.goto(`${harness.bffUrl}/changePassword`);
    await page.waitForURL((url) => url.pathname === '/unauthorized');
    await page.getByText(MESSAGES.unauthorizedPage).waitFor();
  });
});
