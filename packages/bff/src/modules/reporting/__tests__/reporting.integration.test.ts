import { checkReportClientId, CLIENT_ID_CHECKS, type ClientIdCheckCode } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const DASHBOARDS = `query ($screen: ReportScreen!) { reportDashboards(screen: $screen) {
  reportOrigin tokenExpiresAt client { id name } dashboards { id name embedPath } } }`;
const SUBMIT = `mutation ($screen: ReportScreen!, $input: ReportErrorInput!) {
  submitReportError(screen: $screen, input: $input) { message title hiddenDashboardId } }`;

type Dashboards = {
  reportDashboards: {
    reportOrigin: string;
    tokenExpiresAt: string;
    client: { id: string; name: string };
    dashboards: { id: string; name: string; embedPath: string }[];
  };
};

describe('reports against the reference catalogue', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ publicCatalogue: true });
  });
  afterAll(() => harness?.close());

  const embed = (client: TestClient, path: string) =>
    fetch(`${harness.bffUrl}${path}`, { headers: { cookie: client.cookie ?? '' }, redirect: 'manual' });

  it('answers the canned reports from seeded data', async () => {
    const client = harness.client();
    await client.login('business@lexbridge.test');
    const result = await client.gql<{ gapReport: { totalCount: number; rows: { status: string }[] } }>(
      `{ gapReport(filter: { status: "Open" }) { totalCount rows { status } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.gapReport.totalCount).toBeGreaterThan(0);
    expect(result.data!.gapReport.rows.every((row) => row.status === 'Open')).toBe(true);
    const status = await client.gql<{ implementationStatusReport: { rows: { total: number }[] } }>(
      `{ implementationStatusReport { rows { total } } }`,
    );
    expect(
      status.data!.implementationStatusReport.rows.reduce((sum, row) => sum + row.total, 0),
    ).toBeGreaterThan(0);
  });

  it('frames a dashboard through the BFF: the token goes only to the report tool, whose view names the client', async () => {
    const client = harness.client();
    await client.login('reader@lexbridge.test');
    const result = await client.gql<Dashboards>(DASHBOARDS, { screen: 'REPORTS' });
    expect(result.errors).toBeUndefined();
    const { reportDashboards } = result.data!;
    expect(reportDashboards.client.name).toBe('Harborview Credit Union');
    expect(reportDashboards.dashboards.map((d) => d.name)).toEqual([
      'Compliance Overview',
      'Gap Remediation',
      'Risk Heat Map',
    ]);
    expect(JSON.stringify(result)).not.toMatch(/eyJ/);
    expect(reportDashboards.reportOrigin).toBe(new URL(harness.legacyUrl!).origin);

    const hop = await embed(client, reportDashboards.dashboards[0]!.embedPath);
    expect(hop.status).toBe(303);
    const target = new URL(hop.headers.get('location')!);
    expect(target.origin).toBe(reportDashboards.reportOrigin);
    expect(target.pathname).toBe('/report-tool/views/ComplianceOverview/Overview');
    expect(target.searchParams.get('token')).toMatch(/^eyJ/);
    const page = await (await fetch(target)).text();
    const message = JSON.parse(/id="report-tool-message">(.*?)<\/script>/s.exec(page)![1]!);
    expect(message.type).toBe('firstinteractive');
    expect(message.activeSheet.worksheets[1].filters[0].appliedValues[0].value).toBe(
      Number(reportDashboards.client.id),
    );

    // Without a session, or for a screen outside the menu, the embed address refuses.
    expect(
      (await fetch(`${harness.bffUrl}${reportDashboards.dashboards[0]!.embedPath}`, { redirect: 'manual' }))
        .status,
    ).toBe(401);
    expect((await embed(client, '/report-tool/embed/compliance-testing/5')).status).toBe(403);
  });

  it('posts a reporting error and hides that report for the rest of the session only', async () => {
    const client = harness.client();
    await client.login('reader@lexbridge.test');
    const before = (await client.gql<Dashboards>(DASHBOARDS, { screen: 'REPORTS' })).data!.reportDashboards;
    const failed = before.dashboards[1]!;
    const submitted = await client.gql(SUBMIT, {
      screen: 'REPORTS',
      input: {
        dashboardId: failed.id,
        reportName: failed.name,
        errorCode: 'TB_CID_ERR_04',
        description: CLIENT_ID_CHECKS.TB_CID_ERR_04,
      },
    });
    expect(submitted).toEqual({
      data: {
        submitReportError: {
          message: 'Please contact provider support',
          title: 'Error!',
          hiddenDashboardId: failed.id,
        },
      },
    });
    const { rows } = await harness.legacy!.db.query(
      'SELECT report_name, error_code, client_name, description FROM reporting_errors ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      report_name: failed.name,
      error_code: 'TB_CID_ERR_04',
      client_name: 'Harborview Credit Union',
      description: CLIENT_ID_CHECKS.TB_CID_ERR_04,
    });
    const after = (await client.gql<Dashboards>(DASHBOARDS, { screen: 'REPORTS' })).data!.reportDashboards;
    expect(after.dashboards.map((d) => d.id)).not.toContain(failed.id);
    expect((await embed(client, failed.embedPath)).status).toBe(410);

    const fresh = harness.client();
    await fresh.login('reader@lexbridge.test');
    const again = (await fresh.gql<Dashboards>(DASHBOARDS, { screen: 'REPORTS' })).data!.reportDashboards;
    expect(again.dashboards.map((d) => d.id)).toContain(failed.id);
  });

  it("reads every client-id failure from the report tool's description of its view", async () => {
    const client = harness.client();
    await client.login('reader@lexbridge.test');
    const { reportDashboards } = (await client.gql<Dashboards>(DASHBOARDS, { screen: 'REPORTS' })).data!;
    const overview = reportDashboards.dashboards.find((d) => d.name === 'Compliance Overview')!;
    const views: [string, 'dashboard' | 'story', ClientIdCheckCode | null][] = [
      ['client', 'dashboard', null],
      ['client', 'story', null],
      ['other-client', 'dashboard', 'TB_CID_ERR_01'],
      ['no-value', 'dashboard', 'TB_CID_ERR_02'],
      ['no-filter', 'story', 'TB_CID_ERR_03'],
      ['missing', 'story', 'TB_CID_ERR_04'],
      ['missing', 'dashboard', 'TB_CID_ERR_05'],
    ];
    try {
      for (const [clientInfo, sheetType, code] of views) {
        await harness.legacy!.db.query(
          `UPDATE report_tool_views SET client_info = $1, sheet_type = $2 WHERE workbook = 'ComplianceOverview'`,
          [clientInfo, sheetType],
        );
        const hop = await embed(client, overview.embedPath);
        const page = await (await fetch(hop.headers.get('location')!)).text();
        const message = JSON.parse(/id="report-tool-message">(.*?)<\/script>/s.exec(page)![1]!);
        const failure = checkReportClientId(message.activeSheet, reportDashboards.client.id);
        expect([clientInfo, sheetType, failure]).toEqual([
          clientInfo,
          sheetType,
          code ? { code, message: CLIENT_ID_CHECKS[code] } : null,
        ]);
      }
    } finally {
      await harness.legacy!.db.query(
        `UPDATE report_tool_views SET client_info = 'client', sheet_type = 'dashboard' WHERE workbook = 'ComplianceOverview'`,
      );
    }
  });

  it("keeps each client's users to their own client's report data and gaps, provider staff to the client they name", async () => {
    const harborview = harness.client();
    await harborview.login('business@lexbridge.test');
    const northgate = harness.client();
    await northgate.login('northgate-business@lexbridge.test');
    const GAPS = `query ($filter: CannedReportFilter) { gapReport(filter: $filter) { rows { id clientName } } }`;
    type Gaps = { gapReport: { rows: { id: string; clientName: string }[] } };
    const ours = (await harborview.gql<Gaps>(GAPS)).data!.gapReport.rows;
    const theirs = (await northgate.gql<Gaps>(GAPS)).data!.gapReport.rows;
    expect(new Set(ours.map((row) => row.clientName))).toEqual(new Set(['Harborview Credit Union']));
    expect(new Set(theirs.map((row) => row.clientName))).toEqual(new Set(['Northgate Savings Bank']));
    const northgateId = (
      await northgate.gql<{ session: { user: { clientId: string } } }>('{ session { user { clientId } } }')
    ).data!.session.user.clientId;
    const named = await harborview.gql(GAPS, { filter: { clientId: northgateId } });
    expect(named.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The gap register of the gaps screen: Northgate's user on the same lines sees none of Harborview's gaps,
    // and one named by id is not found.
    type GapList = {
      gapsAndUpdates: { lawId: string; sectionId: string; requirementId: string; companyProcessId: string }[];
    };
    const LIST = '{ gapsAndUpdates { lawId sectionId requirementId companyProcessId } }';
    const gaps = (await harborview.gql<GapList>(LIST)).data!.gapsAndUpdates;
    expect(gaps.length).toBeGreaterThan(0);
    expect((await northgate.gql<GapList>(LIST)).data!.gapsAndUpdates).toEqual([]);
    const plans = await northgate.gql(`query ($gap: GapRefInput!) { gapsActionPlans(gap: $gap) { id } }`, {
      gap: gaps[0],
    });
    expect(plans.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(plans.errors?.[0]?.message).toBe('The record was not found.');

    const admin = harness.client();
    await admin.login('admin@lexbridge.test');
    const only = (await admin.gql<Gaps>(GAPS, { filter: { clientId: northgateId } })).data!.gapReport.rows;
    expect(only.length).toBe(theirs.length);
    const every = (await admin.gql<Gaps>(GAPS)).data!.gapReport.rows;
    expect(new Set(every.map((row) => row.clientName)).size).toBe(2);
  });

  it("frames a client's user's reports for its own client only", async () => {
    const reader = harness.client();
    await reader.login('reader@lexbridge.test');
    const { reportDashboards } = (await reader.gql<Dashboards>(DASHBOARDS, { screen: 'REPORTS' })).data!;
    const path = reportDashboards.dashboards[0]!.embedPath.replace(/\?.*$/, '');
    const other = String(Number(reportDashboards.client.id) + 1);
    expect((await embed(reader, `${path}?clientId=${other}`)).status).toBe(404);
    const hop = await embed(reader, path);
    expect(new URL(hop.headers.get('location')!).searchParams.get('clientId')).toBe(
      reportDashboards.client.id,
    );
  });

  it('frames only the BFF and the configured report origin, and names neither in GraphQL answers', async () => {
    const response = await fetch(`${harness.bffUrl}/login`);
    const csp = response.headers.get('content-security-policy')!;
    const frameSrc = csp.split(';').find((part) => part.trim().startsWith('frame-src'))!;
    expect(frameSrc.trim()).toBe(`frame-src 'self' ${new URL(harness.legacyUrl!).origin}`);
    const api = await fetch(`${harness.bffUrl}/graphql?query=%7B__typename%7D`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('reports with the catalogue on an internal address and no REPORT_TOOL_URL', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness?.close());

  it('embeds no dashboards, frames nothing and never names the catalogue', async () => {
    const client = harness.client();
    await client.login('reader@lexbridge.test');
    const result = await client.gql<{ reportDashboards: null }>(DASHBOARDS, { screen: 'REPORTS' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.reportDashboards).toBeNull();
    const hop = await fetch(`${harness.bffUrl}/report-tool/embed/reports/1`, {
      headers: { cookie: client.cookie ?? '' },
      redirect: 'manual',
    });
    expect(hop.status).toBe(404);
    expect(await hop.text()).not.toContain(new URL(harness.legacyUrl!).host);
    const page = await fetch(`${harness.bffUrl}/login`);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain(new URL(harness.legacyUrl!).host);
  });
});
