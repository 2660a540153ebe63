import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { GRAPHQL_URL } from '../../../testing/bff';
import { renderScreenAs } from '../../../testing/render-route';
import { server } from '../../../testing/server';
import { TestingGraphsPage } from './testing-graphs-page';

const ROUTE = '/compliance-testing/graphs';
const PROVIDER = { clientId: null, clientName: null, roles: ['Lexbridge Super Admin'] };
const HARBORVIEW = { clientId: '1', clientName: 'Harborview Credit Union', roles: ['Lexbridge Admin'] };

const counts = (id: string, name: string, passCount: number, exceptionCount: number) => ({
  __typename: 'TestResultCounts',
  id,
  name,
  passCount,
  exceptionCount,
  notApplicableCount: 0,
});

/** Flood Insurance holds 3 Harborview loans and 2 Northgate ones; one client chosen, its own only. */
function graphsOf(clientId: string | null) {
  const loans = clientId === '2' ? 2 : clientId === '1' ? 3 : 5;
  return {
    groupPopulationGraph: [
      {
        __typename: 'GroupPopulationCount',
        groupId: '4',
        groupName: 'Flood Insurance',
        populationCount: loans,
        exceptionLoans: 1,
      },
    ],
    testingTypeGraph: [counts('1', 'Timing', loans - 1, 1)],
    testingCategoryGraph: [counts('1', 'Disclosure', loans - 1, 1)],
    testingRegulatorGraph: [counts('1', 'CFPB', loans - 1, 1)],
    testingExceptionsGraph: [counts('7', 'FLOOD-01', 0, 1)],
  };
}

const loan = (id: string, clientId: string, clientName: string, loanNumber: string) => ({
  __typename: 'PopulationLoan',
  id,
  loanNumber,
  borrowerName: 'Pat Borrower',
  product: 'Conventional',
  state: 'OH',
  loanAmount: 200000,
  originatedOn: '2026-09-01',
  loanLoadName: clientId === '1' ? 'Q3 2026 closed loans' : 'Northgate Q4',
  clientName,
  exceptionsCount: 0,
});
const LOANS = [
  loan('1', '1', 'Harborview Credit Union', 'LN-2026-00001'),
  loan('2', '2', 'Northgate Savings Bank', 'NG-0001'),
];

/** The BFF as the screen meets it, recording the variables of every graphs and loans request. */
function renderPage(user: Partial<Session['user']>) {
  const asked = { graphs: [] as unknown[], loans: [] as Record<string, unknown>[] };
  const provider = user.clientId === null;
  server.use(
    graphql.link(GRAPHQL_URL).query('TestingGraphFilters', () =>
      HttpResponse.json({
        data: {
          loanLoads: [
            {
              __typename: 'LoanLoad',
              id: '1',
              clientId: '1',
              name: 'Q3 2026 closed loans',
              loadedOn: '2026-10-01',
              loansCount: 3,
            },
            ...(provider
              ? [
                  {
                    __typename: 'LoanLoad',
                    id: '3',
                    clientId: '2',
                    name: 'Northgate Q4',
                    loadedOn: '2026-11-01',
                    loansCount: 2,
                  },
                ]
              : []),
          ],
          clients: provider
            ? [
                { __typename: 'TestingClient', id: '1', name: 'Harborview Credit Union' },
                { __typename: 'TestingClient', id: '2', name: 'Northgate Savings Bank' },
              ]
            : [{ __typename: 'TestingClient', id: '1', name: 'Harborview Credit Union' }],
          groups: [{ __typename: 'TestingListRecord', id: '4', kind: 'GROUP', name: 'Flood Insurance' }],
        },
      }),
    ),
    graphql.link(GRAPHQL_URL).query('TestingGraphs', ({ variables }) => {
      const filter = (variables.filter ?? {}) as { clientId?: string | null };
      asked.graphs.push(filter.clientId ?? null);
      return HttpResponse.json({ data: graphsOf(filter.clientId ?? null) });
    }),
    graphql.link(GRAPHQL_URL).query('GroupPopulationLoans', ({ variables }) => {
      asked.loans.push(variables);
      const items = LOANS.filter((row) => !variables.clientId || row.clientName.startsWith('Northgate'));
      return HttpResponse.json({
        data: {
          groupPopulationLoans: { __typename: 'PopulationLoanPage', totalCount: items.length, items },
        },
      });
    }),
  );
  return { ...renderScreenAs(<TestingGraphsPage />, { route: ROUTE, user }), asked };
}

