import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPPING_TEXTS, MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs } from './spa.js';

const NEW_LAW = '/change-management/newLaw';
const MAP = '/change-management/mapBusinessRequirements';
const CONFIRM = '/change-management/confirmLawRequirements';
const EDITED =
  'Notify the superintendent within 24 hours of an extortion payment and explain it in writing within 30 days.';

/**
 * Change management in the browser (docs/change-in-law.md "Change management"): the lawyer
 * opens a changed law from the newLaw work queue (NYDFS § 500.17, change 5, for Deposit Accounts), maps the section
 * (its law scope), edits a proposed requirement, submits the proposal, accepts the change on the confirm step and sees the
 * decision in the queue, with the inbox count one lower. Opening the confirm step directly, with no changed law
 * chosen, is refused with the toast.
 */
describe('change management through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
    page = await browser.newPage();
    await signInAs(page, harness.bffUrl, 'lawyer@lexbridge.test');
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  const queueRows = () => page.getByRole('table', { name: 'Changed laws' }).locator('tbody tr');
  const inbox = () => page.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${NEW_LAW}"]`);
  const path = () => new URL(page.url()).pathname;

  it('lists the changed laws of the lawyer’s lines, filtered by regulator and type of change', async () => {
    await page.goto(`${harness.bffUrl}${NEW_LAW}`);
    await page.getByRole('heading', { name: 'Change Management' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => queueRows().count(), { timeout: 20_000 }).toBe(17);
    await inbox().getByText('17').waitFor();

    await page
      .getByLabel('Regulator')
      .selectOption({ label: 'New York State Department of Financial Services' });
    await page.getByLabel('Type of Change').selectOption({ label: 'Amendment' });
    await expect.poll(() => queueRows().count()).toBe(4);
    const row = queueRows().filter({ hasText: 'Deposit Accounts' });
    await row.getByText('§ 500.17 Notices to superintendent').waitFor();
    await row.getByText('Pending').waitFor();

    await page.getByRole('textbox', { name: 'Search' }).fill('no such change anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(MAPPING_TEXTS.noRecordFound).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => queueRows().count()).toBe(4);
  });

  it('keeps every text of the queue inside its own column', async () => {
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => queueRows().count()).toBe(17);
    const overflowing = await page.getByRole('table', { name: 'Changed laws' }).evaluate((table) => {
      const found: string[] = [];
      for (const cell of table.querySelectorAll('td')) {
        const box = cell.getBoundingClientRect();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          if (text.width > 0 && (text.right > box.right + 0.5 || text.left < box.left - 0.5)) {
            found.push(node.textContent ?? '');
          }
        }
      }
      return found;
    });
    expect(overflowing).toEqual([]);
    await page
      .getByLabel('Regulator')
      .selectOption({ label: 'New York State Department of Financial Services' });
    await page.getByLabel('Type of Change').selectOption({ label: 'Amendment' });
    await expect.poll(() => queueRows().count()).toBe(4);
  });

  it('opens the change on the map step: the section mapping and the proposal', async () => {
    await page
      .getByRole('button', { name: 'Open § 500.17 Notices to superintendent for Deposit Accounts' })
      .click();
    await expect.poll(path).toBe(MAP);
    const stored = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('selectedChangedLawDetail'))) ?? 'null',
    );
    expect(stored).toMatchObject({
      status: 'Changed Law',
      tabIndex: 1,
      changeLawId: '5',
      businessLineId: '1',
    });

    await page.getByRole('heading', { name: 'Map Business Requirements' }).waitFor();
    const steps = page.getByRole('navigation', { name: 'Change management steps' });
    expect(
      await steps.getByRole('button', { name: '2. Map Business Requirements' }).getAttribute('aria-current'),
    ).toBe('step');
    expect(await steps.getByRole('button', { name: '3. Confirm Law Requirements' }).isDisabled()).toBe(true);

    const industry = page.getByLabel('Industry');
    if ((await industry.inputValue()) === '') await industry.selectOption({ index: 1 });
    await page.locator('[data-part="section-mapping"]').waitFor({ timeout: 20_000 });

    // maps the changed section: its law scope, through the mapping panel of the legal workflow
    await page.getByRole('button', { name: 'Set Law Scope' }).click();
    const scope = page.getByRole('dialog', { name: 'Select Law Scope' });
    const enterprise = scope.getByRole('checkbox', { name: 'Enterprise-wide', exact: true });
    if (!(await enterprise.isChecked())) await enterprise.locator('xpath=..').click();
    await scope.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Success!', 'Law scope saved successfully.');
    await page.locator('[data-part="law-scope"]').getByText('Enterprise-wide').waitFor();
    const { rows: scopes } = await harness.legacy!.db.query<{ name: string }>(
      'SELECT ls.name FROM section_law_scopes s JOIN law_scopes ls ON ls.id = s.law_scope_id WHERE s.section_id = 48',
    );
    expect(scopes.map((row) => row.name)).toEqual(['Enterprise-wide']);

    await page.getByRole('button', { name: 'Edit NYCYB_004' }).waitFor({ timeout: 20_000 });
  });

  it('edits a proposed requirement and submits the proposal', async () => {
    await page.getByRole('button', { name: 'Edit NYCYB_004' }).click();
    const dialog = page.getByRole('dialog', { name: 'Individual Business Requirement' });
    await dialog.getByRole('textbox', { name: 'Business Requirement' }).fill(EDITED);
    await dialog.getByRole('button', { name: 'Update Requirement' }).click();
    await expectToast(page, 'Success!', 'Requirement updated');
    await page.getByRole('button', { name: 'Undo NYCYB_004' }).waitFor();

    await page.getByRole('button', { name: 'Submit and Continue' }).click();
    await expectToast(page, 'Success!', 'Updated business requirements submitted successfully.');
    await expect.poll(path).toBe(CONFIRM);
  });

  it('confirms the acceptance, and sees the decision in the queue', async () => {
    await page.getByRole('heading', { name: 'Confirm Law Requirements' }).waitFor();
    const changed = page.locator('tbody tr[data-status="Changed"]').filter({ hasText: 'NYCYB_004' });
    await changed.locator('ins').first().waitFor();

    await page.getByRole('button', { name: MAPPING_TEXTS.acceptChange }).click();
    await page
      .getByRole('alertdialog', { name: MAPPING_TEXTS.acceptChange })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectToast(page, 'Success!', 'Change in law accepted successfully.');
    await page
      .locator('[data-part="change-decision"]')
      .getByText(/^Accepted by Lena Lawyer on \d{4}-\d{2}-\d{2}$/)
      .waitFor();

    // back to the queue, the inbox counts one change fewer
    await expect.poll(path, { timeout: 10_000 }).toBe(NEW_LAW);
    await inbox().getByText('16').waitFor({ timeout: 10_000 });
    const row = queueRows().filter({ hasText: 'Deposit Accounts' }).filter({ hasText: '§ 500.17' });
    await row.getByText(/^Accepted by Lena Lawyer on \d{4}-\d{2}-\d{2}$/).waitFor({ timeout: 10_000 });

    const { rows } = await harness.legacy!.db.query<{ requirement_text: string }>(
      `SELECT requirement_text FROM requirements WHERE section_id = 48 AND business_line_id = 1 AND requirement_number = 'NYCYB_004'`,
    );
    expect(rows[0]!.requirement_text).toBe(EDITED);
  });

  it('refuses confirmLawRequirements opened directly with no changed law chosen', async () => {
    const fresh = await browser.newPage();
    await fresh.goto(`${harness.bffUrl}${CONFIRM}`);
    await expectToast(fresh, 'Required!', MESSAGES.selectLaw);
    await expect.poll(() => new URL(fresh.url()).pathname).toBe(NEW_LAW);
    await fresh.close();
  });
});
