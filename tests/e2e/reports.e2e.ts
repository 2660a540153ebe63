import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_ID_CHECKS,
  CLIENT_ID_CHECK_FAILED_EVENT,
  REPORT_MESSAGES,
  type ClientIdCheckCode,
} from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { REPORTING_CLIENT } from '@lexbridge/legacy';
import { axeViolations } from './axe.js';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs } from './spa.js';
import { readWorkbook } from './workbook.js';

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'lexbridge-e2e-shots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `reports-${name}.png`), fullPage: true });

/** reader@ and business-approver@ have the report-tool flag in the demo data. */
const READER = 'reader@lexbridge.test';
const APPROVER = 'business-approver@lexbridge.test';
const OVERVIEW = 'Compliance Overview';

/** What each client-id code needs the stand-in report tool's Compliance Overview view to hold. */
const BROKEN_VIEWS: Record<ClientIdCheckCode, { clientInfo: string; sheetType: 'dashboard' | 'story' }> = {
  TB_CID_ERR_01: { clientInfo: 'other-client', sheetType: 'dashboard' },
  TB_CID_ERR_02: { clientInfo: 'no-value', sheetType: 'dashboard' },
  TB_CID_ERR_03: { clientInfo: 'no-filter', sheetType: 'dashboard' },
  TB_CID_ERR_04: { clientInfo: 'missing', sheetType: 'story' },
  TB_CID_ERR_05: { clientInfo: 'missing', sheetType: 'dashboard' },
};

/**
 * Reports in the browser: an embedded dashboard that loads and passes its client-id check, one that fails each
 * check (TB_CID_ERR_01 to 05), one that fails to load and stays hidden after navigating away and back, the CRA and
 * compliance-testing entry points, and a canned report filtered and exported.
 */
