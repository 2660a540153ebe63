import { screen, waitFor, within } from '@testing-library/react';
import { GAPS_MESSAGES, GAPS_ROUTES } from '@lexbridge/rules';
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

  describe('ticking, deleting and moving', () => {
    const process = (id: string, parentId: string | null, name: string, childrenCount = 0) => ({
      __typename: 'ProcessNode',
      id,
      parentId,
      name,
      description: null,
      companyProcessId: null,
      childrenCount,
      mappedCount: 0,
      isMatch: false,
    });
    // Intake (1) holds Review (2, which holds Check 4) and Approve (3); Closing (5) stands at the top.
    const TREE = [
      process('1', null, 'Intake', 2),
      process('2', '1', 'Review', 1),
      process('4', '2', 'Check'),
      process('3', '1', 'Approve'),
      process('5', null, 'Closing'),
    ];
    /** The page over TREE, as provider staff; moves change where the catalogue answers each process. */
    function renderTree() {
      const parents = new Map(TREE.map((node) => [node.id, node.parentId]));
      const current = () =>
        TREE.map((node) => ({
          ...node,
          parentId: parents.get(node.id)!,
          childrenCount: [...parents.values()].filter((parent) => parent === node.id).length,
        }));
      const level = (parentId: string | null) => current().filter((node) => node.parentId === parentId);
      const sent: { deleted: unknown[]; moved: unknown[]; previewed: unknown[] } = {
        deleted: [],
        moved: [],
        previewed: [],
      };
      const link = graphql.link(GRAPHQL_URL);
      server.use(
        link.query('ProcessHierarchies', () =>
          HttpResponse.json({ data: { processHierarchies: [hierarchy('5', 'CLIENT')] } }),
        ),
        link.query('ProcessNodes', ({ variables }) =>
          HttpResponse.json({ data: { processNodes: level(variables.parentId ?? null) } }),
        ),
        link.query('ProcessTree', () => HttpResponse.json({ data: { processTree: current() } })),
        link.query('ProposedProcesses', () => HttpResponse.json({ data: { proposedProcesses: [] } })),
        link.query('ProcessMapping', ({ variables }) =>
          HttpResponse.json({
            data: {
              processMapping: {
                __typename: 'ProcessMapping',
                nodeId: variables.nodeId,
                mapped: [],
                available: [],
              },
            },
          }),
        ),
        link.query('ProcessDeletionPreview', ({ variables }) => {
          sent.previewed.push(variables.ids);
          return HttpResponse.json({
            data: {
              processDeletionPreview: {
                __typename: 'ProcessDeletionPreview',
                processes: [
                  {
                    __typename: 'ProcessDeletionItem',
                    id: '2',
                    name: 'Review',
                    descendantCount: 1,
                    mappingCount: 0,
                    insideId: null,
                  },
                ],
                processCount: 2,
                mappingCount: 0,
              },
            },
          });
        }),
        link.mutation('DeleteProcessNodes', ({ variables }) => {
          sent.deleted.push(variables.ids);
          return HttpResponse.json({
            data: {
              deleteProcessNodes: { __typename: 'MessagePayload', message: GAPS_MESSAGES.processesDeleted },
            },
          });
        }),
        link.mutation('MoveProcess', ({ variables }) => {
          sent.moved.push(variables.input);
          const { id, newParentId } = variables.input as { id: string; newParentId: string | null };
          parents.set(id, newParentId);
          const node = current().find((entry) => entry.id === id)!;
          return HttpResponse.json({
            data: {
              moveProcess: {
                __typename: 'ProcessNodePayload',
                message: GAPS_MESSAGES.processMoved,
                node: { ...node, parentId: newParentId },
              },
            },
          });
        }),
      );
      const view = renderScreenAs(<ProcessHierarchyPage />, {
        route: ROUTE,
        user: { clientId: null, clientName: null },
      });
      return { user: view.user, sent };
    }

    const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Check ${name}` });

    it('ticks exactly the process ticked, and the confirmation names what goes with it', async () => {
      const { user, sent } = renderTree();
      await user.click(await screen.findByRole('button', { name: 'Expand Intake' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Check Review' }));
      expect(checkbox('Review')).toHaveProperty('checked', true);
      expect(checkbox('Intake')).toHaveProperty('checked', false);
      expect(checkbox('Approve')).toHaveProperty('checked', false);
      expect(screen.getByRole('button', { name: 'Delete Checked (1)' })).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Delete Checked (1)' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete 1 checked process' });
      const list = await within(dialog).findByRole('list', { name: 'Processes to delete' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Review, with the 1 process under it']);
      expect(
        within(dialog).getByText('In all 2 processes will be deleted, with 0 law-section mappings.'),
      ).toBeTruthy();
      expect(sent.previewed).toEqual([['2']]);
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await screen.findByText(GAPS_MESSAGES.processesDeleted);
      expect(sent.deleted).toEqual([['2']]);
    });

    it('moves the selected process under a parent picked by keyboard, and shows it there', async () => {
      const { user, sent } = renderTree();
      await user.click(await screen.findByRole('button', { name: 'Expand Intake' }));
      await user.click(await screen.findByRole('treeitem', { name: /Review/ }));
      await user.click(await screen.findByRole('button', { name: 'Move…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Move Review' });
      const group = within(dialog).getByRole('radiogroup', { name: 'New parent' });
      await within(group).findByRole('radio', { name: /^Closing/ });
      // Neither the process nor what lies under it can be its parent; where it is now is shown but not offered.
      expect(within(group).queryByRole('radio', { name: /^Review/ })).toBeNull();
      expect(within(group).queryByRole('radio', { name: /^Check/ })).toBeNull();
      expect(within(group).getByRole('radio', { name: /^Intake/ })).toHaveProperty('disabled', true);
      expect(within(dialog).getByRole('button', { name: 'Move' })).toHaveProperty('disabled', true);

      // Keyboard: Space picks the top, the arrow the next choice (the current parent is skipped).
      within(group)
        .getByRole('radio', { name: /^Top of the hierarchy/ })
        .focus();
      await user.keyboard(' ');
      expect(within(group).getByRole('radio', { name: /^Top of the hierarchy/ })).toHaveProperty(
        'checked',
        true,
      );
      await user.keyboard('{ArrowDown}');
      expect(within(group).getByRole('radio', { name: /^Approve/ })).toHaveProperty('checked', true);
      // The filter narrows the choices by name.
      await user.type(within(dialog).getByRole('textbox', { name: 'Filter new parents' }), 'clo');
      expect(within(group).queryByRole('radio', { name: /^Approve/ })).toBeNull();
      await user.click(within(group).getByRole('radio', { name: /^Closing/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Move' }));
      await screen.findByText(GAPS_MESSAGES.processMoved);
      expect(sent.moved).toEqual([{ id: '2', newParentId: '5' }]);
      // The tree shows it under its new parent, opened, and no longer under the old one.
      await waitFor(() =>
        expect(screen.getAllByRole('treeitem').map((row) => row.getAttribute('data-name'))).toEqual([
          'Intake',
          'Approve',
          'Closing',
          'Review',
        ]),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move Review' })).toBeNull());
    });
  });
});
