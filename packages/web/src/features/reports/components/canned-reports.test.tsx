import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { GRAPHQL_URL } from '../../../testing/bff';
import { TestProviders } from '../../../testing/providers';
import { server } from '../../../testing/server';
import { CANNED_REPORT_VIEWS } from './canned-reports';

const GapReportView = CANNED_REPORT_VIEWS['report-gap'];

const today = new Date().toISOString().slice(0, 10);
const row = (id: number, status: string) => ({
  __typename: 'GapReportRow',
  id: String(id),
  businessLine: 'Deposit Accounts',
  regulator: 'CFPB',
  citation: '12 CFR Part 1005',
  section: '§ 1005.6',
  requirementNumber: `REGE_00${id}`,
  requirement: 'Limit liability.',
  description: 'No review.',
  severity: 'High',
  status,
  owner: 'Ben Business',
  identifiedOn: '2026-01-05',
  targetDate: '2026-02-04',
  closedOn: null,
  overdue: false,
});

const downloads: string[] = [];

beforeEach(() => {
  downloads.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:workbook'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function setup({ providerStaff = false }: { providerStaff?: boolean } = {}) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    graphql.link(GRAPHQL_URL).query('ReportClients', () =>
      HttpResponse.json({
        data: {
          reportClients: [
            { __typename: 'ReportClient', id: '1', name: 'Harborview Credit Union' },
            { __typename: 'ReportClient', id: '2', name: 'Northgate Savings Bank' },
          ],
        },
      }),
    ),
    graphql.link(GRAPHQL_URL).query('GapReport', ({ variables }) => {
      asked.push(variables.filter as Record<string, unknown>);
      const status = (variables.filter as { status?: string } | null)?.status;
      const rows = [row(1, 'Open'), row(2, 'Closed')].filter((r) => !status || r.status === status);
      return HttpResponse.json({
        data: {
          gapReport: {
            __typename: 'GapReport',
            name: 'Gap Report',
            fileName: `Gap Report_${today}`,
            totalCount: rows.length,
            rows,
          },
        },
      });
    }),
  );
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => '/reports' })}>
      <GapReportView options={undefined} providerStaff={providerStaff} />
    </TestProviders>,
  );
  return { asked, user: userEvent.setup() };
}

describe('a canned report', () => {
  it('asks again with the filter, draws its charts and exports the rows named with the date', async () => {
    const { asked, user } = setup();
    const table = await screen.findByRole('table', { name: 'Gap Report' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('figure', { name: 'Gaps by status' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Gap Report' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(asked.at(-1)).toEqual({ status: 'Open' });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloads).toEqual([`Gap Report_${today}.xlsx`]));
  });

  it('does not ask for a date range whose start is after its end, and says why', async () => {
    const { asked, user } = setup();
    await screen.findByRole('table', { name: 'Gap Report' });
    const before = asked.length;
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-02-01');
    expect(await screen.findByText('From date must not be after To date.')).toBeTruthy();
    expect(
      asked
        .slice(before)
        .some((filter) => filter.fromDate === '2026-03-01' && filter.toDate === '2026-02-01'),
    ).toBe(false);
  });

  it("gives a client's user no client picker, and provider staff every client's rows or the one they pick", async () => {
    const client = setup();
    await screen.findByRole('table', { name: 'Gap Report' });
    expect(screen.queryByLabelText('Client')).toBeNull();
    expect(client.asked.every((filter) => !('clientId' in filter))).toBe(true);
    cleanup();

    const { asked, user } = setup({ providerStaff: true });
    await screen.findByRole('table', { name: 'Gap Report' });
    await screen.findByRole('option', { name: 'Northgate Savings Bank' });
    expect((screen.getByLabelText('Client') as HTMLSelectElement).value).toBe('');
    await user.selectOptions(screen.getByLabelText('Client'), '2');
    await waitFor(() => expect(asked.at(-1)).toEqual({ clientId: '2' }));
  });
});
