import { RISK_MESSAGES } from '@lexbridge/rules';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { GRAPHQL_URL } from '../../../testing/bff';
import { renderScreenAs } from '../../../testing/render-route';
import { server } from '../../../testing/server';
import { RiskAssessmentPage } from './risk-assessment-page';

const ROUTE = '/risk-assessment';
const CLIENTS = [
  { __typename: 'RiskClient', id: '1', name: 'Harborview Credit Union' },
  { __typename: 'RiskClient', id: '2', name: 'Northgate Savings Bank' },
];
const employee = (id: string, name: string) => ({
  __typename: 'RiskEmployee',
  id,
  name,
  email: `${id}@lexbridge.test`,
});
/** What the BFF answers per client: the users of that client only. */
const EMPLOYEES: Record<string, ReturnType<typeof employee>[]> = {
  '1': [employee('3', 'Ben Business'), employee('7', 'Bea Approver')],
  '2': [employee('10', 'Nora Northgate'), employee('11', 'Ned Northgate')],
};

/** The Risk Assessment screen as `user` sees it; the questionnaire's employees are those of the client asked for. */
function renderPage(user: Partial<Session['user']>, clients = CLIENTS) {
  const asked: unknown[] = [];
  server.use(
    graphql.link(GRAPHQL_URL).query('RiskAssessmentLookups', () =>
      HttpResponse.json({
        data: {
          riskAssessmentLookups: {
            __typename: 'RiskAssessmentLookups',
            companyProcesses: [
              {
                __typename: 'RiskCompanyProcess',
                id: '4',
                name: 'Account Opening',
                businessLine: 'Deposit Accounts',
              },
            ],
            frequencies: [
              { __typename: 'RiskFrequency', id: '2', name: 'Quarterly', months: 3, isActive: true },
            ],
            questionTypes: [],
            headers: [],
            clients,
          },
          riskAssessments: [],
        },
      }),
    ),
    graphql.link(GRAPHQL_URL).query('RiskQuestionnaire', ({ variables }) => {
      const clientId = (variables.selection as { clientId?: string | null }).clientId ?? null;
      asked.push(clientId);
      return HttpResponse.json({
        data: {
          riskQuestionnaire: {
            __typename: 'RiskQuestionnaire',
            stage: 'ASSESSMENT',
            assessment: null,
            headers: [
              {
                __typename: 'RiskQuestionnaireHeader',
                id: '1',
                name: 'Ownership',
                questions: [
                  {
                    __typename: 'RiskAnsweredQuestion',
                    id: '7',
                    question: 'Who owns the process?',
                    questionType: 'Employee Selection',
                    inputKind: 'EMPLOYEE',
                    options: [],
                    isRequired: true,
                    values: [],
                    files: [],
                  },
                ],
              },
            ],
            // A client's user's questionnaire is its own client's: the BFF takes the client from the session.
            employees: EMPLOYEES[clientId ?? user.clientId ?? ''] ?? [],
          },
        },
      });
    }),
  );
  const view = renderScreenAs(<RiskAssessmentPage />, { route: ROUTE, user });
  return { asked, user: view.user };
}

async function openQuestionnaire(user: ReturnType<typeof renderPage>['user'], clientId?: string) {
  if (clientId) await user.selectOptions(await screen.findByLabelText('Filter by Client'), clientId);
  await user.selectOptions(await screen.findByLabelText('Filter by Company process'), '4');
  await user.selectOptions(screen.getByLabelText('Filter by Frequency'), '2');
  await user.selectOptions(screen.getByLabelText('Filter by Period'), '2026-01-01|2026-03-31');
  await user.selectOptions(screen.getByLabelText('Filter by Stage'), 'ASSESSMENT');
  await user.click(screen.getByRole('button', { name: 'Open questionnaire' }));
  return screen.findByRole('combobox', { name: /Who owns the process\?/ });
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the Employee Selection picker of a risk assessment', () => {
  it("offers a client's user its own client's employees only", async () => {
    const { user } = renderPage({ clientId: '1', clientName: 'Harborview Credit Union' }, [CLIENTS[0]!]);
    const picker = await openQuestionnaire(user);
    expect(optionNames(picker)).toEqual(['Select', 'Ben Business', 'Bea Approver']);
  });

  it('offers provider staff the employees of the client they chose, and no one else', async () => {
    const { asked, user } = renderPage({ clientId: null, clientName: null });
    const picker = await openQuestionnaire(user, '2');
    expect(asked).toEqual(['2']);
    expect(optionNames(picker)).toEqual(['Select', 'Nora Northgate', 'Ned Northgate']);
    expect(screen.queryByText(RISK_MESSAGES.employeeOfClient)).toBeNull();
  });
});
