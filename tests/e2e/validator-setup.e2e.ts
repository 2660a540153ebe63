import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATOR_MESSAGES, VALIDATOR_SETUP_MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs } from './spa.js';

const ROUTES = {
  entities: '/validator-setup/entities',
  headerMapping: '/validator-setup/header-mapping',
  clientFile: '/validator-setup/client-file',
  approvals: '/validator-setup/approvals',
  results: '/validator-setup/results',
  runs: '/validator-setup/pipeline-runs',
  dmu: '/validator-setup/system-field-mapping',
  reference: '/validator-setup/reference',
  requirementFields: '/validator-setup/requirement-fields',
};
/** Screenshots of the screens a person sees, for review (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'lexbridge-e2e-shots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `validator-setup-${name}.png`), fullPage: true });

/**
 * Validator setup in the browser, across two users: the administrator sets up an entity and maps its header, the
 * client's user uploads a file whose header has a new column and submits the header change, the administrator
 * approves it (and the file for staging), then the client maps system fields until the dashboard counts move. The
 * client's user then reads the validator results (counts by filter, tests, sections, the law text), updates a
 * result's status and downloads the result file; the administrator starts a pipeline run and watches it advance,
 * and maintains the setup reference data. Then the test requests: an .xls upload previewed and compared, a test
 * requested with the keyboard, the loans-with-observations card, the JSON filter of a run's tests, the test system
 * types, and the requirement field mapping (VET and HMDA VET, its test filter and export).
 */
