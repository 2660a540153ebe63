import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signIn, submitSignIn } from './spa.js';

interface OutboxMail {
  to: string;
  link: string;
  token: string;
  token2: string;
}

/** Forgot password -> the e-mailed link -> reset, and changing a password in the shell. */
describe('passwords through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  it('sends a reset link from the Forgot Password dialog, and the link sets a new password', async () => {
    await page.goto(`${harness.bffUrl}/login`);
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByText(MESSAGES.forgotPasswordIntro).waitFor();
    const reset = dialog.getByRole('button', { name: 'Reset' });
    await dialog.getByLabel(/^email/i).fill('business@lexbridge');
    expect(await reset.isDisabled()).toBe(true);
    await dialog.getByLabel(/^email/i).fill('business@lexbridge.test');
    await reset.click();
    await page
      .locator('[data-scope="toast"][data-part="root"]')
      .getByText('Success!', { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The catalogue "sends" the mail into its outbox; its link is the SPA's reset page.
    const mail = (await harness.legacyControl(
      '/__control/outbox?email=business%40lexbridge.test',
    )) as OutboxMail;
    expect(mail.link).toMatch(/^\/forget-password\?Token=.+&Token2=.+/);
    await page.goto(`${harness.bffUrl}${mail.link}`);
    const update = page.getByRole('button', { name: 'Update Password' });
    await page.getByLabel(/^new password/i).fill('Reset;2026');
    await page.getByLabel(/^confirm password/i).fill('Reset;2026');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Update Password' && !b.disabled,
      ),
    );
    await update.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .locator('[data-scope="toast"][data-part="root"]')
      .getByText('Success!', { exact: true })
      .waitFor();

    // The old password no longer works; the new one does.
    await submitSignIn(page, 'business@lexbridge.test');
    await page.getByRole('alert').waitFor();
    await signIn(page, harness.bffUrl, 'business@lexbridge.test', 'Reset;2026');
    await page.getByText('Ben Business').first().waitFor();
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await page.waitForURL(/\/login/);

    // The link works once.
    await page.goto(`${harness.bffUrl}${mail.link}`);
    await page.getByLabel(/^new password/i).fill('Again;2026');
    await page.getByLabel(/^confirm password/i).fill('Again;2026');
    await update.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .locator('[data-scope="toast"][data-part="root"]')
      .getByText('Error!', { exact: true })
      .waitFor();
  });

  it("changes the lawyer's password on /changePassword with the spec's messages", async () => {
    await signIn(page, harness.bffUrl, 'lawyer@lexbridge.test');
    const home = new URL(page.url()).pathname;
    await page.goto(`${harness.bffUrl}/changePassword`);
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    const change = page.getByRole('button', { name: 'Change Password' });

    await change.click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.changePasswordRequired }).waitFor();
    await page.getByLabel('Old Password', { exact: true }).fill('Demo#2026');
    await page.getByLabel('New Password', { exact: true }).fill('Changed#2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Changed#2027');
    await change.click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.changePasswordMismatch }).waitFor();

    await page.getByLabel('Confirm Password', { exact: true }).fill('Changed#2026');
    await change.click();
    await page.waitForURL((url) => url.pathname === home);
    await expectToast(page, 'Success!', MESSAGES.changePasswordSuccess);

    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await page.waitForURL(/\/login/);
    await signIn(page, harness.bffUrl, 'lawyer@lexbridge.test', 'Changed#2026');
  });
});