describe('Reports through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ publicCatalogue: true, bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  /** A new session: cookies cleared, a new tab that records client_id_check_failed events. */
  beforeEach(async () => {
    await harness.legacy!.db.query(
      `UPDATE report_tool_views SET client_info = 'client', fails = false,
              sheet_type = CASE WHEN workbook IN ('GapRemediation', 'ComplianceTesting') THEN 'story' ELSE 'dashboard' END`,
    );
    await page?.close();
    await browser.clearCookies();
    page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.addInitScript((name) => {
      const seen: unknown[] = [];
      (window as unknown as { clientIdEvents: unknown[] }).clientIdEvents = seen;
      window.addEventListener(name, (event) => seen.push((event as CustomEvent).detail));
    }, CLIENT_ID_CHECK_FAILED_EVENT);
  });

  const frame = (name: string) => page.frameLocator(`iframe[title="${name}"]`);
  const dashboardButton = (name: string) =>
    page.getByRole('group', { name: 'Dashboards' }).getByRole('button', { name, exact: true });

  async function openReports(email = READER) {
    await signInAs(page, harness.bffUrl, email);
    await page.goto(`${harness.bffUrl}/reports`);
    await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();
  }

  async function lastError() {
    const { rows } = await harness.legacy!.db.query<{
      report_name: string;
      error_code: string;
      client_name: string;
      description: string;
    }>(
      'SELECT report_name, error_code, client_name, description FROM reporting_errors ORDER BY id DESC LIMIT 1',
    );
    return rows[0];
  }

  it('opens a dashboard: a visible wait, then the report for the user client', async () => {
    // The way to the report tool is held until the wait has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/report-tool/embed/**', async (route) => {
      await released;
      await route.continue();
    });
    await openReports();
    await page.getByRole('status').filter({ hasText: REPORT_MESSAGES.reportLoading }).waitFor();
    await shot(page, 'dashboard-loading');
    release();
    await frame(OVERVIEW).getByRole('heading', { name: OVERVIEW }).waitFor({ timeout: 20_000 });
    await frame(OVERVIEW).getByText(`Client Info: ${REPORTING_CLIENT}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: REPORT_MESSAGES.reportLoading }).count())
      .toBe(0);
    await expect(page.locator(`iframe[title="${OVERVIEW}"]`).isVisible()).resolves.toBe(true);
    await shot(page, 'dashboard');

    // Keyboard: the next dashboard by Tab and Enter.
    await dashboardButton('Gap Remediation').focus();
    await page.keyboard.press('Enter');
    await frame('Gap Remediation')
      .getByRole('heading', { name: 'Gap Remediation' })
      .waitFor({ timeout: 20_000 });
    expect(
      await page.evaluate(() => (window as unknown as { clientIdEvents: unknown[] }).clientIdEvents),
    ).toEqual([]);
  });

  for (const code of Object.keys(BROKEN_VIEWS) as ClientIdCheckCode[]) {
    it(`hides a dashboard whose client-id check fails: ${code}`, async () => {
      const broken = BROKEN_VIEWS[code];
      await harness.legacy!.db.query(
        `UPDATE report_tool_views SET client_info = $1, sheet_type = $2 WHERE workbook = 'ComplianceOverview'`,
        [broken.clientInfo, broken.sheetType],
      );
      await openReports();
      await expectToast(page, REPORT_MESSAGES.contactSupportTitle, REPORT_MESSAGES.contactSupport);
      await page.getByText(`${OVERVIEW}: ${REPORT_MESSAGES.reportHidden}`).waitFor();
      await expect(dashboardButton(OVERVIEW).count()).resolves.toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as { clientIdEvents: unknown[] }).clientIdEvents),
      ).toEqual([{ code, message: CLIENT_ID_CHECKS[code], reportName: OVERVIEW }]);
      await expect.poll(lastError).toEqual({
        report_name: OVERVIEW,
        error_code: code,
        client_name: REPORTING_CLIENT,
        description: CLIENT_ID_CHECKS[code],
      });
      if (code === 'TB_CID_ERR_01') await shot(page, 'client-id-mismatch');
    });
  }

  it('keeps a report that failed to load hidden after navigating away and back', async () => {
    await harness.legacy!.db.query(
      `UPDATE report_tool_views SET fails = true WHERE workbook = 'RiskHeatMap'`,
    );
    await openReports();
    await frame(OVERVIEW).getByRole('heading', { name: OVERVIEW }).waitFor({ timeout: 20_000 });
    await dashboardButton('Risk Heat Map').click();
    await expectToast(page, 'Error!', 'Please contact provider support');
    await expect
      .poll(lastError)
      .toMatchObject({ report_name: 'Risk Heat Map', error_code: 'REPORT_LOAD_FAILED:VIEW_UNAVAILABLE' });
    await expect(dashboardButton('Risk Heat Map').count()).resolves.toBe(0);
    await shot(page, 'load-failed');

    // Away (through the menu) and back: still hidden, though the view works again now.
    await harness.legacy!.db.query(`UPDATE report_tool_views SET fails = false`);
    await page.goto(`${harness.bffUrl}/cra`);
    await page.getByRole('heading', { name: 'CRA', exact: true }).waitFor();
    await page.goto(`${harness.bffUrl}/reports`);
    await dashboardButton(OVERVIEW).waitFor();
    await expect(dashboardButton('Gap Remediation').count()).resolves.toBe(1);
    await expect(dashboardButton('Risk Heat Map').count()).resolves.toBe(0);
    await page.reload();
    await dashboardButton(OVERVIEW).waitFor();
    await expect(dashboardButton('Risk Heat Map').count()).resolves.toBe(0);
  });

  it('opens the CRA and compliance-testing dashboards after fetching the report-tool token', async () => {
    await signInAs(page, harness.bffUrl, APPROVER);
    await page.goto(`${harness.bffUrl}/cra`);
    await page.getByRole('heading', { name: 'CRA', exact: true }).waitFor();
    await frame('CRA Assessment Areas')
      .getByRole('heading', { name: 'CRA Assessment Areas' })
      .waitFor({ timeout: 20_000 });
    await page.goto(`${harness.bffUrl}/compliance-testing/dashboard`);
    await page.getByRole('heading', { name: 'Compliance Testing Dashboard' }).waitFor();
    await frame('Compliance Testing Results')
      .getByRole('heading', { name: 'Compliance Testing Results' })
      .waitFor({ timeout: 20_000 });
    await shot(page, 'compliance-testing');
  });

  it('filters a canned report, reads its chart as a table, and exports it named with the date', async () => {
    await openReports('business@lexbridge.test');
    // business@ has no report tool: no dashboards, only the canned reports.
    await page.getByText(REPORT_MESSAGES.noReports).waitFor();
    const table = page.getByRole('table', { name: 'Gap Report' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Status').selectOption('Open');
    await expect
      .poll(async () => new Set(await table.locator('tbody tr td:nth-child(8)').allTextContents()))
      .toEqual(new Set(['Open']));
    await page.getByRole('button', { name: 'Show numbers' }).first().click();
    await page.getByRole('table', { name: /Gaps by status/ }).waitFor();
    await shot(page, 'gap-report');
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`Gap Report_${today}.xlsx`);
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), 'lexbridge-report-')),
      download.suggestedFilename(),
    );
    await download.saveAs(file);
    const workbook = await readWorkbook(file);
    expect(workbook.rows.length).toBeGreaterThan(0);
    expect(workbook.rows.every((row) => row.Status === 'Open')).toBe(true);

    // Keyboard: the tabs move with the arrow keys.
    await page.getByRole('tab', { name: 'Gap Report' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Risk Report' }).locator('tbody tr').first().waitFor();
    await page.getByRole('tab', { name: 'Implementation Status Report' }).click();
    await page
      .getByRole('table', { name: 'Implementation Status Report' })
      .locator('tbody tr')
      .first()
      .waitFor();
    await shot(page, 'implementation-status');
  });
});
