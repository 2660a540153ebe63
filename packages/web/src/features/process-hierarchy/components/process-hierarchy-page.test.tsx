import { screen } from '@testing-library/react';
import { GAPS_ROUTES } from '@lexbridge/rules';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { GRAPHQL_URL } from '../../../testing/bff';
import { renderScreenAs } from '../../../testing/render-route';
import { server } from '../../../testing/server';
import { ProcessHierarchyPage } from './process-hierarchy-page';

const ROUTE = GAPS_ROUTES.processHierarchy;

const hierarchy = (id: string, variant: 'CLIENT' | 'PROVIDER') => ({
  __typename: 'ProcessHierarchy',
  id,
  name: variant === 'CLIENT' ? 'Company Process Hierarchy' : 'Standard Process Taxonomy',
  variant,
  businessLineId: '2',
  businessLineName: 'Consumer Lending',
  isPrimary: false,
  processCount: 0,
});

/** The page as `user` sees it, with one hierarchy of each variant and empty trees. */
function renderPage(user: Partial<Session['user']>) {
  server.use(
    graphql.link(GRAPHQL_URL).query('ProcessHierarchies', ({ variables }) =>
      HttpResponse.json({
        data: {
          processHierarchies: [hierarchy(variables.variant === 'PROVIDER' ? '7' : '5', variables.variant)],
        },
      }),
    ),
    graphql.link(GRAPHQL_URL).query('ProcessNodes', () => HttpResponse.json({ data: { processNodes: [] } })),
    graphql
      .link(GRAPHQL_URL)
      .query('ProposedProcesses', () => HttpResponse.json({ data: { proposedProcesses: [] } })),
  );
  const view = renderScreenAs(<ProcessHierarchyPage />, { route: ROUTE, user });
  return view.user;
}

const primaryButton = () => screen.queryByRole('button', { name: 'Set as Primary Hierarchy' });

describe('the process hierarchy screen', () => {
  it("lets a client's user change its own hierarchy but only read the provider's", async () => {
    const user = renderPage({ clientId: '2', clientName: 'Northgate Savings Bank' });
    expect(await screen.findByRole('button', { name: 'Set as Primary Hierarchy' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Variant' }), 'PROVIDER');
    await screen.findByRole('option', { name: /Standard Process Taxonomy/ });
    expect(primaryButton()).toBeNull();
  });

  it("lets provider staff change the provider's hierarchy", async () => {
    const user = renderPage({ clientId: null, clientName: null });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Variant' }), 'PROVIDER');
    await screen.findByRole('option', { name: /Standard Process Taxonomy/ });
    expect(await screen.findByRole('button', { name: 'Set as Primary Hierarchy' })).toBeTruthy();
  });
});
