import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPPING_TEXTS } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs } from './spa.js';

const HIERARCHY = '/legal-module/hierarchy-search';
/** Regulation Z § 1026.19 (law 2, section 12, level path 3): change in law 1, for Mortgage Origination (line 5). */
const CHANGED_TEXT = `/user/read-more/2/12/3/Changed?from=${encodeURIComponent(HIERARCHY)}&businessLineId=5`;

/**
 * Change in law in the browser (docs/change-in-law.md): from the changed law
 * text the lawyer opens 'Updated Business Requirements', sees the changed requirements highlighted with old versus
 * new as a word diff, searches them, accepts the change for one business line (the new texts become its
 * requirements) and marks it Does Not Apply, with the required comment, for another.
 */
describe('change in law through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;
  let review: Page;

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

  async function popupFrom(opener: Page, click: () => Promise<void>): Promise<Page> {
    const [popup] = await Promise.all([browser.waitForEvent('page'), click()]);
    await popup.waitForLoadState();
    return popup;
  }

  const rows = () =>
    review.getByRole('table', { name: MAPPING_TEXTS.changeInLawHeading }).locator('tbody tr');

  it('opens the updated business requirements from the changed law text, old versus new as a diff', async () => {
    await page.goto(`${harness.bffUrl}${CHANGED_TEXT}`);
    await page.getByRole('button', { name: 'Updated Business Requirements' }).waitFor({ timeout: 20_000 });
    review = await popupFrom(page, () =>
      page.getByRole('button', { name: 'Updated Business Requirements' }).click(),
    );
    expect(new URL(review.url()).pathname).toBe('/user/changeInLaw/2/12/3/Changed%20Law/6');
    await review
      .getByRole('heading', { name: MAPPING_TEXTS.changeInLawHeading })
      .waitFor({ timeout: 20_000 });
    expect(await review.getByLabel('Business Line').inputValue()).toBe('5');
    await review.getByRole('columnheader', { name: MAPPING_TEXTS.requirementNumberColumn }).waitFor();
    await review.getByRole('columnheader', { name: MAPPING_TEXTS.businessRequirementsColumn }).waitFor();

    await expect.poll(() => rows().count()).toBe(3);
    const changed = review.locator('tbody tr[data-status="Changed"]');
    expect(await changed.count()).toBe(2);
    // The highlighted rows show the word diff: words taken out struck through, words put in underlined.
    const first = changed.first();
    expect(await first.locator('del').count()).toBeGreaterThan(0);
    expect(await first.locator('ins').count()).toBeGreaterThan(0);
    expect(await first.locator('ins').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('changed')]),
    );
    await review.locator('tbody tr[data-status="New"]').getByText('REGZ_020').waitFor();
  });

  it('searches with Search and Clear, and says No Record Found', async () => {
    const search = review.getByRole('textbox', { name: 'Search' });
    await search.fill('Waiting Period');
    await review.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByText('REGZ_007').waitFor();

    await search.fill('no such requirement');
    await review.getByRole('button', { name: 'Search', exact: true }).click();
    await review.getByText(MAPPING_TEXTS.noRecordFound).waitFor();

    await review.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => rows().count()).toBe(3);
  });

  it('accepts the change in law: the new texts become the requirements', async () => {
    await review.getByRole('button', { name: MAPPING_TEXTS.acceptChange }).click();
    const confirm = review.getByRole('alertdialog', { name: MAPPING_TEXTS.acceptChange });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(review, 'Success!', 'Change in law accepted successfully.');
    await review
      .locator('[data-part="change-decision"]')
      .getByText(/^Accepted by Lena Lawyer on \d{4}-\d{2}-\d{2}$/)
      .waitFor();
    expect(await review.getByRole('button', { name: MAPPING_TEXTS.doesNotApply }).isDisabled()).toBe(true);

    const { rows: requirements } = await harness.legacy!.db.query<{
      requirement_number: string;
      requirement_text: string;
    }>(
      'SELECT requirement_number, requirement_text FROM requirements WHERE section_id = 12 AND business_line_id = 5 ORDER BY requirement_number',
    );
    expect(requirements.map((row) => row.requirement_number)).toEqual(['REGZ_006', 'REGZ_007', 'REGZ_020']);
    expect(requirements[0]!.requirement_text).toContain('valid changed circumstance');
  });

  it('marks the change Does Not Apply for another line, only with a comment', async () => {
    await review.getByLabel('Business Line').selectOption({ label: 'Home Equity Lending' });
    await expect.poll(() => rows().count()).toBe(3);
    const before = await harness.legacy!.db.query(
      'SELECT requirement_text FROM requirements WHERE section_id = 12 AND business_line_id = 7 ORDER BY id',
    );

    await review.getByRole('button', { name: MAPPING_TEXTS.doesNotApply }).click();
    const dialog = review.getByRole('dialog', { name: MAPPING_TEXTS.doesNotApply });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText(MAPPING_TEXTS.commentRequired).waitFor();
    await dialog.getByRole('textbox').fill('We do not offer home equity loans in this market.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(review, 'Success!', 'Change in law marked as not applicable.');
    const decision = review.locator('[data-part="change-decision"]');
    await decision.getByText(/^Does not apply by Lena Lawyer on /).waitFor();
    await decision.getByText('We do not offer home equity loans in this market.').waitFor();

    const after = await harness.legacy!.db.query(
      'SELECT requirement_text FROM requirements WHERE section_id = 12 AND business_line_id = 7 ORDER BY id',
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('opens Edit Business Requirements for a line still to decide', async () => {
    await review.getByLabel('Business Line').selectOption({ label: 'Consumer Lending' });
    await expect.poll(() => rows().count()).toBe(3);
    const edit = await popupFrom(review, () =>
      review.getByRole('button', { name: MAPPING_TEXTS.editBusinessRequirements }).click(),
    );
    expect(new URL(edit.url()).pathname).toBe('/user/editBusiness/2/12/3/2');
    await edit.close();
  });
});
