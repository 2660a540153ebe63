import { VALIDATOR_MODAL_TITLES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { mockBff } from '../../../testing/bff';
import { lawyerMenu, sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const ROUTES = {
  messageTypes: '/validator-maintenance/message-types',
  testRules: '/validator-maintenance/test-rules',
  clientFilterMappings: '/validator-maintenance/client-filter-mappings',
};

/** clientadmin@: Harborview's administrator, with the validator screens editable in its menu. */
function clientAdmin(): Session {
  const leaf = lawyerMenu[1]!;
  const menu = [
    ...lawyerMenu,
    ...Object.values(ROUTES).map((routerLink, index) => ({
      ...leaf,
      id: String(80 + index),
      label: routerLink,
      routerLink,
    })),
  ] as unknown as Session['menu'];
  const session = sessionFixture({
    menu,
    editableRoutes: Object.values(ROUTES),
    homePath: ROUTES.messageTypes,
  });
  return {
    ...session,
    user: {
      ...session.user,
      clientId: '1',
      clientName: 'Harborview Credit Union',
      roles: ['Lexbridge Admin'],
    },
  };
}

const page = <T,>(items: T[]) => ({ __typename: 'Page', totalCount: items.length, items });
const type = (id: string, messageType: string, clientId: string | null) => ({
  __typename: 'MessageType',
  id,
  messageType,
  description: '',
  isClient: clientId !== null,
  clientId,
  clientName: clientId ? 'Harborview Credit Union' : null,
  isActive: true,
  version: 1,
});

function lists() {
  const clientFilters: unknown[] = [];
  server.use(
    graphql.query('MessageTypesGrid', () =>
      HttpResponse.json({ data: { messageTypes: page([type('1', 'Test', null), type('5', 'Ours', '1')]) } }),
    ),
    graphql.query('ValidatorClients', () =>
      HttpResponse.json({
        data: {
          validatorClients: [{ __typename: 'ValidatorClient', id: '1', name: 'Harborview Credit Union' }],
        },
      }),
    ),
    graphql.query('ClientFilterMappingsGrid', ({ variables }) => {
      clientFilters.push(variables.filter);
      return HttpResponse.json({ data: { clientFilterMappings: page([]) } });
    }),
  );
  return { clientFilters };
}

describe("a client's user on Validator Maintenance", () => {
  it('adds message types of its own client only: Is Client and the client are fixed to it', async () => {
    mockBff({ session: clientAdmin() });
    lists();
    const { user } = renderApp(ROUTES.messageTypes);
    await screen.findByRole('heading', { name: 'Message Types' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: VALIDATOR_MODAL_TITLES.messageType });
    const flag = within(modal).getByRole('checkbox', { name: 'Is Client' }) as HTMLInputElement;
    expect(flag.checked).toBe(true);
    expect(flag.disabled).toBe(true);
    const client = within(modal).getByLabelText('Client') as HTMLSelectElement;
    expect(client.value).toBe('1');
    expect(client.disabled).toBe(true);
    expect([...client.options].map((option) => option.text)).toEqual(['Select', 'Harborview Credit Union']);
  });

  it('reads a provider-wide message type without changing or deleting it', async () => {
    mockBff({ session: clientAdmin() });
    lists();
    const { user } = renderApp(ROUTES.messageTypes);
    await user.click(await screen.findByRole('gridcell', { name: 'Test' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.dblClick(screen.getByRole('gridcell', { name: 'Test' }));
    const modal = await screen.findByRole('dialog', { name: VALIDATOR_MODAL_TITLES.messageType });
    expect(within(modal).queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    // Its own client's type it may delete.
    await user.click(screen.getByRole('gridcell', { name: 'Ours' }));
    await screen.findByRole('button', { name: 'Delete' });
  });

  it('has its client picker fixed to its own client on Client Filter Mappings', async () => {
    mockBff({ session: clientAdmin() });
    const { clientFilters } = lists();
    renderApp(ROUTES.clientFilterMappings);
    const picker = (await screen.findByLabelText('Filter by Client')) as HTMLSelectElement;
    expect(picker.disabled).toBe(true);
    expect([...picker.options].map((option) => option.text)).toEqual(['Harborview Credit Union']);
    await waitFor(() => expect(clientFilters.at(-1)).toMatchObject({ clientId: '1' }));
    // The reorder needs a client: its own is chosen.
    expect((screen.getByRole('button', { name: /Reorder/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads the provider-wide test rules without Add, Update or Delete', async () => {
    mockBff({ session: clientAdmin() });
    server.use(
      graphql.query('TestRulesGrid', () => HttpResponse.json({ data: { testRules: page([]) } })),
      graphql.query('MessageTypeOptions', () => HttpResponse.json({ data: { messageTypes: page([]) } })),
    );
    renderApp(ROUTES.testRules);
    await screen.findByRole('heading', { name: 'Test Rules' });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});
