import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFICE_FILE_MESSAGES,
  RULE_MESSAGE_LOGIC_MAX,
  VALIDATOR_MESSAGES,
  VALIDATOR_MODAL_TITLES,
} from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { seedBulkValidator } from '@lexbridge/legacy';
import { launchBrowser, savedDownload } from './browser.js';
import { closeToasts, expectToast, requireBuiltWeb, signInAs } from './spa.js';
import { readWorkbook } from './workbook.js';

const ROUTES = {
  messageTypes: '/validator-maintenance/message-types',
  testRules: '/validator-maintenance/test-rules',
  testRuleMessages: '/validator-maintenance/test-rule-messages',
  testFilterMappings: '/validator-maintenance/test-filter-mappings',
  testFilterFields: '/validator-maintenance/test-filter-fields',
};
/** Screenshots of the screens a person sees, for review (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'lexbridge-e2e-shots');
const screenshot = (name: string) => path.join(SHOTS, `validator-${name}.png`);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RULE = 'Borrower phone number is present';
const NEW_MESSAGE = 'Phone number is missing for the borrower.';

/**
 * Validator rule maintenance in the browser: the built SPA served by the BFF over the
 * reference catalogue, as the administrator. The journeys build on each other: the rule added is given a message,
 * then mapped into a test.
 */
