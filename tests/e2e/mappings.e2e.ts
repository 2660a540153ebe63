import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_TEXTS, MAPPING_TEXTS } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs } from './spa.js';

const MAP_ROUTE = '/legal-module/mapLawToBusinessProcesses';
/** Texas Consumer Loans (law 16), § 342.201 (section 50): mapped to Consumer Finance lines only, none of Banking. */
const TEXAS_LAW = '16';
const TEXAS_SECTION = '50';

const completeness = (page: Page) => page.locator('[data-part="completeness-message"]');

async function expectCompleteness(page: Page, text: string): Promise<void> {
  await completeness(page).getByText(text, { exact: true }).waitFor({ timeout: 15_000 });
}

/** Chakra's checkbox keeps its input visually hidden: the user clicks its label, and so does the journey. */
async function setBox(box: Locator, checked: boolean): Promise<void> {
  if ((await box.isChecked()) !== checked) await box.locator('xpath=..').click();
  expect(await box.isChecked()).toBe(checked);
}

/** Clicks a box without expecting it to change: a pick the single-group rule asks about first. */
async function pick(scope: Locator, name: string): Promise<void> {
  await scope.getByRole('checkbox', { name, exact: true }).locator('xpath=..').click();
}

async function tick(scope: Locator, name: string): Promise<void> {
  await setBox(scope.getByRole('checkbox', { name, exact: true }), true);
}

async function isTicked(scope: Locator, name: string): Promise<boolean> {
  return scope.getByRole('checkbox', { name, exact: true }).isChecked();
}

