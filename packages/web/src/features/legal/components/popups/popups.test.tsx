import { CATALOGUE_TEXTS, MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gqlError, mockBff } from '../../../../testing/bff';
import { CFPB, lawDetailFixture, mockCatalogue, type CatalogueAnswers } from '../../../../testing/catalogue';
import { sessionFixture } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/render-app';

const FROM = '/legal-module/hierarchy-search';
const from = `from=${encodeURIComponent(FROM)}`;

function openPopup(path: string, answers: Partial<CatalogueAnswers> = {}) {
  mockBff({ session: sessionFixture() });
  const catalogue = mockCatalogue(answers);
  return { ...renderApp(path), catalogue };
}

describe('pop-up windows: access', () => {
  it('opens for whoever may open the screen named in ?from=, and reports that screen to the BFF', async () => {
    const { catalogue } = openPopup(`/user/lawDetails/1/3/1/2?${from}`);
    expect(await screen.findByRole('heading', { name: 'Law Details' })).toBeTruthy();
    // The heading is drawn before its query leaves: wait for the call itself.
    await waitFor(() =>
      expect(catalogue.calls('LawDetailsPopup')[0]).toMatchObject({
        variables: { input: { lawId: '1', sectionId: '3', lawDetailId: '1', businessLineId: '2' } },
        route: FROM,
      }),
    );
    // Outside the shell: no side menu.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('goes to unauthorized without an opener, or with one outside the menu', async () => {
    const first = openPopup('/user/read-more/1/3/1/LawText');
    expect(await screen.findByText(MESSAGES.unauthorizedPage)).toBeTruthy();
    expect(first.location()).toBe('/unauthorized');
    first.unmount();
    const second = openPopup('/user/read-more/1/3/1/LawText?from=%2Fhmda%2Ffield-master');
    await waitFor(() => expect(second.location()).toBe('/unauthorized'));
  });

  it('sends an unknown pop-up type to not-found', async () => {
    const { location } = openPopup(`/user/read-more/1/3/1/Other?${from}`);
    expect(await screen.findByText(MESSAGES.notFoundPage)).toBeTruthy();
    expect(location()).toBe('/not-found');
  });
});

describe('the law detail pop-up', () => {
  it('shows the rest of the detail when a process list failed alone', async () => {
    openPopup(`/user/lawDetails/1/3/1/2?${from}`, {
      lawDetail: lawDetailFixture({ azimuthProcesses: null }),
    });
    const azimuth = await screen.findByRole('region', { name: 'Azimuth Process Applicable to the Law' });
    expect(within(azimuth).getByText(MESSAGES.noResult)).toBeTruthy();
  });

  it("says 'Something went wrong! Please try again later.' when it cannot load", async () => {
    openPopup(`/user/lawDetails/1/3/1?${from}`, {
      lawDetail: { errors: [gqlError('UPSTREAM_UNAVAILABLE', MESSAGES.lawTextLoadFailed)] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.popUpLoadFailed);
  });

  it('closes with its cross and with Escape; a window the app did not open goes back to its opener', async () => {
    const { user, location } = openPopup(`/user/lawDetails/1/3/1/2?${from}`);
    await screen.findByText('Law Information Details');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe(FROM));
  });

  it('closes its own window when the app opened it', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    try {
      const { user } = openPopup(`/user/lawDetails/1/3/1/2?${from}`);
      await screen.findByText('Law Information Details');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(close).toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'opener', { value: null, configurable: true });
    }
  });
});

