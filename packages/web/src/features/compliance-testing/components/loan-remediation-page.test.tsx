import { COMPLIANCE_TESTING_MESSAGES as M } from '@lexbridge/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import { GRAPHQL_URL } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { TestProviders } from '../../../testing/providers';
import { server } from '../../../testing/server';
import { LoanRemediationPage } from './loan-remediation-page';

const ROUTE = '/compliance-testing/loan-remediation';

const ROW = {
  __typename: 'RemediationRow',
  id: '4',
  firstRunId: '1',
  requirementId: '2',
  requirementNumber: '1026.19(e)(1)(iii)',
  ruleNumber: 'TRID-01',
  ruleName: 'Loan Estimate delivered within three business days of application',
  loanLoadId: '1',
  loanLoadName: 'Q3 2026 closed loans',
  submittedDate: '2026-10-07',
  recordsCount: 48,
  resultsCount: 2,
  status: 'NEW',
  subStatus: null,
  comments: '',
  version: 3,
  nextStatuses: ['NEW', 'REVIEW', 'PURGE'],
};

const DETAIL = {
  loanRemediationLoans: {
    __typename: 'RemediationLoanPage',
    totalCount: 1,
    items: [
      {
        __typename: 'RemediationLoan',
        id: '77',
        loanNumber: 'LN-2026-00019',
        borrowerName: 'Maria Alvarez',
        product: '30-year fixed',
        state: 'CO',
        loanAmount: 325000,
        resultStatus: 'Exception',
        exceptionMessage: 'Loan Estimate sent five business days after the application date.',
      },
    ],
  },
  remediationTasks: [
    {
      __typename: 'RemediationTask',
      id: '9',
      title: 'Confirm each TRID-01 exception against the loan file',
      description: 'Pull the file of every loan listed.',
      ownerName: 'Dana Whitfield',
      dueDate: '2026-12-15',
      status: 'Open',
      version: 1,
      evidence: [
        {
          __typename: 'EvidenceFile',
          id: '1',
          fileName: 'confirmed-exceptions.csv',
          contentType: 'text/csv',
          size: 2048,
          uploadedBy: 'Ada Admin',
          uploadedAt: '2026-10-08T10:00:00Z',
        },
      ],
    },
  ],
  testResultStatuses: [
    { __typename: 'TestResultStatus', id: '1', name: 'Pass' },
    { __typename: 'TestResultStatus', id: '2', name: 'Exception' },
  ],
};

function renderPage(editable: boolean) {
  const saved: Record<string, unknown>[] = [];
  // The catalogue's queue: the row as last saved.
  let current: Record<string, unknown> = ROW;
  server.use(
    graphql.link(GRAPHQL_URL).query('LoanRemediationQueue', () =>
      HttpResponse.json({
        data: {
          loanRemediationQueue: { __typename: 'RemediationRowPage', totalCount: 1, items: [current] },
        },
      }),
    ),
    graphql.link(GRAPHQL_URL).query('LoanRemediationDetail', () => HttpResponse.json({ data: DETAIL })),
    graphql.link(GRAPHQL_URL).mutation('SaveRemediationTask', ({ variables }) => {
      saved.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          saveRemediationTask: {
            __typename: 'RemediationTaskPayload',
            message: M.taskSaved,
            task: { __typename: 'RemediationTask', id: '9', status: 'Completed', version: 2 },
          },
        },
      });
    }),
    graphql.link(GRAPHQL_URL).mutation('SaveLoanRemediation', ({ variables }) => {
      saved.push(variables.input as Record<string, unknown>);
      current = {
        ...ROW,
        status: 'PURGE',
        subStatus: 'NOT_NEEDED',
        comments: 'Duplicate load',
        version: 4,
        nextStatuses: ['PURGE', 'UNPURGE'],
      };
      return HttpResponse.json({
        data: {
          saveLoanRemediation: {
            __typename: 'RemediationRowPayload',
            message: M.remediationSaved,
            row: current,
          },
        },
      });
    }),
  );
  const session = sessionFixture({ editableRoutes: editable ? [ROUTE] : [] });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider value={session}>
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: ROUTE, element: <LoanRemediationPage /> }],
      },
    ],
    { initialEntries: [ROUTE] },
  );
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => ROUTE })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { saved, user: userEvent.setup() };
}

describe('the loan remediation screen', () => {
  it('offers only the allowed statuses, takes Not_needed with Purge and needs a comment before saving', async () => {
    const { saved, user } = renderPage(true);
    await user.click(await screen.findByRole('button', { name: 'Open TRID-01 of Q3 2026 closed loans' }));
    const form = await screen.findByRole('form', { name: 'Remediation status' });
    const status = within(form).getByRole('combobox', { name: /^Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'Review', 'Purge']);
    await user.selectOptions(status, 'PURGE');
    expect((within(form).getByRole('combobox', { name: /^Sub-status/ }) as HTMLSelectElement).value).toBe(
      'NOT_NEEDED',
    );
    expect(await within(form).findByText(M.commentRequired)).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save remediation' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: /^Comments/ }), 'Duplicate load');
    await user.click(save);
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toEqual({
      id: '4',
      status: 'PURGE',
      subStatus: 'NOT_NEEDED',
      comments: 'Duplicate load',
      version: 3,
    });
    expect(await screen.findAllByText('Purge · Not_needed')).not.toHaveLength(0);
  });

  it('shows the loans and evidence without any write to a user who may not edit', async () => {
    const { user } = renderPage(false);
    await user.click(await screen.findByRole('button', { name: 'Open TRID-01 of Q3 2026 closed loans' }));
    expect(await screen.findByText('LN-2026-00019')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download confirmed-exceptions.csv' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete confirmed-exceptions.csv' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save remediation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit task / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add loan to the queue' })).toBeNull();
    expect(screen.getByText(/2\.0 KB/)).toBeTruthy();
  });

  it('completes a task from its Edit dialog, warning that its evidence becomes final', async () => {
    const { saved, user } = renderPage(true);
    await user.click(await screen.findByRole('button', { name: 'Open TRID-01 of Q3 2026 closed loans' }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit task Confirm each TRID-01 exception against the loan file',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'COMPLETED');
    expect(within(dialog).getByRole('note').textContent).toMatch(/can no longer be added or deleted/);
    await user.clear(within(dialog).getByRole('textbox', { name: /^Assignee/ }));
    expect(await within(dialog).findByText(M.assigneeRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Assignee/ }), 'Sam Ortiz');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toMatchObject({ id: '9', version: 1, assignee: 'Sam Ortiz', status: 'COMPLETED' });
  });
});
