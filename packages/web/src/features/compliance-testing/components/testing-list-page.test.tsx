import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { GRAPHQL_URL } from '../../../testing/bff';
import { renderScreenAs } from '../../../testing/render-route';
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
  renderScreenAs(<TestGroupsPage />, { route: ROUTE, user });
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
