import { render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import type { Session } from '../../../lib/session/types';
import { GRAPHQL_URL } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { TestProviders } from '../../../testing/providers';
import { server } from '../../../testing/server';
import { TestGroupsPage } from './testing-list-page';

const ROUTE = '/compliance-testing/test-groups';

function renderPage(user: Partial<Session['user']>) {
  server.use(
    graphql.link(GRAPHQL_URL).query('TestingList', () =>
      HttpResponse.json({
        data: {
          testingList: [
            {
              __typename: 'TestingListRecord',
              id: '1',
              kind: 'GROUP',
              name: 'TRID Disclosures',
              description: '',
              rulesCount: 4,
              version: 1,
            },
          ],
        },
      }),
    ),
  );
  // Both users may edit the screen by their menu; the list itself is the provider's.
  const fixture = sessionFixture({ editableRoutes: [ROUTE] });
  const session = { ...fixture, user: { ...fixture.user, ...user } } as Session;
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider value={session}>
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: ROUTE, element: <TestGroupsPage /> }],
      },
    ],
    { initialEntries: [ROUTE] },
  );
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => ROUTE })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('a maintained compliance testing list', () => {
  it("is read-only for a client's administrator, since the lists are the provider's", async () => {
    renderPage({ clientId: '1', clientName: 'Harborview Credit Union', roles: ['Lexbridge Admin'] });
    expect(await screen.findByText('TRID Disclosures')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('offers Add to provider staff who may edit the screen', async () => {
    renderPage({ clientId: null, clientName: null });
    expect(await screen.findByRole('button', { name: /Add/ })).toBeTruthy();
  });
});
