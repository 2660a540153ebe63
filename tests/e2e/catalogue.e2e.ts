import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb, signInAs } from './spa.js';
import { readWorkbook } from './workbook.js';

const HIERARCHY = '/legal-module/hierarchy-search';
const CFPB = 'Consumer Financial Protection Bureau';
const OCC = 'Office of the Comptroller of the Currency';
const TITLE_12 = 'Title 12 - Banks and Banking';

/** Law text: the first line of the pop-up's body. */
const caption = (regulator: string, section: string) => `Regulator - ${regulator} | Law - ${section}`;

/**
 * The law catalogue in the browser: the built SPA served by the BFF over the reference
 * catalogue. The lawyer works in Banking and Mortgage Lending; Consumer Lending (business line 2) holds Regulation B.
 */
describe('the law catalogue through the browser', () => {
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

  /** Expands a tree node by its label and waits for its children. */
  async function expand(label: string, child: string) {
    await page
      .getByRole('button', { name: `Expand ${label}`, exact: true })
      .first()
      .click();
    await page.getByRole('treeitem', { name: child, exact: true }).first().waitFor();
  }

  async function searchConsumerLending() {
    await page.goto(`${harness.bffUrl}${HIERARCHY}`);
    await page.getByRole('heading', { name: 'Search Hierarchy' }).waitFor();
    await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Banking' });
    await page.getByLabel('Business Line', { exact: true }).selectOption({ label: 'Consumer Lending' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('treeitem', { name: CFPB }).waitFor();
  }

  async function openRegulationB() {
    await expand(CFPB, TITLE_12);
    await expand(TITLE_12, 'Chapter X - Bureau of Consumer Financial Protection');
    await expand(
      'Chapter X - Bureau of Consumer Financial Protection',
      'Part 1002 - Equal Credit Opportunity Act (Regulation B)',
    );
    await expand('Part 1002 - Equal Credit Opportunity Act (Regulation B)', '§ 1002.4 General rules');
  }

  /** Clicks and returns the window that the click opens. */
  async function popupFrom(click: () => Promise<void>): Promise<Page> {
    const [popup] = await Promise.all([browser.waitForEvent('page'), click()]);
    await popup.waitForLoadState();
    return popup;
  }

  it('searches the hierarchy: Federal and States groups, lazily expanded, and opens a law in its own window', async () => {
    await page.goto(`${harness.bffUrl}${HIERARCHY}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(MESSAGES.filterIndustryAndBusinessLine).first().waitFor();

    await page.evaluate(() => localStorage.setItem('section_12', 'kept from an earlier search'));
    await searchConsumerLending();
    expect(await page.evaluate(() => localStorage.getItem('section_12'))).toBeNull();
    await page.getByRole('region', { name: 'Federal' }).getByText(CFPB).waitFor();
    await page
      .getByRole('region', { name: 'States' })
      .getByText('New York State Department of Financial Services')
      .waitFor();

    await openRegulationB();
    const popup = await popupFrom(() => page.getByRole('button', { name: '§ 1002.4 General rules' }).click());
    expect(new URL(popup.url()).pathname).toBe('/user/lawDetails/1/3/1/2');
    await popup.getByRole('heading', { name: 'Law Details' }).waitFor();
    await popup.getByText('Law Information Details').waitFor();
    const information = popup.getByRole('region', { name: 'Law Information Details' });
    await information.getByText('Lena Lawyer').waitFor();
    await information.getByText('Part 1002 - Equal Credit Opportunity Act (Regulation B)').waitFor();
    await popup.getByRole('region', { name: 'Category' }).getByText('Adverse Action').waitFor();
    await popup
      .getByRole('region', { name: 'Azimuth Process Applicable to the Law' })
      .getByText('Application Intake')
      .waitFor();
    // The first company process plus +N.
    const company = popup.getByRole('region', { name: 'Company Process Applicable to the Law' });
    await company.getByText('Credit Decision Review').waitFor();
    await company.getByRole('button', { name: /^\+2/ }).waitFor();

    // Escape closes the window (debounced).
    const closed = popup.waitForEvent('close');
    await popup.keyboard.press('Escape');
    await closed;
  });

  it('opens the pop-ups: law text, link to source, complete law detail, changes in law, requirement detail', async () => {
    const detail = await popupFrom(() =>
      page.getByRole('button', { name: '§ 1002.4 General rules' }).click(),
    );

    const lawText = await popupFrom(() =>
      detail.getByRole('button', { name: 'Law text', exact: true }).click(),
    );
    expect(new URL(lawText.url()).pathname).toBe('/user/read-more/1/3/1/LawText');
    await lawText.getByText(caption(CFPB, '§ 1002.4 General rules')).waitFor();
    // The section and the one combined with it, 'Parent' first.
    await lawText.getByText('§ 1002.4 General rules (Parent)').waitFor();
    await lawText.getByText('§ 1002.5 Rules concerning requests for information (Combined)').waitFor();
    // Maximize takes the full width; minimize gives the original width back.
    const frame = lawText.getByRole('dialog', { name: 'Law text' });
    await lawText.getByRole('button', { name: 'Maximize' }).click();
    expect(await frame.getAttribute('data-size')).toBe('maximized');
    await lawText.getByRole('button', { name: 'Minimize' }).click();
    expect(await frame.getAttribute('data-size')).toBe('normal');

    const source = await popupFrom(() =>
      lawText.getByRole('button', { name: 'Link to Source Law/Document' }).click(),
    );
    expect(new URL(source.url()).pathname).toBe('/user/linkToSource/1/3/1/LawText');
    await source.getByText('Regulation B - Equal Credit Opportunity, 12 CFR Part 1002').waitFor();
    await source.getByRole('button', { name: 'Expand § 1002.9 Notifications' }).click();
    await source
      .getByRole('treeitem', { name: /^\(a\)/ })
      .first()
      .waitFor();
    await source.getByRole('button', { name: 'Close' }).click();

    const complete = await popupFrom(() =>
      detail.getByRole('button', { name: 'Complete law detail' }).click(),
    );
    await complete.getByText(caption(CFPB, '§ 1002.4 General rules')).waitFor();
    await complete
      .getByRole('heading', { name: '§ 1002.5 Rules concerning requests for information' })
      .waitFor();

    // An amended section: the change in law, old versus new, word by word.
    await detail.goto(
      `${harness.bffUrl}/user/read-more/2/12/3/Changed?from=${encodeURIComponent(HIERARCHY)}`,
    );
    await detail
      .getByText(caption(CFPB, '§ 1026.19 Certain mortgage and variable-rate transactions'))
      .waitFor();
    await detail.getByText('(Amended)').first().waitFor();
    await detail.locator('ins', { hasText: 'Loan Estimate' }).first().waitFor();
    await detail.locator('del', { hasText: 'good faith estimate' }).first().waitFor();
    expect(
      await detail.locator('[data-part="changed-sub-section"]').first().getAttribute('data-indent'),
    ).toBe('3');

    // The requirement detail: 'Regulator: Section'.
    await detail.goto(
      `${harness.bffUrl}/user/requirement-detail/1/business?from=${encodeURIComponent(HIERARCHY)}`,
    );
    await detail.getByRole('heading', { name: `${CFPB}: § 1002.1 Authority, scope, and purpose` }).waitFor();
    await detail.getByText('REGB_001').waitFor();

    // A pop-up whose opener the user may not open is refused like any route outside the menu.
    await detail.goto(`${harness.bffUrl}/user/read-more/1/3/1/LawText?from=%2Fhmda%2Ffield-master`);
    await detail.waitForURL((url) => url.pathname === '/unauthorized');
    await detail.close();
  });

  it('compares two laws: one accordion panel per row, titled regulator: level 1', async () => {
    await page.getByRole('checkbox', { name: 'Compare § 1002.4 General rules' }).check({ force: true });
    const occ = page.getByRole('treeitem', { name: OCC });
    await page.getByRole('button', { name: `Expand ${OCC}` }).click();
    for (const [label, child] of [
      [TITLE_12, 'Chapter I - Comptroller of the Currency, Department of the Treasury'],
      [
        'Chapter I - Comptroller of the Currency, Department of the Treasury',
        'Part 30 - Safety and Soundness Standards',
      ],
      [
        'Part 30 - Safety and Soundness Standards',
        'Appendix B - Interagency Guidelines Establishing Information Security Standards',
      ],
      [
        'Appendix B - Interagency Guidelines Establishing Information Security Standards',
        'III.C Manage and control risk',
      ],
    ] as const) {
      await occ.getByRole('button', { name: `Expand ${label}`, exact: true }).click();
      await occ.getByRole('treeitem', { name: child, exact: true }).waitFor();
    }
    await page
      .getByRole('checkbox', { name: 'Compare III.C Manage and control risk' })
      .check({ force: true });
    await page.getByRole('button', { name: 'Compare Laws' }).click();

    const dialog = page.getByRole('dialog', { name: 'Compare Laws' });
    await dialog.getByRole('button', { name: `${CFPB}: ${TITLE_12}` }).waitFor();
    await dialog.getByRole('button', { name: `${OCC}: ${TITLE_12}` }).click();
    await dialog.getByText('III.C Manage and control risk').first().waitFor();
    await dialog.getByRole('button', { name: 'Maximize' }).click();
    expect(await dialog.getAttribute('data-size')).toBe('maximized');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('exports an extract: a workbook named after the report with the date, its rows those of the BFF', async () => {
    await page.goto(`${harness.bffUrl}/extracts`);
    await page.getByRole('heading', { name: 'Extracts' }).waitFor();
    const exportButton = page.getByRole('button', { name: 'Export Law Inventory by Business Line to Excel' });
    expect(await exportButton.isDisabled()).toBe(true);
    await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Banking' });
    await page.getByLabel('Business Line', { exact: true }).selectOption({ label: 'Consumer Lending' });

    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`Law Inventory by Business Line_${today}.xlsx`);
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), 'lexbridge-extract-')),
      download.suggestedFilename(),
    );
    await download.saveAs(file);

    const { sheetNames, rows } = await readWorkbook(file);
    expect(sheetNames).toEqual(['Law Inventory by Business Line']);

    const client = harness.client({ 'x-lexbridge-route': '/extracts' });
    await client.login('lawyer@lexbridge.test');
    const expected = await client.gql<{
      reportExtract: { totalCount: number; columns: string[]; rows: unknown[] };
    }>(
      '{ reportExtract(input: { reportId: "1", businessLineId: "2", pageSize: 5000 }) { totalCount columns rows } }',
    );
    const extract = expected.data!.reportExtract;
    expect(rows).toHaveLength(extract.totalCount);
    expect(Object.keys(rows[0]!)).toEqual(extract.columns);
    expect(rows).toEqual(extract.rows);
  });
});
