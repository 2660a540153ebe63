import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBff } from '../../../testing/bff';
import { mockCatalogue } from '../../../testing/catalogue';
import { businessMenu, lawyerMenu, sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { refreshInboxCounts } from '../../../lib/inbox-counts';
import {
  BUSINESS_CLICKED_KEY,
  INDUSTRY_BUSINESS_DATA_KEY,
  saveSelectedLaw,
  SELECTED_LAW_KEY,
} from '../../../lib/workflow-selection';
import { IDLE_DEADLINE_KEY } from '../hooks/use-idle-logout';

async function openShell(
  path = '/legal-module/legal-dashboard',
  session = sessionFixture(),
  options: Parameters<typeof mockBff>[0] = {},
) {
  const bff = mockBff({ session, ...options });
  const app = renderApp(path);
  await screen.findByRole('navigation', { name: 'Main menu' });
  return { ...app, bff };
}

describe('application shell', () => {
  it("shows the user's name and e-mail, and the menu with its inbox counts", async () => {
    const { bff } = await openShell();

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Lena Lawyer')).toBeTruthy();
    expect(within(header).getByText('lawyer@lexbridge.test')).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('button', { name: /Legal/ })).toBeTruthy();
    const dashboard = within(nav).getByRole('link', { name: /Legal Dashboard/ });
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    // The fresh inbox count (7) replaces the one the menu came with (1).
    await waitFor(() => expect(within(dashboard).getByTestId('menu-count').textContent).toContain('7'));
    expect(within(nav).getByRole('link', { name: 'Extracts' }).getAttribute('href')).toBe('/extracts');
    expect(bff.calls('InboxCounts')).toHaveLength(1);
  });

  it("names a client's user's client under the e-mail, and no client for provider staff", async () => {
    const base = sessionFixture();
    await openShell(
      '/legal-module/legal-dashboard',
      sessionFixture({ user: { ...base.user, clientId: '2', clientName: 'Northgate Savings Bank' } }),
    );
    expect(within(screen.getByRole('banner')).getByTestId('user-client').textContent).toBe(
      'Northgate Savings Bank',
    );
  });

  it('shows provider staff no client line', async () => {
    await openShell();
    expect(within(screen.getByRole('banner')).queryByTestId('user-client')).toBeNull();
  });

  it('lets the keyboard skip the header and the menu: the first Tab reaches "Skip to main content"', async () => {
    const { user } = await openShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('does not ask for inbox counts for provider-type users', async () => {
    const { bff } = await openShell('/extracts', sessionFixture({ fetchesInboxCounts: false }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(within(nav).getByRole('link', { name: /Legal Dashboard/ })).getByTestId('menu-count')
        .textContent,
    ).toContain('1');
    expect(bff.calls('InboxCounts')).toHaveLength(0);
  });

  it('shows the mode, the breadcrumb trail and the process steps as a stepper', async () => {
    await openShell('/legal-module/combineLaws');
    expect(screen.getByTestId('app-mode').textContent).toBe('Legal mode');
    const bar = screen.getByTestId('breadcrumb-bar');
    expect(within(bar).getByText('Legal Dashboard')).toBeTruthy();
    const steps = within(bar).getByTestId('process-steps');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByText('Combine Laws').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(getComputedStyle(bar).minHeight).toBe('105px');
  });

  it('keeps no empty band under the trail of a page outside a workflow', async () => {
    await openShell('/extracts', sessionFixture({ editableRoutes: ['/extracts'] }));
    const bar = screen.getByTestId('breadcrumb-bar');
    expect(within(bar).getByText('Extracts')).toBeTruthy();
    expect(within(bar).queryByRole('navigation', { name: 'Related pages' })).toBeNull();
    expect(getComputedStyle(bar).minHeight).not.toBe('105px');
  });

  it('runs the trail and the related pages onto more lines a whole link at a time', async () => {
    const steps = ['Validate Law Applicability', 'Map Artifacts', 'Assess Artifacts'];
    const dashboard = {
      ...businessMenu[0]!.subMenus[0]!,
      breadcrumbs: steps.map((label, index) => ({
        __typename: 'Breadcrumb' as const,
        id: String(70 + index),
        label,
        routerLink: `/business-module/step-${index}`,
        moduleName: 'Business',
        stepper: false,
      })),
    };
    const menu = [{ ...businessMenu[0]!, subMenus: [dashboard] }, ...businessMenu.slice(1)];
    await openShell('/business-module/business-module', sessionFixture({ menu }));
    const bar = screen.getByTestId('breadcrumb-bar');
    expect(getComputedStyle(bar).minHeight).toBe('105px');
    const related = within(bar).getByRole('navigation', { name: 'Related pages' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(steps);
    for (const list of [
      related.querySelector('ol'),
      within(bar).getByRole('navigation', { name: 'Page location trail' }).querySelector('ol'),
    ]) {
      const style = getComputedStyle(list!);
      expect(style.flexWrap).toBe('wrap');
      expect(style.wordBreak).toBe('normal');
    }
  });

  it('is in business mode inside the business module', async () => {
    await openShell('/business-module/business-module', sessionFixture({ menu: businessMenu }));
    expect(screen.getByTestId('app-mode').textContent).toBe('Business mode');
  });

  it.each([
    '/extracts',
    '/changePassword',
    '/change-management/newLaw',
    '/validator-maintenance/message-types',
  ])('shows no mode on %s, which belongs to neither module', async (path) => {
    const menu = [
      ...lawyerMenu,
      { ...lawyerMenu[1]!, id: '500', label: 'New Law', routerLink: '/change-management/newLaw' },
      {
        ...lawyerMenu[1]!,
        id: '501',
        label: 'Message Types',
        routerLink: '/validator-maintenance/message-types',
      },
    ];
    await openShell(path, sessionFixture({ menu, editableRoutes: ['/extracts', '/changePassword'] }));
    expect(screen.queryByTestId('app-mode')).toBeNull();
  });

  it.each([
    ['/legal-module/defineBusinessRequirements', 'Define Business Requirements', 4],
    ['/legal-module/approveBusinessRequirements', 'Approve Business Requirements', 6],
    ['/legal-module/combineLaws', 'Combine Laws', 0],
  ])('names the screen the user is on in the breadcrumb trail: %s', async (path, label, tabIndex) => {
    saveSelectedLaw({ tabIndex, requirementCount: 1, lawIds: ['1'] });
    await openShell(path);
    const bar = screen.getByTestId('breadcrumb-bar');
    const trail = within(bar).getByRole('navigation', { name: 'Page location trail' });
    const current = trail.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe(label);
    // The entry the screen belongs to is a link back to it.
    expect(within(trail).getByRole('link', { name: 'Legal Dashboard' }).getAttribute('href')).toBe(
      '/legal-module/legal-dashboard',
    );
  });

  it('shows the workspace overview with the menu areas as cards', async () => {
    await openShell('/legal-module/combineLaws');
    const areas = screen.getByRole('list', { name: 'Menu areas' });
    expect(within(areas).getByRole('heading', { name: 'Legal' })).toBeTruthy();
    expect(within(areas).getByRole('link', { name: 'Hierarchy Search' }).getAttribute('href')).toBe(
      '/legal-module/hierarchy-search',
    );
  });

  it('logs out: calls the BFF, forgets the session and goes to /login', async () => {
    const { user, bff, location, client } = await openShell();
    const received: unknown[] = [];
    const otherTab = new BroadcastChannel('lexbridge:session');
    otherTab.onmessage = (event) => received.push(event.data);

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(location()).toBe('/login'));
    await screen.findByRole('button', { name: 'Login' });
    expect(bff.calls('Logout')).toHaveLength(1);
    // What the session loaded (the inbox counts at least) is gone from Apollo's cache.
    expect(
      Object.keys((client.cache.extract() as Record<string, object | undefined>).ROOT_QUERY ?? {}).filter(
        (key) => key !== '__typename',
      ),
    ).toEqual([]);
    await waitFor(() => expect(received).toEqual([{ type: 'logout' }]));
    otherTab.close();
  });

  it('can sign in again after logging out', async () => {
    const { user, location } = await openShell();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Login' });

    await user.type(screen.getByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/legal-module/legal-dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('signs out when another window logs out', async () => {
    const { location } = await openShell();
    const otherTab = new BroadcastChannel('lexbridge:session');
    otherTab.postMessage({ type: 'logout' });
    otherTab.close();
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('signs out after the shared idle deadline passes', async () => {
    const { location, bff } = await openShell();
    expect(Number(localStorage.getItem(IDLE_DEADLINE_KEY))).toBeGreaterThan(Date.now());
    // Another window (or the clock) moved the shared deadline into the past.
    localStorage.setItem(IDLE_DEADLINE_KEY, String(Date.now() - 1));
    await waitFor(() => expect(location()).toBe('/login'), { timeout: 3000 });
    expect(bff.calls('Logout')).toHaveLength(1);
  });

  it("signs out after the deployment's idle timeout (appConfig.idleTimeoutMs)", async () => {
    const { location, bff } = await openShell('/legal-module/legal-dashboard', sessionFixture(), {
      appConfig: { idleTimeoutMs: 1500 },
    });
    await waitFor(() => expect(bff.calls('AppConfig')).toHaveLength(1));
    await waitFor(() =>
      expect(Number(localStorage.getItem(IDLE_DEADLINE_KEY))).toBeLessThanOrEqual(Date.now() + 1500),
    );
    await waitFor(() => expect(location()).toBe('/login'), { timeout: 6000 });
    expect(bff.calls('Logout')).toHaveLength(1);
  });

  it('refetches the inbox counts when a later screen calls refreshInboxCounts()', async () => {
    const { bff, client } = await openShell();
    await waitFor(() => expect(bff.calls('InboxCounts')).toHaveLength(1));
    await act(() => refreshInboxCounts(client));
    expect(bff.calls('InboxCounts')).toHaveLength(2);
  });

  it('resets the workflow selection when a menu entry is chosen', async () => {
    saveSelectedLaw({ tabIndex: 4, requirementCount: 1, lawIds: ['17'] });
    sessionStorage.setItem(BUSINESS_CLICKED_KEY, 'true');
    localStorage.setItem(INDUSTRY_BUSINESS_DATA_KEY, '{}');
    // Extracts needs edit permission there, and asks the BFF for its reports.
    const { user, location } = await openShell(
      '/legal-module/legal-dashboard',
      sessionFixture({ editableRoutes: ['/legal-module/legal-dashboard', '/extracts'] }),
    );
    mockCatalogue();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Extracts' }),
    );
    await waitFor(() => expect(location()).toBe('/extracts'));
    expect(sessionStorage.getItem(SELECTED_LAW_KEY)).toBeNull();
    expect(sessionStorage.getItem(BUSINESS_CLICKED_KEY)).toBeNull();
    expect(localStorage.getItem(INDUSTRY_BUSINESS_DATA_KEY)).toBeNull();
  });
});