describe('the Law text pop-up', () => {
  it("LawText: 'Regulator - … | Law - …', the sections 'Parent' first, and 'Link to Source Law/Document'", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user, catalogue } = openPopup(`/user/read-more/1/3/1/LawText?${from}&lawInventoryId=1`);
    expect(await screen.findByText(`Regulator - ${CFPB} | Law - § 1002.4 General rules`)).toBeTruthy();
    expect(catalogue.calls('LawTextPopup')[0]?.variables).toEqual({
      input: {
        lawId: '1',
        sectionId: '3',
        lawDetailId: '1',
        kind: 'LAW_TEXT',
        businessLineId: null,
        lawInventoryId: '1',
      },
    });
    const triggers = screen.getAllByRole('button', { name: /^§ 1002/ }).map((button) => button.textContent);
    expect(triggers).toEqual([
      '§ 1002.4 General rules (Parent)',
      '§ 1002.5 Rules concerning requests for information (Combined)',
    ]);
    await user.click(screen.getByRole('button', { name: CATALOGUE_TEXTS.linkToSource }));
    expect(open.mock.calls[0]![0]).toBe(`/user/linkToSource/1/3/1/LawText?${from}&lawInventoryId=1`);
  });

  it('hides the link when the URL says so', async () => {
    openPopup(`/user/read-more/1/3/1/LawText?${from}&hideLink=true`);
    await screen.findByText(`Regulator - ${CFPB} | Law - § 1002.4 General rules`);
    expect(screen.queryByRole('button', { name: CATALOGUE_TEXTS.linkToSource })).toBeNull();
  });

  it('Changed: each sub-section old versus new, with insert and delete marks', async () => {
    const { container, catalogue } = openPopup(`/user/read-more/2/12/3/Changed?${from}`);
    await screen.findByText(/Regulator - Consumer Financial Protection Bureau \| Law - § 1026\.19/);
    expect(catalogue.calls('LawTextPopup')[0]?.variables).toMatchObject({ input: { kind: 'CHANGED' } });
    expect(container.querySelector('[data-part="changed-sub-section"] ins')?.textContent).toBe(
      'Loan Estimate',
    );
    expect(screen.queryByRole('button', { name: CATALOGUE_TEXTS.linkToSource })).toBeNull();
  });

  it("says 'Something went wrong! Please try again later.' on a failure, and maximizes to the full width", async () => {
    const { user } = openPopup(`/user/read-more/1/3/1/LawText?${from}`, { lawText: 'network-error' });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.popUpLoadFailed);
    const frame = screen.getByRole('dialog', { name: 'Law text' });
    await user.click(screen.getByRole('button', { name: 'Maximize' }));
    expect(frame.getAttribute('data-size')).toBe('maximized');
    await user.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(frame.getAttribute('data-size')).toBe('normal');
  });
});

describe('the link-to-source pop-up', () => {
  it('shows the regulator, section and level 1, and loads a section’s sub-sections on first expand only', async () => {
    const { user, catalogue } = openPopup(`/user/linkToSource/1/3/1/LawText?${from}&lawInventoryId=1`);
    expect(await screen.findByText('Regulation B - Equal Credit Opportunity, 12 CFR Part 1002')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Official source/ }).getAttribute('href')).toBe(
      'https://www.ecfr.gov/current/title-12/chapter-X/part-1002',
    );
    await user.click(screen.getByRole('button', { name: 'Expand § 1002.9 Notifications' }));
    expect(await screen.findByRole('treeitem', { name: '(a) Notification of action taken' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Expand (a) Notification of action taken' }));
    expect(screen.getByRole('treeitem', { name: '(1) When notification is required' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Collapse § 1002.9 Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Expand § 1002.9 Notifications' }));
    expect(catalogue.calls('SourceSubSections').map((call) => call.variables)).toEqual([
      { input: { sectionId: '6', lawInventoryId: '1' } },
    ]);
  });

  it("says 'Something went wrong! Please try again later.' on a failure", async () => {
    openPopup(`/user/linkToSource/1/3/1/LawText?${from}`, {
      linkToSource: { errors: [gqlError('NOT_FOUND', 'Law not found.')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.popUpLoadFailed);
  });
});

describe('the requirement detail and complete law detail pop-ups', () => {
  it("titles the requirement 'Regulator: Section' and clamps its text", async () => {
    const { catalogue } = openPopup(`/user/requirement-detail/1/legal?${from}`);
    expect(
      await screen.findByRole('heading', { name: `${CFPB}: § 1002.1 Authority, scope, and purpose` }),
    ).toBeTruthy();
    expect(screen.getByText('REGB_001')).toBeTruthy();
    expect(catalogue.calls('RequirementDetailPopup')[0]?.variables).toEqual({ id: '1', type: 'LEGAL' });
  });

  it('only hides the spinner when the requirement cannot load', async () => {
    openPopup(`/user/requirement-detail/99/business?${from}`, {
      requirementDetail: { errors: [gqlError('NOT_FOUND', 'Requirement not found.')] },
    });
    await screen.findByRole('heading', { name: 'Requirement detail' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the section and every section combined with it', async () => {
    openPopup(`/user/completeLawDetail/1/3?${from}&businessLineId=2`);
    expect(await screen.findByText(`Regulator - ${CFPB} | Law - § 1002.4 General rules`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '§ 1002.5 Rules concerning requests' })).toBeTruthy();
  });
});
