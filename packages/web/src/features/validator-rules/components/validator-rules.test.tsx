import { VALIDATOR_MESSAGES, VALIDATOR_MODAL_TITLES } from '@lexbridge/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { mockBff } from '../../../testing/bff';
import { lawyerMenu, sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const ROUTES = {
  messageTypes: '/validator-maintenance/message-types',
  testRuleMessages: '/validator-maintenance/test-rule-messages',
  testFilterMappings: '/validator-maintenance/test-filter-mappings',
};

/** The administrator: the validator screens in the menu, editable. */
function admin(): Session {
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
  return sessionFixture({ menu, editableRoutes: Object.values(ROUTES), homePath: ROUTES.messageTypes });
}

const page = <T,>(items: T[]) => ({ __typename: 'Page', totalCount: items.length, items });

async function confirmSave() {
  const confirm = await screen.findByRole('alertdialog');
  within(confirm).getByText(VALIDATOR_MESSAGES.confirmSave);
  within(confirm).getByText(VALIDATOR_MESSAGES.confirmTitle);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
}

describe('Message Types', () => {
  it('checks the form as the spec does, trims, clears the client, and confirms before saving', async () => {
    mockBff({ session: admin() });
    const saved: unknown[] = [];
    server.use(
      graphql.query('MessageTypesGrid', () =>
        HttpResponse.json({
          data: {
            messageTypes: page([
              {
                __typename: 'MessageType',
                id: '1',
                messageType: 'Test',
                description: 'd',
                isClient: false,
                clientId: null,
                clientName: null,
                isActive: true,
                version: 1,
              },
            ]),
          },
        }),
      ),
      graphql.query('ValidatorClients', () =>
        HttpResponse.json({
          data: {
            validatorClients: [{ __typename: 'ValidatorClient', id: '3', name: 'Harborview Credit Union' }],
          },
        }),
      ),
      graphql.mutation('SaveMessageType', ({ variables }) => {
        saved.push(variables.input);
        return HttpResponse.json({
          data: {
            saveMessageType: {
              __typename: 'MessageTypePayload',
              message: 'Record saved successfully',
              deleted: false,
              messageType: { __typename: 'MessageType', id: '9' },
            },
          },
        });
      }),
    );
    const { user } = renderApp(ROUTES.messageTypes);
    await screen.findByRole('heading', { name: 'Message Types' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: VALIDATOR_MODAL_TITLES.messageType });
    const submit = within(modal).getByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    const text = within(modal).getByRole('textbox', { name: /^Message Type/ });
    await user.type(text, ' TEST ');
    await within(modal).findByText(VALIDATOR_MESSAGES.messageTypeDuplicate);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.clear(text);
    await user.type(text, '  Audit ');
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    await user.click(within(modal).getByText('Is Client'));
    await within(modal).findByText(VALIDATOR_MESSAGES.clientFieldRequired);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(modal).getByLabelText('Client'), 'Harborview Credit Union');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    // Off again: the client is cleared and not sent.
    await user.click(within(modal).getByText('Is Client'));
    await user.click(submit);
    await confirmSave();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      messageType: 'Audit',
      isClient: false,
      clientId: null,
      isActive: true,
      id: null,
    });
    await screen.findByText('Record saved successfully');
    await screen.findByText('Success!');
  });
});

describe('Message Types: names unique per client', () => {
  it("lets a client's type share another client's type's name, not its own client's nor a provider-wide one", async () => {
    mockBff({ session: admin() });
    server.use(
      graphql.query('MessageTypesGrid', () =>
        HttpResponse.json({
          data: {
            messageTypes: page([
              {
                __typename: 'MessageType',
                id: '5',
                messageType: 'Escalation',
                description: '',
                isClient: true,
                clientId: '3',
                clientName: 'Harborview Credit Union',
                isActive: true,
                version: 1,
              },
            ]),
          },
        }),
      ),
      graphql.query('ValidatorClients', () =>
        HttpResponse.json({
          data: {
            validatorClients: [
              { __typename: 'ValidatorClient', id: '3', name: 'Harborview Credit Union' },
              { __typename: 'ValidatorClient', id: '4', name: 'Northgate Savings Bank' },
            ],
          },
        }),
      ),
    );
    const { user } = renderApp(ROUTES.messageTypes);
    await screen.findByRole('heading', { name: 'Message Types' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: VALIDATOR_MODAL_TITLES.messageType });
    const submit = within(modal).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await user.type(within(modal).getByRole('textbox', { name: /^Message Type/ }), 'escalation');
    // Provider-wide, the name clashes with Harborview's type.
    await within(modal).findByText(VALIDATOR_MESSAGES.messageTypeDuplicate);
    expect(submit.disabled).toBe(true);
    await user.click(within(modal).getByText('Is Client'));
    await user.selectOptions(within(modal).getByLabelText('Client'), 'Northgate Savings Bank');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(within(modal).queryByText(VALIDATOR_MESSAGES.messageTypeDuplicate)).toBeNull();
    await user.selectOptions(within(modal).getByLabelText('Client'), 'Harborview Credit Union');
    await within(modal).findByText(VALIDATOR_MESSAGES.messageTypeDuplicate);
    expect(submit.disabled).toBe(true);
  });
});

