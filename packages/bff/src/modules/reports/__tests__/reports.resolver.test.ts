import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import { appError, ErrorCode } from '../../../graphql/errors.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import type { Principal } from '../../../session/principal.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';
import { reportCall } from '../reports.mapper.js';

const REPORTS = [
  { id: 1, name: 'Law Inventory by Business Line', api: 'reports/get-law-inventory-report?businessLineId=' },
  { id: 4, name: 'Regulator Summary', api: 'reports/get-regulator-summary-report' },
  { id: 5, name: 'Elsewhere', api: 'https://evil.test/steal?x=' },
];

const inventoryRows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    Regulator: 'CFPB',
    Section: `§ ${i + 1}`,
    EffectiveDate: null,
    Laws: i,
  }));

function catalogue(overrides: Record<string, (request: LegacyRequest) => unknown> = {}) {
  return new FakeCatalogue({
    'reports/getReportList': () => ({ Result: REPORTS }),
    'reports/get-law-inventory-report': () => ({ Result: inventoryRows(2500) }),
    'reports/get-regulator-summary-report': () => ({ Result: [] }),
    ...overrides,
  });
}

const EXTRACT = `query ($input: ReportExtractInput!) { reportExtract(input: $input) {
  report { id name needsBusinessLine } columns rows totalCount pageNumber pageSize fileName message } }`;

function run(
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  options: { principal?: Principal; cache?: MemoryCache } = {},
) {
  return runGraphQL(
    fakeContext(fake, options.principal ?? testPrincipal(), {
      services: { cache: options.cache ?? new MemoryCache(100) },
    }),
    source,
    variables,
  );
}

