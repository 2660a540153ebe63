import { CATALOGUE_TEXTS, MESSAGES } from '@lexbridge/rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lawDetailFixture } from '../../testing/catalogue';
import { renderRoutes } from '../../testing/render-route';
import { LawDetailView, SEARCH_LAW_PAGE, type LawDetailViewProps } from './law-detail-view';

const render = (props: LawDetailViewProps, path = '/legal-module/hierarchy-search') =>
  renderRoutes([{ path: '*', element: <LawDetailView {...props} /> }], { path });

const MAPPING_SECTIONS = [
  'Category',
  'Azimuth Process Applicable to the Law',
  'Company Process Applicable to the Law',
];

describe('the law detail view', () => {
  it('shows the Law Information panel: the levels the law has, Section, Regulator, Type and Legal Contact', () => {
    render({ detail: lawDetailFixture() });
    const info = within(screen.getByRole('region', { name: 'Law Information Details' }));
    const labels = info
      .getAllByText(/^(Level \d+|Section|Regulator|Type|Legal Contact)$/)
      .map((node) => node.textContent);
    expect(labels).toEqual([
      'Level 1',
      'Level 2',
      'Level 3',
      'Section',
      'Regulator',
      'Type',
      'Legal Contact',
    ]);
    expect(info.getByText('Lena Lawyer')).toBeTruthy();
  });

  it("lists the levels down to the law's deepest, an empty one above it as '-', none below it", () => {
    render({ detail: lawDetailFixture({ level2: '  ', level3: null, level4: 'Subpart A - General' }) });
    const info = within(screen.getByRole('region', { name: 'Law Information Details' }));
    const levels = info
      .getAllByText(/^Level \d+$/)
      .map((node) => [node.textContent, node.nextElementSibling?.textContent]);
    expect(levels).toEqual([
      ['Level 1', lawDetailFixture().level1],
      ['Level 2', '-'],
      ['Level 3', '-'],
      ['Level 4', 'Subpart A - General'],
    ]);
  });

  it("shows Category, Azimuth Process and Company Process with a business line; 'No Result' when empty; first name +N", async () => {
    const { user } = render({ detail: lawDetailFixture({ azimuthProcesses: [] }) });
    for (const name of MAPPING_SECTIONS) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Azimuth Process Applicable to the Law' })).getByText(
        MESSAGES.noResult,
      ),
    ).toBeTruthy();
    const company = within(screen.getByRole('region', { name: 'Company Process Applicable to the Law' }));
    expect(company.getByText('Credit Decision Review')).toBeTruthy();
    expect(company.queryByText('Decline Letter Production')).toBeNull();
    await user.click(company.getByRole('button', { name: /^\+2/ }));
    expect(company.getByText('Decline Letter Production')).toBeTruthy();
  });

  it('falls back to the process names when the process call failed (null)', () => {
    render({ detail: lawDetailFixture({ companyProcesses: null, companyProcessNames: ['Only Process'] }) });
    expect(
      within(screen.getByRole('region', { name: 'Company Process Applicable to the Law' })).getByText(
        'Only Process',
      ),
    ).toBeTruthy();
  });

  it('hides those sections without a business line, on the quick-search page and under search-law', () => {
    const cases: LawDetailViewProps[] = [
      { detail: lawDetailFixture({ businessLineId: null }) },
      { detail: lawDetailFixture(), quickSearch: true },
      { detail: lawDetailFixture(), parentPage: SEARCH_LAW_PAGE },
    ];
    for (const props of cases) {
      const { unmount } = render(props);
      expect(screen.getByRole('region', { name: 'Law Information Details' })).toBeTruthy();
      for (const name of MAPPING_SECTIONS) expect(screen.queryByRole('region', { name })).toBeNull();
      unmount();
    }
  });

  it('opens the Law text pop-up in its own window, for the screen it is on', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = render({ detail: lawDetailFixture({ status: 'AMENDED' }) });
    await user.click(screen.getByRole('button', { name: 'Law text' }));
    expect(open).toHaveBeenCalledWith(
      '/user/read-more/1/3/1/LawText?from=%2Flegal-module%2Fhierarchy-search&businessLineId=2&lawInventoryId=1',
      '_blank',
      'popup=yes,width=700,height=600,resizable=yes,scrollbars=yes',
    );
    await user.click(screen.getByRole('button', { name: 'Changes in law' }));
    expect(open.mock.calls[1]![0]).toMatch(/^\/user\/read-more\/1\/3\/1\/Changed\?/);
  });

  it('draft work-queue variant: the regulator, the law text clamped to 4 lines with Read More / Read Less', async () => {
    const { user, container } = render({ detail: lawDetailFixture(), variant: 'draft' });
    expect(container.querySelector('[data-part="law-detail-draft"]')?.firstElementChild?.textContent).toBe(
      'Consumer Financial Protection Bureau',
    );
    expect(container.querySelector('[data-clamped="true"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: CATALOGUE_TEXTS.readMore }));
    expect(container.querySelector('[data-clamped="false"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: CATALOGUE_TEXTS.readLess }));
    expect(container.querySelector('[data-clamped="true"]')).toBeTruthy();
    for (const name of MAPPING_SECTIONS) expect(screen.queryByRole('region', { name })).toBeNull();
    expect(screen.getByText('Legal Contact')).toBeTruthy();
  });
});
