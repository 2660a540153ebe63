import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HMDA_MESSAGES, HMDA_MODAL_TITLES, sampleLarFile, VALIDATOR_MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { HMDA_BANKS, HMDA_READ_ONLY_USER, seedBulkHmdaFieldMaster } from '@lexbridge/legacy';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs } from './spa.js';

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'lexbridge-e2e-shots');
const screenshot = (name: string) => path.join(SHOTS, `hmda-${name}.png`);
/** Entities are named with their client while no client is chosen. */
const ENTITY = 'Harborview Home Loans (Harborview Credit Union)';
const BANK = HMDA_BANKS[0];

/**
 * HMDA reference data in the browser, as the administrator: adds a field to the field master, replicates a year
 * into a year that has data (after confirming), edits an edit reference, uploads a wrong and then a right LAR file;
 * then the read-only administrator, and a 10,000-row field master.
 */
describe('HMDA reference data through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, harness.bffUrl, 'admin@lexbridge.test');
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  async function open(route: string, heading: string) {
    await page.goto(`${harness.bffUrl}${route}`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 20_000 });
  }

  const dialog = (title: string): Locator => page.getByRole('dialog', { name: title });

  async function submitAndConfirm(modal: Locator) {
    await modal.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle });
    await confirm.getByText(VALIDATOR_MESSAGES.confirmSave).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
  }

  async function filterFieldMaster(year: string) {
    await page.getByLabel('Filter by Entity').selectOption({ label: ENTITY });
    await page.getByLabel('Filter by Reporting Year').selectOption({ label: year });
  }

  it('adds a field to the field master: AN at most 255, N without a length', async () => {
    await open('/hmda/field-master', 'Field Master');
    await filterFieldMaster('2026');
    await page.getByText('No Rows To Show').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = dialog(HMDA_MODAL_TITLES.fieldMaster);
    const submit = modal.getByRole('button', { name: 'Submit' });
    // The entity and year come from the grid's filters.
    await expect.poll(() => modal.getByLabel('Entity', { exact: true }).inputValue()).not.toBe('');
    await modal.getByLabel('Azimuth Field', { exact: true }).selectOption({ label: 'Loan Amount' });
    await modal.getByRole('textbox', { name: /^Field Name/ }).fill('HV_LOAN_AMT_2026');
    await modal.getByRole('textbox', { name: /^Length/ }).fill('256');
    await modal.getByText(HMDA_MESSAGES.lengthTooLong).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await modal.getByLabel('Field Type', { exact: true }).selectOption('N');
    // N has no length: the box empties and is disabled.
    const length = modal.getByRole('textbox', { name: /^Length/ });
    expect(await length.inputValue()).toBe('');
    expect(await length.isDisabled()).toBe(true);
    await page.screenshot({ path: screenshot('field-master-modal') });
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    await page.getByRole('gridcell', { name: 'HV_LOAN_AMT_2026' }).waitFor();
    await page.getByText('1 of 1 rows').waitFor();
  });

  it('replicates 2025 into 2026 after confirming, since 2026 has data, and reports the counts', async () => {
    await page.getByRole('button', { name: 'Replicate Year' }).click();
    const modal = dialog(HMDA_MODAL_TITLES.replicate);
    await modal.getByLabel('Prior Reporting Year', { exact: true }).selectOption('2025');
    await modal.getByRole('textbox', { name: /^New Reporting Year/ }).fill('2026');
    await modal.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
    await confirm.getByText(HMDA_MESSAGES.replicateConfirm(2026, 1)).waitFor();
    await page.screenshot({ path: screenshot('replicate-confirm') });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    // 44 fields in 2025; Loan Amount was there already.
    await expectToast(page, 'Success!', 'Replicated 43 rows from 2025 to 2026; 1 already there.');
    await page.getByText('44 of 44 rows').waitFor();
  });

  it('exports the field master as a workbook named with the date', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^FieldMaster_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('edits an edit reference: 500 characters at most with the limit shown, systems as first pick plus +N', async () => {
    await open('/hmda/edit-references', 'Edit References');
    await page.getByLabel('Filter by Edit Type').selectOption('CFPB');
    await page.getByRole('gridcell', { name: 'V610-1', exact: true }).dblclick();
    const modal = dialog(HMDA_MODAL_TITLES.editReference);
    const message = modal.getByRole('textbox', { name: /^Edit Message/ });
    await message.fill('x'.repeat(600));
    expect((await message.inputValue()).length).toBe(500);
    await modal.getByText('500/500 characters (at most 500)').waitFor();
    await message.fill('Application Date must be YYYYMMDD or NA; checked by the journey.');
    await modal.getByRole('button', { name: 'Choose Systems' }).click();
    const chooser = dialog('Systems');
    await chooser.getByText('LendingQB', { exact: true }).click();
    await chooser.getByText('BytePro', { exact: true }).click();
    await chooser.getByRole('button', { name: 'Submit' }).click();
    await chooser.waitFor({ state: 'detached' });
    await modal.getByText(/^Encompass \+2$|^BytePro \+2$|^LendingQB \+2$/).waitFor();
    await page.screenshot({ path: screenshot('edit-reference-modal') });
    await submitAndConfirm(modal);
    await expectToast(page, 'Success!', 'Record saved successfully');
    const row = page.getByRole('row').filter({ hasText: 'checked by the journey' });
    await row.getByText(/\+2$/).waitFor();
  });

  it('uploads a LAR file: a wrong one is refused before sending, a right one is ingested with its counts', async () => {
    await open('/hmda/lar-upload', 'LAR File Upload');
    await page.getByLabel('Filter by Bank').selectOption({ label: BANK.name });
    await page.getByLabel('Filter by Reporting Year').selectOption('2025');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/files/hmda/lar')) sent.push(request.url());
    });
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'loans.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('alert').getByText(HMDA_MESSAGES.larFileType).waitFor();
    await input.setInputFiles({ name: 'lar.txt', mimeType: 'text/plain', buffer: Buffer.from('a|b|c\n') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('alert').getByText(HMDA_MESSAGES.larHeader).waitFor();
    expect(sent).toEqual([]);

    // Right header, wrong body: the catalogue refuses it with the row, and stores nothing.
    const good = sampleLarFile({ institutionName: BANK.name, lei: BANK.lei, year: 2025, records: 2000 });
    const lines = good.trimEnd().split('\n');
    lines[lines.length - 1] = lines[lines.length - 1]!.replace(BANK.lei, HMDA_BANKS[1]!.lei);
    const broken = `${lines.join('\n')}\n`;
    await input.setInputFiles({ name: 'broken.txt', mimeType: 'text/plain', buffer: Buffer.from(broken) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByRole('alert')
      .getByText('Row 2001 has another LEI than the LAR header.')
      .waitFor({ timeout: 20_000 });
    await page.getByText('No LAR files uploaded yet.').waitFor();

    await input.setInputFiles({ name: 'lar-2025.txt', mimeType: 'text/plain', buffer: Buffer.from(good) });
    // A slow uplink (256 KB/s) so that the upload takes a few seconds: the progress bar shows it moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const uplink = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await uplink(256 * 1024);
    await page.getByRole('button', { name: 'Upload' }).click();
    const bar = page.getByLabel('Upload progress').getByRole('progressbar');
    await bar.waitFor();
    const shown = new Set<number>();
    await expect
      .poll(
        async () => {
          const value = await bar.getAttribute('aria-valuenow', { timeout: 1_000 }).catch(() => null);
          if (value !== null) shown.add(Number(value));
          return [...shown].some((percent) => percent > 0 && percent < 100);
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(true);
    await uplink(-1);
    await cdp.detach();
    // The catalogue's answer: what it ingested.
    const message = `LAR file ingested: 2000 records of lar-2025.txt for ${BANK.name} (2025).`;
    await page.getByRole('status').filter({ hasText: message }).first().waitFor({ timeout: 30_000 });
    await expectToast(page, 'Success!', message);
    await page.getByRole('table', { name: 'Recent LAR uploads' }).getByText('lar-2025.txt').waitFor();
    // Done: the bar is gone.
    await bar.waitFor({ state: 'detached' });
    await page.screenshot({ path: screenshot('lar-upload') });
  });

  it('shows the read-only administrator every screen without Add, Replicate or Upload, and rows read-only', async () => {
    const other = await launchBrowser();
    try {
      const readOnly = await other.newPage();
      await readOnly.setViewportSize({ width: 1440, height: 900 });
      await signInAs(readOnly, harness.bffUrl, HMDA_READ_ONLY_USER);
      await readOnly.goto(`${harness.bffUrl}/hmda/field-master`);
      await readOnly.getByRole('heading', { name: 'Field Master', exact: true }).waitFor({ timeout: 20_000 });
      await readOnly.getByRole('gridcell').first().waitFor({ timeout: 20_000 });
      expect(await readOnly.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
      expect(await readOnly.getByRole('button', { name: 'Replicate Year' }).count()).toBe(0);
      await readOnly.getByRole('gridcell').first().dblclick();
      const modal = readOnly.getByRole('dialog', { name: HMDA_MODAL_TITLES.fieldMaster });
      await modal.waitFor();
      expect(await modal.getByRole('button', { name: 'Submit' }).count()).toBe(0);
      expect(await modal.getByRole('textbox', { name: /^Field Name/ }).isDisabled()).toBe(true);
      await readOnly.screenshot({ path: screenshot('read-only') });
      await readOnly.goto(`${harness.bffUrl}/hmda/lar-upload`);
      await readOnly
        .getByRole('heading', { name: 'LAR File Upload', exact: true })
        .waitFor({ timeout: 20_000 });
      expect(await readOnly.getByRole('button', { name: 'Upload' }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('keeps 10,000 field master rows smooth: pages load as the grid scrolls, only the rows in view are drawn', async () => {
    await seedBulkHmdaFieldMaster(harness.legacy!.db, 10_000);
    await open('/hmda/field-master', 'Field Master');
    await page
      .getByLabel('Filter by Entity')
      .selectOption({ label: 'GEN HMDA Load (Harborview Credit Union)' });
    await page.getByText('500 of 10000 rows').waitFor({ timeout: 20_000 });
    const grid = page.getByRole('grid', { name: 'Field master' });
    for (const loaded of [1000, 1500]) {
      await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await page.getByText(`${loaded} of 10000 rows`).waitFor({ timeout: 20_000 });
    }
    expect(await grid.getByRole('row').count()).toBeLessThan(80);
    expect(await grid.getAttribute('aria-rowcount')).toBe('1501');
  });
});
