import { describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_KEY } from '../config.js';
import { signReportToken } from '../modules/access/report-tool.routes.js';
import { REPORT_TOOL_ERRORS, verifyReportToken } from '../modules/reporting/report-tool.page.js';
import { REPORTING_MESSAGES } from '../modules/reporting/reporting.routes.js';
import { REPORTING_CLIENT, REPORTING_DASHBOARDS } from '../seed/reporting-seed.js';
import { LINES, expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';

type Row = Record<string, string | number | boolean | null>;

const { catalogue, sessions, get, postAs } = useCatalogueSessions();

describe('canned reports', () => {
  it("report-gap: the gap register of the user's lines, filtered by line, severity and status", async () => {
    const all = await get<Row[]>(sessions.ben, '/reports/report-gap');
    expect(all.status).toBe(200);
    expect(all.body.Result.length).toBeGreaterThan(0);
    expect(new Set(all.body.Result.map((row) => row.BusinessLine))).toEqual(
      new Set(['Deposit Accounts', 'Consumer Lending']),
    );
    expect(Object.keys(all.body.Result[0]!)).toEqual([
      'GapId',
      'ClientId',
      'Client',
      'BusinessLineId',
      'BusinessLine',
      'RegulatorId',
      'Regulator',
      'Citation',
      'Section',
      'RequirementNumber',
      'Requirement',
      'Description',
      'Severity',
      'Status',
      'Owner',
      'IdentifiedOn',
      'TargetDate',
      'ClosedOn',
      'IsOverdue',
    ]);
    const open = await get<Row[]>(sessions.ben, '/reports/report-gap', {
      businessLineId: LINES['Deposit Accounts']!,
      status: 'Open',
    });
    expect(open.body.Result.length).toBeGreaterThan(0);
    expect(
      open.body.Result.every((row) => row.Status === 'Open' && row.BusinessLine === 'Deposit Accounts'),
    ).toBe(true);
    expectRefusal(
      await get(sessions.ben, '/reports/report-gap', { severity: 'Extreme' }),
      400,
      REPORTING_MESSAGES.levelInvalid,
    );
    expectRefusal(
      await get(sessions.ben, '/reports/report-gap', { fromDate: '2026-13-40' }),
      400,
      REPORTING_MESSAGES.dateInvalid('fromDate'),
    );
  });

  it('refuses a business line the user is not assigned', async () => {
    const answer = await get(sessions.ben, '/reports/report-risk', {
      businessLineId: LINES['Auto Finance']!,
    });
    expect(answer.status).toBe(403);
  });

  it('report-risk: ratings filtered by residual risk level', async () => {
    const high = await get<Row[]>(sessions.ben, '/reports/report-risk', { riskLevel: 'High' });
    const all = await get<Row[]>(sessions.ben, '/reports/report-risk');
    expect(all.body.Result.length).toBeGreaterThan(high.body.Result.length);
    expect(high.body.Result.every((row) => row.ResidualRisk === 'High')).toBe(true);
  });

  it('report-impact, report-dashboard and report-artifact-type answer real rows', async () => {
    const impact = await get<Row[]>(sessions.lena, '/reports/report-impact');
    expect(impact.body.Result.length).toBeGreaterThan(0);
    expect(impact.body.Result[0]).toHaveProperty('Requirements');
    const dashboard = await get<Row[]>(sessions.ben, '/reports/report-dashboard');
    const total = dashboard.body.Result.reduce((sum, row) => sum + Number(row.Total), 0);
    const { rows } = await catalogue.running.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM business_laws WHERE business_line_id IN
         (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)`,
      [sessions.ben.userId],
    );
    expect(total).toBe(rows[0]!.n);
    const artifacts = await get<Row[]>(sessions.ben, '/reports/report-artifact-type', {
      artifactType: 'Policy',
    });
    expect(artifacts.body.Result.map((row) => row.ArtifactType)).toEqual(['Policy', 'Policy']);
  });
});

describe('embedded dashboards', () => {
  it('lists the dashboards of a screen and the user client', async () => {
    const reports = await get<{ Name: string }[]>(sessions.ben, '/reports/get-report-dashboards', {
      screen: 'reports',
    });
    expect(reports.body.Result.map((row) => row.Name)).toEqual(
      REPORTING_DASHBOARDS.filter((d) => d.screen === 'reports').map((d) => d.name),
    );
    expectRefusal(
      await get(sessions.ben, '/reports/get-report-dashboards', { screen: 'other' }),
      400,
      REPORTING_MESSAGES.screenInvalid,
    );
    const client = await get<{ ClientId: number; ClientName: string }>(
      sessions.ben,
      '/reports/get-report-client',
    );
    expect(client.body.Result.ClientName).toBe(REPORTING_CLIENT);
  });

  it('records a submitted reporting error', async () => {
    const answer = await postAs<{ Id: number }>(sessions.ben, '/reports/submit-tableau-error', {
      ReportName: 'Compliance Overview',
      ErrorCode: 'TB_CID_ERR_01',
      ClientName: REPORTING_CLIENT,
      Description: 'ClientIDs does not match',
    });
    expect(answer.status).toBe(200);
    const { rows } = await catalogue.running.db.query(
      'SELECT report_name, error_code, client_name, description FROM reporting_errors WHERE id = $1',
      [answer.body.Result.Id],
    );
    expect(rows[0]).toEqual({
      report_name: 'Compliance Overview',
      error_code: 'TB_CID_ERR_01',
      client_name: REPORTING_CLIENT,
      description: 'ClientIDs does not match',
    });
    expectRefusal(
      await postAs(sessions.ben, '/reports/submit-tableau-error', { ErrorCode: 'X' }),
      400,
      REPORTING_MESSAGES.reportNameRequired,
    );
  });
});

describe('the stand-in report tool', () => {
  const view = (token: string, path = 'ComplianceOverview/Overview') =>
    fetch(`${catalogue.running.url}/report-tool/views/${path}?token=${token}&origin=http://127.0.0.1:4000`);
  const message = (html: string) =>
    JSON.parse(/<script type="application\/json" id="report-tool-message">(.*?)<\/script>/s.exec(html)![1]!);

  it('verifies its tokens', () => {
    const { jwtToken } = signReportToken(DEFAULT_SECRET_KEY, 'business@lexbridge.test');
    expect(verifyReportToken(DEFAULT_SECRET_KEY, jwtToken)).toBe('business@lexbridge.test');
    expect(verifyReportToken('another-key', jwtToken)).toBeNull();
    expect(verifyReportToken(DEFAULT_SECRET_KEY, jwtToken, new Date(Date.now() + 601_000))).toBeNull();
  });

  it("describes the view's Client Info worksheet with the viewer's client, framed only by allowed origins", async () => {
    const { jwtToken } = signReportToken(DEFAULT_SECRET_KEY, 'business@lexbridge.test');
    const answer = await view(jwtToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*',
    );
    const { rows } = await catalogue.running.db.query<{ id: number }>(
      'SELECT id FROM clients WHERE name = $1',
      [REPORTING_CLIENT],
    );
    expect(message(await answer.text())).toEqual({
      type: 'firstinteractive',
      activeSheet: {
        sheetType: 'dashboard',
        name: 'Compliance Overview',
        worksheets: [
          { name: 'Figures', filters: [] },
          {
            name: 'Client Info',
            filters: [{ fieldName: 'Client Id', appliedValues: [{ value: rows[0]!.id }] }],
          },
        ],
      },
    });
  });

  it('answers a load error for a bad token, an unknown view and a failing view', async () => {
    expect(message(await (await view('nope')).text())).toEqual({
      type: 'vizloaderror',
      ...REPORT_TOOL_ERRORS.authFailed,
    });
    const { jwtToken } = signReportToken(DEFAULT_SECRET_KEY, 'business@lexbridge.test');
    expect(message(await (await view(jwtToken, 'Nothing/Here')).text()).errorCode).toBe('VIEW_NOT_FOUND');
    await catalogue.running.db.query(
      `UPDATE report_tool_views SET fails = true WHERE workbook = 'RiskHeatMap'`,
    );
    expect(message(await (await view(jwtToken, 'RiskHeatMap/HeatMap')).text()).errorCode).toBe(
      'VIEW_UNAVAILABLE',
    );
  });
});