/**
 * Opens the loans of Flood Insurance from the population chart's numbers table, once the table counts `loans` (the
 * charts are drawn again, as charts, when the graphs reload for another client).
 */
async function openFloodLoans(user: ReturnType<typeof renderPage>['user'], loans: number) {
  await waitFor(() => {
    const population = screen.getByRole('figure', { name: 'Group population' });
    const toggle = within(population).queryByRole('button', { name: 'Show numbers' });
    if (toggle) fireEvent.click(toggle);
    expect(within(population).getByRole('table').textContent).toContain(`Flood Insurance${loans}`);
  });
  const population = screen.getByRole('figure', { name: 'Group population' });
  await user.click(within(population).getByRole('button', { name: 'Flood Insurance' }));
  return screen.findByRole('table', { name: 'Loans of Flood Insurance' });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('the testing graphs and the client they count', () => {
  it('give provider staff a client picker on All clients, and name each loan’s client while they see every client', async () => {
    const { user, asked } = renderPage(PROVIDER);
    const picker = await screen.findByRole('combobox', { name: 'Filter by Client' });
    expect((picker as HTMLSelectElement).value).toBe('');
    await within(picker).findByRole('option', { name: 'Northgate Savings Bank' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All clients', 'Harborview Credit Union', 'Northgate Savings Bank']);
    // Every client's loads, each named with its client.
    const loads = screen.getByRole('combobox', { name: 'Filter by Loan load' });
    expect(
      within(loads)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All loan loads',
      'Q3 2026 closed loans (3 loans) · Harborview Credit Union',
      'Northgate Q4 (2 loans) · Northgate Savings Bank',
    ]);

    const table = await openFloodLoans(user, 5);
    expect(headers(table)[0]).toBe('Client');
    expect(within(table).getByText('Northgate Savings Bank')).toBeTruthy();
    expect(within(table).getByText('Harborview Credit Union')).toBeTruthy();
    expect(asked.graphs[0]).toBeNull();
    expect(asked.loans[0]).toMatchObject({ groupId: '4', clientId: null });
  });

  it('narrow the graphs, the loan loads and the loans to the client provider staff choose, without the column', async () => {
    const { user, asked } = renderPage(PROVIDER);
    const picker = await screen.findByRole('combobox', { name: 'Filter by Client' });
    await within(picker).findByRole('option', { name: 'Northgate Savings Bank' });
    const loads = screen.getByRole('combobox', { name: 'Filter by Loan load' });
    await user.selectOptions(picker, '2');
    const narrowed = await openFloodLoans(user, 2);
    expect(asked.graphs.at(-1)).toBe('2');
    expect(
      within(loads)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All loan loads', 'Northgate Q4 (2 loans)']);
    expect(headers(narrowed)).not.toContain('Client');
    expect(within(narrowed).getByText('NG-0001')).toBeTruthy();
    expect(asked.loans.at(-1)).toMatchObject({ groupId: '4', clientId: '2' });
  });

  it("give a client's user no client picker and no Client column, and send no client", async () => {
    const { user, asked } = renderPage(HARBORVIEW);
    await screen.findByRole('combobox', { name: 'Filter by Loan load' });
    expect(screen.queryByRole('combobox', { name: 'Filter by Client' })).toBeNull();
    const loads = screen.getByRole('combobox', { name: 'Filter by Loan load' });
    await within(loads).findByRole('option', { name: 'Q3 2026 closed loans (3 loans)' });
    const table = await openFloodLoans(user, 5);
    expect(headers(table)).not.toContain('Client');
    expect(asked.graphs.every((clientId) => clientId === null)).toBe(true);
    expect(asked.loans.every((variables) => variables.clientId === null)).toBe(true);
  });
});