describe('reports', () => {
  it('lists the reports of the Extracts screen, never their catalogue paths', async () => {
    const fake = catalogue();
    const result = await run(fake, `{ reports { id name needsBusinessLine } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      reports: [
        { id: '1', name: 'Law Inventory by Business Line', needsBusinessLine: true },
        { id: '4', name: 'Regulator Summary', needsBusinessLine: false },
        { id: '5', name: 'Elsewhere', needsBusinessLine: true },
      ],
    });
    expect(fake.recorded[0]!.route).toEqual({ menuId: '12', breadcrumbId: null, legal: false });
  });

  it('is FORBIDDEN without /extracts in the menu', async () => {
    const fake = catalogue();
    const principal = testPrincipal({ menu: [] });
    const result = await run(fake, `{ reports { id } }`, undefined, { principal });
    expect(result.errors?.[0]).toMatchObject({
      message: 'You are not allowed to open this page.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('is FORBIDDEN without edit permission on /extracts: the screen is permission guarded', async () => {
    const fake = catalogue();
    const principal = testPrincipal({ editableRoutes: [] });
    const result = await run(fake, `{ reports { id } }`, undefined, { principal });
    expect(result.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit on this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(fake.recorded).toHaveLength(0);
  });
});

describe('report extracts', () => {
  it('page the rows, with the columns, the total and a dated file name; the catalogue is asked once for every page', async () => {
    const fake = catalogue();
    const cache = new MemoryCache(100);
    const first = await run(fake, EXTRACT, { input: { reportId: '1', businessLineId: '2' } }, { cache });
    expect(first.errors).toBeUndefined();
    const page = (first.data as { reportExtract: Record<string, unknown> & { rows: unknown[] } })
      .reportExtract;
    expect(page).toMatchObject({
      report: { id: '1', name: 'Law Inventory by Business Line', needsBusinessLine: true },
      columns: ['Regulator', 'Section', 'EffectiveDate', 'Laws'],
      totalCount: 2500,
      pageNumber: 1,
      pageSize: 1000,
      message: null,
    });
    expect(page.fileName).toMatch(/^Law Inventory by Business Line_\d{4}-\d{2}-\d{2}$/);
    expect(page.rows).toHaveLength(1000);
    expect(page.rows[0]).toEqual({ Regulator: 'CFPB', Section: '§ 1', EffectiveDate: null, Laws: 0 });

    const last = await run(
      fake,
      EXTRACT,
      { input: { reportId: '1', businessLineId: '2', pageNumber: 3 } },
      { cache },
    );
    const lastPage = (last.data as { reportExtract: { rows: { Section: string }[] } }).reportExtract;
    expect(lastPage.rows).toHaveLength(500);
    expect(lastPage.rows[0]!.Section).toBe('§ 2001');
    const beyond = await run(
      fake,
      EXTRACT,
      { input: { reportId: '1', businessLineId: '2', pageNumber: 9, pageSize: 5000 } },
      { cache },
    );
    expect((beyond.data as { reportExtract: { rows: unknown[] } }).reportExtract.rows).toEqual([]);

    const rowCalls = fake.recorded.filter((call) => call.request.path === 'reports/get-law-inventory-report');
    expect(rowCalls).toHaveLength(1);
    expect(rowCalls[0]!.request.query).toEqual({ businessLineId: '2' });
    expect(rowCalls[0]!.route?.menuId).toBe('12');
  });

  it("say 'No data to be exported.' for a report without rows, and leave out the business line it does not take", async () => {
    const fake = catalogue();
    const result = await run(fake, EXTRACT, { input: { reportId: '4', businessLineId: '2' } });
    expect((result.data as { reportExtract: unknown }).reportExtract).toMatchObject({
      columns: [],
      rows: [],
      totalCount: 0,
      message: 'No data to be exported.',
    });
    expect(
      fake.recorded.find((call) => call.request.path === 'reports/get-regulator-summary-report')!.request
        .query,
    ).toEqual({});
  });

  it('need edit permission on /extracts (the Export to Excel button shows only with it)', async () => {
    const fake = catalogue();
    const principal = testPrincipal({ editableRoutes: ['/changePassword'] });
    const result = await run(fake, EXTRACT, { input: { reportId: '1', businessLineId: '2' } }, { principal });
    expect(result.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit on this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(fake.calls).toBe(0);
  });

  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a bad report id', { reportId: 'one' }, { reportId: 'reportId must be a positive whole number.' }],
    [
      'page 0',
      { reportId: '1', businessLineId: '2', pageNumber: 0 },
      { pageNumber: 'pageNumber must be 1 or more.' },
    ],
    [
      'pages of 5001 rows',
      { reportId: '1', businessLineId: '2', pageSize: 5001 },
      { pageSize: 'pageSize must be from 1 to 5000.' },
    ],
    [
      'pages of no rows',
      { reportId: '1', businessLineId: '2', pageSize: 0 },
      { pageSize: 'pageSize must be from 1 to 5000.' },
    ],
    [
      'a bad business line id',
      { reportId: '1', businessLineId: 'x' },
      { businessLineId: 'businessLineId must be a positive whole number.' },
    ],
  ];
  it.each(cases)('refuse %s, before any call', async (_name, input, fields) => {
    const fake = catalogue();
    const result = await run(fake, EXTRACT, { input });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(fake.calls).toBe(0);
  });

  it("refuse a per-business-line report without one: 'Please Select Business Line First'", async () => {
    const fake = catalogue();
    const result = await run(fake, EXTRACT, { input: { reportId: '1', businessLineId: 'Select' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { businessLineId: 'Please Select Business Line First' },
    });
    expect(fake.recorded.map((call) => call.request.path)).toEqual(['reports/getReportList']);
  });

  it("are NOT_FOUND 'Report not found.' for a report the list does not have", async () => {
    const result = await run(catalogue(), EXTRACT, { input: { reportId: '77', businessLineId: '2' } });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Report not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("never call a host the report's path names, and say 'Something went wrong' when the catalogue fails", async () => {
    const evil = await run(catalogue(), EXTRACT, { input: { reportId: '5', businessLineId: '2' } });
    expect(evil.errors?.[0]).toMatchObject({
      message: 'Something went wrong',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    const down = catalogue({
      'reports/get-law-inventory-report': () => {
        throw appError(ErrorCode.UPSTREAM_UNAVAILABLE);
      },
    });
    const failed = await run(down, EXTRACT, { input: { reportId: '1', businessLineId: '2' } });
    expect(failed.errors?.[0]).toMatchObject({
      message: 'Something went wrong',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    const refused = catalogue({
      'reports/get-law-inventory-report': () => {
        throw appError(ErrorCode.FORBIDDEN, 'The business line is not assigned to this user.');
      },
    });
    const forbidden = await run(refused, EXTRACT, { input: { reportId: '1', businessLineId: '4' } });
    expect(forbidden.errors?.[0]).toMatchObject({
      message: 'The business line is not assigned to this user.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('reportCall', () => {
  it("puts the query into the secret and the business line after a trailing '='", () => {
    expect(reportCall('reports/a?businessLineId=', '5')).toEqual({
      path: 'reports/a',
      query: { businessLineId: '5' },
    });
    expect(reportCall('reports/b?year=2024&businessLineId=', '5')).toEqual({
      path: 'reports/b',
      query: { year: '2024', businessLineId: '5' },
    });
    expect(reportCall('reports/c', null)).toEqual({ path: 'reports/c', query: {} });
  });

  it('refuses anything but a relative catalogue path', () => {
    for (const api of [
      'https://evil.test/x',
      '//evil.test/x',
      '/reports/x',
      'reports/../Token',
      'reports/x y',
      '',
    ]) {
      expect(reportCall(api, '1')).toBeNull();
    }
  });
});