describe('the message auto-complete', () => {
  it('searches once after 500 ms of quiet, saying so meanwhile, and offers to add a new message', async () => {
    mockBff({ session: admin() });
    const searches: string[] = [];
    server.use(
      graphql.query('TestRuleMessagesGrid', () =>
        HttpResponse.json({ data: { testRuleMessages: page([]) } }),
      ),
      graphql.query('ValidatorBusinessLines', () => HttpResponse.json({ data: { industries: [] } })),
      graphql.query('TestRuleOptions', () => HttpResponse.json({ data: { testRules: page([]) } })),
      graphql.query('AzimuthMessageSearch', ({ variables }) => {
        searches.push(String(variables.search));
        return HttpResponse.json({
          data: {
            azimuthMessages: {
              __typename: 'AzimuthMessageList',
              totalCount: 1,
              items: [{ __typename: 'AzimuthMessage', id: '5', message: 'Value is missing.' }],
            },
          },
        });
      }),
    );
    const { user } = renderApp(ROUTES.testRuleMessages);
    await screen.findByRole('heading', { name: 'Test Rule Messages' });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: VALIDATOR_MODAL_TITLES.testRuleMessage });
    await user.type(within(modal).getByPlaceholderText('Search messages'), 'Value');
    within(modal).getByText(VALIDATOR_MESSAGES.searchingList);
    await within(modal).findByRole('option', { name: 'Value is missing.' });
    within(modal).getByRole('option', { name: VALIDATOR_MESSAGES.addNewMessage });
    expect(searches).toEqual(['Value']);
  });
});

