import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gqlError, mockBff } from '../../../testing/bff';
import {
  CFPB,
  mockCatalogue,
  PART_1002,
  singleIndustryFixture,
  TITLE_12,
  type CatalogueAnswers,
} from '../../../testing/catalogue';
import { sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const PATH = '/legal-module/hierarchy-search';

async function openSearch(answers: Partial<CatalogueAnswers> = {}) {
  mockBff({ session: sessionFixture() });
  const catalogue = mockCatalogue(answers);
  const app = renderApp(PATH);
  await screen.findByRole('heading', { name: 'Search Hierarchy' });
  return { ...app, catalogue };
}

type User = Awaited<ReturnType<typeof openSearch>>['user'];

async function choose(user: User, industry: string, businessLine: string) {
  await user.selectOptions(await screen.findByLabelText('Industry'), industry);
  await user.selectOptions(screen.getByLabelText('Business Line'), businessLine);
}

const search = (user: User) => user.click(screen.getByRole('button', { name: 'Search' }));

async function toastWith(text: string): Promise<HTMLElement> {
  let toast: HTMLElement | null = null;
  await waitFor(() => {
    toast =
      screen
        .getAllByText(text)
        .map((node) => node.closest<HTMLElement>('[data-scope="toast"][data-part="root"]'))
        .find(Boolean) ?? null;
    expect(toast).toBeTruthy();
  });
  return toast!;
}

describe('Search Hierarchy', () => {
  it("says 'You are not assigned to an industry. Please contact site administrator!' (Info!) without industries", async () => {
    await openSearch({ industries: { errors: [gqlError('FORBIDDEN', MESSAGES.noIndustry)] } });
    const toast = await toastWith(MESSAGES.noIndustry);
    expect(within(toast).getByText(TOAST_TITLES.info)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.noIndustry);
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('chooses a single industry and its single business line by itself, and loads the categories', async () => {
    const { catalogue } = await openSearch({ industries: singleIndustryFixture });
    await waitFor(() =>
      expect((screen.getByLabelText('Business Line') as HTMLSelectElement).value).toBe('12'),
    );
    expect((screen.getByLabelText('Industry') as HTMLSelectElement).value).toBe('4');
    await waitFor(() =>
      expect(catalogue.calls('HierarchyCategories')[0]?.variables).toEqual({
        input: { industryIds: ['4'], businessLineIds: ['12'] },
      }),
    );
  });

  it('asks for an industry and a business line first, and for a business line before the pickers', async () => {
    const { user, catalogue } = await openSearch();
    await search(user);
    expect(await screen.findByText(MESSAGES.filterIndustryAndBusinessLine)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Regulator: Select' }));
    expect(await screen.findByText(MESSAGES.filterBusinessLine)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(catalogue.calls('LawHierarchy')).toHaveLength(0);
  });

  it("searches with the filter, clears the 'section_' keys, and groups results into Federal and States", async () => {
    const { user, catalogue } = await openSearch();
    localStorage.setItem('section_3', 'x');
    localStorage.setItem('other', 'y');
    await choose(user, 'Banking', 'Consumer Lending');

    await user.click(screen.getByRole('button', { name: 'Category: Select' }));
    const categories = await screen.findByRole('dialog', { name: 'Select Categories' });
    await user.click(within(categories).getByRole('checkbox', { name: 'Adverse Action' }));
    await user.click(within(categories).getByRole('checkbox', { name: 'Fair Lending' }));
    await user.click(within(categories).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Category: Adverse Action +1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Regulator: Select' }));
    const regulators = await screen.findByRole('dialog', { name: 'Select Regulators' });
    await user.click(within(regulators).getByRole('checkbox', { name: CFPB }));
    await user.click(within(regulators).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: `Regulator: ${CFPB}` })).toBeTruthy();

    await search(user);
    expect(await screen.findByRole('treeitem', { name: CFPB })).toBeTruthy();
    expect(catalogue.calls('LawHierarchy')[0]).toMatchObject({
      variables: {
        filter: { industryId: '1', businessLineId: '2', categoryIds: ['9', '8'], regulatorIds: ['1'] },
      },
      route: PATH,
    });
    expect(localStorage.getItem('section_3')).toBeNull();
    expect(localStorage.getItem('other')).toBe('y');
    expect(
      within(screen.getByRole('region', { name: 'States' })).getByText(MESSAGES.noResultsFound),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Federal' })).getByText(CFPB)).toBeTruthy();
  });

  it('expands nodes lazily, once, and opens a section in the law detail window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user, catalogue } = await openSearch();
    await choose(user, 'Banking', 'Consumer Lending');
    await search(user);
    await user.click(await screen.findByRole('button', { name: `Expand ${CFPB}` }));
    await user.click(screen.getByRole('button', { name: `Expand ${TITLE_12}` }));
    await user.click(await screen.findByRole('button', { name: `Expand ${PART_1002}` }));
    await screen.findByRole('treeitem', { name: '§ 1002.4 General rules' });
    expect(catalogue.calls('LawHierarchyChildren').map((call) => call.variables)).toEqual([
      {
        node: {
          industryId: '1',
          businessLineId: '2',
          categoryIds: [],
          regulatorIds: ['1'],
          levelTexts: [TITLE_12],
        },
      },
      {
        node: {
          industryId: '1',
          businessLineId: '2',
          categoryIds: [],
          regulatorIds: ['1'],
          levelTexts: [TITLE_12, PART_1002],
        },
      },
    ]);
    // 'Parent' sections first, as answered.
    const sections = screen.getAllByRole('button', { name: /^§ 1002/ }).map((button) => button.textContent);
    expect(sections).toEqual(['§ 1002.4 General rules', '§ 1002.9 Notifications']);

    await user.click(screen.getByRole('button', { name: `Collapse ${PART_1002}` }));
    await user.click(screen.getByRole('button', { name: `Expand ${PART_1002}` }));
    expect(catalogue.calls('LawHierarchyChildren')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '§ 1002.4 General rules' }));
    expect(open.mock.calls[0]![0]).toBe('/user/lawDetails/1/3/1/2?from=%2Flegal-module%2Fhierarchy-search');
    expect(open.mock.calls[0]![2]).toMatch(/^popup=yes,width=\d+,height=\d+/);
  });

  it('compares the checked sections: one panel per row titled regulator: level 1, with the section when shared', async () => {
    const { user, catalogue } = await openSearch();
    await choose(user, 'Banking', 'Consumer Lending');
    await search(user);
    await user.click(await screen.findByRole('button', { name: `Expand ${CFPB}` }));
    await user.click(screen.getByRole('button', { name: `Expand ${TITLE_12}` }));
    await user.click(await screen.findByRole('button', { name: `Expand ${PART_1002}` }));
    const compare = screen.getByRole('button', { name: 'Compare Laws' }) as HTMLButtonElement;
    await user.click(await screen.findByRole('checkbox', { name: 'Compare § 1002.4 General rules' }));
    expect(compare.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Compare § 1002.9 Notifications' }));
    await user.click(compare);

    const dialog = await screen.findByRole('dialog', { name: 'Compare Laws' });
    // Both sections sit under Title 12: their sections tell the two panels apart.
    await within(dialog).findByRole('button', { name: `${CFPB}: ${TITLE_12} (§ 1002.4 General rules)` });
    await within(dialog).findByRole('button', { name: `${CFPB}: ${TITLE_12} (§ 1002.9 Notifications)` });
    expect(catalogue.calls('CompareLaws')[0]?.variables).toEqual({
      inputs: [
        { lawId: '1', sectionId: '3', lawDetailId: '1', businessLineId: '2' },
        { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '2' },
      ],
    });
    expect((await within(dialog).findAllByText('Law Information Details')).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Maximize' }));
    expect(dialog.getAttribute('data-size')).toBe('maximized');
    await user.click(within(dialog).getByRole('button', { name: 'Minimize' }));
    expect(dialog.getAttribute('data-size')).toBe('normal');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Compare Laws' })).toBeNull());
  });

  it('clearing the business line clears categories and regulators; clearing the industry resets everything', async () => {
    const { user } = await openSearch();
    await choose(user, 'Banking', 'Consumer Lending');
    await user.click(screen.getByRole('button', { name: 'Category: Select' }));
    const categories = await screen.findByRole('dialog', { name: 'Select Categories' });
    await user.click(within(categories).getByRole('checkbox', { name: 'Adverse Action' }));
    await user.click(within(categories).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Category: Adverse Action' });

    await user.selectOptions(screen.getByLabelText('Business Line'), '');
    expect(await screen.findByRole('button', { name: 'Category: Select' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Business Line'), 'Consumer Lending');
    await search(user);
    await screen.findByRole('treeitem', { name: CFPB });
    await user.selectOptions(screen.getByLabelText('Industry'), '');
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: CFPB })).toBeNull());
    expect((screen.getByLabelText('Business Line') as HTMLSelectElement).value).toBe('');
  });

  it('Reset clears the filters and the results', async () => {
    const { user } = await openSearch();
    await choose(user, 'Banking', 'Consumer Lending');
    await search(user);
    await screen.findByRole('treeitem', { name: CFPB });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('treeitem', { name: CFPB })).toBeNull();
    expect((screen.getByLabelText('Industry') as HTMLSelectElement).value).toBe('');
  });
});
