import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, TOAST_TITLES, VALIDATOR_MESSAGES } from '@lexbridge/rules';
import { DEMO_PASSWORD, startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signIn } from './spa.js';

/** Screenshots of the screens a person sees, for review (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'lexbridge-e2e-shots');
const screenshot = (name: string) => path.join(SHOTS, `administration-${name}.png`);
const ROLE = 'Auditors';
const AUDITOR = 'audra.auditor@lexbridge.test';
const AUDITOR_PASSWORD = 'Audit#2026x';

/**
 * Administration in the browser: admin@ creates a role, gives it one menu entry, registers a new employee with it,
 * and that employee signs in to exactly that menu; a client administrator is refused a provider-only action.
 */
describe('administration through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, harness.bffUrl, 'admin@lexbridge.test');
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  async function open(route: string, heading: string) {
    await page.goto(`${harness.bffUrl}${route}`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('grid').first().waitFor({ timeout: 20_000 });
  }

  /** Submit, then Yes on 'Are you sure you want to save the item?'. */
  async function submitAndConfirm(modal: Locator) {
    await modal.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle });
    await confirm.getByText(VALIDATOR_MESSAGES.confirmSave).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
  }

  async function selectRow(text: string) {
    await page.getByRole('gridcell', { name: text, exact: true }).click();
  }

  it('pages a master list by letter and refuses to delete a regulator in use, saying why', async () => {
    await page.goto(`${harness.bffUrl}/administration/master-lists`);
    await page.getByRole('tab', { name: 'Regulators' }).click();
    await page.getByRole('heading', { name: 'Regulators', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('grid', { name: 'Regulators' }).waitFor();
    await page
      .getByRole('toolbar', { name: 'Names starting with' })
      .getByRole('button', { name: 'C', exact: true })
      .click();
    const cell = page.getByRole('grid', { name: 'Regulators' }).getByRole('gridcell').first();
    await cell.waitFor();
    const name = (await cell.textContent())!.trim();
    expect(name.startsWith('C')).toBe(true);
    await page.screenshot({ path: screenshot('master-lists'), fullPage: true });
    await cell.click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, TOAST_TITLES.error, `Regulator '${name}' cannot be deleted because`);
  });

  it('creates a role and gives it one menu entry', async () => {
    await open('/administration/roles', 'Roles and Menus');
    await page.getByRole('button', { name: 'Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add Role' });
    await add.getByLabel('Role Name').fill(ROLE);
    await submitAndConfirm(add);
    await expectToast(page, TOAST_TITLES.success, 'Role saved successfully.');

    await selectRow(ROLE);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: `Menu of ${ROLE}` });
    // The visible label of the entry's 'Sees' box (Chakra's input itself is visually hidden).
    await menu
      .locator('label')
      .filter({ hasText: /^Hierarchy Search: Sees$/ })
      .click();
    await expect
      .poll(() => menu.getByRole('checkbox', { name: 'Hierarchy Search: Sees', exact: true }).isChecked())
      .toBe(true);
    await page.screenshot({ path: screenshot('role-menu'), fullPage: true });
    await submitAndConfirm(menu);
    await expectToast(page, TOAST_TITLES.success, 'Role menu saved successfully.');
  });

  it('registers an employee with the role', async () => {
    await open('/administration/users', 'Users');
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'Register Employee' });
    await form.getByLabel('Email').fill(AUDITOR);
    await form.getByLabel('First Name').fill('Audra');
    await form.getByLabel('Last Name').fill('Auditor');
    await form.getByRole('button', { name: 'Choose Roles' }).click();
    const chooser = page.getByRole('dialog', { name: 'Roles' });
    await chooser.getByText(ROLE, { exact: true }).click();
    await chooser.getByRole('button', { name: 'Submit' }).click();
    await form.getByLabel(/^Password/).fill(AUDITOR_PASSWORD);
    await page.screenshot({ path: screenshot('register-employee'), fullPage: true });
    await submitAndConfirm(form);
    await expectToast(page, TOAST_TITLES.success, 'Employee registered successfully.');
    await page.getByRole('gridcell', { name: AUDITOR }).waitFor();
    await page.screenshot({ path: screenshot('users'), fullPage: true });
  });

  it('the new employee signs in and sees exactly that menu', async () => {
    const other = await launchBrowser();
    try {
      const auditorPage = await other.newPage();
      await signIn(auditorPage, harness.bffUrl, AUDITOR, AUDITOR_PASSWORD);
      const nav = auditorPage.getByRole('navigation', { name: 'Main menu' }).first();
      const links = await nav
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
        );
      expect(links).toEqual(['/legal-module/hierarchy-search']);
      await auditorPage.screenshot({ path: screenshot('new-user-menu'), fullPage: true });
    } finally {
      await other.close();
    }
  });

  it('adds a client with single sign-on in Client Setup', async () => {
    await open('/administration/client-setup', 'Client Setup');
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'Add Client' });
    await form.getByLabel('Client Name').fill('Lakeside Bank');
    await form.getByLabel('Server').fill('not a host');
    await form.getByLabel('Database').fill('lexbridge_lakeside');
    await form.getByLabel('Domain').fill('lakeside.test');
    await form.getByText('Single sign-on', { exact: true }).click();
    await form.getByLabel('Tenant Id').fill('0f8fad5b-d9cb-469f-a165-70867728950e');
    // Submit stays disabled until the server is a host name.
    await form.getByLabel('Server').fill('sql09.clients.lexbridge.test');
    await expect.poll(() => form.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    await page.screenshot({ path: screenshot('client-setup-form'), fullPage: true });
    await submitAndConfirm(form);
    await expectToast(page, TOAST_TITLES.success, 'Client saved successfully.');
    await page.getByRole('gridcell', { name: 'Lakeside Bank' }).waitFor();
    await page.screenshot({ path: screenshot('client-setup'), fullPage: true });
  });

  it('refuses a client administrator a provider-only action', async () => {
    const other = await launchBrowser();
    try {
      const clientPage = await other.newPage();
      await signIn(clientPage, harness.bffUrl, 'clientadmin@lexbridge.test', DEMO_PASSWORD);
      await clientPage.goto(`${harness.bffUrl}/administration/roles`);
      await clientPage
        .getByRole('heading', { name: 'Roles and Menus', exact: true })
        .waitFor({ timeout: 20_000 });
      // Roles are the provider administrator's: the client administrator reads them only.
      expect(await clientPage.getByRole('button', { name: 'Add' }).count()).toBe(0);
      const call = (query: string) =>
        clientPage.evaluate(async (source) => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: source }),
          });
          return (await response.json()) as {
            errors?: { message: string; extensions?: { code?: string } }[];
          };
        }, query);
      const role = await call('mutation { saveRole(name: "Client role") { message } }');
      expect(role.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // On the Users screen, where the client administrator may edit, the provider-admin reset stays refused.
      const reset = await call(
        'mutation { resetUserPassword(input: { id: "1", newPassword: "Another#2026", asProviderAdmin: true }) { message } }',
      );
      expect(reset.errors?.[0]).toMatchObject({
        message: ADMIN_MESSAGES.providerOnly,
        extensions: { code: 'FORBIDDEN' },
      });
      await clientPage.screenshot({ path: screenshot('client-admin-roles'), fullPage: true });
    } finally {
      await other.close();
    }
  });
});
