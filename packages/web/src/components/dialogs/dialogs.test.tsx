import { CATALOGUE_TEXTS, TOAST_TITLES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-route';
import type { TreeNode } from '../tree/tree-utils';
import { ConfirmationDialog } from './confirmation-dialog';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { HierarchyModal, LAW_NOT_APPLICABLE_MODULE } from './hierarchy-modal';
import { SubSectionModal } from './sub-section-modal';

const render = (element: React.ReactElement) => renderRoutes([{ path: '*', element }], { path: '/' });

describe('the generic confirmation', () => {
  it('answers true for yes and false for no, with its own labels; the cross ends it with no answer', async () => {
    const onClose = vi.fn();
    const onDismiss = vi.fn();
    const { user, unmount } = render(
      <ConfirmationDialog
        open
        title="Leave"
        message="Leave the page?"
        yesLabel="Leave"
        noLabel="Stay"
        onClose={onClose}
        onDismiss={onDismiss}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(onClose.mock.calls).toEqual([[false], [true]]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    unmount();

    render(
      <ConfirmationDialog open title="Sure" message="Really?" onClose={onClose} onDismiss={onDismiss} />,
    );
    const defaults = await screen.findByRole('alertdialog', { name: 'Sure' });
    expect(within(defaults).getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(within(defaults).getByRole('button', { name: 'No' })).toBeTruthy();
  });
});

describe('the delete confirmation', () => {
  it("asks 'Are you sure you want to remove this item?' under 'Confirm'; No only dismisses", async () => {
    const onClose = vi.fn();
    const onDismiss = vi.fn();
    const { user } = render(<DeleteConfirmDialog open onClose={onClose} onDismiss={onDismiss} />);
    const dialog = await screen.findByRole('alertdialog', { name: CATALOGUE_TEXTS.deleteConfirmTitle });
    expect(within(dialog).getByText(CATALOGUE_TEXTS.deleteConfirmText)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onDismiss).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('in save-confirmation mode, both answers close with the save-allowed flag; the text may be HTML', async () => {
    const onClose = vi.fn();
    const { user } = render(
      <DeleteConfirmDialog
        open
        saveConfirmation
        text="Remove <strong>REGB_001</strong>?<script>window.hacked = 1</script>"
        onClose={onClose}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm' });
    expect(within(dialog).getByText('REGB_001').tagName).toBe('STRONG');
    expect(dialog.innerHTML).not.toContain('script');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(onClose.mock.calls).toEqual([[false], [true]]);
  });
});

describe('the sub-section modal', () => {
  it("is 'Add {module}' with '{module} Number' and '{module} Detail', and returns both", async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <SubSectionModal open moduleName="Sub Section" onSubmit={onSubmit} onDismiss={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Sub Section' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/Sub Section Number/), ' (c) ');
    await user.type(within(dialog).getByLabelText(/Sub Section Detail/), 'Written applications');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ number: '(c)', name: 'Written applications' });
  });
});

describe('the validate / send-back hierarchy modal', () => {
  const nodes: TreeNode[] = [
    {
      id: 'lending',
      name: 'Lending',
      children: [
        { id: 'origination', name: 'Origination', children: [{ id: 'intake', name: 'Application Intake' }] },
        { id: 'servicing', name: 'Servicing' },
      ],
    },
    { id: 'deposits', name: 'Deposits' },
  ];

  it('toggles Expand All / Collapse, checks descendants and ancestors, and returns the selection', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <HierarchyModal open title="Validate" nodes={nodes} onSubmit={onSubmit} onDismiss={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Validate' });
    expect(
      within(dialog).getByRole('heading', { name: CATALOGUE_TEXTS.companyPrimaryHierarchy }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Application Intake' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Expand All' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Application Intake' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Collapse' })).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Application Intake' }));
    const checked = (name: string) =>
      within(dialog).getByRole('checkbox', { name }).closest('label')?.getAttribute('data-state');
    await waitFor(() => expect(checked('Lending')).toBe('checked'));
    expect(checked('Origination')).toBe('checked');
    expect(checked('Servicing')).toBe('unchecked');

    await user.click(within(dialog).getByRole('button', { name: 'Collapse' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Application Intake' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      selectedNodes: [nodes[0], nodes[0]!.children![0], nodes[0]!.children![0]!.children![0]],
      businessLineId: null,
      description: null,
    });
  });

  it("'LawNotApplicable' needs a visible selected process; the comment is required and blocks closing", async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <HierarchyModal
        open
        title="Law Not Applicable"
        nodes={nodes}
        moduleName={LAW_NOT_APPLICABLE_MODULE}
        withComment
        onSubmit={onSubmit}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Law Not Applicable' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const toast = (await screen.findByText(CATALOGUE_TEXTS.selectAtLeastOneProcess)).closest(
      '[data-scope="toast"][data-part="root"]',
    );
    expect(within(toast as HTMLElement).getByText(TOAST_TITLES.error)).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Deposits' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(CATALOGUE_TEXTS.commentRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByLabelText(new RegExp(CATALOGUE_TEXTS.commentLabel)),
      '  Reviewed with legal.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ description: 'Reviewed with legal.' });
  });

  it('selects every visible node with Select All, and only those a search leaves in view', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <HierarchyModal open title="Validate" nodes={nodes} onSubmit={onSubmit} onDismiss={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Validate' });
    const selectAll = () => within(dialog).getByRole('checkbox', { name: 'Select All' }) as HTMLInputElement;
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'Deposits');
    await user.click(selectAll());
    await waitFor(() => expect(selectAll().checked).toBe(true));
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search' }));
    // Back to the whole tree: not every node is checked, so Select All is off again.
    await waitFor(() => expect(selectAll().checked).toBe(false));
    await user.click(selectAll());
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].selectedNodes.map((node: TreeNode) => node.id)).toEqual([
      'lending',
      'origination',
      'intake',
      'servicing',
      'deposits',
    ]);
  });

  it("as the send-back variant: the comment 'Provide details on updates and changes required' is required and marked *", async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <HierarchyModal
        open
        title="Send Back"
        nodes={nodes}
        withComment
        industries={[{ id: '1', name: 'Banking', businessLines: [{ id: '2', name: 'Consumer Lending' }] }]}
        onSubmit={onSubmit}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send Back' });
    const comment = within(dialog).getByRole('textbox', { name: new RegExp(CATALOGUE_TEXTS.commentLabel) });
    expect(within(dialog).getByText(CATALOGUE_TEXTS.commentLabel).closest('label')!.textContent).toContain(
      '*',
    );
    expect(comment.hasAttribute('required')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(CATALOGUE_TEXTS.commentRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(comment, 'Split the notice process');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Deposits' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // One industry and one business line choose themselves; the result names the line.
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      businessLineId: '2',
      description: 'Split the notice process',
      selectedNodes: [nodes[1]],
    });
  });

  it("says 'No Data To Show' when nothing matches; single-select keeps one node", async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <HierarchyModal
        open
        title="Pick one"
        nodes={nodes}
        single
        multi={false}
        onSubmit={onSubmit}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pick one' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Select All' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lending' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Deposits' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].selectedNodes.map((node: TreeNode) => node.id)).toEqual(['deposits']);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(within(dialog).getByText(CATALOGUE_TEXTS.noDataToShow)).toBeTruthy();
  });
});
