import { describe, expect, it } from 'vitest';
import {
  checkReportClientId,
  CLIENT_ID_CHECKS,
  isInDomain,
  REPORT_LOAD_WAIT_MS,
  REPORT_MESSAGES,
  reportToolBaseUrl,
  reportToolOrigins,
  validateReportDateRange,
  validateReportError,
  type ReportSheet,
  type ReportWorksheet,
} from '../reports.js';

const clientInfo = (values: unknown[] | null, fieldName = 'Client Id') => ({
  name: 'Client Info',
  filters: [{ fieldName, appliedValues: values === null ? null : values.map((value) => ({ value })) }],
});
const dashboard = (...worksheets: ReportWorksheet[]): ReportSheet => ({
  sheetType: 'dashboard',
  name: 'Overview',
  worksheets: [{ name: 'Totals', filters: [] }, ...worksheets],
});

describe('the client-id check of an embedded report', () => {
  it('passes when every Client Id value is the user client', () => {
    expect(checkReportClientId(dashboard(clientInfo([7])), 7)).toBeNull();
    expect(checkReportClientId(dashboard(clientInfo(['7', 7])), '7')).toBeNull();
  });

  it('TB_CID_ERR_01 when a value is another client', () => {
    expect(checkReportClientId(dashboard(clientInfo([7, 8])), 7)).toEqual({
      code: 'TB_CID_ERR_01',
      message: 'ClientIDs does not match',
    });
    expect(checkReportClientId(dashboard(clientInfo([7])), null)?.code).toBe('TB_CID_ERR_01');
  });

  it('TB_CID_ERR_02 when the filter has no value', () => {
    for (const values of [null, [], [null], [undefined], ['']]) {
      expect(checkReportClientId(dashboard(clientInfo(values)), 7)).toEqual({
        code: 'TB_CID_ERR_02',
        message: "'Client Id' filter value is null/undefined",
      });
    }
  });

  it('TB_CID_ERR_03 when the Client Info worksheet has no Client Id filter', () => {
    expect(checkReportClientId(dashboard(clientInfo([7], 'Region')), 7)).toEqual({
      code: 'TB_CID_ERR_03',
      message: "'Client Id' filter is missing in the 'Client Info' worksheet",
    });
  });

  it("TB_CID_ERR_04 when the active story point's dashboard has no Client Info worksheet", () => {
    const story: ReportSheet = {
      sheetType: 'story',
      activeStoryPoint: { containedSheet: dashboard() },
    };
    expect(checkReportClientId(story, 7)).toEqual({
      code: 'TB_CID_ERR_04',
      message: "'Client Info' worksheet is missing in the Active Story Point's Dashboard",
    });
    expect(checkReportClientId({ sheetType: 'story', activeStoryPoint: null }, 7)?.code).toBe(
      'TB_CID_ERR_04',
    );
    const good: ReportSheet = {
      sheetType: 'story',
      activeStoryPoint: { containedSheet: dashboard(clientInfo([7])) },
    };
    expect(checkReportClientId(good, 7)).toBeNull();
  });

  it('TB_CID_ERR_05 when the dashboard has no Client Info worksheet', () => {
    expect(checkReportClientId(dashboard(), 7)).toEqual({
      code: 'TB_CID_ERR_05',
      message: "'Client Info' worksheet is missing in the Tableau Dashboard",
    });
    expect(checkReportClientId(null, 7)?.code).toBe('TB_CID_ERR_05');
  });

  it('has exactly the five codes', () => {
    expect(Object.keys(CLIENT_ID_CHECKS)).toEqual([
      'TB_CID_ERR_01',
      'TB_CID_ERR_02',
      'TB_CID_ERR_03',
      'TB_CID_ERR_04',
      'TB_CID_ERR_05',
    ]);
  });
});

describe('where the report tool is', () => {
  const location = {
    urlTemplate: 'https://reports.{domain}/',
    productDomain: 'lexbridge.example',
    defaultDomain: 'provider.example',
  };

  it('uses the product domain for a host in it, else the default provider domain', () => {
    expect(reportToolBaseUrl(location, 'acme.lexbridge.example')).toBe('https://reports.lexbridge.example');
    expect(reportToolBaseUrl(location, 'lexbridge.example:443')).toBe('https://reports.lexbridge.example');
    expect(reportToolBaseUrl(location, 'compliance.acme.com')).toBe('https://reports.provider.example');
    expect(reportToolBaseUrl(location, 'evil-lexbridge.example')).toBe('https://reports.provider.example');
  });

  it('takes a template without {domain} as it is', () => {
    const fixed = {
      urlTemplate: 'http://127.0.0.1:4010/report-tool',
      productDomain: null,
      defaultDomain: null,
    };
    expect(reportToolBaseUrl(fixed, 'anything')).toBe('http://127.0.0.1:4010/report-tool');
    expect(reportToolOrigins(fixed)).toEqual(['http://127.0.0.1:4010']);
  });

  it('lists every origin the app may frame', () => {
    expect(reportToolOrigins(location)).toEqual([
      'https://reports.lexbridge.example',
      'https://reports.provider.example',
    ]);
  });

  it('knows what is in a domain', () => {
    expect(isInDomain('a.b.example', 'b.example')).toBe(true);
    expect(isInDomain('b.example', 'b.example')).toBe(true);
    expect(isInDomain('ab.example', 'b.example')).toBe(false);
    expect(isInDomain('a.example', null)).toBe(false);
  });
});

describe('report inputs', () => {
  it('waits 30 seconds for a report', () => {
    expect(REPORT_LOAD_WAIT_MS).toBe(30000);
    expect(REPORT_MESSAGES.contactSupport).toBe('Please contact provider support');
    expect(REPORT_MESSAGES.contactSupportTitle).toBe('Error!');
  });

  it('checks a date range', () => {
    expect(validateReportDateRange('2026-01-01', '2026-02-01')).toBeNull();
    expect(validateReportDateRange('2026-03-01', null)).toBeNull();
    expect(validateReportDateRange('2026-03-01', '2026-02-01')).toEqual({
      field: 'from',
      message: 'From date must not be after To date.',
    });
  });

  it('needs a report name and an error code for a submitted error', () => {
    expect(validateReportError({ reportName: 'Overview', errorCode: 'TB_CID_ERR_01' })).toEqual([]);
    expect(validateReportError({ reportName: ' ', errorCode: '', description: 'x'.repeat(2001) })).toEqual([
      { field: 'reportName', message: 'Report name is required.' },
      { field: 'errorCode', message: 'Error code is required.' },
      { field: 'description', message: 'Description must be at most 2000 characters.' },
    ]);
  });
});
