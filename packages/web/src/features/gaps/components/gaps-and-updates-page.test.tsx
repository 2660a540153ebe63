import { GAPS_ROUTES } from '@lexbridge/rules';
import { render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import { GRAPHQL_URL } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { TestProviders } from '../../../testing/providers';
import { server } from '../../../testing/server';
import { GapsAndUpdatesPage } from './gaps-and-updates-page';

const named = (typename: string, id: string, name: string) => ({ __typename: typename, id, name });
const LISTS = {
  __typename: 'GapsLists',
  taskTypes: [named('GapsListEntry', '1', 'Training')],
  taskStatuses: [named('GapsListEntry', '1', 'Not Started')],
  evidenceTypes: [],
  questionTypes: [named('GapsListEntry', '1', 'Options')],
};
const GAP = {
  __typename: 'GapItem',
  businessLawId: '3',
  lawId: '5',
  sectionId: '23',
  lawDetailId: '1',
  section: '§ 1005.6 Liability',
  regulator: 'CFPB',
  businessLineId: '1',
  businessLineName: 'Deposit Accounts',
  requirementId: '180',
  requirementNumber: 'REGE_001',
  requirement: 'Limit liability.',
  companyProcessId: '1',
  companyProcess: 'Account Opening',
  targetCompletionDate: null,
  tabIndex: 4,
  requirementCount: 2,
  isSubmitted: false,
  actionPlanCount: 0,
};

function renderPage(clientId: string | null) {
  const api = graphql.link(GRAPHQL_URL);
  server.use(
    api.query('GapsAndUpdates', () =>
      HttpResponse.json({ data: { gapsAndUpdates: [GAP], gapsLists: LISTS } }),
    ),
    api.query('GapsQuestionnaire', () =>
      HttpResponse.json({
        data: {
          gapsQuestionHeaders: [{ __typename: 'GapsQuestionHeader', id: '1', header: 'Scope', sortOrder: 1 }],
          gapsQuestions: [],
          gapsLists: { __typename: 'GapsLists', questionTypes: LISTS.questionTypes },
        },
      }),
    ),
  );
  const base = sessionFixture();
  const session = sessionFixture({
    editableRoutes: [GAPS_ROUTES.gapsAndUpdates],
    user: {
      ...base.user,
      clientId,
      clientName: clientId ? 'Harborview Credit Union' : null,
    },
  });
  render(
    <TestProviders
      client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => GAPS_ROUTES.gapsAndUpdates })}
    >
      <MemoryRouter>
        <SessionProvider value={session}>
          <GapsAndUpdatesPage />
        </SessionProvider>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('Gaps and Updates', () => {
  it("lets a client's user work its gaps but not change the task lists or questionnaire every client shares", async () => {
    renderPage('1');
    expect(await screen.findByRole('button', { name: 'Work on gap' })).toBeTruthy();
    await screen.findAllByText('Training');
    expect(screen.queryByRole('button', { name: 'Delete Training' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save Headers/ })).toBeNull();
  });

  it('lets provider staff with edit permission change them', async () => {
    renderPage(null);
    expect(await screen.findByRole('button', { name: 'Delete Training' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Save Headers/ })).toBeTruthy();
  });
});
