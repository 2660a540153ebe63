import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import { readSelectedLaw } from '../../../lib/workflow-selection';
import { GRAPHQL_URL } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { LegalDashboardPage } from './legal-dashboard-page';

const DASHBOARD = '/legal-module/legal-dashboard';

function law(overrides: Record<string, unknown>) {
  return {
    __typename: 'WorkflowLaw',
    lawId: '1',
    sectionId: '6',
    lawDetailId: '1',
    lawInventoryId: '1',
    businessLineId: '2',
    businessLineName: 'Consumer Lending',
    regulator: 'CFPB',
    section: '§ 1002.9 Notifications',
    level1: 'Title 12',
    tabIndex: 4,
    step: 'defineBusinessRequirements',
    status: 'DRAFT',
    submitFlag: 2,
    lawyer: { __typename: 'WorkflowUser', id: '2', name: 'Lena Lawyer' },
    approver: { __typename: 'WorkflowUser', id: '6', name: 'Avery Approver' },
    isLawyer: true,
    isApprover: false,
    sentBack: false,
    sendBackComment: null,
    sentBackBy: null,
    sentBackAt: null,
    submittedAt: null,
    approvedBy: null,
    approvedAt: null,
    updatedAt: '2026-11-22T04:00:00.000Z',
    requirementCount: 3,
    draftCount: 3,
    column: 'DRAFT',
    ...overrides,
  };
}

const STEPS = [
  ['identifyDuplicateLaws', 'Identify Duplicate Laws', 1],
  ['combineLaws', 'Combine Laws', 3],
  ['defineBusinessRequirements', 'Define Business Requirements', 4],
  ['mapLawToBusinessProcesses', 'Map Law To Business Processes', 5],
  ['approveBusinessRequirements', 'Approve Business Requirements', 6],
] as const;

function dashboard(laws: ReturnType<typeof law>[]) {
  return {
    __typename: 'LegalDashboard',
    pendingCount: laws.filter((item) => item.column === 'PENDING').length,
    totalCount: laws.length,
    steps: STEPS.map(([key, label, tabIndex]) => {
      const of = laws.filter((item) => item.step === key);
      return {
        __typename: 'LegalDashboardStep',
        key,
        label,
        tabIndex,
        pending: of.filter((item) => item.column === 'PENDING').length,
        draft: of.filter((item) => item.column === 'DRAFT').length,
        completed: of.filter((item) => item.column === 'COMPLETED').length,
        total: of.length,
        laws: of,
      };
    }),
  };
}

const LAWS = [
  law({
    sectionId: '9',
    section: '§ 1002.8 Special purpose credit',
    status: 'PENDING',
    column: 'PENDING',
    requirementCount: 0,
  }),
  law({
    sectionId: '5',
    section: '§ 1002.6 Evaluation',
    status: 'SENT_BACK',
    sentBack: true,
    column: 'PENDING',
    sendBackComment: 'Split it',
  }),
  law({}),
  law({
    sectionId: '3',
    section: '§ 1002.4 General rules',
    tabIndex: 6,
    step: 'approveBusinessRequirements',
    status: 'SUBMITTED',
    column: 'OPEN',
  }),
];

function renderDashboard() {
  server.use(
    graphql
      .link(GRAPHQL_URL)
      .query('LegalDashboard', () => HttpResponse.json({ data: { legalDashboard: dashboard(LAWS) } })),
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider value={sessionFixture()}>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: DASHBOARD, element: <LegalDashboardPage /> },
          { path: '/legal-module/:step', element: <h1>Step screen</h1> },
        ],
      },
    ],
    { initialEntries: [DASHBOARD] },
  );
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => DASHBOARD })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('the legal dashboard (a work queue by workflow step)', () => {
  beforeEach(() => sessionStorage.clear());

  it('counts each step by Pending, Draft, Completed and Total and lists the pending work, sent back first', async () => {
    renderDashboard();
    const steps = await screen.findByRole('table', { name: 'Workflow steps' });
    expect(
      await within(steps).findByRole('button', { name: 'Define Business Requirements Pending 2' }),
    ).toBeTruthy();
    expect(within(steps).getByRole('button', { name: 'Define Business Requirements Draft 1' })).toBeTruthy();
    expect(within(steps).getByRole('button', { name: 'Define Business Requirements Total 3' })).toBeTruthy();
    expect(within(steps).getByRole('button', { name: 'Approve Business Requirements Total 1' })).toBeTruthy();
    expect(screen.getByTestId('pending-count').textContent).toBe('2');
    const rows = within(screen.getByRole('table', { name: 'Laws' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.getAttribute('data-section'))).toEqual([
      '§ 1002.6 Evaluation',
      '§ 1002.8 Special purpose credit',
    ]);
    expect(within(rows[0]!).getByText('( Send Back )')).toBeTruthy();
  });

  it('stores the selected law with its column and opens its step', async () => {
    const { router, user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Approve Business Requirements Total 1' }));
    await user.click(screen.getByRole('button', { name: 'Open § 1002.4 General rules' }));
    expect(await screen.findByRole('heading', { name: 'Step screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/legal-module/approveBusinessRequirements');
    expect(readSelectedLaw()).toEqual({
      tabIndex: 6,
      requirementCount: 3,
      lawIds: ['1'],
      sectionId: '3',
      businessLineId: '2',
      lawDetailId: '1',
      legalColumn: 'TOTAL',
    });
  });
});
