import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REQUIREMENT_MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb, signInAs } from './spa.js';

const DASHBOARD = '/legal-module/legal-dashboard';

/** A toast with this text (whatever its title). */
async function expectToastText(page: Page, description: string): Promise<void> {
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: description })
    .first()
    .waitFor({ timeout: 15_000 });
}

async function openDashboard(page: Page, bffUrl: string): Promise<void> {
  await page.goto(`${bffUrl}${DASHBOARD}`);
  await page.getByRole('heading', { name: 'Legal Dashboard' }).waitFor();
  await page.getByRole('table', { name: 'Workflow steps' }).waitFor();
}

/** Clicks a step's count in a column, e.g. ('Define Business Requirements', 'Pending'). */
async function chooseCount(page: Page, step: string, column: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${step} ${column} \\d+$`) }).click();
}

/** The section names listed in the laws table, in order. */
async function listedSections(page: Page): Promise<string[]> {
  await page.getByRole('table', { name: 'Laws' }).waitFor();
  return page
    .getByRole('table', { name: 'Laws' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-section') ?? ''));
}

async function openLaw(page: Page, section: string): Promise<void> {
  await page
    .getByRole('button', { name: `Open ${section}`, exact: true })
    .first()
    .click();
}

/** The requirement numbers of the grid, top to bottom. */
async function gridNumbers(page: Page, grid: string): Promise<string[]> {
  const cells = page.getByRole('grid', { name: grid }).locator('[role="row"] [aria-colindex="2"]');
  return (await cells.allTextContents()).slice(1).map((text) => text.trim());
}

/**
 * The requirements workflow in the browser: the lawyer defines a header and a requirement
 * and submits; the approver (approver@) approves it, sends another back with a comment the lawyer then sees; the lawyer
 * deletes and renumbers requirements of a draft; the read-only user can look but not edit.
 */
describe('the requirements workflow through the browser', () => {
  let harness: Harness;
  let lawyerContext: BrowserContext;
  let approverContext: BrowserContext;
  let lawyer: Page;
  let approver: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    [lawyerContext, approverContext] = await Promise.all([launchBrowser(), launchBrowser()]);
    [lawyer, approver] = await Promise.all([lawyerContext.newPage(), approverContext.newPage()]);
    await signInAs(lawyer, harness.bffUrl, 'lawyer@lexbridge.test');
    await signInAs(approver, harness.bffUrl, 'approver@lexbridge.test');
  });
  afterAll(async () => {
    await lawyerContext?.close();
    await approverContext?.close();
    await harness?.close();
  });

  let defined = '';

  it('defines a header and a defined requirement on a section and submits it', async () => {
    await openDashboard(lawyer, harness.bffUrl);
    await chooseCount(lawyer, 'Define Business Requirements', 'Pending');
    defined = (await listedSections(lawyer))[0]!;
    await openLaw(lawyer, defined);
    await lawyer
      .getByRole('heading', { name: new RegExp(defined.replace(/[.*+?^${}()|[\]\\§]/g, '.')) })
      .waitFor();
    await lawyer.getByText(REQUIREMENT_MESSAGES.noDataFound).waitFor();

    // No law text chosen yet: the spec's message.
    await lawyer.getByRole('button', { name: 'Add Requirement' }).click();
    await expectToastText(lawyer, REQUIREMENT_MESSAGES.selectLawsFirst);

    const tree = lawyer.getByRole('tree', { name: 'Law text' });
    await tree.getByRole('checkbox').first().check({ force: true });

    await lawyer.getByRole('button', { name: 'Add Requirement' }).click();
    const dialog = lawyer.getByRole('dialog', { name: 'Individual Business Requirement' });
    await expect(dialog.getByRole('button', { name: 'Create Requirement' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Requirement Type').selectOption('1');
    await dialog.getByRole('button', { name: 'Create Requirement' }).click();
    await expectToastText(lawyer, REQUIREMENT_MESSAGES.added);

    await lawyer.getByRole('button', { name: 'Add Requirement' }).click();
    const second = lawyer.getByRole('dialog', { name: 'Individual Business Requirement' });
    await second.getByLabel('Requirement Type').selectOption('2');
    await second.getByLabel('Business Requirement').fill('1 notice');
    await second.getByText(REQUIREMENT_MESSAGES.textInvalid).waitFor();
    await second
      .getByLabel('Business Requirement')
      .fill('Notify the applicant of action taken within 30 days');
    await second.getByRole('button', { name: 'Create Requirement' }).click();
    await expectToastText(lawyer, REQUIREMENT_MESSAGES.added);

    const grid = 'Business requirements of the law';
    await lawyer
      .getByRole('grid', { name: grid })
      .getByText('Notify the applicant of action taken within 30 days')
      .waitFor();
    const numbers = await gridNumbers(lawyer, grid);
    expect(numbers).toHaveLength(2);
    // Sized to its rows (header, two rows, border), not a fixed 400px with an empty band.
    expect((await lawyer.getByRole('grid', { name: grid }).boundingBox())!.height).toBeCloseTo(48 * 3 + 2, 0);

    // The yes/no column's select all sets every row, saved at once.
    await lawyer.getByRole('grid', { name: grid }).getByLabel('Select all Yes or No').selectOption('0');
    await expectToastText(lawyer, REQUIREMENT_MESSAGES.allApplicable(false));
    await lawyer.waitForFunction(
      (name) =>
        [...document.querySelectorAll(`[aria-label="${name}"] select[aria-label^="Applicable "]`)].every(
          (cell) => (cell as HTMLSelectElement).value === '0',
        ),
      grid,
    );

    await lawyer.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToastText(lawyer, 'Business Requirements submitted successfully.');
    await lawyer.getByRole('heading', { name: 'Legal Dashboard' }).waitFor();
  });

  it('approves it as another user, and the dashboard shows it completed', async () => {
    await openDashboard(approver, harness.bffUrl);
    await chooseCount(approver, 'Approve Business Requirements', 'Pending');
    expect(await listedSections(approver)).toContain(defined);
    await openLaw(approver, defined);
    const grid = approver.getByRole('grid', { name: 'Business requirements of the section' });
    await grid.getByText('Notify the applicant of action taken within 30 days').waitFor();
    await grid.getByText(REQUIREMENT_MESSAGES.headerText).waitFor();
    await approver.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToastText(approver, REQUIREMENT_MESSAGES.approved);
    // Back on the dashboard (tab 0) after 2 seconds.
    await approver.waitForURL(`**${DASHBOARD}`, { timeout: 10_000 });
    await chooseCount(approver, 'Approve Business Requirements', 'Completed');
    expect(await listedSections(approver)).toContain(defined);
  });

  it('sends a law back with a required comment that the lawyer then sees', async () => {
    await openDashboard(approver, harness.bffUrl);
    await chooseCount(approver, 'Approve Business Requirements', 'Pending');
    const section = (await listedSections(approver))[0]!;
    await openLaw(approver, section);
    await approver.getByRole('button', { name: 'Send back Comment' }).click();
    const dialog = approver.getByRole('dialog', { name: 'Send back Comment' });
    await expect(dialog.getByLabel('Send Back To').inputValue()).resolves.toBe('Lena Lawyer');
    await dialog.getByLabel('Comment').fill('   ');
    await expect(dialog.getByRole('button', { name: 'Send Back' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Comment').fill('  Please split the record keeping requirement.  ');
    await dialog.getByRole('button', { name: 'Send Back' }).click();
    await expectToastText(approver, REQUIREMENT_MESSAGES.sentBack);
    await approver.waitForURL(`**${DASHBOARD}`, { timeout: 10_000 });

    await openDashboard(lawyer, harness.bffUrl);
    await chooseCount(lawyer, 'Define Business Requirements', 'Pending');
    const row = lawyer.getByRole('table', { name: 'Laws' }).locator('tbody tr').first();
    await row.getByText(REQUIREMENT_MESSAGES.sendBackTag).waitFor();
    await openLaw(lawyer, section);
    await lawyer.getByText(REQUIREMENT_MESSAGES.sendBackTag).first().waitFor();
    await expect(lawyer.locator('[data-part="send-back-comment"]').textContent()).resolves.toBe(
      'Please split the record keeping requirement.',
    );
    await lawyer.getByRole('button', { name: 'Clear comment' }).click();
    await expectToastText(lawyer, 'Send back comment cleared successfully.');
    await lawyer.locator('[data-part="send-back-comment"]').waitFor({ state: 'detached' });
  });

  it('deletes two requirements of a draft after confirmation and renumbers the rest', async () => {
    await openDashboard(lawyer, harness.bffUrl);
    await chooseCount(lawyer, 'Define Business Requirements', 'Draft');
    const section = (await listedSections(lawyer)).at(-1)!;
    await openLaw(lawyer, section);
    const gridName = 'Business requirements of the law';
    const grid = lawyer.getByRole('grid', { name: gridName });
    await grid.waitFor();
    const before = await gridNumbers(lawyer, gridName);
    expect(before.length).toBeGreaterThanOrEqual(3);
    await lawyer.waitForLoadState('networkidle');
    const select = (number: string) =>
      grid
        .getByRole('row')
        .filter({ hasText: number })
        .getByRole('checkbox', { name: 'Select', exact: true })
        .first();
    await select(before[0]!).check({ force: true });
    await lawyer.getByRole('button', { name: 'Delete selected (1)' }).waitFor();
    await select(before[1]!).check({ force: true });
    await lawyer.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = lawyer.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to remove this item?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToastText(lawyer, 'Requirements deleted and renumbered successfully.');
    await expect.poll(() => gridNumbers(lawyer, gridName), { timeout: 10_000 }).toEqual(before.slice(0, -2));

    await lawyer.getByRole('button', { name: 'Save Draft' }).click();
    await expectToastText(lawyer, REQUIREMENT_MESSAGES.draftSaved);
  });

  it('lets the read-only user look but not edit', async () => {
    const context = await launchBrowser();
    try {
      const reader = await context.newPage();
      await signInAs(reader, harness.bffUrl, 'reader@lexbridge.test');
      await openDashboard(reader, harness.bffUrl);
      await chooseCount(reader, 'Define Business Requirements', 'Total');
      const section = (await listedSections(reader))[0]!;
      await openLaw(reader, section);
      await reader.getByText('Read only').waitFor();
      await reader.getByRole('button', { name: 'Add Requirement' }).click();
      await expectToastText(reader, MESSAGES.readOnlyEdit);
      const grid = reader.getByRole('grid', { name: 'Business requirements of the law' });
      await grid
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expectToastText(reader, MESSAGES.readOnlyEdit);
      await grid
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expectToastText(reader, MESSAGES.readOnlyDelete);
      await reader
        .getByRole('tree', { name: 'Law text' })
        .getByRole('checkbox')
        .first()
        .check({ force: true });
      await expectToastText(reader, MESSAGES.readOnlyMode);
      expect(await reader.getByRole('button', { name: 'Submit', exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