describe('validator setup and system field mapping through the browser', () => {
  let harness: Harness;
  let adminBrowser: BrowserContext;
  let clientBrowser: BrowserContext;
  let admin: Page;
  let client: Page;
  let clientName: string;
  let lineName: string;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    const { rows } = await harness.legacy!.db.query<{ client: string; line: string }>(
      `SELECT c.name AS client, bl.name || ' (' || i.name || ')' AS line FROM vs_entities e
         JOIN clients c ON c.id = e.client_id JOIN business_lines bl ON bl.id = e.business_line_id
         JOIN industries i ON i.id = bl.industry_id WHERE e.prefix_name = 'LOAN'`,
    );
    clientName = rows[0]!.client;
    lineName = rows[0]!.line;
    adminBrowser = await launchBrowser();
    clientBrowser = await launchBrowser();
    admin = await adminBrowser.newPage();
    client = await clientBrowser.newPage();
    await admin.setViewportSize({ width: 1366, height: 900 });
    await client.setViewportSize({ width: 1366, height: 900 });
    await signInAs(admin, harness.bffUrl, 'admin@lexbridge.test');
    await signInAs(client, harness.bffUrl, 'business@lexbridge.test');
  });
  afterAll(async () => {
    await adminBrowser?.close();
    await clientBrowser?.close();
    await harness?.close();
  });

  async function open(page: Page, route: string, heading: string) {
    await page.goto(`${harness.bffUrl}${route}`);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor({ timeout: 20_000 });
  }

  async function chooseEntity(page: Page, entity?: string) {
    await page.getByLabel('Filter by Client').selectOption({ label: clientName });
    await page.getByLabel('Filter by Business Line').selectOption({ label: lineName });
    if (entity) await page.getByLabel('Filter by Entity').selectOption({ label: entity });
  }

  async function submitAndConfirm(page: Page, modal: Locator) {
    await modal.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle });
    await confirm.getByText(VALIDATOR_MESSAGES.confirmSave).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
  }

  it('shows the client user only the client screens of the menu', async () => {
    const menu = client.getByRole('navigation', { name: 'Main menu' }).first();
    await menu.getByText('Validator Setup').first().waitFor();
    await client.goto(`${harness.bffUrl}${ROUTES.approvals}`);
    await client
      .getByText(/not authorized|attempted to access/i)
      .first()
      .waitFor({ timeout: 20_000 });
  });

  it('sets up an entity under its parent', async () => {
    await open(admin, ROUTES.entities, 'Entity Setup');
    await chooseEntity(admin);
    await admin.getByRole('gridcell', { name: 'Loan', exact: true }).first().waitFor();
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = admin.getByRole('dialog', { name: 'Add/Update Entity' });
    await modal.getByRole('textbox', { name: /^Entity Name/ }).fill('Escrow');
    await modal.getByRole('textbox', { name: /^File Prefix/ }).fill('ESC-1');
    await modal
      .getByText('File prefix may hold only letters, digits and underscores (at most 20).')
      .waitFor();
    expect(await modal.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await modal.getByRole('textbox', { name: /^File Prefix/ }).fill('ESC');
    await modal.getByLabel('Parent Entity', { exact: true }).selectOption({ label: 'Loan' });
    await modal.getByText('Transactional', { exact: true }).click();
    await shot(admin, 'entity-modal');
    await submitAndConfirm(admin, modal);
    await expectToast(admin, 'Success!', 'Data saved successfully.');
    const row = admin.getByRole('row').filter({ hasText: 'Escrow' });
    await row.getByText('ESC', { exact: true }).waitFor();
    await row.getByText('Loan', { exact: true }).waitFor();
    await shot(admin, 'entities');
  });

  it('maps the header of the new entity', async () => {
    await open(admin, ROUTES.headerMapping, 'Header Field Mapping');
    await chooseEntity(admin, 'Escrow (ESC)');
    await admin.getByText(VALIDATOR_MESSAGES.noRowsToShow).waitFor();
    for (const [source, field] of [
      ['LoanNumber', 'loan_number'],
      ['EscrowAmount', 'loan_amount'],
    ] as const) {
      await admin.getByRole('button', { name: 'Add', exact: true }).click();
      const modal = admin.getByRole('dialog', { name: 'Add/Update Header Field' });
      await modal.getByRole('textbox', { name: /^Client Source Field/ }).fill(source);
      await modal.getByLabel('Destination Table', { exact: true }).selectOption({ label: 'stg_loan' });
      await modal.getByLabel('Destination Field', { exact: true }).selectOption({ label: field });
      if (source === 'EscrowAmount') {
        // The requirements the field affects are chosen from the business line's requirements.
        await modal.getByRole('button', { name: 'Impacted Requirements: None' }).click();
        const picker = admin.getByRole('dialog', { name: 'Select Impacted Requirements' });
        await picker.getByText('REGB_003', { exact: true }).click();
        await picker.getByRole('button', { name: 'Submit' }).click();
        await modal.getByRole('button', { name: 'Impacted Requirements: REGB_003' }).waitFor();
      }
      await submitAndConfirm(admin, modal);
      // The same toast twice in a row is shown once (duplicates are suppressed): the grid tells the second save.
      await admin.getByRole('gridcell', { name: source, exact: true }).waitFor();
    }
    await admin.getByRole('gridcell', { name: 'EscrowAmount', exact: true }).dblclick();
    const reopened = admin.getByRole('dialog', { name: 'Add/Update Header Field' });
    await reopened.getByRole('button', { name: 'Impacted Requirements: REGB_003' }).waitFor();
    await shot(admin, 'header-field-impacted');
    await reopened.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByRole('heading', { name: 'Dynamic Fields' }).waitFor();
    await shot(admin, 'header-mapping');
  });

  it('lets the client user upload a file, see its header compared and submit the header change', async () => {
    await open(client, ROUTES.clientFile, 'Client File Upload');
    await chooseEntity(client, 'Escrow (ESC)');
    const file = path.join(tmpdir(), 'escrow-loans.csv');
    writeFileSync(
      file,
      'LoanNumber,EscrowAmount,EscrowBalance\nLN1001,1200.50,300\nLN1002,,150\nLN1003,900,\n',
    );
    const wrong = path.join(tmpdir(), 'escrow-loans.txt');
    writeFileSync(wrong, 'x');
    await client.getByLabel('Client file to upload').setInputFiles(wrong);
    await expectToast(client, 'Error!', VALIDATOR_SETUP_MESSAGES.invalidFileExtension);
    await client.getByLabel('Client file to upload').setInputFiles(file);
    await expectToast(client, 'Success!', 'File escrow-loans.csv uploaded: 3 data rows read.');
    const comparison = client.getByRole('table', { name: 'Header comparison' });
    await comparison.getByRole('row').filter({ hasText: 'EscrowBalance' }).getByText('New').waitFor();
    await comparison.getByRole('row').filter({ hasText: 'EscrowAmount' }).getByText('Matched').waitFor();
    await client
      .getByRole('grid', { name: 'File preview' })
      .getByRole('gridcell', { name: 'LN1002' })
      .waitFor();

    const change = client.getByRole('group', { name: 'Change for EscrowBalance' });
    const submit = client.getByRole('button', { name: 'Submit for Approval' });
    expect(await submit.isDisabled()).toBe(true);
    await change.getByLabel('Filter by Destination Table').selectOption({ label: 'stg_loan' });
    await change.getByLabel('Destination Field', { exact: true }).fill('escrow_balance');
    await change.getByLabel('Type', { exact: true }).selectOption({ label: 'decimal' });
    await change.getByLabel('Length', { exact: true }).fill('18');
    await shot(client, 'client-file');
    await submit.click();
    await expectToast(client, 'Success!', 'Header changes submitted for approval.');
    await client.getByText('The header changes are submitted and wait for approval.').waitFor();
    await client
      .getByRole('table', { name: 'Header Change Requests' })
      .getByRole('row')
      .filter({ hasText: '+ EscrowBalance' })
      .getByText('Submitted')
      .waitFor();
  });

  it('lets the administrator approve the header change and the file for staging', async () => {
    await open(admin, ROUTES.approvals, 'Header Change Approval');
    const card = admin.getByRole('region', { name: new RegExp(`${clientName} · Escrow`) });
    await card.getByRole('cell', { name: 'EscrowBalance' }).waitFor();
    await card.getByRole('cell', { name: 'stg_loan.escrow_balance' }).waitFor();
    await shot(admin, 'approvals');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(admin, 'Success!', 'Header changes approved.');
    await admin.getByRole('tab', { name: /Staging Approval/ }).click();
    const staging = admin.getByRole('table', { name: 'Files awaiting staging approval' });
    const row = staging.getByRole('row').filter({ hasText: 'escrow-loans.csv' });
    await row.getByLabel('Staging table for escrow-loans.csv').selectOption({ label: 'stg_loan' });
    await row.getByRole('button', { name: 'Approve Staging' }).click();
    await expectToast(admin, 'Success!', 'The file was approved for staging.');

    await open(admin, ROUTES.headerMapping, 'Header Field Mapping');
    await chooseEntity(admin, 'Escrow (ESC)');
    const added = admin.getByRole('row').filter({ hasText: 'EscrowBalance' });
    await added.getByText('escrow_balance').waitFor();
  });

  it('maps system fields until the dashboard counts move, keeping picks to one group', async () => {
    await open(client, ROUTES.dmu, 'System Field Mapping');
    const counts = client
      .getByRole('list', { name: 'Dashboard counts' })
      .or(client.getByLabel('Dashboard counts'));
    const count = async (label: string) =>
      Number(await counts.locator('div').filter({ hasText: label }).first().locator('dd').innerText());
    await counts.waitFor();
    await expect.poll(() => count('Mapped AGRC-System Fields')).toBeGreaterThanOrEqual(0);
    const mappedBefore = await count('Mapped AGRC-System Fields');
    const unmappedBefore = await count('Unmapped AGRC Fields');

    await client.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = client.getByRole('dialog', { name: 'Add/Update System Field Mapping' });
    await modal.getByLabel('Status', { exact: true }).selectOption({ label: 'Mapped' });
    await modal.getByRole('button', { name: 'Choose AGRC Fields' }).click();
    const agrc = client.getByRole('dialog', { name: 'Select AGRC Fields' });
    await agrc.getByRole('searchbox', { name: 'Search' }).fill('Borrower First');
    await agrc.getByText('Borrower First Name', { exact: true }).click();
    await agrc.getByRole('searchbox', { name: 'Search' }).fill('Interest');
    await agrc.getByText('Interest Rate', { exact: true }).click();
    // Another group: the single-group rule asks first; Yes keeps only the new pick.
    const ask = client.getByRole('alertdialog').filter({ hasText: VALIDATOR_SETUP_MESSAGES.singleGroup });
    await ask.waitFor();
    await shot(client, 'single-group');
    await ask.getByRole('button', { name: 'Yes' }).click();
    await agrc.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Interest Rate', { exact: true }).waitFor();
    expect(await modal.getByText(/Borrower First Name/).count()).toBe(0);

    await modal.getByRole('button', { name: 'Choose System Fields' }).click();
    const system = client.getByRole('dialog', { name: 'Select System Fields' });
    await system.getByRole('searchbox', { name: 'Search' }).fill('Note Rate');
    await system.getByText('Note Rate', { exact: true }).click();
    await system.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText('Note Rate', { exact: true }).waitFor();
    await submitAndConfirm(client, modal);
    await expectToast(client, 'Success!', 'Mapping saved successfully.');
    await expect.poll(() => count('Mapped AGRC-System Fields')).toBe(mappedBefore + 1);
    expect(await count('Unmapped AGRC Fields')).toBe(unmappedBefore - 1);
    const row = client.getByRole('row').filter({ hasText: 'Interest Rate' });
    await row.getByText('Loan Terms').waitFor();
    await shot(client, 'dmu');
  });

  it('shows the client user the results by filter, their tests, sections and law text, and takes a status update and the file', async () => {
    await open(client, ROUTES.results, 'Validator Results');
    const counts = client.getByLabel('Result counts');
    const count = async (label: string) =>
      Number(
        await counts
          .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)
          .innerText(),
      );
    await counts.waitFor();
    await expect.poll(() => count('Results')).toBeGreaterThan(0);
    const observations = await count('Observation');
    expect(observations).toBeGreaterThan(0);
    expect(await count('Pass')).toBe((await count('Results')) - observations);

    // The test id opens the test's rules.
    const byTest = client.getByRole('table', { name: 'Results by test' });
    const firstTest = byTest.getByRole('row').nth(1).getByRole('button');
    const testId = (await firstTest.innerText()).trim();
    await firstTest.click();
    const testDialog = client.getByRole('dialog', { name: `Test ${testId}` });
    await testDialog
      .getByRole('table', { name: `Rules of test ${testId}` })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await shot(client, 'results-test');
    await client.keyboard.press('Escape');
    await testDialog.waitFor({ state: 'detached' });

    // A law section lists its requirements; a requirement number opens its section's law text.
    await client.getByRole('tab', { name: 'By Law Section' }).click();
    await client
      .getByRole('table', { name: 'Results by law section' })
      .getByRole('row')
      .nth(1)
      .getByRole('button')
      .click();
    const requirements = client.getByRole('table', { name: 'Law Requirements of the Section' });
    await requirements.getByRole('row').nth(1).getByRole('button').click();
    const lawText = client.getByRole('dialog', { name: 'Law Text' });
    await lawText.getByText(/·/).first().waitFor();
    await shot(client, 'results-law-text');
    await lawText.getByRole('button', { name: 'Close' }).click();
    await lawText.waitFor({ state: 'detached' });

    // The status filter narrows the counts; a reviewer accepts one observation and the counts follow.
    await client.getByLabel('Filter by Status').selectOption({ label: 'Observation' });
    await expect.poll(() => count('Results')).toBe(observations);
    expect(await count('Pass')).toBe(0);
    await client.getByRole('tab', { name: 'Results', exact: true }).click();
    const grid = client.getByRole('grid', { name: 'Validator results' });
    await grid.getByRole('row').nth(1).getByText('Observation').waitFor();
    await grid.getByRole('checkbox', { name: 'Select', exact: true }).first().click();
    await client.getByLabel('New Status').selectOption({ label: 'Pass' });
    await client.getByLabel('Comment').fill('Checked with the loan officer');
    await shot(client, 'results-update');
    await client.getByRole('button', { name: 'Update Status (1)' }).click();
    await expectToast(client, 'Success!', 'Status updated to Pass for 1 result(s).');
    await expect.poll(() => count('Results')).toBe(observations - 1);
    await client.getByLabel('Filter by Status').selectOption({ label: 'All' });
    await expect.poll(() => count('Observation')).toBe(observations - 1);

    // The result file comes through a download ticket, named with the date.
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      client.getByRole('button', { name: 'Download Results' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ValidatorResults_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('lets the administrator start a pipeline run and watch it advance with its tests', async () => {
    await open(admin, ROUTES.runs, 'Pipeline Runs');
    const runs = admin.getByRole('table', { name: 'Pipeline runs' });
    await runs.getByText('Failed', { exact: true }).first().waitFor();
    await runs.getByText('Success', { exact: true }).first().waitFor();
    await admin.getByLabel('Filter by Client').selectOption({ label: clientName });
    await admin.getByRole('button', { name: 'Start Run' }).click();
    const toast = admin
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: /Pipeline run RUN-\S+ started\./ })
      .last();
    await toast.waitFor({ timeout: 15_000 });
    const runId = /Pipeline run (RUN-\S+) started\./.exec(await toast.innerText())![1]!;
    const row = runs.getByRole('row').filter({ hasText: runId });
    await row.getByText('Inprogess', { exact: true }).waitFor();
    await admin.getByText('A run is in progress: the list refreshes itself.').waitFor();
    await admin.getByRole('heading', { name: `Tests of ${runId}` }).waitFor();
    // No click: the list refreshes itself while the run is in progress, and the done count moves.
    await row.getByText(/^[1-9]\d* of \d+$/).waitFor({ timeout: 20_000 });
    await shot(admin, 'pipeline-runs');
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await row.waitFor();
    // An earlier run opens its own tests.
    const earlier = runs.getByRole('row').filter({ hasText: 'Failed' }).first().getByRole('button');
    const earlierId = (await earlier.innerText()).trim();
    await earlier.click();
    await admin
      .getByRole('table', { name: `Tests of ${earlierId}` })
      .getByText('Failed')
      .first()
      .waitFor();
  });

  it('lets the administrator maintain the steps and groups and read the reference lists', async () => {
    await open(admin, ROUTES.reference, 'Steps and Groups');
    await admin.getByRole('gridcell', { name: 'Validator Tests', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = admin.getByRole('dialog', { name: 'Add/Update Step or Group' });
    await modal.getByRole('textbox', { name: /^Name/ }).fill('Escrow Checks');
    await modal.getByRole('textbox', { name: /^Description/ }).fill('Runs the escrow balance checks');
    await modal.getByRole('textbox', { name: /^Rule Set/ }).fill('ESCROW');
    await submitAndConfirm(admin, modal);
    await expectToast(admin, 'Success!', 'Data saved successfully.');
    await admin.getByRole('gridcell', { name: 'Escrow Checks', exact: true }).waitFor();
    await shot(admin, 'reference-steps');

    await admin.getByRole('tab', { name: 'Reject Reasons' }).click();
    await admin.getByRole('table', { name: 'Reject Reasons' }).getByRole('row').nth(1).waitFor();
    await admin.getByRole('tab', { name: 'Data Types' }).click();
    await admin
      .getByRole('table', { name: 'Data Types' })
      .getByRole('row')
      .filter({ hasText: 'decimal' })
      .waitFor();
    await admin.getByRole('tab', { name: 'Staging Tables' }).click();
    await admin.getByRole('table', { name: 'stg_loan' }).getByRole('cell', { name: 'loan_number' }).waitFor();
    await shot(admin, 'reference-staging');
  });

  it('reads an .xls upload like an .xlsx: header compared and rows previewed', async () => {
    await open(client, ROUTES.clientFile, 'Client File Upload');
    await chooseEntity(client, 'Loan (LOAN)');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['LoanNumber', 'LoanAmount', 'BranchRegion'],
        ['LX1', 250, 'West'],
        ['LX2', 300, 'East'],
      ]),
      'Loans',
    );
    const file = path.join(tmpdir(), 'old-loans.xls');
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    await client.getByLabel('Client file to upload').setInputFiles(file);
    await expectToast(client, 'Success!', 'File old-loans.xls uploaded: 2 data rows read.');
    const comparison = client.getByRole('table', { name: 'Header comparison' });
    await comparison.getByRole('row').filter({ hasText: 'BranchRegion' }).getByText('New').waitFor();
    await comparison.getByRole('row').filter({ hasText: 'LoanAmount' }).getByText('Matched').waitFor();
    await comparison.getByRole('row').filter({ hasText: 'PropertyState' }).getByText('Missing').waitFor();
    await client.getByRole('grid', { name: 'File preview' }).getByRole('gridcell', { name: 'LX2' }).waitFor();
    await shot(client, 'client-file-xls');
  });

  it('lets the client user request a validator test with the keyboard', async () => {
    await client.getByRole('button', { name: 'Request Test' }).click();
    const modal = client.getByRole('dialog', { name: 'Request a Validator Test' });
    await modal.getByLabel('System Type', { exact: true }).selectOption({ label: 'Encompass' });
    await modal.getByLabel('Source Type', { exact: true }).selectOption({ label: 'File' });
    // The chosen entity is ticked already; Space on the focused box adds another.
    expect(await modal.getByRole('checkbox', { name: 'Loan (LOAN)' }).isChecked()).toBe(true);
    await modal.getByRole('checkbox', { name: 'Borrower (BRW)' }).focus();
    await client.keyboard.press('Space');
    expect(await modal.getByRole('checkbox', { name: 'Borrower (BRW)' }).isChecked()).toBe(true);
    await modal.getByRole('textbox', { name: 'Comment' }).fill('Month-end test of the old workbook');
    await modal.getByRole('button', { name: 'Submit' }).focus();
    await client.keyboard.press('Enter');
    const confirm = client.getByRole('alertdialog', { name: VALIDATOR_MESSAGES.confirmTitle });
    await confirm.getByRole('button', { name: 'Yes' }).focus();
    await client.keyboard.press('Enter');
    await expectToast(client, 'Success!', 'Validator test request submitted.');
    const row = client
      .getByRole('table', { name: 'Validator Test Requests' })
      .getByRole('row')
      .filter({ hasText: 'Month-end test of the old workbook' });
    await row.getByText('Borrower, Loan').waitFor();
    await row.getByText('Encompass').waitFor();
  });

  it('shows the client user the loans with observations on the results screen', async () => {
    await open(client, ROUTES.results, 'Validator Results');
    const card = client.getByRole('region', { name: 'My Loans with Observations' });
    await card.getByText(/^\d+ loans$/).waitFor();
    const { rows } = await harness.legacy!.db.query<{ loan: string }>(
      `SELECT v.loan_number AS loan FROM vs_results v JOIN vs_pipeline_runs pr ON pr.id = v.run_id
        WHERE v.status = 'Observation' AND pr.planned_end <= now()
        GROUP BY v.client_id, v.loan_number ORDER BY count(*) DESC, v.loan_number LIMIT 1`,
    );
    await card.getByRole('cell', { name: rows[0]!.loan, exact: true }).waitFor();
    await shot(client, 'results-card');
  });

  it("narrows a run's tests by business line with the JSON filters", async () => {
    await open(admin, ROUTES.runs, 'Pipeline Runs');
    await admin.getByRole('heading', { name: /^Tests of / }).waitFor();
    await admin.getByLabel('Filter by Business Line').selectOption({ label: lineName });
    await admin.getByText(/^\d+ of \d+ tests$/).waitFor();
    await admin.getByRole('columnheader', { name: 'Test', exact: true }).waitFor();
  });

  it('lets the administrator maintain the test system types', async () => {
    await open(admin, ROUTES.reference, 'Steps and Groups');
    await admin.getByRole('tab', { name: 'System Types' }).click();
    await admin.getByRole('heading', { name: 'System Types' }).waitFor();
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = admin.getByRole('dialog', { name: 'Add/Update System Type' });
    await modal.getByLabel('Business Line', { exact: true }).selectOption({ label: lineName });
    await modal.getByRole('textbox', { name: /^Name/ }).fill('Calyx Point');
    await submitAndConfirm(admin, modal);
    await expectToast(admin, 'Success!', 'Data saved successfully.');
    await admin.getByRole('gridcell', { name: 'Calyx Point', exact: true }).waitFor();
    await admin.getByRole('tab', { name: 'Source Types' }).click();
    await admin.getByRole('gridcell', { name: 'Database', exact: true }).waitFor();
    await shot(admin, 'reference-source-types');
  });

  it('maps requirement fields, filters them by test, keeps HMDA VET apart and exports them', async () => {
    await open(admin, ROUTES.requirementFields, 'Requirement Field Mapping');
    await chooseEntity(admin, 'Loan (LOAN)');
    const grid = admin.getByRole('grid', { name: 'Requirement fields' });
    await grid.getByRole('gridcell', { name: 'LoanNumber', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = admin.getByRole('dialog', { name: 'Add/Update Requirement Field' });
    await modal.getByLabel('Requirement', { exact: true }).selectOption({ index: 1 });
    await modal.getByLabel('Validator Test', { exact: true }).selectOption({ index: 1 });
    await modal.getByLabel('Header Field', { exact: true }).selectOption({ index: 6 });
    const field = (
      await modal.getByLabel('Header Field', { exact: true }).locator('option:checked').innerText()
    ).split(' ')[0]!;
    await submitAndConfirm(admin, modal);
    await expectToast(admin, 'Success!', 'Data saved successfully.');
    await grid.getByRole('gridcell', { name: field, exact: true }).waitFor();

    const tests = await admin.getByLabel('Filter by Test').locator('option').allInnerTexts();
    await admin.getByLabel('Filter by Test').selectOption({ label: tests[2]! });
    const testNumber = tests[2]!.split(' ')[0]!;
    await expect
      .poll(async () => {
        const cells = await grid.getByRole('row').locator('[aria-colindex="3"]').allInnerTexts();
        return cells.slice(1).every((cell) => cell.startsWith(`${testNumber} `));
      })
      .toBe(true);

    await admin.getByLabel('Filter by Test').selectOption({ label: 'All tests' });
    await admin.getByLabel('Filter by Entity').selectOption({ label: 'HMDA LAR (HMDA)' });
    await admin.getByLabel('Filter by Requirement Type').selectOption({ label: 'HMDA VET' });
    await admin.getByRole('columnheader', { name: 'HMDA Field' }).waitFor();
    await grid.getByRole('gridcell', { name: 'Universal Loan Identifier' }).waitFor();
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/^HmdaFieldMapping_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await shot(admin, 'requirement-fields-hmda');

    await admin.getByLabel('Filter by Entity').selectOption({ label: 'Borrower (BRW)' });
    await admin.getByText('Only an HMDA entity takes HMDA field mappings.').waitFor();
  });
});