async function submit(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Section mappings in the browser: the lawyer maps a Texas
 * section for Banking, business line first, then products, institution types, categories and company processes per
 * line and the law scope, and the completeness message follows the spec's order at every step. The company process
 * picker is the parent-child list with the single-group rule: No undoes a pick from another group, Yes clears the
 * old group.
 */
describe('section mappings through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
    page = await browser.newPage();
    await signInAs(page, harness.bffUrl, 'lawyer@lexbridge.test');
    // The legal dashboard stores the selected law before it opens a step (lib/workflow-selection.ts); step 5 needs
    // tab index 5 and a requirement.
    await page.evaluate(
      (lawId) =>
        sessionStorage.setItem(
          'selectedLawDetail',
          JSON.stringify({ tabIndex: 5, requirementCount: 1, lawIds: [lawId] }),
        ),
      TEXAS_LAW,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  it('maps business lines, products, institution types, categories and processes; the message changes in order', async () => {
    await page.goto(`${harness.bffUrl}${MAP_ROUTE}?sectionId=${TEXAS_SECTION}`);
    await page.getByRole('heading', { name: 'Map Law To Business Processes' }).waitFor();
    await page.getByLabel('Industry').selectOption({ label: 'Banking' });
    await expectCompleteness(page, MAPPING_TEXTS.addBusinessLine);

    // Business lines: the legal list picker.
    await page.getByRole('button', { name: 'Map Business Lines' }).click();
    const lines = page.getByRole('dialog', { name: 'Select Business Line' });
    await tick(lines, 'Consumer Lending');
    await tick(lines, 'Credit Cards');
    await submit(lines);
    await expectToast(page, 'Success!', 'Business lines mapped successfully.');
    await expectCompleteness(
      page,
      'Please add Product, Institution Type, Category, Process for selected Business Line: Consumer Lending',
    );

    // Products and institution types: the multi-select modal.
    await page.getByRole('button', { name: 'Edit Products for Consumer Lending' }).click();
    const products = page.getByRole('dialog', { name: 'Select Products for Consumer Lending' });
    await tick(products, 'Personal Loan');
    await submit(products);
    await expectCompleteness(
      page,
      'Please add Institution Type, Category, Process for selected Business Line: Consumer Lending',
    );

    await page.getByRole('button', { name: 'Edit Institution Types for Consumer Lending' }).click();
    const institutions = page.getByRole('dialog', { name: 'Select Institution Types for Consumer Lending' });
    await tick(institutions, 'National Bank');
    await submit(institutions);
    await expectCompleteness(
      page,
      'Please add Category, Process for selected Business Line: Consumer Lending',
    );

    // Categories: the categories picker.
    await page.getByRole('button', { name: 'Edit Categories for Consumer Lending' }).click();
    const categories = page.getByRole('dialog', { name: 'Select Categories for Consumer Lending' });
    await tick(categories, 'Fair Lending');
    await submit(categories);
    await expectCompleteness(page, 'Please add Process for selected Business Line: Consumer Lending');
  });

  it('keeps company processes to one group: No undoes the pick, Yes clears the old group', async () => {
    await page.getByRole('button', { name: 'Edit Processes for Consumer Lending' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Company Processes' });
    // Nothing chosen yet and two groups: both start closed.
    await picker.getByRole('button', { name: /^Expand .*\(Consumer Lending\)$/ }).click();
    const consumer = picker.getByRole('group', { name: /\(Consumer Lending\)$/ });
    await tick(consumer, 'Campaign Review');

    await picker.getByRole('button', { name: /^Expand .*\(Credit Cards\)$/ }).click();
    const cards = picker.getByRole('group', { name: /\(Credit Cards\)$/ });
    await pick(cards, 'Credit Decision Review');
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: CATALOGUE_TEXTS.deleteConfirmTitle }));
    await confirm.getByText(CATALOGUE_TEXTS.singleGroupConfirm).waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await isTicked(cards, 'Credit Decision Review')).toBe(false);
    expect(await isTicked(consumer, 'Campaign Review')).toBe(true);

    await pick(cards, 'Credit Decision Review');
    await confirm.getByText(CATALOGUE_TEXTS.singleGroupConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await isTicked(cards, 'Credit Decision Review')).toBe(true);
    expect(await isTicked(consumer, 'Campaign Review')).toBe(false);
    await submit(picker);
    await expectToast(page, 'Success!', 'Processes mapped successfully.');
    const cardsRow = page.locator('tr[data-business-line="Credit Cards"] td[data-kind="processes"]');
    await cardsRow.getByText('Credit Decision Review').waitFor();
    // Consumer Lending still lacks its processes: the message stays on it.
    await expectCompleteness(page, 'Please add Process for selected Business Line: Consumer Lending');

    await page.getByRole('button', { name: 'Edit Processes for Consumer Lending' }).click();
    const again = page.getByRole('dialog', { name: 'Select Company Processes' });
    await again.getByRole('button', { name: /^Expand .*\(Consumer Lending\)$/ }).click();
    await tick(again.getByRole('group', { name: /\(Consumer Lending\)$/ }), 'Campaign Review');
    await submit(again);
    await expectCompleteness(
      page,
      'Please add Product, Institution Type, Category for selected Business Line: Credit Cards',
    );
  });

  it('asks for the law scope last, then says the section is complete', async () => {
    // Credit Cards taken off again: Consumer Lending is complete, only the scope is missing.
    await page.getByRole('button', { name: 'Map Business Lines' }).click();
    const lines = page.getByRole('dialog', { name: 'Select Business Line' });
    await setBox(lines.getByRole('checkbox', { name: 'Credit Cards', exact: true }), false);
    await submit(lines);
    await expectCompleteness(page, MAPPING_TEXTS.addLawScope);

    await page.getByRole('button', { name: 'Set Law Scope' }).click();
    const scope = page.getByRole('dialog', { name: 'Select Law Scope' });
    await tick(scope, 'Business Line');
    await submit(scope);
    await expectToast(page, 'Success!', 'Law scope saved successfully.');
    await page.locator('[data-part="completeness-message"][data-complete="true"]').waitFor();
    await page.locator('[data-part="law-scope"]').getByText('Business Line').waitFor();

    // The section now shows in the Banking hierarchy for Consumer Lending: the mapping is the catalogue's.
    const { rows } = await harness.legacy!.db.query<{ law_detail_id: number }>(
      'SELECT law_detail_id FROM section_business_lines WHERE section_id = $1 AND business_line_id = 2',
      [Number(TEXAS_SECTION)],
    );
    expect(rows).toHaveLength(1);
  });
});
