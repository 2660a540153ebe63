import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MAINTENANCE_MESSAGES,
  ADMIN_MESSAGES,
  SSO_GROUP_MESSAGES,
  EMAIL_SETTINGS_MESSAGES,
  MESSAGES,
  PRODUCT_PLAN_MESSAGES,
  SUBSCRIPTION_ADMIN_MESSAGES,
  TOAST_TITLES,
  VALIDATOR_MESSAGES,
} from '@lexbridge/rules';
import ExcelJS from 'exceljs';
import { writeFile } from 'node:fs/promises';
import { DEMO_PASSWORD, startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs } from './spa.js';
import { readWorkbook } from './workbook.js';

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
    await signInAs(page, harness.bffUrl, 'admin@lexbridge.test');
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
      await signInAs(auditorPage, harness.bffUrl, AUDITOR, AUDITOR_PASSWORD);
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
      await signInAs(clientPage, harness.bffUrl, 'clientadmin@lexbridge.test', DEMO_PASSWORD);
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
      // The registration page's plans and a registered user's details are the provider administrator's.
      const plan = await call(
        'mutation { saveProductPlan(input: { id: "2", durationId: "1", planName: "Professional", planPricing: "1" }) { message } }',
      );
      expect(plan.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const details = await call(
        'mutation { updateRegisteredUserDetails(input: { id: "1", email: "dana@rivertrust.test", firstName: "D", lastName: "R", phone: "2175550100", companyName: "R" }) { message } }',
      );
      expect(details.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      await clientPage.screenshot({ path: screenshot('client-admin-roles'), fullPage: true });
    } finally {
      await other.close();
    }
  });

  it('uploads employee roles from a real .xlsx: the six counts and the rows not applied; the template downloads', async () => {
    await open('/administration/users', 'Users');
    const file = path.join(tmpdir(), `employee-roles-${Date.now()}.xlsx`);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employee Roles');
    sheet.addRow(['Email', 'Role', 'Action']);
    sheet.addRow(['reader@lexbridge.test', 'Lexbridge User', 'Add']);
    sheet.addRow(['nobody@lexbridge.test', 'Lexbridge User', 'Add']);
    await book.xlsx.writeFile(file);
    const wrong = path.join(tmpdir(), `employee-roles-${Date.now()}.csv`);
    await writeFile(wrong, 'Email,Role,Action\n');
    const input = page.getByLabel('Employee roles workbook');
    await input.setInputFiles(wrong);
    await expectToast(page, TOAST_TITLES.error, VALIDATOR_MESSAGES.invalidFileExtension);
    await input.setInputFiles(file);
    await expectToast(page, TOAST_TITLES.success, 'Records inserted: 1, updated: 0, deleted: 0');
    const summary = page.getByRole('status', { name: 'Last role upload' });
    await summary.getByText('not updated due to invalid information: 1.').waitFor();
    await summary
      .getByRole('cell', { name: ADMIN_MAINTENANCE_MESSAGES.rowUnknownUser('nobody@lexbridge.test') })
      .waitFor();
    await page.screenshot({ path: screenshot('employee-role-upload'), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Template' }).click(),
    ]);
    const saved = path.join(tmpdir(), `template-${Date.now()}.xlsx`);
    await download.saveAs(saved);
    const template = await readWorkbook(saved);
    expect(template.sheetNames).toEqual(['Employee Roles', 'Roles and Actions']);
    expect(Object.keys(template.rows[0]!)).toEqual(['Email', 'Role', 'Action']);
  });

  it('adds an artifact type and refuses to delete one artifacts use', async () => {
    await open('/administration/artifacts', 'Artifact Inventory');
    await page.getByRole('tab', { name: 'Artifact Types' }).click();
    await page.getByRole('heading', { name: 'Artifact Types', exact: true }).waitFor();
    await page.getByRole('grid', { name: 'Artifact Types' }).waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add Artifact Type' });
    await add.getByLabel('Name').fill('policy');
    await add.getByText(ADMIN_MESSAGES.nameDuplicate('Artifact Type')).waitFor();
    await add.getByLabel('Name').fill('Regulatory Report');
    await add.getByLabel('Description').fill('A report the institution files with a regulator.');
    await submitAndConfirm(add);
    await expectToast(page, TOAST_TITLES.success, 'Artifact Type saved successfully.');
    await page.getByRole('gridcell', { name: 'Policy', exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectToast(page, TOAST_TITLES.error, "Artifact Type 'Policy' cannot be deleted because");
    await page.screenshot({ path: screenshot('artifact-types'), fullPage: true });
  });

  it('adds a risk-assessment question with options, typed with the keyboard', async () => {
    await open('/administration/questions', 'Artifact Questions');
    await page.getByRole('tab', { name: 'Risk Assessment Questions' }).click();
    await page.getByRole('grid', { name: 'Risk Assessment Questions' }).waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add Risk Assessment Question' });
    await add.getByRole('textbox', { name: /^Question/ }).fill('Is the control automated?');
    await add.getByLabel('Question Type').selectOption('Options');
    const options = add.getByLabel('Options (one a line)');
    await options.click();
    await page.keyboard.type('Yes');
    await add.getByText(ADMIN_MAINTENANCE_MESSAGES.optionsRequired).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('No');
    await submitAndConfirm(add);
    await expectToast(page, TOAST_TITLES.success, 'Question saved successfully.');
    await page.getByRole('gridcell', { name: 'Is the control automated?' }).waitFor();
    await page.screenshot({ path: screenshot('questions'), fullPage: true });
  });

  it('assigns an employee a business line and a category under it', async () => {
    await page.goto(`${harness.bffUrl}/administration/employee-assignments`);
    await page
      .getByRole('heading', { name: 'Employee Assignments', exact: true })
      .waitFor({ timeout: 20_000 });
    await page.getByLabel('Find an employee').fill('business@');
    const employee = page.getByLabel('Employee', { exact: true });
    await expect
      .poll(async () => (await employee.locator('option').allTextContents()).join('|'), { timeout: 10_000 })
      .toContain('business@lexbridge.test');
    const value = await employee
      .locator('option', { hasText: 'business@lexbridge.test' })
      .first()
      .getAttribute('value');
    await employee.selectOption(value!);
    const lines = page.getByRole('region', { name: 'Business Lines' });
    await lines.getByText('Consumer Lending', { exact: true }).waitFor();
    const categories = page.getByRole('region', { name: 'Categories (legal)' });
    if (!(await lines.getByRole('checkbox', { name: 'Consumer Lending' }).isChecked()))
      await lines.getByText('Consumer Lending', { exact: true }).click();
    const first = categories.getByRole('checkbox').first();
    if (!(await first.isChecked())) await first.click({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectToast(page, TOAST_TITLES.success, ADMIN_MAINTENANCE_MESSAGES.assignmentsSaved);
    await page.screenshot({ path: screenshot('employee-assignments'), fullPage: true });
  });

  it('saves two searches from Search Hierarchy, renames one and compares them in Search History', async () => {
    const other = await launchBrowser();
    try {
      const lawyer = await other.newPage();
      await lawyer.setViewportSize({ width: 1280, height: 900 });
      await signInAs(lawyer, harness.bffUrl, 'lawyer@lexbridge.test', DEMO_PASSWORD);
      const save = async (name: string, businessLine: string) => {
        await lawyer.goto(`${harness.bffUrl}/legal-module/hierarchy-search`);
        await lawyer.getByRole('heading', { name: 'Search Hierarchy' }).waitFor({ timeout: 20_000 });
        await lawyer.getByLabel('Industry', { exact: true }).selectOption({ label: 'Banking' });
        await lawyer.getByLabel('Business Line', { exact: true }).selectOption({ label: businessLine });
        await lawyer.getByRole('button', { name: 'Save Search' }).click();
        const dialog = lawyer.getByRole('dialog', { name: 'Save Search' });
        await dialog.getByLabel('Name').fill(name);
        await lawyer.keyboard.press('Enter');
        await expectToast(lawyer, TOAST_TITLES.success, `Search '${name}' saved.`);
      };
      await save('Consumer lending laws', 'Consumer Lending');
      await save('Mortgage laws', 'Credit Cards');
      await lawyer.screenshot({ path: screenshot('hierarchy-save-search'), fullPage: true });
      await lawyer.getByRole('main').getByRole('link', { name: 'Search History' }).last().click();
      await lawyer.getByRole('heading', { name: 'Search History', exact: true }).waitFor();
      await lawyer.getByRole('button', { name: 'Rename Mortgage laws' }).click();
      const rename = lawyer.getByRole('dialog', { name: 'Rename Search' });
      await rename.getByLabel('Name').fill('consumer LENDING laws');
      await rename.getByText(ADMIN_MAINTENANCE_MESSAGES.searchNameDuplicate).waitFor();
      await rename.getByLabel('Name').fill('Home loan laws');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expectToast(lawyer, TOAST_TITLES.success, ADMIN_MAINTENANCE_MESSAGES.searchRenamed);
      await lawyer.getByRole('checkbox', { name: 'Compare Home loan laws' }).check({ force: true });
      await lawyer.getByRole('checkbox', { name: 'Compare Consumer lending laws' }).check({ force: true });
      await lawyer.getByRole('button', { name: 'Compare' }).click();
      const compare = lawyer.getByRole('dialog', { name: 'Compare Searches' });
      await compare.getByText('1 criterion differs.').waitFor();
      await compare.getByRole('cell', { name: 'Credit Cards' }).waitFor();
      await lawyer.screenshot({ path: screenshot('search-history-compare'), fullPage: true });
      await compare.getByRole('button', { name: 'Close' }).first().click();
      await lawyer.getByRole('button', { name: 'Run Home loan laws' }).click();
      await lawyer.getByText("Saved search 'Home loan laws' loaded: press Search to run it.").waitFor();
      await expect.poll(() => lawyer.getByLabel('Business Line', { exact: true }).inputValue()).not.toBe('');
      await lawyer.screenshot({ path: screenshot('search-history-run'), fullPage: true });
    } finally {
      await other.close();
    }
  });

  it('maps a single sign-on group to roles (Select All skips the built-in ones) and business lines', async () => {
    await open('/administration/sso-groups', 'SSO Groups');
    await page.getByRole('button', { name: 'Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add SSO Group' });
    await add.getByLabel('Group Name').fill('Branch Managers');
    await add.getByLabel('Client').selectOption({ label: 'Harborview Credit Union' });
    await add.getByLabel('Directory Group Id').fill('not-a-guid');
    await add.getByText(SSO_GROUP_MESSAGES.directoryIdInvalid).waitFor();
    await add.getByLabel('Directory Group Id').fill('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
    await submitAndConfirm(add);
    await expectToast(page, TOAST_TITLES.success, 'Group saved successfully.');
    await selectRow('Branch Managers');
    await page.getByRole('button', { name: 'Roles', exact: true }).click();
    const roles = page.getByRole('dialog', { name: 'Roles of Branch Managers' });
    await roles.getByRole('button', { name: 'Select All' }).click();
    expect(await roles.getByRole('checkbox', { name: 'Business User' }).isChecked()).toBe(true);
    expect(await roles.getByRole('checkbox', { name: 'Lexbridge Super Admin (built-in)' }).isChecked()).toBe(
      false,
    );
    expect(await roles.getByRole('checkbox', { name: 'Lexbridge Super Admin (built-in)' }).isDisabled()).toBe(
      true,
    );
    await page.screenshot({ path: screenshot('sso-group-roles'), fullPage: true });
    await roles.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectToast(page, TOAST_TITLES.success, SSO_GROUP_MESSAGES.rolesSaved);
    await selectRow('Branch Managers');
    await page.getByRole('button', { name: 'Business Lines', exact: true }).click();
    const lines = page.getByRole('dialog', { name: 'Business Lines of Branch Managers' });
    await lines.getByText('Consumer Lending', { exact: true }).click();
    expect(await lines.getByRole('checkbox', { name: 'Consumer Lending' }).isChecked()).toBe(true);
    await lines.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectToast(page, TOAST_TITLES.success, SSO_GROUP_MESSAGES.businessLinesSaved);
    await page.getByRole('gridcell', { name: 'Consumer Lending' }).waitFor();
    await page.screenshot({ path: screenshot('sso-groups'), fullPage: true });
  });

  it('adds an e-mail trigger from a sender to a group', async () => {
    await open('/administration/email-settings', 'Email Triggers');
    await page.getByRole('button', { name: 'Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add Email Trigger' });
    await add.getByLabel('Trigger Name').fill('law approved notice');
    await add.getByLabel('Event').selectOption('Assessment Submitted');
    await add.getByLabel('Subject').fill('An assessment was submitted');
    await add.getByLabel('Sender').selectOption({ index: 1 });
    await add.getByLabel('Email Group').selectOption({ label: 'Compliance Officers' });
    await add.getByText(EMAIL_SETTINGS_MESSAGES.triggerDuplicate).waitFor();
    await add.getByLabel('Trigger Name').fill('Assessment submitted notice');
    await submitAndConfirm(add);
    await expectToast(page, TOAST_TITLES.success, 'Email Trigger saved successfully.');
    await page.getByRole('gridcell', { name: 'Assessment submitted notice' }).waitFor();
    await page.screenshot({ path: screenshot('email-triggers'), fullPage: true });
    await page.getByRole('tab', { name: 'Email Groups' }).click();
    await page.getByRole('grid', { name: 'Email Groups' }).waitFor();
    await selectRow('Compliance Officers');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectToast(
      page,
      TOAST_TITLES.error,
      "Email group 'Compliance Officers' cannot be deleted because 4 triggers",
    );
  });

  it('moves a registered user to another plan and cancels the subscription', async () => {
    await open('/administration/subscriptions', 'Registered Users');
    await selectRow('sam@prairiebank.test');
    await page.getByRole('button', { name: 'Change Plan' }).click();
    const modal = page.getByRole('dialog', { name: 'Update Subscription' });
    const plan = modal.getByLabel('Plan');
    const current = await plan.inputValue();
    const other = await plan
      .locator('option')
      .evaluateAll(
        (options, now) =>
          options
            .map((option) => (option as HTMLOptionElement).value)
            .find((value) => value && value !== now),
        current,
      );
    await plan.selectOption(other!);
    await submitAndConfirm(modal);
    await expectToast(page, TOAST_TITLES.success, SUBSCRIPTION_ADMIN_MESSAGES.planChanged);
    await selectRow('sam@prairiebank.test');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, TOAST_TITLES.success, SUBSCRIPTION_ADMIN_MESSAGES.cancelled);
    await page.getByRole('gridcell', { name: 'Cancelled' }).waitFor();
    await page.screenshot({ path: screenshot('subscriptions'), fullPage: true });
    await page.getByRole('tab', { name: 'Custom Pricing Requests' }).click();
    await page.getByRole('gridcell', { name: 'alex@lakesidecu.test' }).waitFor();
    await page.screenshot({ path: screenshot('custom-pricing-requests'), fullPage: true });
  });

  it('reprices a plan with the keyboard, and the registration page shows the new price', async () => {
    await open('/administration/subscriptions', 'Registered Users');
    await page.getByRole('tab', { name: 'Plans' }).click();
    const grid = page.getByRole('grid', { name: 'Plans' });
    await grid.waitFor({ timeout: 20_000 });
    await page.getByLabel('Search plans').fill('Rules');
    await grid.getByRole('gridcell', { name: 'Professional', exact: true }).first().click();
    // Enter on the selected row opens it, as a double click does.
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Update Plan' });
    const price = modal.getByLabel('Price in dollars per billing period');
    await price.fill('12.345');
    await modal.getByText(PRODUCT_PLAN_MESSAGES.priceInvalid).waitFor();
    expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await price.fill('525.50');
    await page.screenshot({ path: screenshot('plan-modal'), fullPage: true });
    await submitAndConfirm(modal);
    await expectToast(page, TOAST_TITLES.success, PRODUCT_PLAN_MESSAGES.planSaved);
    await grid.getByRole('gridcell', { name: '$525.50' }).waitFor();
    await page.screenshot({ path: screenshot('plans'), fullPage: true });

    await page.getByRole('tab', { name: 'Durations' }).click();
    await page
      .getByRole('grid', { name: 'Durations' })
      .getByRole('gridcell', { name: 'Annual' })
      .first()
      .waitFor();
    await page.screenshot({ path: screenshot('durations'), fullPage: true });

    const visitor = await launchBrowser();
    try {
      const registration = await visitor.newPage();
      await registration.goto(`${harness.bffUrl}/user-registration`);
      const card = registration.getByRole('listitem', { name: 'Professional' });
      await card.getByTestId('plan-price').waitFor({ timeout: 20_000 });
      expect(await card.getByTestId('plan-price').textContent()).toBe('$525.50');
      await registration.screenshot({ path: screenshot('registration-repriced'), fullPage: true });
    } finally {
      await visitor.close();
    }
  });

  it('updates a registered user under the registration rules, and lists the e-mail the registration sent', async () => {
    await open('/administration/subscriptions', 'Registered Users');
    await page.getByRole('gridcell', { name: 'dana@rivertrust.test' }).dblclick();
    const modal = page.getByRole('dialog', { name: 'Update Registered User' });
    await modal.getByLabel('Phone (10 digits)').fill('21755');
    await modal.getByText(MESSAGES.registrationFields).waitFor();
    await modal.getByLabel('Phone (10 digits)').fill('2175550199');
    await modal.getByLabel('Company').fill('River Trust Bank');
    await submitAndConfirm(modal);
    await expectToast(page, TOAST_TITLES.success, PRODUCT_PLAN_MESSAGES.detailsSaved);
    await page.getByRole('gridcell', { name: 'River Trust Bank' }).waitFor();

    // A registration fires the seeded 'New registration notice' trigger; without a mail server it waits, Queued.
    const registered = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation { registerUser(input: { productPlanId: "1", billingPeriod: MONTHLY, termsAccepted: true, email: "journey@harbor.test", firstName: "Jo", lastName: "Urney", address: "3 Quay", city: "Harbor", state: "ME", zip: "040100", phone: "2075550111", companyName: "Harbor Bank", billingZipCheck: false }) { message } }',
        }),
      });
      return (await response.json()) as { errors?: unknown[] };
    });
    expect(registered.errors).toBeUndefined();
    await open('/administration/email-settings', 'Email Triggers');
    await page.getByRole('tab', { name: 'Sent E-mails' }).click();
    const sent = page.getByRole('grid', { name: 'Sent E-mails' });
    await sent.getByRole('gridcell', { name: 'A new user registered' }).first().waitFor({ timeout: 20_000 });
    expect(await sent.getByRole('gridcell', { name: 'Queued' }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshot('sent-emails'), fullPage: true });
  });
});