describe('validator rule maintenance through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;
  const loginScripts: string[] = [];

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The scripts the sign-in page loads, before anyone signs in.
    const listener = (response: Response) => {
      if (response.url().endsWith('.js')) loginScripts.push(new URL(response.url()).pathname);
    };
    page.on('response', listener);
    await page.goto(`${harness.bffUrl}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 20_000 });
    page.off('response', listener);
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

  function dialog(title: string): Locator {
    return page.getByRole('dialog', { name: title });
  }

  // Each success toast is closed once seen: the same toast is not shown again while one is on screen, so a second
  // save landing as the first toast fades would show none.

  /** Submit, then Yes on 'Are you sure you want to save the item?'. */
  async function submitAndConfirm(modal: Locator) {
    await modal.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle });
    await confirm.getByText(VALIDATOR_MESSAGES.confirmSave).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
  }

  /** Ticks a checkbox by its label (Chakra's input is visually hidden). */
  async function check(modal: Locator, name: string) {
    await modal.getByText(name, { exact: true }).click();
    await expect.poll(() => modal.getByRole('checkbox', { name }).isChecked()).toBe(true);
  }

  it('does not load the Excel writer on the sign-in page', () => {
    const assets = path.join(requireBuiltWeb(), 'assets');
    // The writer's chunk: the one script that names the parts of a workbook it writes.
    const writer = readdirSync(assets).filter(
      (name) =>
        name.endsWith('.js') &&
        readFileSync(path.join(assets, name), 'utf8').includes('xl/sharedStrings.xml'),
    );
    expect(writer.length).toBeGreaterThan(0);
    expect(loginScripts.length).toBeGreaterThan(0);
    expect(loginScripts.filter((script) => writer.some((name) => script.endsWith(`/${name}`)))).toEqual([]);
  });

  it('adds a message type without and with a client, and refuses a duplicate', async () => {
    await open(ROUTES.messageTypes, 'Message Types');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    let modal = dialog(VALIDATOR_MODAL_TITLES.messageType);
    const submit = modal.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await modal.getByRole('textbox', { name: /^Message Type/ }).fill('  Escalation Review ');
    await modal.getByLabel('Description', { exact: true }).fill('Loans a reviewer looks at again.');
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    await closeToasts(page);
    await page.getByRole('gridcell', { name: 'Escalation Review', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    modal = dialog(VALIDATOR_MODAL_TITLES.messageType);
    await modal.getByRole('textbox', { name: /^Message Type/ }).fill('Harborview Audit');
    await check(modal, 'Is Client');
    // The client is required once the flag is on: Submit stays disabled until one is chosen.
    await modal.getByText(VALIDATOR_MESSAGES.clientFieldRequired).waitFor();
    expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await modal.getByLabel('Client', { exact: true }).selectOption({ label: 'Harborview Credit Union' });
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    await closeToasts(page);
    const row = page.getByRole('row').filter({ hasText: 'Harborview Audit' });
    await row.getByText('Harborview Credit Union').waitFor();
    await row.getByText('Yes', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    modal = dialog(VALIDATOR_MODAL_TITLES.messageType);
    await modal.getByRole('textbox', { name: /^Message Type/ }).fill('escalation review');
    await modal.getByText(VALIDATOR_MESSAGES.messageTypeDuplicate).waitFor();
    expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  it('adds a test rule', async () => {
    await open(ROUTES.testRules, 'Test Rules');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = dialog(VALIDATOR_MODAL_TITLES.testRule);
    await modal.getByLabel('Message Type', { exact: true }).selectOption({ label: 'Test' });
    await modal.getByRole('textbox', { name: /^Test Rule Description/ }).fill(RULE);
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    await closeToasts(page);
    await page.getByLabel('Search test rules').fill('phone number');
    await page.getByRole('gridcell', { name: RULE }).waitFor();
  });

  it('refuses a Test Rule Id already taken, on the field', async () => {
    await open(ROUTES.testRules, 'Test Rules');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = dialog(VALIDATOR_MODAL_TITLES.testRule);
    await modal.getByLabel('Message Type', { exact: true }).selectOption({ label: 'Test' });
    await modal.getByRole('textbox', { name: /^Test Rule Id/ }).fill('10041');
    await modal
      .getByRole('textbox', { name: /^Test Rule Description/ })
      .fill('Co-borrower phone number is present');
    await submitAndConfirm(modal);
    await expectToast(page, 'Error!', VALIDATOR_MESSAGES.testRuleIdDuplicate);
    // The modal stays open with the message under the field, and the field is marked invalid.
    const field = modal.getByRole('textbox', { name: /^Test Rule Id/ });
    await modal.getByText(VALIDATOR_MESSAGES.testRuleIdDuplicate).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  it('adds a rule message through the auto-complete: a listed one, then a new one', async () => {
    await open(ROUTES.testRuleMessages, 'Test Rule Messages');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    let modal = dialog(VALIDATOR_MODAL_TITLES.testRuleMessage);
    await modal.getByLabel('Business Line', { exact: true }).selectOption({ label: 'Mortgage Servicing' });
    await modal.getByLabel('Test Rule', { exact: true }).selectOption({ label: `10041 - ${RULE}` });
    const box = modal.getByPlaceholder('Search messages');
    await box.fill('Value is');
    // The search waits for 500 ms of quiet, saying so meanwhile.
    await modal.getByText(VALIDATOR_MESSAGES.searchingList).waitFor();
    await modal.getByRole('option', { name: 'Value is missing.' }).click();
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    await closeToasts(page);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    modal = dialog(VALIDATOR_MODAL_TITLES.testRuleMessage);
    await modal.getByLabel('Business Line', { exact: true }).selectOption({ label: 'Mortgage Origination' });
    await modal.getByLabel('Test Rule', { exact: true }).selectOption({ label: `10041 - ${RULE}` });
    await modal.getByPlaceholder('Search messages').fill(NEW_MESSAGE);
    await modal.getByRole('option', { name: VALIDATOR_MESSAGES.addNewMessage }).click();
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    await closeToasts(page);
    await page.getByLabel('Search test rule messages').fill('phone number is missing');
    await page.getByRole('gridcell', { name: NEW_MESSAGE }).waitFor();
  });

  it('selects a listed message typed exactly (any case) when the user leaves the field', async () => {
    await open(ROUTES.testRuleMessages, 'Test Rule Messages');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = dialog(VALIDATOR_MODAL_TITLES.testRuleMessage);
    await modal.getByLabel('Business Line', { exact: true }).selectOption({ label: 'Consumer Lending' });
    await modal.getByLabel('Test Rule', { exact: true }).selectOption({ label: `10041 - ${RULE}` });
    const box = modal.getByPlaceholder('Search messages');
    await box.click();
    await page.keyboard.type('value is OUTSIDE the allowed range.');
    await page.keyboard.press('Tab');
    // The listed message is selected, in its own words, and nothing is refused.
    await expect.poll(() => box.inputValue()).toBe('Value is outside the allowed range.');
    expect(await modal.getByText(VALIDATOR_MESSAGES.azimuthMessageRequired).count()).toBe(0);
    expect(await modal.getByText(VALIDATOR_MESSAGES.azimuthMessageMismatch).count()).toBe(0);
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    await closeToasts(page);
  });

  it('maps the rule into a test with a custom message: the single message preselected, status required', async () => {
    await open(ROUTES.testFilterMappings, 'Test Filter Mappings');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = dialog(VALIDATOR_MODAL_TITLES.testFilterMapping);
    await modal.getByLabel('Business Line', { exact: true }).selectOption({ label: 'Mortgage Origination' });
    await modal.getByLabel('Test Id', { exact: true }).selectOption({ index: 1 });
    // A rule without messages is refused with the spec's words.
    await modal
      .getByLabel('Test Rule', { exact: true })
      .selectOption({ label: '10040 - Hazard insurance expiration is after the closing date (Filter)' });
    await modal.getByText(VALIDATOR_MESSAGES.noMessages).waitFor();
    await modal.getByLabel('Test Rule', { exact: true }).selectOption({ label: `10041 - ${RULE} (Test)` });
    // The only message of the rule on this line is chosen already.
    await expect
      .poll(() =>
        modal
          .getByLabel('Azimuth Message', { exact: true })
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
      )
      .toBe(NEW_MESSAGE);
    await modal.getByText(VALIDATOR_MESSAGES.statusRequired).waitFor();
    await modal.getByLabel('Status', { exact: true }).selectOption({ label: 'Observation' });
    await check(modal, 'Is Custom Message');
    await modal.getByText(VALIDATOR_MESSAGES.customMessageRequired).waitFor();
    await modal.getByRole('textbox', { name: /^Custom Message/ }).fill('Call the <borrower>');
    await modal.getByText(VALIDATOR_MESSAGES.customMessageCharacters).waitFor();
    expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await modal
      .getByRole('textbox', { name: /^Custom Message/ })
      .fill('Call the borrower, then note the number.');
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Records inserted: 1, updated: 0, deleted: 0');
    await page.getByLabel('Search test filter mappings').fill('call the borrower');
    await page.getByRole('gridcell', { name: 'Call the borrower, then note the number.' }).waitFor();
  });

  it('picks test filter fields with the mouse in the chooser, and each checkbox has its own id', async () => {
    await open(ROUTES.testFilterFields, 'Test Filter Fields');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = dialog(VALIDATOR_MODAL_TITLES.testFilterField);
    await modal.getByLabel('Business Line', { exact: true }).selectOption({ label: 'Mortgage Origination' });
    await modal.getByLabel('Test Id', { exact: true }).selectOption({ index: 1 });
    const rule = modal.getByLabel('Test Rule', { exact: true });
    await expect.poll(() => rule.locator('option').count()).toBeGreaterThan(2);
    await rule.selectOption({ index: 2 });
    await modal.getByLabel('Entity', { exact: true }).selectOption({ label: 'Loan' });
    await modal.getByRole('button', { name: 'Choose Fields' }).click();
    const chooser = dialog('Select Fields');
    await chooser.getByText('InterestRate', { exact: true }).waitFor();
    // A mouse click on a field's label (and on its box) ticks it; focus stays off the search box.
    await chooser.getByText('InterestRate', { exact: true }).click();
    await chooser.getByText('LoanTerm', { exact: true }).click();
    await expect.poll(() => chooser.getByRole('checkbox', { name: 'InterestRate' }).isChecked()).toBe(true);
    await expect.poll(() => chooser.getByRole('checkbox', { name: 'LoanTerm' }).isChecked()).toBe(true);
    expect(
      await chooser
        .getByRole('searchbox', { name: 'Search' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(false);
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    await page.screenshot({ path: screenshot('filter-field-chooser') });
    // The keyboard still works: Tab to a box, Space ticks it.
    await chooser.getByRole('checkbox', { name: 'LoanPurpose' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => chooser.getByRole('checkbox', { name: 'LoanPurpose' }).isChecked()).toBe(true);
    await chooser.getByRole('button', { name: 'Submit' }).click();
    await chooser.waitFor({ state: 'detached' });
    await modal.getByText('InterestRate +2').waitFor();
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    await closeToasts(page);
    await page.getByRole('gridcell', { name: 'LoanPurpose', exact: true }).first().waitFor();
  });

  it('reorders a test by drag and drop; Submit only after a change; only the moved rows are saved', async () => {
    await open(ROUTES.testFilterMappings, 'Test Filter Mappings');
    await page.getByRole('button', { name: 'Reorder' }).click();
    const modal = dialog(VALIDATOR_MESSAGES.reorderTitle);
    await modal.getByText(VALIDATOR_MESSAGES.noRowsToShow).waitFor();
    await modal
      .getByLabel('Filter by Test Id')
      .selectOption({ label: 'VT-102 - Mortgage Origination check 2' });
    const rows = modal.getByTestId('reorder-row');
    await rows.nth(5).waitFor();
    const ruleOf = (index: number) => rows.nth(index).locator('td').nth(2).textContent();
    const third = await ruleOf(2);
    const first = await ruleOf(0);
    expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await rows.nth(2).dragTo(rows.nth(0));
    expect(await ruleOf(0)).toBe(third);
    expect(await ruleOf(1)).toBe(first);
    // The orders are renumbered 1..n in the new order.
    expect(await rows.nth(0).locator('td').nth(3).textContent()).toBe('1');
    expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(false);
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Records inserted: 0, updated: 3, deleted: 0');
    await page.getByRole('dialog', { name: VALIDATOR_MESSAGES.reorderTitle }).waitFor({ state: 'detached' });
  });

  it('exports a grid and the downloaded workbook holds its rows', async () => {
    await open(ROUTES.testRules, 'Test Rules');
    await page.getByLabel('Search test rules').fill('phone number');
    await page.getByRole('gridcell', { name: RULE }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^TestRules_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await savedDownload(download);
    const { rows } = await readWorkbook(file);
    expect(rows).toEqual([
      {
        'Test Rule Id': '10041',
        'Test Rule Description': RULE,
        'Message Type': 'Test',
        Result: 'Pass',
        Status: 'Active',
      },
    ]);
  });

  it('refuses an upload that is not a spreadsheet, in the browser', async () => {
    await open(ROUTES.testFilterMappings, 'Test Filter Mappings');
    await page
      .getByLabel('Spreadsheet to upload')
      .setInputFiles({ name: 'rules.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
    await expectToast(page, 'Error!', VALIDATOR_MESSAGES.invalidFileExtension);
    // The right name on the wrong bytes: the message says what is wrong with it.
    await page
      .getByLabel('Spreadsheet to upload')
      .setInputFiles({ name: 'rules.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from('not a workbook') });
    await expectToast(page, 'Error!', OFFICE_FILE_MESSAGES.notZip('.xlsx'));
  });

  it('uploads a workbook in the export layout: says what it read, shows it, and the grid shows the change', async () => {
    await open(ROUTES.testFilterMappings, 'Test Filter Mappings');
    await page.getByLabel('Search test filter mappings').fill('call the borrower');
    await page.getByText('1 of 1 rows', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Call the borrower, then note the number.' });
    const testNumber = (await row.getByRole('gridcell').nth(0).textContent())!;
    const testRule = (await row.getByRole('gridcell').nth(2).textContent())!;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Mappings');
    sheet.addRow(['Test Id', 'Test Rule', 'Custom Message', 'Is Custom Message']);
    sheet.addRow([testNumber, testRule, 'Call the borrower from the upload.', 'Yes']);
    sheet.addRow(['VT-000', '99999', '', '']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await page
      .getByLabel('Spreadsheet to upload')
      .setInputFiles({ name: 'mappings.xlsx', mimeType: XLSX_TYPE, buffer });
    const said =
      'File uploaded successfully: 2 rows of mappings.xlsx read into Test Filter Mappings. Records inserted: 0, updated: 1,';
    await expectToast(page, 'Success!', said);
    // The outcome stays on the screen, and the grid has reloaded with the change.
    const summary = page.getByRole('status', { name: 'Last upload' });
    await summary.getByText(/not updated due to invalid information: 1\./).waitFor();
    await page.getByRole('gridcell', { name: 'Call the borrower from the upload.' }).waitFor();
    await page.getByText('1 of 1 rows', { exact: true }).waitFor();
    await page.screenshot({ path: screenshot('upload-summary') });
    await summary.getByRole('button', { name: 'Close the upload summary' }).click();
    await summary.waitFor({ state: 'detached' });
  });
  it('edits a long text in place with the large-text cell editor (100 characters at most)', async () => {
    await open(ROUTES.testRuleMessages, 'Test Rule Messages');
    await page.getByLabel('Search test rule messages').fill('phone number is missing');
    const row = page.getByRole('row').filter({ hasText: NEW_MESSAGE });
    await row.waitFor();
    await row.getByRole('gridcell').nth(3).dblclick();
    const editor = page.getByRole('textbox', { name: 'Edit text' });
    await editor.fill('x'.repeat(120));
    expect(await editor.inputValue()).toHaveLength(RULE_MESSAGE_LOGIC_MAX);
    await page.getByText(`${RULE_MESSAGE_LOGIC_MAX} / ${RULE_MESSAGE_LOGIC_MAX}`).waitFor();
    // The editor is not clipped by its 35px row: the text and both buttons can be seen and clicked.
    const box = (await editor.boundingBox())!;
    expect(box.height).toBeGreaterThan(100);
    await page.screenshot({ path: screenshot('large-text-editor') });
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    await row.getByRole('gridcell').nth(3).dblclick();
    await editor.fill('Loan.BorrowerPhone is blank');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success!', 'Record saved successfully');
    await closeToasts(page);
    await row.getByRole('gridcell', { name: 'Loan.BorrowerPhone is blank' }).waitFor();

    // The modal keeps the same limit for the same field.
    await row.click();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const modal = dialog(VALIDATOR_MODAL_TITLES.testRuleMessage);
    expect(await modal.getByRole('textbox', { name: 'Rule Message Logic' }).getAttribute('maxlength')).toBe(
      String(RULE_MESSAGE_LOGIC_MAX),
    );
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  it('keeps 10,000 filter mappings smooth: pages load as the grid scrolls, and only the rows in view are drawn', async () => {
    expect(await seedBulkValidator(harness.legacy!.db, 10_000)).toBe(10_000);
    await open(ROUTES.testFilterMappings, 'Test Filter Mappings');
    await page.getByText(/^500 of 10\d{3} rows$/).waitFor({ timeout: 20_000 });
    const grid = page.getByRole('grid', { name: 'Test filter mappings' });
    for (const loaded of [1000, 1500]) {
      await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await page.getByText(new RegExp(`^${loaded} of 10\\d{3} rows$`)).waitFor({ timeout: 20_000 });
    }
    // Virtualised: a few dozen row elements in the page, whatever the number of rows loaded.
    expect(await grid.getByRole('row').count()).toBeLessThan(80);
    expect(await grid.getAttribute('aria-rowcount')).toBe('1501');
  });
});
