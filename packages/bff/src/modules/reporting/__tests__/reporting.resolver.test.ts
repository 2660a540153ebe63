import { describe, expect, it } from 'vitest';
import type { Services } from '../../../graphql/context.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import type { Principal } from '../../../session/principal.js';
import type { SessionRecord } from '../../../session/store.js';
import {
  FakeCatalogue,
  fakeContext,
  LAWYER_MENU,
  runGraphQL,
  testPrincipal,
} from '../../../testing/fake-catalogue.js';

const entry = (id: string, label: string, routerLink: string) => ({
  ...LAWYER_MENU[2]!,
  id,
  label,
  routerLink,
});
const MENU = [
  ...LAWYER_MENU,
  entry('1401', 'Reports', '/reports'),
  entry('1402', 'CRA', '/cra'),
  entry('1403', 'Compliance Testing Dashboard', '/compliance-testing/dashboard'),
];

const GAP = {
  GapId: 7,
  BusinessLineId: 2,
  BusinessLine: 'Deposit Accounts',
  RegulatorId: 1,
  Regulator: 'CFPB',
  Citation: '12 CFR Part 1005',
  Section: '§ 1005.6',
  RequirementNumber: 'REGE_001',
  Requirement: 'Limit liability.',
  Description: 'No review.',
  Severity: 'High',
  Status: 'Open',
  Owner: 'Ben Business',
  IdentifiedOn: '2026-01-05',
  TargetDate: '2026-02-04',
  ClosedOn: null,
  IsOverdue: true,
};
const DASHBOARDS = [
  { Id: 1, Name: 'Compliance Overview', Workbook: 'ComplianceOverview', View: 'Overview', Screen: 'reports' },
  { Id: 2, Name: 'Gap Remediation', Workbook: 'GapRemediation', View: 'Remediation', Screen: 'reports' },
];

function catalogue(overrides: Record<string, (request: LegacyRequest) => unknown> = {}) {
  return new FakeCatalogue({
    'reports/report-gap': () => ({ Result: [GAP] }),
    'reports/report-risk': () => ({ Result: [] }),
    'reports/get-report-dashboards': () => ({ Result: DASHBOARDS }),
    'reports/get-report-client': () => ({ Result: { ClientId: 5, ClientName: 'Lexbridge Demo Bank' } }),
    'reports/get-report-token': () => ({ Result: { jwtToken: 'eyJ.fresh.token', expires_in: 600 } }),
    'reports/submit-tableau-error': () => ({ Result: { Id: 1, Message: 'Error submitted successfully.' } }),
    ...overrides,
  });
}

function sessionTokens(record: Partial<SessionRecord>) {
  const state = { record: { id: 's1', ...record } as SessionRecord };
  const tokens = {
    updateSession: async (_id: string, change: (r: SessionRecord) => SessionRecord) => {
      state.record = change(state.record);
      return state.record;
    },
  };
  return { state, tokens: tokens as unknown as Services['tokens'] };
}

function run(
  fake: FakeCatalogue,
  source: string,
  variables: Record<string, unknown> = {},
  options: { principal?: Principal; tokens?: Services['tokens']; config?: Record<string, unknown> } = {},
) {
  return runGraphQL(
    fakeContext(fake, options.principal ?? testPrincipal({ menu: MENU }), {
      services: options.tokens ? { tokens: options.tokens } : {},
      // The reference catalogue's stand-in on a public catalogue, unless a test says otherwise.
      config: { reportToolUrl: 'http://127.0.0.1:4010/report-tool', ...options.config },
    }),
    source,
    variables,
  );
}

const HARBORVIEW = { clientId: '1', clientName: 'Harborview Credit Union' };
/** A client's user with the report-tool flag (reader@ of Harborview). */
const tableau = (overrides: Partial<Principal> = {}) =>
  testPrincipal({
    menu: MENU,
    user: { ...testPrincipal().user, isTableau: true, ...HARBORVIEW },
    ...overrides,
  });
/** Provider staff with the report-tool flag. */
const providerTableau = (overrides: Partial<Principal> = {}) =>
  testPrincipal({ menu: MENU, user: { ...testPrincipal().user, isTableau: true }, ...overrides });
const fresh = { reportTool: { token: 'still', expiresAt: Date.now() + 600_000 } };

