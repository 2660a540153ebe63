import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAPS_MESSAGES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { axeViolations } from './axe.js';
import { launchBrowser } from './browser.js';
import { closeToasts, expectToast, requireBuiltWeb, signInAs } from './spa.js';

const SHOTS = process.env.GAPS_SHOTS ?? '';
const HIERARCHY = '/hierarchy/process-hierarchy';
const GAPS = '/gaps/gaps-and-updates';
const ASSESS = '/client-change-management/assess-change';

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gaps-${name}.png`, fullPage: true });
}

function tree(page: Page) {
  return page.getByRole('tree', { name: 'Process hierarchy' });
}

function item(page: Page, name: string) {
  return tree(page).getByRole('treeitem').filter({ hasText: name }).first();
}

async function workbook(rows: (string | null)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Process Hierarchy');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'gaps-e2e-')), 'hierarchy.xlsx');
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

/**
 * Process hierarchy, gaps and updates and client change management in the browser, as business@: edit the hierarchy
 * (expand lazily, tick one process and read the delete confirmation, add, rename and move a process, search, Expand All / Collapse, upload, find the provider
 * hierarchy read-only, accept a proposal), answer a gaps questionnaire with a file, and take a changed law through client
 * change management (submitted by business@, accepted by business-approver@: the submitter may not accept it).
 */
describe('gaps journeys', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    context = await launchBrowser();
    page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAs(page, harness.bffUrl, 'business@lexbridge.test');
  });
  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  // The longest journey (a dozen screens' worth of steps, three axe passes): two minutes on a loaded machine.
  it('edits the process hierarchy with mouse and keyboard', { timeout: 120_000 }, async () => {
    await page.goto(`${harness.bffUrl}${HIERARCHY}`);
    await page.getByRole('heading', { name: 'Process Hierarchy' }).waitFor();
    await tree(page).getByRole('treeitem').first().waitFor();
    await expect.poll(() => page.getByText('Primary Hierarchy', { exact: true }).count()).toBeGreaterThan(0);
    const first = tree(page).getByRole('treeitem').first();
    const topName = (await first.getAttribute('data-name'))!;
    // Lazy children: expanding loads them.
    await first.getByRole('button', { name: `Expand ${topName}` }).click();
    await expect.poll(() => tree(page).locator('[aria-level="2"]').count()).toBeGreaterThan(0);
    await shot(page, 'hierarchy-expanded');

    // Ticking the second level ticks exactly it: not its parent, not its children.
    const child = tree(page).locator('[aria-level="2"]').first();
    const childName = (await child.getAttribute('data-name'))!;
    await child.getByRole('button', { name: `Expand ${childName}` }).click();
    await expect.poll(() => tree(page).locator('[aria-level="3"]').count()).toBeGreaterThan(0);
    const grandchildren = await tree(page).locator('[aria-level="3"]').count();
    await child.getByRole('checkbox').check();
    expect(await first.getByRole('checkbox').isChecked()).toBe(false);
    expect(await tree(page).locator('[aria-level="3"]').first().getByRole('checkbox').isChecked()).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Delete Checked (1)' }).click();
    // The confirmation names the ticked process with what lies under it, and refuses while it is mapped.
    const confirm = page.getByRole('alertdialog', { name: 'Delete 1 checked process' });
    const listed = confirm.getByRole('list', { name: 'Processes to delete' }).getByRole('listitem');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.first().innerText()).toMatch(
      new RegExp(
        `^${childName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, with the ${grandchildren} process(es)? under it`,
      ),
    );
    await confirm.getByText(/^In all \d+ process(es)? will be deleted/).waitFor();
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await child.getByRole('checkbox').uncheck();
    await expect.poll(() => page.getByRole('button', { name: 'Delete Checked (0)' }).count()).toBe(1);

    // Keyboard: focus the tree, move down, Space checks, Enter selects.
    await tree(page).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: childName, level: 2 }).waitFor();

    // Remap searches the whole hierarchy (not only the loaded rows) and moves every mapping of the process.
    await page.getByRole('button', { name: 'Remap to another process…' }).click();
    const remap = page.getByRole('dialog', { name: `Remap ${childName}` });
    await remap.getByRole('button', { name: 'Remap', exact: true }).click();
    await remap.getByText(GAPS_MESSAGES.selectProcesses).waitFor();
    await remap.getByLabel('Search processes to remap to').fill('quality control');
    const targets = remap.getByRole('radiogroup', { name: 'Processes to remap to' }).getByRole('radio');
    await expect.poll(() => targets.count()).toBeGreaterThan(1);
    await shot(page, 'hierarchy-remap');
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: into the radio group, the arrow picks the next process.
    await targets.first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await targets.nth(1).isChecked()).toBe(true);
    await remap.getByRole('button', { name: 'Remap', exact: true }).click();
    await expectToast(page, 'Success!', GAPS_MESSAGES.mappingRemapped);
    await remap.waitFor({ state: 'detached' });
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);

    // Add a process under the selected one, then rename it.
    await page.getByLabel('New process name').fill('Journey Review Step');
    await page.getByLabel('Add under').selectOption('selected');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Success!', GAPS_MESSAGES.processAdded);
    await item(page, 'Journey Review Step').click();
    await page.getByLabel('Process name', { exact: true }).fill('Journey Review Step Renamed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Success!', GAPS_MESSAGES.processUpdated);
    await item(page, 'Journey Review Step Renamed').waitFor();

    // Move it to the top of the hierarchy by keyboard: it keeps its name and lands at level 1.
    await page.getByRole('button', { name: 'Move…' }).click();
    const move = page.getByRole('dialog', { name: 'Move Journey Review Step Renamed' });
    const parents = move.getByRole('radiogroup', { name: 'New parent' }).getByRole('radio');
    await expect.poll(() => parents.count()).toBeGreaterThan(2);
    expect(await move.getByRole('button', { name: 'Move', exact: true }).isDisabled()).toBe(true);
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await move.getByLabel('Filter new parents').press('Tab');
    await page.keyboard.press('Space');
    expect(await parents.first().isChecked()).toBe(true);
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await expectToast(page, 'Success!', GAPS_MESSAGES.processMoved);
    await move.waitFor({ state: 'detached' });

    // Search shows the hit with its ancestors (none: it was moved to the top); Clear goes back.
    await page.getByLabel('Search processes').fill('journey review');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/1 process\(es\) match/).waitFor();
    expect(await item(page, 'Journey Review Step Renamed').getAttribute('aria-level')).toBe('1');
    await shot(page, 'hierarchy-search');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();

    // Expand All opens every level at once; Collapse closes it.
    await page.getByRole('button', { name: 'Expand All', exact: true }).click();
    await page.getByRole('button', { name: 'Collapse', exact: true }).waitFor();
    await expect.poll(() => tree(page).locator('[aria-level="3"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Collapse', exact: true }).click();
    await expect.poll(() => tree(page).locator('[aria-level="2"]').count()).toBe(0);

    // Upload a workbook: the bulk save's counts.
    const file = await workbook([
      ['Level 1', 'Level 2', 'Description'],
      ['Journey Upload', null, 'Uploaded in the journey'],
      ['Journey Upload', 'Journey Upload Child', null],
    ]);
    await page.getByLabel('Upload hierarchy workbook').setInputFiles(file);
    await expectToast(page, 'Success!', 'Records inserted: 2, updated: 0');
    await item(page, 'Journey Upload').waitFor();

    // Accept a proposed process.
    const proposals = page.getByRole('table', { name: 'Proposed processes' });
    const proposal = proposals.locator('tbody tr').first();
    const proposed = (await proposal.locator('td').first().locator('p').first().innerText()).trim();
    await proposal.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Success!', GAPS_MESSAGES.proposalAccepted);

    // The provider's standard hierarchy is read-only to a client's user: no primary switch there. Harborview's own
    // hierarchy stays its primary one.
    await page.getByLabel('Variant').selectOption('PROVIDER');
    await page
      .getByRole('option', { name: /Standard Process Taxonomy/ })
      .first()
      .waitFor({ state: 'attached' });
    await expect.poll(() => page.getByRole('button', { name: 'Set as Primary Hierarchy' }).count()).toBe(0);
    await page.getByLabel('Variant').selectOption('CLIENT');
    await page.getByText('Primary Hierarchy', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Set as Primary Hierarchy' }).isDisabled()).toBe(true);
    expect(proposed.length).toBeGreaterThan(0);
    await shot(page, 'hierarchy-done');
  });

  it(
    'answers a gaps questionnaire with a file, adds an action plan, then opens the law in Map Artifacts',
    { timeout: 120_000 },
    async () => {
      await page.goto(`${harness.bffUrl}${GAPS}`);
      await page.getByRole('heading', { name: 'Gaps and Updates', level: 1 }).waitFor();
      const rows = page.getByRole('table', { name: 'Gaps' }).locator('tbody tr');
      await rows.first().waitFor();
      const row = rows.filter({ hasText: 'Open' }).first();
      // Not submitted yet: the business module refuses to open the gap's law.
      await row.getByRole('button', { name: 'Map Artifacts' }).click();
      await expectToast(page, 'Error!', GAPS_MESSAGES.completeGapsFirst);
      await row.getByRole('button', { name: 'Work on gap' }).click();
      await page.getByRole('heading', { name: 'Questionnaire', level: 3 }).waitFor();

      // The sub-question shows only for its parent's trigger answer.
      const parent = page.getByLabel('Is the gap caused by a missing policy or procedure?', { exact: true });
      const sub = page.getByLabel('Which policy or procedure must be written or changed?', { exact: true });
      await parent.selectOption('No');
      expect(await sub.count()).toBe(0);
      await parent.selectOption('Yes');
      await sub.fill('The complaint handling procedure.');
      await page
        .getByLabel('Describe the gap in your own words', { exact: true })
        .fill('The procedure does not cover phone complaints.');
      await page.getByLabel('Risk if the gap is left open', { exact: true }).selectOption('High');
      await page.getByLabel('Target date to close the gap', { exact: true }).fill('2027-05-31');
      await page.getByRole('button', { name: 'Save Draft' }).click();
      await expectToast(page, 'Success!', 'Answers saved as draft.');
      // Submit without the attachment: refused.
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expectToast(page, 'Error!', GAPS_MESSAGES.answerRequired);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'gaps-e2e-')), 'evidence.txt');
      writeFileSync(file, 'Phone complaints log, May 2027.');
      await page.getByLabel('Attach a file: Supporting evidence').setInputFiles(file);
      await expectToast(page, 'Success!', 'File uploaded successfully.');
      const evidence = page.getByRole('button', { name: 'evidence.txt', exact: true });
      const [download] = await Promise.all([page.waitForEvent('download'), evidence.click()]);
      expect(download.suggestedFilename()).toBe('evidence.txt');
      await shot(page, 'gaps-questionnaire');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expectToast(page, 'Success!', 'Gaps and updates questionnaire submitted.');
      await page.getByText('Submitted', { exact: true }).first().waitFor();

      // An action plan for the gap.
      await page
        .getByLabel('Action to take', { exact: true })
        .fill('Extend the procedure to phone complaints');
      await page.getByLabel('Task type', { exact: true }).selectOption({ label: 'Procedure Update' });
      await page.getByRole('button', { name: 'Add Action Plan' }).click();
      await expectToast(page, 'Success!', GAPS_MESSAGES.actionPlanSaved);
      await page
        .getByRole('table', { name: 'Action plans' })
        .getByText('Extend the procedure to phone complaints')
        .waitFor();
      await shot(page, 'gaps-action-plan');
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);

      // The questionnaire editor is every client's on the line: provider staff keep it (business@ sees no editor).
      expect(await page.getByRole('button', { name: 'Save Headers' }).count()).toBe(0);
      await signInAs(page, harness.bffUrl, 'admin@lexbridge.test');
      await page.goto(`${harness.bffUrl}${GAPS}`);
      await page.getByRole('heading', { name: 'Gaps and Updates', level: 1 }).waitFor();
      // Rename a header (two alike are refused), move it up with the keyboard, save.
      await page.getByRole('button', { name: 'Rename header Remediation' }).click();
      const rename = page.getByLabel('New text for header Remediation');
      await rename.fill('gap assessment');
      await page.getByText(GAPS_MESSAGES.headerDuplicate).waitFor();
      await rename.fill('Remediation Plan');
      await rename.press('Enter');
      await page.getByRole('button', { name: /^Reorder Remediation Plan, position 2 of 2/ }).focus();
      await page.keyboard.press('ArrowUp');
      await page.getByRole('button', { name: /^Reorder Remediation Plan, position 1 of 2/ }).waitFor();
      await page.getByRole('button', { name: 'Save Headers' }).click();
      await expectToast(page, 'Success!', GAPS_MESSAGES.headersSaved);
      await expect
        .poll(() => page.getByRole('list', { name: 'Question headers' }).locator('li').first().innerText())
        .toContain('Remediation Plan');
      // Edit a question: its text, and a type change refused once it is answered.
      await page.getByRole('button', { name: 'Edit question Risk if the gap is left open' }).click();
      await page.getByLabel('Question text', { exact: true }).fill('Risk while the gap is open');
      await page.getByLabel('Question type', { exact: true }).selectOption({ label: 'Comment' });
      await page.getByRole('button', { name: 'Save Question' }).click();
      await expectToast(page, 'Error!', GAPS_MESSAGES.questionTypeAnswered);
      await page.getByLabel('Question type', { exact: true }).selectOption({ label: 'Options' });
      await page.getByRole('button', { name: 'Save Question' }).click();
      await expectToast(page, 'Success!', GAPS_MESSAGES.questionSaved);
      await page.getByRole('table', { name: 'Questions' }).getByText('Risk while the gap is open').waitFor();
      await shot(page, 'gaps-editor');
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);

      // Submitted: Map Artifacts opens the law in the business module (tab index 3).
      await signInAs(page, harness.bffUrl, 'business@lexbridge.test');
      await page.goto(`${harness.bffUrl}${GAPS}`);
      await rows.first().waitFor();
      const submitted = rows.filter({ hasText: 'Submitted' }).first();
      await submitted.getByRole('button', { name: 'Map Artifacts' }).click();
      await page.waitForURL(/\/business-module\/map-artifacts\?from=gaps-and-updates/);
      await page.getByRole('heading', { name: 'Map Artifacts' }).first().waitFor();
      await shot(page, 'gaps-map-artifacts');
    },
  );

  it('takes a changed law through client change management', async () => {
    await page.goto(`${harness.bffUrl}${ASSESS}`);
    await page.getByRole('heading', { name: 'Assess Change', level: 1 }).waitFor();
    const laws = page.getByRole('table', { name: 'Changed laws' });
    await laws.locator('tbody tr').first().waitFor();
    await laws.locator('tbody tr').first().getByRole('button', { name: 'Company processes' }).click();
    const byProcess = page.getByRole('table', { name: 'Changes by company process' });
    await byProcess.locator('tbody tr').first().getByRole('button', { name: 'Assess' }).click();
    const detail = page.getByRole('heading', { level: 2 }).filter({ hasText: '·' }).first();
    await detail.waitFor();

    // Submitting with undecided requirements is refused.
    await page.getByRole('button', { name: 'Submit Changes' }).click();
    await expectToast(page, 'Error!', GAPS_MESSAGES.assessAllFirst);

    // Decide every requirement: the first is updated with new wording, the others accepted as proposed.
    const decisions = page.getByLabel(/^Decision /);
    const count = await decisions.count();
    expect(count).toBeGreaterThan(1);
    await decisions.first().selectOption('Updated');
    const proposed = page.getByLabel(/^Proposed requirement /).first();
    await proposed.fill('Keep a record of each step for five years.');
    // Each save answers with the same message: its toast is closed before the next save, which then shows its own.
    for (let index = 0; index < count; index += 1) {
      await page.getByRole('button', { name: 'Save Decision' }).nth(index).click();
      await expectToast(page, 'Success!', 'Proposed requirement updated successfully.');
      await closeToasts(page);
    }

    // Re-map the first requirement: its updated signature, submitted.
    await page.getByRole('button', { name: 'Requirement mapping' }).first().click();
    await page.getByText('Current signature:').first().waitFor();
    const boxes = page.locator('label input[type="checkbox"]');
    await boxes.first().check();
    await page.getByRole('button', { name: 'Submit Mapping' }).first().click();
    await expectToast(page, 'Success!', 'Requirement mapping submitted successfully.');
    await shot(page, 'assess-change-decided');

    // The client change management questionnaire of the first changed requirement, with a file, submitted.
    await page.getByRole('button', { name: 'Questionnaire', exact: true }).first().click();
    const impact = page.getByLabel('Does the change affect this company process?', { exact: true });
    await impact.selectOption('Yes');
    await page.getByLabel('Which procedures change?', { exact: true }).fill('Record keeping.');
    await page.getByLabel('Date the change must be in place', { exact: true }).fill('2027-09-30');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Error!', GAPS_MESSAGES.answerRequired);
    const procedure = path.join(mkdtempSync(path.join(tmpdir(), 'gaps-e2e-')), 'procedure.txt');
    writeFileSync(procedure, 'Updated record keeping procedure.');
    await page.getByLabel('Attach a file: Evidence of the updated procedure').setInputFiles(procedure);
    await expectToast(page, 'Success!', 'File uploaded successfully.');
    await page.getByRole('button', { name: 'procedure.txt', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Success!', GAPS_MESSAGES.changeAnswersSubmitted);
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    await shot(page, 'assess-change-questionnaire');
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit Changes' }).click();
    await expectToast(page, 'Success!', 'Changes submitted successfully.');
    // Separation of duties: business@ submitted the change, so Accept Law is not theirs, and the screen says why.
    const ownAccept = page.getByRole('button', { name: 'Accept Law' });
    await ownAccept.waitFor();
    expect(await ownAccept.isDisabled()).toBe(true);
    await page.getByText(OWNERSHIP_MESSAGES.ownWork).waitFor();

    // business-approver@, a business user of the same client and lines, accepts it from the assess work queue.
    await closeToasts(page);
    await signInAs(page, harness.bffUrl, 'business-approver@lexbridge.test');
    await page.goto(`${harness.bffUrl}${ASSESS}`);
    const assessQueue = page.getByRole('table', { name: 'Assess work queue' });
    await assessQueue.getByRole('button', { name: 'Assess' }).first().click();
    await detail.waitFor();
    const accept = page.getByRole('button', { name: 'Accept Law' });
    expect(await accept.isDisabled()).toBe(false);
    expect(await page.getByText(OWNERSHIP_MESSAGES.ownWork).count()).toBe(0);
    await accept.click();
    await expectToast(page, 'Success!', 'Law accepted successfully.');
    await page.getByText('Accepted', { exact: true }).first().waitFor();

    // The law opens in the business module at tab index 3, for its business contact.
    await signInAs(page, harness.bffUrl, 'business@lexbridge.test');
    await page.goto(`${harness.bffUrl}${ASSESS}`);
    await laws.locator('tbody tr').first().getByRole('button', { name: 'Company processes' }).click();
    await byProcess.locator('tbody tr').first().getByRole('button', { name: 'Assess' }).click();
    await detail.waitFor();
    await page.getByRole('button', { name: 'Map Artifacts' }).click();
    await page.waitForURL(/\/business-module\/map-artifacts\?from=assess-change/);
    await page.getByRole('heading', { name: 'Map Artifacts' }).first().waitFor();
    await shot(page, 'assess-change-map-artifacts');
  });

  it('maintains the client change management questionnaire apart from the gaps one', async () => {
    // Provider staff maintain the questionnaire every client on a line answers.
    await signInAs(page, harness.bffUrl, 'admin@lexbridge.test');
    await page.goto(`${harness.bffUrl}${ASSESS}`);
    await page.getByRole('heading', { name: 'Assess Change', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Questionnaire', level: 2 }).waitFor();
    await page.getByLabel('New header').fill('Follow-up');
    await page.getByRole('button', { name: 'Add Header' }).click();
    await expectToast(page, 'Success!', GAPS_MESSAGES.headersSaved);
    const headers = page.getByRole('list', { name: 'Question headers' });
    await headers.getByText('Follow-up').waitFor();
    expect(await headers.getByText('Remediation Plan').count()).toBe(0);
    await shot(page, 'assess-change-editor');
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
