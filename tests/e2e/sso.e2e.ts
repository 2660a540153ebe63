import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '@lexbridge/legacy';
import { MESSAGES } from '@lexbridge/rules';
import { DEMO_PASSWORD, startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb } from './spa.js';

const CLIENT_ID = 'lexbridge-e2e';

/**
 * Single sign-on through the reference catalogue's OpenID provider (/oidc): the SPA's popup signs in there, comes
 * back to /sso-callback, exchanges the code (PKCE) and hands the access token to the BFF's ssoLogin.
 */
describe('single sign-on through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;

  beforeAll(async () => {
    // The popup comes back to the BFF's own /sso-callback, whose port is only known once it listens. The catalogue
    // reads its redirect URIs when the provider first starts (on the first /oidc request), so the list is completed
    // right after start, before anything talks to the provider.
    const redirectUris: string[] = ['http://127.0.0.1:4000/sso-callback'];
    harness = await startHarness({
      bff: { webDistDir: requireBuiltWeb(), ssoEnabled: true },
      legacy: { sso: { clientId: CLIENT_ID, tenantId: 'e2e-tenant', redirectUris } },
    });
    redirectUris.push(`${harness.bffUrl}/sso-callback`);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  async function startSso(page: Page, email: string): Promise<Page> {
    await page.goto(`${harness.bffUrl}/login`);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await page.getByLabel(/^password/i).count()).toBe(0);
    await page.getByLabel(/^email/i).fill(email);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
    await popup.waitForLoadState();
    return popup;
  }

  it("signs in with the provider's popup and lands home", async () => {
    const page = await browser.newPage();
    await page.goto(`${harness.bffUrl}/login`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.ssoEmail }).waitFor();

    const popup = await startSso(page, 'lawyer@lexbridge.test');
    // The e-mail went to the provider as the login hint.
    expect(await popup.getByLabel('E-mail address').inputValue()).toBe('lawyer@lexbridge.test');
    expect(new URL(popup.url()).origin).toBe(harness.legacyUrl);
    await popup.getByLabel('Password').fill(DEMO_PASSWORD);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.waitForEvent('close', { timeout: 20_000 });

    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await page.getByText('Lena Lawyer').first().waitFor();
    // The provider's token passed through: nothing of it stays in the browser.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toMatch(/access_token|oidc\.user/);
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it('shows the refusal and signs out when the provider account is not the e-mail entered', async () => {
    // Signing out of Lexbridge leaves the provider's own session; without its cookie the provider asks again.
    await browser.clearCookies();
    const page = await browser.newPage();
    const popup = await startSso(page, 'lawyer@lexbridge.test');
    await popup.getByLabel('E-mail address').fill('business@lexbridge.test');
    await popup.getByLabel('Password').fill(DEMO_PASSWORD);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.waitForEvent('close', { timeout: 20_000 });

    await page
      .getByRole('alert')
      .filter({ hasText: ACCESS_MESSAGES.ssoEmailMismatch })
      .waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${harness.bffUrl}/extracts`);
    await page.waitForURL(/\/login/);
    await page.close();
  });
});

describe('single sign-on not configured for the client', () => {
  it('goes to /sso-not-found', async () => {
    // Single sign-on is on at the BFF, but the catalogue has no OpenID client for this customer.
    const harness = await startHarness({ bff: { webDistDir: requireBuiltWeb(), ssoEnabled: true } });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${harness.bffUrl}/login`);
      await page.waitForURL((url) => url.pathname === '/sso-not-found', { timeout: 20_000 });
      await page.getByText(MESSAGES.ssoNotConfigured).waitFor();
      await page.getByText(MESSAGES.ssoContactAdmin).waitFor();
    } finally {
      await browser.close();
      await harness.close();
    }
  });
});
