import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const EXTRACT = `query ($input: ReportExtractInput!) { reportExtract(input: $input) {
  report { name } columns rows totalCount pageNumber pageSize fileName message } }`;

interface Extract {
  reportExtract: {
    columns: string[];
    rows: Record<string, unknown>[];
    totalCount: number;
    fileName: string;
    message: string | null;
  };
}

describe('extracts against the reference catalogue', () => {
  let harness: Harness;
  let lawyer: TestClient;
  beforeAll(async () => {
    harness = await startHarness({ bff: { exposeLegacyCalls: true } });
    lawyer = harness.client();
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('lists the reports', async () => {
    const result = await lawyer.gql<{ reports: { name: string; needsBusinessLine: boolean }[] }>(
      `{ reports { id name needsBusinessLine } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.reports).toEqual([
      { id: '1', name: 'Law Inventory by Business Line', needsBusinessLine: true },
      { id: '2', name: 'Business Requirements by Business Line', needsBusinessLine: true },
      { id: '3', name: 'Changed Laws by Business Line', needsBusinessLine: true },
      { id: '4', name: 'Regulator Summary', needsBusinessLine: false },
    ]);
  });

  it('pages the rows of a business-line report; the pages after the first cost no catalogue call', async () => {
    const first = await lawyer.gql<Extract>(EXTRACT, {
      input: { reportId: '1', businessLineId: '2', pageSize: 10 },
    });
    expect(first.errors).toBeUndefined();
    const page = first.data!.reportExtract;
    expect(page.columns).toEqual([
      'Regulator',
      'Citation',
      'LawName',
      'Section',
      'SectionName',
      'SectionStatus',
      'EffectiveDate',
      'LawInventory',
    ]);
    expect(page.rows).toHaveLength(10);
    expect(page.totalCount).toBeGreaterThan(10);
    expect(page.fileName).toMatch(/^Law Inventory by Business Line_\d{4}-\d{2}-\d{2}$/);
    expect(page.message).toBeNull();
    expect(first.extensions?.legacyCalls).toBe(2);

    const pages = Math.ceil(page.totalCount / 10);
    const rows = [...page.rows];
    for (let pageNumber = 2; pageNumber <= pages; pageNumber += 1) {
      const next = await lawyer.gql<Extract>(EXTRACT, {
        input: { reportId: '1', businessLineId: '2', pageSize: 10, pageNumber },
      });
      expect(next.extensions?.legacyCalls).toBe(1);
      rows.push(...next.data!.reportExtract.rows);
    }
    expect(rows).toHaveLength(page.totalCount);
    const whole = await lawyer.gql<Extract>(EXTRACT, {
      input: { reportId: '1', businessLineId: '2', pageSize: 5000 },
    });
    expect(whole.data!.reportExtract.rows).toEqual(rows);
  });

  it('answers the regulator summary without a business line', async () => {
    const result = await lawyer.gql<Extract>(EXTRACT, { input: { reportId: '4' } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.reportExtract.columns).toEqual([
      'Authority',
      'Regulator',
      'CodeName',
      'Laws',
      'Sections',
    ]);
    expect(typeof result.data!.reportExtract.rows[0]!.Laws).toBe('number');
  });

  it("refuses a business-line report without one, or with another's line", async () => {
    const none = await lawyer.gql(EXTRACT, { input: { reportId: '2' } });
    expect(none.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { businessLineId: 'Please Select Business Line First' },
    });
    const notMine = await lawyer.gql(EXTRACT, { input: { reportId: '2', businessLineId: '4' } });
    expect(notMine.errors?.[0]).toMatchObject({
      message: 'The business line is not assigned to this user.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('is permission guarded: the read-only user, whose menu the BFF gives no Extracts, gets neither list nor rows', async () => {
    const reader = harness.client();
    await reader.login('reader@lexbridge.test');
    const list = await reader.gql<{ reports: unknown[] }>(`{ reports { id } }`);
    expect(list.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const rows = await reader.gql(EXTRACT, { input: { reportId: '1', businessLineId: '8' } });
    expect(rows.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});
