import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const REPORTS: Record<string, Scenario> = {
  // Reports: canned reports over the seeded reporting data, and the embedded dashboards of reader@ (report tool on).
  ReportFilterOptions: {
    as: 'reader',
    check: (data) => {
      expect((data.industries as unknown[]).length).toBeGreaterThan(0);
      expect((data.changeTypes as unknown[]).length).toBeGreaterThan(0);
    },
  },
  GapReport: {
    as: 'business',
    variables: { filter: { status: 'Open', level: 'High' } },
    check: (data) => {
      const report = data.gapReport as {
        fileName: string;
        totalCount: number;
        rows: { status: string; severity: string }[];
      };
      expect(report.fileName).toMatch(/^Gap Report_\d{4}-\d{2}-\d{2}$/);
      expect(report.totalCount).toBe(report.rows.length);
      for (const row of report.rows) expect([row.status, row.severity]).toEqual(['Open', 'High']);
    },
  },
  RiskReport: {
    as: 'business',
    variables: { filter: { fromDate: '2026-03-01', toDate: '2026-01-01' } },
    expectError: 'BAD_USER_INPUT',
  },
  ImpactReport: {
    as: 'lawyer',
    check: (data) => {
      const report = data.impactReport as { rows: { requirements: number; businessLines: number }[] };
      expect(report.rows.length).toBeGreaterThan(0);
      for (const row of report.rows) expect(row.businessLines).toBeGreaterThan(0);
    },
  },
  ImplementationStatusReport: {
    as: 'business',
    check: (data) => {
      const rows = (data.implementationStatusReport as { rows: Record<string, number>[] }).rows;
      for (const row of rows)
        expect(row.total).toBe(
          row.open + row.draft + row.submitted + row.sentBack + row.approved + row.notApplicable,
        );
    },
  },
  ArtifactTypeReport: {
    as: 'business',
    variables: { filter: { artifactType: 'Policy' } },
    check: (data) => {
      const rows = (data.artifactTypeReport as { rows: { artifactType: string }[] }).rows;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.artifactType).toBe('Policy');
    },
  },
  ReportClients: {
    as: 'reader',
    // A client's user may look at its own client only; provider staff get every client.
    check: (data) =>
      expect((data.reportClients as { name: string }[]).map((client) => client.name)).toEqual([
        'Harborview Credit Union',
      ]),
  },
  ReportDashboards: {
    as: 'reader',
    variables: { screen: 'REPORTS' },
    check: (data) => {
      const dashboards = data.reportDashboards as {
        loadWaitMs: number;
        client: { name: string };
        dashboards: { embedPath: string }[];
      };
      expect(dashboards.loadWaitMs).toBe(30000);
      // reader@ is Harborview's: its reports are checked against its own client.
      expect(dashboards.client.name).toBe('Harborview Credit Union');
      expect(dashboards.dashboards.length).toBeGreaterThan(0);
      for (const dashboard of dashboards.dashboards)
        expect(dashboard.embedPath).toMatch(/^\/report-tool\/embed\/reports\/\d+\?clientId=\d+$/);
      expect(JSON.stringify(data)).not.toMatch(/eyJ/);
    },
  },
  SubmitReportError: {
    as: 'reader',
    variables: {
      screen: 'REPORTS',
      input: {
        dashboardId: '1',
        reportName: 'Compliance Overview',
        errorCode: 'TB_CID_ERR_01',
        description: 'ClientIDs does not match',
      },
    },
    check: (data) =>
      expect(data.submitReportError).toEqual({
        message: 'Please contact provider support',
        title: 'Error!',
        hiddenDashboardId: '1',
      }),
  },
};
