import { screen, within } from '@testing-library/react';
import { GAPS_ROUTES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { GRAPHQL_URL } from '../../../testing/bff';
import { renderScreenAs } from '../../../testing/render-route';
import { server } from '../../../testing/server';
import { AssessChangePage } from './assess-change-page';

const ROUTE = GAPS_ROUTES.assessChange;

const change = (id: string, clientId: string, clientName: string) => ({
  __typename: 'ClientChange',
  id,
  clientId,
  clientName,
  sectionId: '30',
  lawId: '3',
  lawDetailId: '300',
  section: '1003.4 Compilation',
  regulator: 'CFPB',
  businessLineId: '2',
  businessLineName: 'Consumer Lending',
  companyProcessId: '41',
  companyProcess: 'Loan Intake',
  businessLawId: null,
  tabIndex: null,
  businessRequirementCount: null,
  status: 'New',
  changeSummary: 'Amended.',
  assignedUser: null,
  submittedById: null,
  submittedBy: null,
  requirementCount: 2,
  undecided: 2,
});
const law = (clientId: string, clientName: string) => ({
  __typename: 'ClientChangedLaw',
  clientId,
  clientName,
  sectionId: '30',
  lawId: '3',
  section: '1003.4 Compilation',
  regulator: 'CFPB',
  businessLineId: '2',
  businessLineName: 'Consumer Lending',
  changeSummary: 'Amended.',
  processes: 1,
  accepted: 0,
});

/** The page as `user` sees it, the BFF answering the rows `clients` own. */
function renderPage(user: Partial<Session['user']>, clients: [string, string][]) {
  server.use(
    graphql.link(GRAPHQL_URL).query('AssessChange', () =>
      HttpResponse.json({
        data: {
          changeManagementFilter: {
            __typename: 'ChangeManagementFilter',
            businessLines: [],
            regulators: [],
            statuses: [],
          },
          changedLaws: clients.map(([id, name]) => law(id, name)),
          changeWorkQueue: clients.map(([id, name]) => change(`1${id}`, id, name)),
          changeAssessQueue: [],
        },
      }),
    ),
  );
  renderScreenAs(<AssessChangePage />, { route: ROUTE, user });
}

/** The page as `user` sees it, with one of Harborview's changes submitted by user `submittedById`. */
function renderSubmitted(user: Partial<Session['user']>, submittedById: string) {
  const submitted = {
    ...change('7', '1', 'Harborview Credit Union'),
    status: 'Submitted',
    undecided: 0,
    submittedById,
    submittedBy: 'Ben Business',
  };
  server.use(
    graphql.link(GRAPHQL_URL).query('AssessChange', () =>
      HttpResponse.json({
        data: {
          changeManagementFilter: {
            __typename: 'ChangeManagementFilter',
            businessLines: [],
            regulators: [],
            statuses: [],
          },
          changedLaws: [],
          changeWorkQueue: [],
          changeAssessQueue: [submitted],
        },
      }),
    ),
    graphql.link(GRAPHQL_URL).query('ClientChange', () =>
      HttpResponse.json({
        data: {
          clientChange: {
            __typename: 'ClientChangeDetail',
            change: submitted,
            requirements: [],
            processes: [],
          },
        },
      }),
    ),
  );
  return renderScreenAs(<AssessChangePage />, { route: ROUTE, user });
}

const HARBORVIEW = { clientId: '1', clientName: 'Harborview Credit Union' };

describe('the assess change screen', () => {
  it('disables Accept Law for the user who submitted the change, and says why', async () => {
    const { user } = renderSubmitted({ ...HARBORVIEW, id: '3' }, '3');
    const queue = await screen.findByRole('table', { name: 'Assess work queue' });
    await user.click(await within(queue).findByRole('button', { name: 'Assess' }));
    const accept = await screen.findByRole('button', { name: 'Accept Law' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    expect(accept.getAttribute('title')).toBe(OWNERSHIP_MESSAGES.ownWork);
    expect(screen.getByText(OWNERSHIP_MESSAGES.ownWork)).toBeTruthy();
  });

  it('lets another user of the client accept the submitted change', async () => {
    const { user } = renderSubmitted({ ...HARBORVIEW, id: '7' }, '3');
    const queue = await screen.findByRole('table', { name: 'Assess work queue' });
    await user.click(await within(queue).findByRole('button', { name: 'Assess' }));
    const accept = await screen.findByRole('button', { name: 'Accept Law' });
    expect((accept as HTMLButtonElement).disabled).toBe(false);
    expect(accept.getAttribute('title')).toBeNull();
    expect(screen.queryByText(OWNERSHIP_MESSAGES.ownWork)).toBeNull();
  });

  it("shows a client's user its own changes without a client column", async () => {
    renderPage({ clientId: '2', clientName: 'Northgate Savings Bank' }, [['2', 'Northgate Savings Bank']]);
    const laws = await screen.findByRole('table', { name: 'Changed laws' });
    await within(laws).findByText('Amended.');
    expect(screen.queryByRole('columnheader', { name: 'Client' })).toBeNull();
  });

  it("names each row's client for provider staff, who see every client's changes", async () => {
    renderPage({ clientId: null, clientName: null }, [
      ['1', 'Harborview Credit Union'],
      ['2', 'Northgate Savings Bank'],
    ]);
    const laws = await screen.findByRole('table', { name: 'Changed laws' });
    expect(await within(laws).findByText('Harborview Credit Union')).toBeTruthy();
    expect(within(laws).getByText('Northgate Savings Bank')).toBeTruthy();
    expect(within(laws).getByRole('columnheader', { name: 'Client' })).toBeTruthy();
  });
});
