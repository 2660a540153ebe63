import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser, savedDownload } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs } from './spa.js';

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'lexbridge-e2e-shots');
const screenshot = (name: string) => path.join(SHOTS, `risk-${name}.png`);
const PERIOD = '2026-10-01 to 2026-12-31';
/** A one-page PDF's first bytes: the upload route checks the signature against the extension. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * Risk assessment in the browser, from questions to approval: business@ opens the fourth-quarter questionnaire of
 * their company process from the menu, answers a question of every type (an attachment too) and submits;
 * business-approver@ sends it back with a comment; business@ answers again and resubmits; the approver approves.
 * Then the administrator reorders sub-parameters with the keyboard and by dragging, and reads and exports a report.
 */
describe('risk assessment and risk rating through the browser', () => {
  let harness: Harness;
  let submitterContext: BrowserContext;
  let approverContext: BrowserContext;
  let submitter: Page;
  let approver: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    submitterContext = await launchBrowser();
    approverContext = await launchBrowser();
    submitter = await submitterContext.newPage();
    approver = await approverContext.newPage();
    for (const page of [submitter, approver]) await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(submitter, harness.bffUrl, 'business@lexbridge.test');
    await signInAs(approver, harness.bffUrl, 'business-approver@lexbridge.test');
  });
  afterAll(async () => {
    await submitterContext?.close();
    await approverContext?.close();
    await harness?.close();
  });

  async function openFromMenu(page: Page) {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .first()
      .locator('a[href="/risk-assessment"]')
      .first()
      .click();
    await page.getByRole('heading', { name: 'Risk Assessment', exact: true }).waitFor({ timeout: 20_000 });
  }

  /** Opens the fourth-quarter assessment from the Assessments tab (Open for the submitter, Review for the approver). */
  async function openAssessment(page: Page, button: 'Open' | 'Review') {
    await page.getByRole('tab', { name: 'Assessments' }).click();
    const row = page.getByRole('table', { name: 'Assessments' }).getByRole('row').filter({ hasText: PERIOD });
    await row.getByRole('button', { name: button }).click();
    await page.getByRole('heading', { name: new RegExp(PERIOD) }).waitFor();
  }

  it("says 'Please select a questionnaire.' until company process, frequency, period and stage are chosen", async () => {
    await openFromMenu(submitter);
    await submitter.getByRole('button', { name: 'Open questionnaire' }).click();
    await submitter.getByRole('alert').filter({ hasText: RISK_MESSAGES.selectQuestionnaire }).waitFor();
    await expectToast(submitter, 'Required!', RISK_MESSAGES.selectQuestionnaire);
    await submitter.getByLabel('Frequency').selectOption({ label: 'Quarterly' });
    await submitter.getByLabel('Period').selectOption({ label: 'Oct–Dec 2026' });
    await submitter.getByRole('button', { name: 'Open questionnaire' }).click();
    await submitter.getByRole('alert').filter({ hasText: RISK_MESSAGES.selectQuestionnaire }).waitFor();
    await submitter.screenshot({ path: screenshot('select-questionnaire') });
  });

  it('lets the submitter answer every type, attach evidence and submit', async () => {
    await openAssessment(submitter, 'Open');
    const page = submitter;
    const field = (question: string) =>
      page.locator('[data-testid^="question-"]').filter({ hasText: question });
    await field('Who owns the process?').getByRole('combobox').selectOption({ label: 'Ben Business' });
    await field('Is there a documented policy').getByRole('radio', { name: 'Yes' }).check();
    await field('Name of the governing committee').getByRole('textbox').fill('Operational Risk Committee');
    await field('Which other company processes').getByRole('checkbox').first().check();
    await field('How many key controls').getByRole('spinbutton').fill('7');
    await field('How effective were the controls')
      .getByRole('radio', { name: 'Partially effective' })
      .check();
    await field('Date of the last control test').locator('input[type="date"]').fill('2026-11-14');
    const systems = field('List the systems');
    await systems.getByRole('textbox').first().fill('Core banking');
    await systems.getByRole('button', { name: /Add another/ }).click();
    await systems.getByRole('textbox').nth(1).fill('CRM');
    await field('Describe the findings').getByRole('textbox').fill('One reconciliation was late.');
    const remediation = field('Remediation actions taken');
    await remediation.getByRole('textbox').first().fill('Reminder added to the close calendar.');
    await remediation.getByRole('button', { name: /Add another/ }).click();
    await remediation.getByRole('textbox').nth(1).fill('Second reviewer assigned.');
    await page.screenshot({ path: screenshot('answers'), fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Success!', 'Answers saved successfully');

    // Submitting before the required evidence is attached is refused in the catalogue's words.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Error!', RISK_MESSAGES.attachmentRequired);

    const evidence = field('Attach the control test evidence');
    await evidence.locator('input[type="file"]').setInputFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text'),
    });
    await expectToast(page, 'Error!', RISK_MESSAGES.fileHeader);
    await evidence.locator('input[type="file"]').setInputFiles({
      name: 'control-test.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expectToast(page, 'Success!', 'File uploaded successfully');
    await evidence.getByRole('button', { name: 'control-test.pdf', exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      evidence.getByRole('button', { name: 'control-test.pdf', exact: true }).click(),
    ]);
    expect(readFileSync(await savedDownload(download)).equals(PDF)).toBe(true);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Success!', 'Assessment submitted for approval');
    await page
      .getByText('The assessment is submitted; it can change again only when it is sent back.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).count()).toBe(0);
  });

  it('lets the approver send it back with a comment, and the submitter resubmit', async () => {
    await openFromMenu(approver);
    await openAssessment(approver, 'Review');
    await approver.getByRole('button', { name: 'Send back' }).click();
    await expectToast(approver, 'Error!', RISK_MESSAGES.commentRequired);
    await approver
      .getByRole('textbox', { name: 'Approver comment' })
      .fill('Name the owner of the CRM controls.');
    await approver.screenshot({ path: screenshot('review'), fullPage: true });
    await approver.getByRole('button', { name: 'Send back' }).click();
    await expectToast(approver, 'Success!', 'Assessment sent back');

    await openFromMenu(submitter);
    await openAssessment(submitter, 'Open');
    await submitter.getByText('Name the owner of the CRM controls.').waitFor();
    const remarks = submitter
      .locator('[data-testid^="question-"]')
      .filter({ hasText: 'Describe the findings' });
    await remarks
      .getByRole('textbox')
      .fill('One reconciliation was late; the CRM controls are owned by Ben Business.');
    await submitter.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(submitter, 'Success!', 'Assessment submitted for approval');
  });

  it('lets the approver approve, and the history tells the whole story', async () => {
    await openFromMenu(approver);
    await openAssessment(approver, 'Review');
    await approver.getByRole('button', { name: 'Approve' }).click();
    await expectToast(approver, 'Success!', 'Assessment approved');
    await approver.getByText('Approved', { exact: true }).first().waitFor();
    await approver.getByRole('button', { name: 'Show history' }).click();
    const history = approver.getByRole('table', { name: 'Assessment history' });
    await history.getByRole('cell', { name: 'Approved', exact: true }).waitFor();
    const actions = await history.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(actions.slice(0, 4)).toEqual(['Approved', 'Submitted', 'Sent back', 'Submitted']);
    await approver.screenshot({ path: screenshot('approved'), fullPage: true });
  });

  it('lets the administrator add, rename and delete a question type, and says why a type in use or built in stays', async () => {
    const context = await launchBrowser();
    const admin = await context.newPage();
    await admin.setViewportSize({ width: 1440, height: 900 });
    await signInAs(admin, harness.bffUrl, 'admin@lexbridge.test');
    await admin.goto(`${harness.bffUrl}/risk-manage-menu/risk-rating`);
    await admin.getByRole('tab', { name: 'Question types' }).click();
    const table = admin.getByRole('table', { name: 'Question types' });
    await table.waitFor();
    // Built-in types have no Edit or Delete.
    expect(await table.getByRole('button', { name: 'Edit Calendar Field' }).count()).toBe(0);
    const form = admin.getByRole('form', { name: 'Add question type' });
    await form.getByLabel('Type name').fill('number');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText(RISK_MESSAGES.questionTypeDuplicate).waitFor();
    await form.getByLabel('Type name').fill('Maturity scale');
    await form.getByLabel('Type name').press('Enter');
    await expectToast(admin, 'Success!', RISK_MESSAGES.questionTypeSaved);
    await table.getByRole('button', { name: 'Edit Maturity scale' }).click();
    const update = admin.getByRole('form', { name: 'Update question type' });
    await update.getByLabel('Type name').fill('Maturity level');
    await update.getByRole('button', { name: 'Update' }).click();
    await expectToast(admin, 'Success!', RISK_MESSAGES.questionTypeSaved);
    // Yes/No is used by questions: the confirmation says why it cannot go, and the BFF refuses it the same way.
    await table.getByRole('button', { name: 'Delete Yes/No' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Confirm' });
    await confirm.getByText(/^Yes\/No is used by \d+ questions? and cannot be deleted/).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await admin
      .getByText(/^Yes\/No is used by \d+ questions? and cannot be deleted/)
      .last()
      .waitFor();
    await table.getByRole('button', { name: 'Delete Maturity level' }).click();
    await admin.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(admin, 'Success!', RISK_MESSAGES.questionTypeDeleted);
    await expect.poll(() => table.getByText('Maturity level').count()).toBe(0);
    await admin.screenshot({ path: screenshot('question-types'), fullPage: true });
    await context.close();
  });

  it('lets the administrator reorder sub-parameters by keyboard and by dragging, then save only what changed', async () => {
    const context = await launchBrowser();
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAs(page, harness.bffUrl, 'admin@lexbridge.test');
      await page.goto(`${harness.bffUrl}/risk-manage-menu/risk-rating`);
      await page.getByRole('heading', { name: 'Risk Rating', exact: true }).waitFor({ timeout: 20_000 });
      const list = page.getByRole('list', { name: 'Sub-parameters of Inherent Risk' });
      await list.getByRole('button', { name: /Reorder Customer Impact/ }).focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await list.getByRole('listitem').allTextContents()).toEqual([
        expect.stringContaining('Customer Impact'),
        expect.stringContaining('Regulatory Complexity'),
        expect.stringContaining('Transaction Volume'),
      ]);
      const residual = page.getByRole('list', { name: 'Sub-parameters of Residual Risk' });
      await residual
        .getByRole('listitem')
        .filter({ hasText: 'Remediation Status' })
        .dragTo(residual.getByRole('listitem').filter({ hasText: 'Open Findings' }));
      expect((await residual.getByRole('listitem').first().textContent()) ?? '').toContain(
        'Remediation Status',
      );
      await page.screenshot({ path: screenshot('reorder'), fullPage: true });
      await page.getByRole('button', { name: /Save order \(5\)/ }).click();
      await expectToast(page, 'Success!', 'Order saved successfully');
      await page.reload();
      const saved = page.getByRole('list', { name: 'Sub-parameters of Inherent Risk' });
      await expect
        .poll(async () => (await saved.getByRole('listitem').first().textContent()) ?? '')
        .toContain('Customer Impact');

      await page.goto(`${harness.bffUrl}/risk-manage-menu/risk-reports`);
      await page.getByRole('heading', { name: 'Risk Reports', exact: true }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Implementation Status Report' }).click();
      await page.getByRole('figure', { name: 'Assessments by status' }).waitFor();
      await page.screenshot({ path: screenshot('report'), fullPage: true });
      const [excel] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      const today = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      expect(excel.suggestedFilename()).toBe(
        `Implementation Status Report ${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.xlsx`,
      );
    } finally {
      await context.close();
    }
  });
});
