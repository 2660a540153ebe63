import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { GRAPHQL_URL } from '../../../testing/bff';
import { renderScreenAs } from '../../../testing/render-route';
import { server } from '../../../testing/server';
import { SystemFieldMappingPage } from './system-field-mapping-page';

const ROUTE = '/validator-setup/system-field-mapping';
const CLIENTS = [
  { __typename: 'DmuClient', id: '1', name: 'Harborview Credit Union' },
  { __typename: 'DmuClient', id: '2', name: 'Northgate Savings Bank' },
];
const COUNTS = {
  __typename: 'DmuDashboard',
  totalAgrcFields: 18,
  totalSystemFields: 12,
  mappedAgrcSystemFields: 1,
  agrcFieldsNotAvailable: 1,
  notRequiredNotExpected: 0,
  unmappedAgrcFieldsToSystemFields: 16,
  totalMappedAgrcFields: 2,
  groupMapped: 0,
};

/** The page as `user` sees it; answers record the client each query asked for. */
function renderPage(user: Partial<Session['user']>, clients = CLIENTS) {
  const asked: { system: unknown[]; mappings: unknown[] } = { system: [], mappings: [] };
  server.use(
    graphql.link(GRAPHQL_URL).query('DmuLookups', () =>
      HttpResponse.json({
        data: {
          dmuClients: clients,
          dmuSystems: [{ __typename: 'DmuSystem', id: '1', name: 'Encompass' }],
          dmuAgrcCategories: [],
        },
      }),
    ),
    graphql.link(GRAPHQL_URL).query('DmuSystem', ({ variables }) => {
      asked.system.push(variables.clientId);
      return HttpResponse.json({
        data: {
          dmuDashboard: COUNTS,
          dmuSystemGroups: [],
          dmuSystemDetailFilters: {
            __typename: 'DmuSystemDetailFilters',
            systemGroups: [],
            types: [],
            screenNames: [],
            terms: [],
          },
        },
      });
    }),
    graphql.link(GRAPHQL_URL).query('DmuMappings', ({ variables }) => {
      asked.mappings.push((variables.filter as { clientId?: string }).clientId);
      return HttpResponse.json({
        data: { dmuMappings: { __typename: 'DmuMappingPage', totalCount: 0, items: [] } },
      });
    }),
  );
  const view = renderScreenAs(<SystemFieldMappingPage />, { route: ROUTE, user });
  return { asked, user: view.user };
}

describe('the system field mapping screen', () => {
  it("fixes a client's user to its own client: no client picker, and every query asks for that client", async () => {
    const { asked } = renderPage({ clientId: '1', clientName: 'Harborview Credit Union' }, [CLIENTS[0]!]);
    expect(await screen.findByLabelText('Client')).toHaveProperty('textContent', 'Harborview Credit Union');
    expect(screen.queryByRole('combobox', { name: 'Filter by Client' })).toBeNull();
    await expect.poll(() => asked.mappings.length).toBeGreaterThan(0);
    expect(new Set([...asked.system, ...asked.mappings])).toEqual(new Set(['1']));
  });

  it('lets provider staff choose the client whose mappings they open', async () => {
    const { asked, user } = renderPage({ clientId: null, clientName: null });
    const picker = await screen.findByRole('combobox', { name: 'Filter by Client' });
    await expect.poll(() => asked.system).toContain('1');
    await user.selectOptions(picker, '2');
    await expect.poll(() => asked.system).toContain('2');
    await expect.poll(() => asked.mappings).toContain('2');
  });
});
