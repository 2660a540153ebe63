import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_TESTING_MESSAGES as M } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { axeViolations } from './axe.js';
import { launchBrowser, savedDownload } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs, closeToasts } from './spa.js';

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'lexbridge-e2e-shots');
const screenshot = (name: string) => path.join(SHOTS, `compliance-testing-${name}.png`);

/**
 * Compliance testing in the browser, as the administrator: from the menu to the loan remediation queue, one row
 * purged with its sub-status and comment, evidence uploaded (after two refused files), downloaded and deleted on its
 * first task; then the graphs, with the numbers shown as a table and a group's loans listed from its bar and from
 * the table by keyboard.
 */
describe('compliance testing through the browser', () => {
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

  it(
    'takes one remediation from the queue to its evidence: purge, upload, download and delete',
    { timeout: 120_000 },
    async () => {
      const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
      await menu.getByRole('link', { name: 'Loan Remediation' }).click();
      await page.getByRole('heading', { name: 'Loan Remediation', exact: true }).waitFor({ timeout: 20_000 });
      await page.getByLabel('Filter by Status').selectOption({ label: 'New' });
      const queue = page.getByRole('table', { name: 'Loan remediation queue' });
      await expect.poll(() => queue.locator('tbody tr').count()).toBeGreaterThan(0);
      await expect
        .poll(async () => (await queue.locator('tbody').textContent()) ?? '')
        .not.toContain('Review');
      const open = queue.getByRole('button', { name: /^Open / }).first();
      const label = (await open.getAttribute('aria-label'))!;
      await open.click();
      const detail = page.getByRole('region', { name: /^Remediation of / });
      await detail.waitFor();
      await detail
        .getByRole('table', { name: 'Loans of the remediation row' })
        .locator('tbody tr')
        .first()
        .waitFor();
      await page.screenshot({ path: screenshot('remediation-detail'), fullPage: true });

      // Purge: the sub-status Not_needed comes with it; without a comment the save is refused in the form.
      const form = detail.getByRole('form', { name: 'Remediation status' });
      await form.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Purge' });
      expect(await form.getByRole('combobox', { name: /^Sub-status/ }).inputValue()).toBe('NOT_NEEDED');
      await form.getByText(M.commentRequired).waitFor();
      expect(await form.getByRole('button', { name: 'Save remediation' }).isDisabled()).toBe(true);
      await form
        .getByLabel('Comments')
        .fill('Loans re-tested in the next load; this run used stale fee data.');
      await form.getByRole('button', { name: 'Save remediation' }).click();
      await expectToast(page, 'Success!', M.remediationSaved);
      await detail.getByText('Purge · Not_needed').first().waitFor();
      // Purged, the row can only be unpurged next.
      await expect
        .poll(async () =>
          form
            .getByRole('combobox', { name: /^Status/ })
            .locator('option')
            .allTextContents(),
        )
        .toEqual(['Purge', 'Unpurge']);

      // Evidence on the first task: a wrong type, a file whose bytes are not its type, then a real one.
      const task = detail.getByRole('article').first();
      const input = task.getByLabel(/^Add evidence/);
      await input.setInputFiles({
        name: 'tool.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
      await task.getByText(M.fileExtension).waitFor();
      expect(await task.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);
      await input.setInputFiles({
        name: 'letter.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('hello'),
      });
      await task.getByText(M.fileContent('.pdf')).waitFor();
      const content = 'loan_number,cure,amount\nLN-2026-00007,refund,125.00\n';
      await input.setInputFiles({
        name: 'cure-refunds.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(content),
      });
      await task.getByRole('button', { name: 'Upload' }).click();
      await expectToast(page, 'Success!', M.evidenceUploaded);
      const download = task.getByRole('button', { name: 'Download cure-refunds.csv' });
      await download.waitFor();
      await closeToasts(page);
      await page.screenshot({ path: screenshot('evidence'), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe('cure-refunds.csv');
      expect(await readFile(await savedDownload(file), 'utf8')).toBe(content);

      // Delete by keyboard: focus the button, Enter, then confirm.
      await task.getByRole('button', { name: 'Delete cure-refunds.csv' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
      await confirm.getByText('Delete the evidence cure-refunds.csv?').waitFor();
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await expectToast(page, 'Success!', M.evidenceDeleted);
      await expect
        .poll(() => task.getByRole('button', { name: 'Download cure-refunds.csv' }).count())
        .toBe(0);

      // The queue shows the row purged.
      await page.getByLabel('Filter by Status').selectOption({ label: 'Purge' });
      await queue.getByRole('button', { name: label }).waitFor();
    },
  );

  it(
    'creates work: a task added with its evidence, then completed, takes no more evidence; a loan and an action plan added',
    { timeout: 120_000 },
    async () => {
      await page.goto(`${harness.bffUrl}/compliance-testing/loan-remediation`);
      await page.getByRole('heading', { name: 'Loan Remediation', exact: true }).waitFor({ timeout: 20_000 });
      await page.getByLabel('Filter by Status').selectOption({ label: 'Review' });
      const queue = page.getByRole('table', { name: 'Loan remediation queue' });
      await expect.poll(async () => (await queue.locator('tbody').textContent()) ?? '').not.toContain('New');
      await queue
        .getByRole('button', { name: /^Open / })
        .first()
        .click();
      const detail = page.getByRole('region', { name: /^Remediation of / });
      await detail.waitFor();

      // Add a task by keyboard: the due date is required while the task is open.
      await detail.getByRole('button', { name: 'Add task' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add task' });
      await dialog.getByLabel('Title').fill('Send the corrected Loan Estimates');
      await dialog.getByLabel('Assignee').fill('Dana Whitfield');
      await dialog.getByLabel('Due date (YYYY-MM-DD)').fill('2026-02-30');
      await dialog.getByText(M.dateInvalid).waitFor();
      await dialog.getByLabel('Due date (YYYY-MM-DD)').fill('');
      await dialog.getByText(M.dueDateRequired).waitFor();
      expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await dialog.getByLabel('Due date (YYYY-MM-DD)').fill('2027-01-15');
      await page.screenshot({ path: screenshot('add-task') });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
      await expectToast(page, 'Success!', M.taskSaved);
      const task = detail.getByRole('article', { name: 'Send the corrected Loan Estimates' });
      await task.waitFor();

      // Evidence goes on while the task is open.
      await task.getByLabel(/^Add evidence/).setInputFiles({
        name: 'estimates.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Corrected Loan Estimates sent on 2027-01-10.\n'),
      });
      await task.getByRole('button', { name: 'Upload' }).click();
      await expectToast(page, 'Success!', M.evidenceUploaded);
      await task.getByText('estimates.txt').waitFor();

      // Completed: the evidence is final, no upload and no delete, and the card says why.
      // The same message twice is one toast: close the first before the second save.
      await closeToasts(page);
      await task.getByRole('button', { name: /^Edit task / }).click();
      const edit = page.getByRole('dialog', { name: 'Edit task' });
      await edit.getByLabel('Status').selectOption({ label: 'Completed' });
      await edit.getByRole('note').waitFor();
      await edit.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
      await expectToast(page, 'Success!', M.taskSaved);
      await task.getByText(M.taskCompleted).waitFor();
      expect(await task.getByLabel(/^Add evidence/).count()).toBe(0);
      expect(await task.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      await page.screenshot({ path: screenshot('task-completed'), fullPage: true });

      // A loan added by hand: an unknown loan number is refused beside its field.
      await page.getByRole('button', { name: 'Add loan to the queue' }).click();
      const add = page.getByRole('dialog', { name: 'Add loan to the queue' });
      await add.getByLabel('Loan number').fill('LN-1999-00000');
      await add.getByRole('combobox', { name: 'Testing rule' }).selectOption({ index: 1 });
      await add.getByLabel('What was found').fill('Fee tolerance cure missing.');
      await add.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
      await add.getByText(M.loanNotFound('LN-1999-00000')).waitFor();
      await add.getByRole('button', { name: 'Cancel' }).click();

      // An action plan for a row that has none.
      await page.goto(`${harness.bffUrl}/compliance-testing/action-plans`);
      await page.getByRole('button', { name: 'Add action plan' }).click();
      const plan = page.getByRole('dialog', { name: 'Add action plan' });
      await plan.getByRole('combobox', { name: 'Exceptions' }).selectOption({ index: 1 });
      await plan.getByLabel('Owner').fill('Dana Whitfield');
      await plan.getByLabel('Target date (YYYY-MM-DD)').fill('2027-03-31');
      await plan.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
      await expectToast(page, 'Success!', M.actionPlanAdded);
      await closeToasts(page);
    },
  );

  it('maintains a test group: add, a duplicate refused as typed, an in-use delete refused, a delete', async () => {
    await page.goto(`${harness.bffUrl}/compliance-testing/test-groups`);
    await page.getByRole('heading', { name: 'Test groups', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('gridcell', { name: 'TRID Disclosures' }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Add Test group' });
    await modal.getByRole('textbox', { name: /^Name/ }).fill('fair LENDING');
    await modal.getByText(M.duplicate('Test group')).waitFor();
    expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await modal.getByRole('textbox', { name: /^Name/ }).fill('Servicing Audits');
    await modal.getByRole('textbox', { name: /^Description/ }).fill('Quarterly servicing file reviews.');
    await page.screenshot({ path: screenshot('test-group-modal') });
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success!', M.saved);
    await page.getByRole('gridcell', { name: 'Servicing Audits' }).waitFor();

    // A group its rules use: the delete is refused at once with the number of rules.
    await page.getByRole('gridcell', { name: 'Flood Insurance' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Error!', M.inUse('Test group', 2));
    await page.getByRole('gridcell', { name: 'Servicing Audits' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success!', M.deleted);
    await expect.poll(() => page.getByRole('gridcell', { name: 'Servicing Audits' }).count()).toBe(0);
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('assesses an action plan from the work queue and finds it in the list of its status', async () => {
    await page.goto(`${harness.bffUrl}/compliance-testing/action-plans`);
    await page.getByRole('heading', { name: 'Action Plans', exact: true }).waitFor({ timeout: 20_000 });
    const queue = page.getByRole('table', { name: 'Action plan work queue' });
    const assess = queue.getByRole('button', { name: /^Assess / }).first();
    await assess.waitFor();
    const name = (await assess.getAttribute('aria-label'))!;
    await assess.click();
    const panel = page.getByRole('region', { name: /^Assessment of / });
    await panel.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'In Progress' });
    await panel
      .getByRole('textbox', { name: /^Root cause/ })
      .fill('The closing checklist had no three-day check.');
    await panel.getByRole('textbox', { name: /^Action plan/ }).fill('Add the check and retrain the closers.');
    await panel.getByLabel(/^Target date/).fill('');
    await panel.getByText(M.targetDateRequired).waitFor();
    await panel.getByLabel(/^Target date/).fill('2027-03-31');
    await page.screenshot({ path: screenshot('assessment'), fullPage: true });
    await panel.getByRole('button', { name: 'Save assessment' }).click();
    await expectToast(page, 'Success!', M.assessmentSaved);
    await page.getByRole('button', { name: 'All action plans' }).click();
    await page.getByLabel('Filter by Status').selectOption({ label: 'In Progress' });
    const list = page.getByRole('table', { name: 'Action plans' });
    await list.getByRole('button', { name }).waitFor();
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('lists the testing rules of a group with their requirement numbers', async () => {
    await page.goto(`${harness.bffUrl}/compliance-testing/testing-rules`);
    await page.getByRole('heading', { name: 'Testing Rules', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Filter by Test group').selectOption({ label: 'Flood Insurance' });
    const rules = page.getByRole('table', { name: 'Testing rules' });
    await expect.poll(() => rules.locator('tbody tr').count()).toBe(2);
    await page.getByRole('table', { name: 'Requirement numbers' }).getByText('22.3(a)').waitFor();
    await page.screenshot({ path: screenshot('testing-rules'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('draws the graphs with their numbers and lists a group’s loans from its bar and from the table', async () => {
    await page.goto(`${harness.bffUrl}/compliance-testing/graphs`);
    await page.getByRole('heading', { name: 'Testing Graphs', exact: true }).waitFor({ timeout: 20_000 });
    const population = page.getByRole('figure', { name: 'Group population' });
    const bars = population.locator('.recharts-bar-rectangle');
    await expect.poll(() => bars.count()).toBe(4);
    for (const title of [
      'Exceptions by testing rule',
      'Results by testing type',
      'Results by category',
      'Results by regulator',
    ])
      await page.getByRole('figure', { name: title }).locator('.recharts-bar-rectangle').first().waitFor();
    await page.screenshot({ path: screenshot('graphs'), fullPage: true });

    // A bar chooses its group: the list of its loans opens below, paged.
    await bars.first().click();
    const list = page.getByRole('region', { name: /^Loans of / });
    await list.getByRole('table').locator('tbody tr').first().waitFor();
    const first = (await list.getByRole('heading').textContent())!;
    expect(first).toMatch(/^Loans of .+ \(\d+\)$/);

    // The numbers as a table, chosen by keyboard.
    const toggle = population.getByRole('button', { name: 'Show numbers' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const table = population.getByRole('table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows.at(-1)).toMatch(/^Total/);
    await table.getByRole('button', { name: 'Flood Insurance' }).focus();
    await page.keyboard.press('Enter');
    await list.getByRole('heading', { name: /^Loans of Flood Insurance \(\d+\)$/ }).waitFor();
    const count = Number(/\((\d+)\)/.exec((await list.getByRole('heading').textContent())!)![1]);
    expect((await table.locator('tbody tr', { hasText: 'Flood Insurance' }).textContent())!).toContain(
      String(count),
    );
    await page.screenshot({ path: screenshot('graphs-drill-down'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Narrowed to one loan load, the chart counts that load's loans only.
    await page.getByLabel('Filter by Loan load').selectOption({ index: 1 });
    await expect.poll(() => list.count()).toBe(0);
    await expect.poll(() => bars.count()).toBeGreaterThan(0);
  });
});