describe('Test Rule Reorder', () => {
  const row = (id: string, testOrder: number) => ({
    __typename: 'TestFilterMapping',
    id,
    testId: '2',
    testNumber: 'VT-102',
    testName: 'check 2',
    businessLineId: '5',
    businessLineName: 'Mortgage Origination',
    testRuleId: `1${id}`,
    testRule: `rule ${id}`,
    messageType: 'Test',
    ruleMessageId: id,
    testOrder,
    azimuthMessage: 'm',
    customMessage: null,
    isCustomMessage: false,
    status: 'Pass',
    statusId: '1',
    isActive: true,
    clientId: null,
    clientName: null,
    version: 1,
  });

  it('enables Submit only after a drag within the test, and sends only the moved rows', async () => {
    mockBff({ session: admin() });
    const reordered: unknown[] = [];
    server.use(
      graphql.query('TestFilterMappingsGrid', () =>
        HttpResponse.json({
          data: { testFilterMappings: page([row('7', 1), row('8', 2), row('9', 3), row('10', 4)]) },
        }),
      ),
      graphql.query('ValidatorBusinessLines', () => HttpResponse.json({ data: { industries: [] } })),
      graphql.query('FilterTests', () =>
        HttpResponse.json({
          data: {
            filterTests: [
              {
                __typename: 'FilterTest',
                id: '2',
                testNumber: 'VT-102',
                testName: 'check 2',
                businessLineId: '5',
              },
            ],
          },
        }),
      ),
      graphql.mutation('ReorderTestFilterMappings', ({ variables }) => {
        reordered.push(variables.input);
        return HttpResponse.json({
          data: {
            reorderTestFilterMappings: {
              __typename: 'BulkSavePayload',
              message: 'Records inserted: 0, updated: 3',
              counts: { __typename: 'BulkSaveCounts', updated: 3 },
            },
          },
        });
      }),
    );
    const { user } = renderApp(ROUTES.testFilterMappings);
    await screen.findByRole('heading', { name: 'Test Filter Mappings' });
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    const modal = await screen.findByRole('dialog', { name: VALIDATOR_MESSAGES.reorderTitle });
    within(modal).getByText(VALIDATOR_MESSAGES.noRowsToShow);
    await user.selectOptions(within(modal).getByLabelText('Filter by Test Id'), 'VT-102 - check 2');
    const rows = await within(modal).findAllByTestId('reorder-row');
    const submit = within(modal).getByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    const dataTransfer = { setData() {}, effectAllowed: 'none' };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    expect(
      within(modal)
        .getAllByTestId('reorder-row')
        .map((element) => element.textContent),
    ).toEqual([
      expect.stringContaining('rule 9'),
      expect.stringContaining('rule 7'),
      expect.stringContaining('rule 8'),
      expect.stringContaining('rule 10'),
    ]);
    await user.click(submit);
    await confirmSave();
    await waitFor(() => expect(reordered).toHaveLength(1));
    expect(reordered[0]).toEqual({
      testId: '2',
      clientId: null,
      rows: [
        { id: '9', testOrder: 1 },
        { id: '7', testOrder: 2 },
        { id: '8', testOrder: 3 },
      ],
    });
  });

  it('moves a row up and down with the arrow buttons, for those who cannot drag', async () => {
    mockBff({ session: admin() });
    const reordered: unknown[] = [];
    server.use(
      graphql.query('TestFilterMappingsGrid', () =>
        HttpResponse.json({ data: { testFilterMappings: page([row('7', 1), row('8', 2), row('9', 3)]) } }),
      ),
      graphql.query('ValidatorBusinessLines', () => HttpResponse.json({ data: { industries: [] } })),
      graphql.query('FilterTests', () =>
        HttpResponse.json({
          data: {
            filterTests: [
              {
                __typename: 'FilterTest',
                id: '2',
                testNumber: 'VT-102',
                testName: 'check 2',
                businessLineId: '5',
              },
            ],
          },
        }),
      ),
      graphql.mutation('ReorderTestFilterMappings', ({ variables }) => {
        reordered.push(variables.input);
        return HttpResponse.json({
          data: {
            reorderTestFilterMappings: {
              __typename: 'BulkSavePayload',
              message: 'Records inserted: 0, updated: 2',
              counts: { __typename: 'BulkSaveCounts', updated: 2 },
            },
          },
        });
      }),
    );
    const { user } = renderApp(ROUTES.testFilterMappings);
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    const modal = await screen.findByRole('dialog', { name: VALIDATOR_MESSAGES.reorderTitle });
    await user.selectOptions(within(modal).getByLabelText('Filter by Test Id'), 'VT-102 - check 2');
    await within(modal).findAllByTestId('reorder-row');
    expect(
      (within(modal).getByRole('button', { name: 'Move rule 7 up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(modal).getByRole('button', { name: 'Move rule 9 down' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(modal).getByRole('button', { name: 'Move rule 9 up' }));
    expect(
      within(modal)
        .getAllByTestId('reorder-row')
        .map((element) => element.textContent),
    ).toEqual([
      expect.stringContaining('rule 7'),
      expect.stringContaining('rule 9'),
      expect.stringContaining('rule 8'),
    ]);
    await user.click(within(modal).getByRole('button', { name: 'Submit' }));
    await confirmSave();
    await waitFor(() => expect(reordered).toHaveLength(1));
    expect(reordered[0]).toEqual({
      testId: '2',
      clientId: null,
      rows: [
        { id: '9', testOrder: 2 },
        { id: '8', testOrder: 3 },
      ],
    });
  });
});

describe('read-only mode', () => {
  it('hides the edit buttons without edit permission and opens rows with the whole form disabled', async () => {
    mockBff({ session: { ...admin(), editableRoutes: [] } });
    server.use(
      graphql.query('MessageTypesGrid', () =>
        HttpResponse.json({
          data: {
            messageTypes: page([
              {
                __typename: 'MessageType',
                id: '1',
                messageType: 'Filter',
                description: 'narrows',
                isClient: false,
                clientId: null,
                clientName: null,
                isActive: false,
                version: 1,
              },
            ]),
          },
        }),
      ),
      graphql.query('ValidatorClients', () => HttpResponse.json({ data: { validatorClients: [] } })),
    );
    const { user } = renderApp(ROUTES.messageTypes);
    await screen.findByRole('heading', { name: 'Message Types' });
    const cell = await screen.findByRole('gridcell', { name: 'Filter' });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    screen.getByRole('button', { name: 'Export' });
    await user.dblClick(cell);
    const modal = await screen.findByRole('dialog', { name: VALIDATOR_MODAL_TITLES.messageType });
    // The fieldset disables every control of the form.
    expect(
      within(modal)
        .getByRole('textbox', { name: /^Message Type/ })
        .matches(':disabled'),
    ).toBe(true);
    expect(within(modal).queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});

describe('the maintenance grid', () => {
  it('marks the clicked row as the selected one, enables Update and Delete, and Refresh clears the choice', async () => {
    mockBff({ session: admin() });
    const messageType = (id: string, name: string) => ({
      __typename: 'MessageType',
      id,
      messageType: name,
      description: 'd',
      isClient: false,
      clientId: null,
      clientName: null,
      isActive: true,
      version: 1,
    });
    server.use(
      graphql.query('MessageTypesGrid', () =>
        HttpResponse.json({
          data: { messageTypes: page([messageType('1', 'Filter'), messageType('2', 'Warning')]) },
        }),
      ),
      graphql.query('ValidatorClients', () => HttpResponse.json({ data: { validatorClients: [] } })),
    );
    const { user } = renderApp(ROUTES.messageTypes);
    const cell = await screen.findByRole('gridcell', { name: 'Warning' });
    const update = screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    expect(document.querySelector('.maintenance-row-selected')).toBeNull();
    await user.click(cell);
    expect(update.disabled).toBe(false);
    expect(document.querySelector('.maintenance-row-selected')?.textContent).toContain('Warning');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(document.querySelector('.maintenance-row-selected')).toBeNull());
    expect(update.disabled).toBe(true);
  });
});