describe('canned reports', () => {
  it('answers the Gap Report with its rows, its file name and the filter sent to report-gap', async () => {
    const fake = catalogue();
    const result = await run(
      fake,
      `query ($filter: CannedReportFilter) { gapReport(filter: $filter) {
         name fileName totalCount rows { id businessLine regulator severity status overdue closedOn } } }`,
      { filter: { businessLineId: '2', level: 'High', status: 'Open', fromDate: '2026-01-01' } },
    );
    expect(result.errors).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    expect(result.data).toEqual({
      gapReport: {
        name: 'Gap Report',
        fileName: `Gap Report_${today}`,
        totalCount: 1,
        rows: [
          {
            id: '7',
            businessLine: 'Deposit Accounts',
            regulator: 'CFPB',
            severity: 'High',
            status: 'Open',
            overdue: true,
            closedOn: null,
          },
        ],
      },
    });
    expect(fake.recorded[0]!.request.query).toEqual({
      businessLineId: '2',
      severity: 'High',
      status: 'Open',
      fromDate: '2026-01-01',
    });
    expect(fake.recorded[0]!.route?.menuId).toBe('1401');
  });

  it('sends the risk level as riskLevel', async () => {
    const fake = catalogue();
    await run(fake, `{ riskReport(filter: { level: "Low" }) { totalCount } }`);
    expect(fake.recorded[0]!.request).toMatchObject({
      path: 'reports/report-risk',
      query: { riskLevel: 'Low' },
    });
  });

  it('refuses a bad filter with the rule and calls nothing', async () => {
    const fake = catalogue();
    const range = await run(
      fake,
      `{ gapReport(filter: { fromDate: "2026-03-01", toDate: "2026-02-01" }) { totalCount } }`,
    );
    expect(range.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { from: 'From date must not be after To date.' } },
    });
    const level = await run(fake, `{ gapReport(filter: { level: "Extreme" }) { totalCount } }`);
    expect(level.errors?.[0]?.extensions).toMatchObject({
      fields: { level: 'Level must be High, Medium or Low.' },
    });
    expect(fake.recorded).toHaveLength(0);
  });

  it('is FORBIDDEN without /reports in the menu', async () => {
    const result = await run(catalogue(), `{ gapReport { totalCount } }`, {}, { principal: testPrincipal() });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const DASHBOARDS_QUERY = `query ($screen: ReportScreen!) { reportDashboards(screen: $screen) {
  screen reportOrigin loadWaitMs tokenExpiresAt client { id name } dashboards { id name screen embedPath } } }`;

describe('embedded dashboards', () => {
  it('is null for a user without the report-tool flag', async () => {
    const fake = catalogue();
    const result = await run(fake, DASHBOARDS_QUERY, { screen: 'REPORTS' });
    expect(result).toEqual({ data: { reportDashboards: null } });
    expect(fake.recorded).toHaveLength(0);
  });

  it('renews an expired report-tool token first, 10 seconds early, and keeps it in the session', async () => {
    const fake = catalogue();
    const { state, tokens } = sessionTokens({});
    const principal = tableau({ reportTool: { token: 'old', expiresAt: Date.now() - 1 } });
    const before = Date.now();
    const result = await run(fake, DASHBOARDS_QUERY, { screen: 'REPORTS' }, { principal, tokens });
    expect(result.errors).toBeUndefined();
    const data = result.data!.reportDashboards as Record<string, unknown>;
    expect(data).toMatchObject({
      screen: 'REPORTS',
      reportOrigin: 'http://127.0.0.1:4010',
      loadWaitMs: 30000,
      client: { id: '1', name: 'Harborview Credit Union' },
      dashboards: [
        {
          id: '1',
          name: 'Compliance Overview',
          screen: 'REPORTS',
          embedPath: '/report-tool/embed/reports/1?clientId=1',
        },
        {
          id: '2',
          name: 'Gap Remediation',
          screen: 'REPORTS',
          embedPath: '/report-tool/embed/reports/2?clientId=1',
        },
      ],
    });
    const expiresAt = Date.parse(data.tokenExpiresAt as string);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 600_000 - 10_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000 - 10_000);
    expect(state.record.reportTool).toEqual({ token: 'eyJ.fresh.token', expiresAt });
    expect(JSON.stringify(result)).not.toContain('eyJ');
  });

  it('keeps a token until 10 seconds before it expires', async () => {
    const fake = catalogue();
    const principal = tableau({ reportTool: { token: 'still', expiresAt: Date.now() + 5_000 } });
    await run(fake, DASHBOARDS_QUERY, { screen: 'CRA' }, { principal });
    expect(fake.recorded.map((call) => call.request.path)).not.toContain('reports/get-report-token');
    expect(fake.recorded[0]!.route?.menuId).toBe('1402');
  });

  it('is null when no report tool is configured, and asks the catalogue nothing', async () => {
    const fake = catalogue();
    const principal = tableau({ reportTool: { token: 'still', expiresAt: Date.now() + 60_000 } });
    const result = await run(
      fake,
      DASHBOARDS_QUERY,
      { screen: 'REPORTS' },
      { principal, config: { reportToolUrl: null } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.reportDashboards).toBeNull();
    expect(fake.recorded).toHaveLength(0);
  });

  it('uses the default provider domain when the host is not in the product domain', async () => {
    const principal = tableau({ reportTool: { token: 'still', expiresAt: Date.now() + 60_000 } });
    const result = await run(
      catalogue(),
      DASHBOARDS_QUERY,
      { screen: 'REPORTS' },
      {
        principal,
        config: {
          reportToolUrl: 'https://reports.{domain}',
          productDomain: 'lexbridge.example',
          reportToolDefaultDomain: 'provider.example',
        },
      },
    );
    expect((result.data!.reportDashboards as { reportOrigin: string }).reportOrigin).toBe(
      'https://reports.provider.example',
    );
  });

  it('leaves out dashboards hidden in this session, and is FORBIDDEN without the screen', async () => {
    const principal = tableau({
      reportTool: { token: 'still', expiresAt: Date.now() + 60_000 },
      hiddenReports: ['reports:1'],
    });
    const result = await run(catalogue(), DASHBOARDS_QUERY, { screen: 'REPORTS' }, { principal });
    expect(
      (result.data!.reportDashboards as { dashboards: { id: string }[] }).dashboards.map((d) => d.id),
    ).toEqual(['2']);
    const refused = await run(
      catalogue(),
      DASHBOARDS_QUERY,
      { screen: 'CRA' },
      {
        principal: tableau({ menu: LAWYER_MENU }),
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const SUBMIT = `mutation ($screen: ReportScreen!, $input: ReportErrorInput!) {
  submitReportError(screen: $screen, input: $input) { message title hiddenDashboardId } }`;

describe('reporting errors', () => {
  it('posts the error with report name, code, client name and description, and hides the report', async () => {
    const fake = catalogue();
    const { state, tokens } = sessionTokens({ hiddenReports: [] });
    const principal = tableau();
    const result = await run(
      fake,
      SUBMIT,
      {
        screen: 'REPORTS',
        input: {
          dashboardId: '1',
          reportName: 'Compliance Overview',
          errorCode: 'TB_CID_ERR_01',
          description: 'ClientIDs does not match',
        },
      },
      { principal, tokens },
    );
    expect(result).toEqual({
      data: {
        submitReportError: {
          message: 'Please contact provider support',
          title: 'Error!',
          hiddenDashboardId: '1',
        },
      },
    });
    const post = fake.recorded.find((call) => call.request.path === 'reports/submit-tableau-error')!;
    expect(post.request).toMatchObject({
      method: 'POST',
      body: {
        ReportName: 'Compliance Overview',
        ErrorCode: 'TB_CID_ERR_01',
        ClientId: '1',
        ClientName: 'Harborview Credit Union',
        Description: 'ClientIDs does not match',
      },
    });
    expect(state.record.hiddenReports).toEqual(['reports:1']);
    expect(principal.hiddenReports).toEqual(['reports:1']);
  });

  it('needs a report name and an error code', async () => {
    const fake = catalogue();
    const result = await run(fake, SUBMIT, {
      screen: 'REPORTS',
      input: { reportName: ' ', errorCode: 'TB_CID_ERR_02' },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { reportName: 'Report name is required.' },
    });
    expect(fake.recorded).toHaveLength(0);
  });
});

describe("the client of a client's user's reports", () => {
  it("checks embedded reports against the user's own client from the session, never a reporting-only client", async () => {
    const fake = catalogue();
    const result = await run(fake, DASHBOARDS_QUERY, { screen: 'REPORTS' }, { principal: tableau(fresh) });
    expect((result.data!.reportDashboards as { client: unknown }).client).toEqual({
      id: '1',
      name: 'Harborview Credit Union',
    });
    expect(fake.recorded.map((call) => call.request.path)).not.toContain('reports/get-report-client');
    const other = await run(
      catalogue(),
      `query { reportDashboards(screen: REPORTS, clientId: "2") { client { id } } }`,
      {},
      { principal: tableau(fresh) },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(other.errors?.[0]?.message).toBe('The record was not found.');
  });

  it('lets provider staff choose the client they look at (none chosen: no client)', async () => {
    const none = await run(
      catalogue(),
      DASHBOARDS_QUERY,
      { screen: 'REPORTS' },
      { principal: providerTableau(fresh) },
    );
    expect(none.data!.reportDashboards).toMatchObject({
      client: null,
      dashboards: [
        { embedPath: '/report-tool/embed/reports/1' },
        { embedPath: '/report-tool/embed/reports/2' },
      ],
    });
    const fake = catalogue({
      'reports/get-report-client': (request) => ({
        Result: { ClientId: Number(request.query?.clientId), ClientName: 'Northgate Savings Bank' },
      }),
    });
    const chosen = await run(
      fake,
      `query { reportDashboards(screen: REPORTS, clientId: "2") { client { id name } dashboards { embedPath } } }`,
      {},
      { principal: providerTableau(fresh) },
    );
    expect(chosen.data!.reportDashboards).toEqual({
      client: { id: '2', name: 'Northgate Savings Bank' },
      dashboards: [
        { embedPath: '/report-tool/embed/reports/1?clientId=2' },
        { embedPath: '/report-tool/embed/reports/2?clientId=2' },
      ],
    });
    expect(
      fake.recorded.find((call) => call.request.path === 'reports/get-report-client')!.request.query,
    ).toEqual({
      clientId: '2',
    });
  });

  it("asks the catalogue for the client's canned rows only, keeps out rows of another client, refuses naming one", async () => {
    const fake = catalogue({
      'reports/report-gap': () => ({
        Result: [
          { ...GAP, ClientId: 1, Client: 'Harborview Credit Union' },
          { ...GAP, GapId: 8, ClientId: 2, Client: 'Northgate Savings Bank' },
        ],
      }),
    });
    const principal = testPrincipal({ menu: MENU, user: { ...testPrincipal().user, ...HARBORVIEW } });
    const result = await run(
      fake,
      `{ gapReport { totalCount rows { id clientId clientName } } }`,
      {},
      { principal },
    );
    expect(result.data!.gapReport).toEqual({
      totalCount: 1,
      rows: [{ id: '7', clientId: '1', clientName: 'Harborview Credit Union' }],
    });
    expect(fake.recorded[0]!.request.query).toEqual({ clientId: '1' });
    const refused = catalogue();
    const other = await run(
      refused,
      `{ riskReport(filter: { clientId: "2" }) { totalCount } }`,
      {},
      { principal },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.recorded).toHaveLength(0);

    const provider = catalogue({ 'reports/report-dashboard': () => ({ Result: [] }) });
    await run(provider, `{ implementationStatusReport(filter: { clientId: "2" }) { totalCount } }`, {}, {});
    expect(provider.recorded[0]!.request.query).toEqual({ clientId: '2' });
  });

  it("offers a client's user only its own client to look at, provider staff every client", async () => {
    const both = () =>
      catalogue({
        'reports/get-report-clients': () => ({
          Result: [
            { ClientId: 1, ClientName: 'Harborview Credit Union' },
            { ClientId: 2, ClientName: 'Northgate Savings Bank' },
          ],
        }),
      });
    const own = await run(both(), `{ reportClients { id name } }`, {}, { principal: tableau() });
    expect(own.data).toEqual({ reportClients: [{ id: '1', name: 'Harborview Credit Union' }] });
    const every = await run(both(), `{ reportClients { id } }`, {}, { principal: providerTableau() });
    expect(every.data).toEqual({ reportClients: [{ id: '1' }, { id: '2' }] });
    const refused = await run(both(), `{ reportClients { id } }`, {}, { principal: testPrincipal() });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
