import { CATALOGUE_TEXTS, MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-route';
import { CategoriesPicker } from './categories-picker';
import type { PickItem } from './checklist';
import { LegalListPicker } from './legal-list-picker';
import { MultiSelectField } from './multi-select-field';
import { MultiSelectModal } from './multi-select-modal';
import { ParentChildListModal, type ParentItem } from './parent-child-list-modal';
import { RegulatorsPicker } from './regulators-picker';

const render = (element: React.ReactElement) => renderRoutes([{ path: '*', element }], { path: '/' });

const categories: PickItem[] = [
  { id: '9', name: 'Adverse Action' },
  { id: '8', name: 'Fair Lending' },
  { id: '15', name: 'Record Retention' },
];

const checkbox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('checkbox', { name }) as HTMLInputElement;

describe('the Categories picker', () => {
  it("says 'There is no selected category' (Info!) when showing the selected ones with none; submits the checked", async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <CategoriesPicker
        open
        categories={categories}
        selectedIds={[]}
        onSubmit={onSubmit}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Categories' });
    await user.click(within(dialog).getByRole('button', { name: 'Show Selected' }));
    expect(await screen.findByText(MESSAGES.noSelectedCategory)).toBeTruthy();
    expect(screen.getByText('Info!')).toBeTruthy();

    await user.click(checkbox(dialog, 'Fair Lending'));
    await user.click(within(dialog).getByRole('button', { name: 'Show Selected' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Adverse Action' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Show All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(categories);
  });

  it("clears the selection, and titles itself 'Select {header}'", async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <CategoriesPicker
        open
        header="Legal Categories"
        categories={categories}
        selectedIds={['9', '8']}
        onSubmit={onSubmit}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Legal Categories' });
    expect(checkbox(dialog, 'Adverse Action').checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Clear Selected' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith([]);
  });
});

describe('the multi-select modal', () => {
  it("defaults to 'Select Testing' in four columns; Submit is disabled for an empty list and says 'No Data found'", async () => {
    render(
      <MultiSelectModal
        open
        items={[]}
        selectedIds={[]}
        onSubmit={() => undefined}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Testing' });
    expect(within(dialog).getByText(CATALOGUE_TEXTS.noDataFound)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Submit disabled while a mandatory choice is missing; single-select has no Select All and keeps one', async () => {
    const onSubmit = vi.fn();
    const onDismiss = vi.fn();
    const { user } = render(
      <MultiSelectModal
        open
        header="Rule"
        items={categories}
        selectedIds={[]}
        single
        mandatory
        showCancel
        columns={2}
        onSubmit={onSubmit}
        onDismiss={onDismiss}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Rule' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Select All' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Items' }).getAttribute('data-columns')).toBe('2');
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(checkbox(dialog, 'Adverse Action'));
    await waitFor(() => expect(checkbox(dialog, 'Adverse Action').checked).toBe(true));
    await user.click(checkbox(dialog, 'Record Retention'));
    await waitFor(() => expect(checkbox(dialog, 'Record Retention').checked).toBe(true));
    expect(checkbox(dialog, 'Adverse Action').checked).toBe(false);
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith([categories[2]]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('recalculates Select All over the search results', async () => {
    const { user } = render(
      <MultiSelectModal
        open
        items={categories}
        selectedIds={['8']}
        onSubmit={() => undefined}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Testing' });
    const selectAll = () => checkbox(dialog, 'Select All');
    expect(selectAll().checked).toBe(false);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'fair');
    await waitFor(() => expect(selectAll().checked).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(selectAll().checked).toBe(false));
  });

  it('shows its choice as the first name plus +N', () => {
    render(
      <MultiSelectField
        label="Category"
        selectedNames={['Adverse Action', 'Fair Lending', 'Record Retention']}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Category: Adverse Action +2' })).toBeTruthy();
  });
});

describe('the legal list picker', () => {
  const users: PickItem[] = [
    { id: '1', name: 'Lena Lawyer' },
    { id: '2', name: 'Marcus Whitfield' },
  ];

  it('User module: no Select All; Add user appears with a name and adds it at the top, checked', async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <LegalListPicker
        open
        moduleName="User"
        items={users}
        selectedIds={[]}
        onSubmit={onSubmit}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select User' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Select All' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add user' })).toBeNull();
    const box = within(dialog).getByRole('textbox', {
      name: CATALOGUE_TEXTS.addOtherUser,
    }) as HTMLInputElement;
    await user.type(box, '   ');
    expect(within(dialog).queryByRole('button', { name: 'Add user' })).toBeNull();
    await user.type(box, 'Grace Chen');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(box.value).toBe('');
    const names = within(within(dialog).getByRole('group', { name: 'User' }))
      .getAllByRole('checkbox')
      .map((input) => input.closest('label')?.textContent);
    expect(names[0]).toBe('Grace Chen');
    expect(checkbox(dialog, 'Grace Chen').checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual([expect.objectContaining({ name: 'Grace Chen' })]);
  });

  it("Category module: Search needs an industry and a business line ('Please Select the Industry and Business Line first', Required!)", async () => {
    const onCategorySearch = vi.fn();
    const { user } = render(
      <LegalListPicker
        open
        moduleName="Category"
        items={[]}
        selectedIds={[]}
        industries={[
          {
            id: '1',
            name: 'Banking',
            businessLines: [
              { id: '1', name: 'Deposit Accounts' },
              { id: '2', name: 'Consumer Lending' },
            ],
          },
          { id: '2', name: 'Mortgage Lending', businessLines: [{ id: '5', name: 'Mortgage Origination' }] },
        ]}
        onCategorySearch={onCategorySearch}
        onSubmit={() => undefined}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Category' });
    expect(within(dialog).getByText(MESSAGES.noResult)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(MESSAGES.categoryFilter)).toBeTruthy();
    expect(screen.getByText('Required!')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Industry'), 'Mortgage Lending');
    // A single business line chooses itself.
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(onCategorySearch).toHaveBeenCalledWith({ industryId: '2', businessLineId: '5' });
  });
});

describe('the Regulators picker', () => {
  it("has Federal and States sections with their Select All, search and 'No Regulators Found In …'", async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <RegulatorsPicker
        open
        groups={[
          {
            authority: 'FEDERAL',
            regulators: [
              { id: '2', name: 'Office of the Comptroller of the Currency' },
              { id: '1', name: 'Consumer Financial Protection Bureau' },
            ],
          },
          { authority: 'STATE', regulators: [] },
        ]}
        selectedIds={[]}
        onSubmit={onSubmit}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Regulators' });
    const federal = within(dialog).getByRole('region', { name: 'Federal' });
    const states = within(dialog).getByRole('region', { name: 'States' });
    expect(within(states).getByText(CATALOGUE_TEXTS.noRegulatorsFound('States'))).toBeTruthy();
    // Sorted by name.
    expect(
      within(federal)
        .getAllByRole('checkbox')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual([
      'Select All For Federal',
      'Consumer Financial Protection Bureau',
      'Office of the Comptroller of the Currency',
    ]);
    await user.type(within(federal).getByRole('searchbox', { name: 'Search Federal' }), 'zzz');
    expect(within(federal).getByText(CATALOGUE_TEXTS.noRegulatorsFound('Federal'))).toBeTruthy();
    await user.clear(within(federal).getByRole('searchbox', { name: 'Search Federal' }));
    await user.click(checkbox(federal, 'Select All For Federal'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].map((item: PickItem) => item.id)).toEqual(['1', '2']);
  });
});

describe('the parent-child list', () => {
  const parents: ParentItem[] = [
    {
      id: 'app',
      name: 'Application',
      children: [
        { id: 'a2', name: 'Loan Type' },
        { id: 'a1', name: 'Action Taken' },
      ],
    },
    {
      id: 'prop',
      name: 'Property',
      children: [
        { id: 'p1', name: 'Occupancy' },
        { id: 'p2', name: 'Construction Method' },
      ],
    },
  ];

  function Harness({ onSubmit }: { onSubmit: (ids: string[]) => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ParentChildListModal
        open={open}
        parents={parents}
        selected={{ app: ['a1'] }}
        singleGroup
        mandatory
        onSubmit={(result) => {
          onSubmit(result.flatMap((entry) => entry.children.map((child) => child.id)));
          setOpen(false);
        }}
        onDismiss={() => setOpen(false)}
      />
    );
  }

  it('asks before taking a pick from another group: No undoes it, Yes keeps only the new one', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Harness onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select AGRC Fields' });
    // Open: Application (it has a selection); closed: Property.
    expect(within(dialog).getByRole('treeitem', { name: 'Application' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(dialog).getByRole('treeitem', { name: 'Property' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Expand Property' }));

    await user.click(checkbox(dialog, 'Occupancy'));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(CATALOGUE_TEXTS.singleGroupConfirm)).toBeTruthy();
    // The confirm takes pointer events only once its opening animation is over.
    await waitFor(() => user.click(within(confirm).getByRole('button', { name: 'No' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(checkbox(dialog, 'Occupancy').checked).toBe(false);
    expect(checkbox(dialog, 'Action Taken').checked).toBe(true);

    await user.click(checkbox(dialog, 'Occupancy'));
    const again = await screen.findByRole('alertdialog');
    await waitFor(() => user.click(within(again).getByRole('button', { name: 'Yes' })));
    await waitFor(() => expect(checkbox(dialog, 'Occupancy').checked).toBe(true));
    // The old group lost its selection, so it folds away.
    expect(within(dialog).getByRole('treeitem', { name: 'Application' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    // Within the same group, no question.
    await user.click(checkbox(dialog, 'Construction Method'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(['p1', 'p2']);
  });

  it('opens every parent while searching, children sorted by name; Submit needs a pick when mandatory', async () => {
    const { user } = render(
      <ParentChildListModal
        open
        title="HMDA Fields"
        parents={parents}
        mandatory
        onSubmit={() => undefined}
        onDismiss={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select HMDA Fields' });
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'a');
    const application = within(dialog).getByRole('group', { name: 'Application' });
    expect(
      within(application)
        .getAllByRole('checkbox')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual(['Action Taken', 'Loan Type']);
    expect(within(dialog).getByRole('treeitem', { name: 'Property' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
