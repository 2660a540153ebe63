import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATOR_MESSAGES, VALIDATOR_SETUP_MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signIn } from './spa.js';

const ROUTES = {
  entities: '/validator-setup/entities',
  headerMapping: '/validator-setup/header-mapping',
  clientFile: '/validator-setup/client-file',
  approvals: '/validator-setup/approvals',
  results: '/validator-setup/results',
  runs: '/validator-setup/pipeline-runs',
  dmu: '/validator-setup/system-field-mapping',
};
/** Screenshots of the screens a person sees, for review (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'lexbridge-e2e-shots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `validator-setup-${name}.png`), fullPage: true });

/**
 * Validator setup in the browser, across two users: the administrator sets up an entity and maps its header, the
 * client's user uploads a file whose header has a new column and submits the header change, the administrator
 * approves it (and the file for staging), then the client maps system fields until the dashboard counts move.
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
    await signIn(admin, harness.bffUrl, 'admin@lexbridge.test');
    await signIn(client, harness.bffUrl, 'business@lexbridge.test');
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
      await submitAndConfirm(admin, modal);
      // The same toast twice in a row is shown once (duplicates are suppressed): the grid tells the second save.
      await admin.getByRole('gridcell', { name: source, exact: true }).waitFor();
    }
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
});
