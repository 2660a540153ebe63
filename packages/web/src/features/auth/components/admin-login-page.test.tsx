import { LEXBRIDGE_MESSAGES, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBff } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

describe('admin sign-in', () => {
  it('signs in with asAdmin and goes home', async () => {
    const admin = sessionFixture({ isAdmin: true, homePath: '/extracts' });
    const bff = mockBff({ session: null, login: { session: admin } });
    const { user, location } = renderApp('/admin-login');

    await screen.findByRole('heading', { name: 'Administrator sign-in' });
    await user.type(screen.getByLabelText(/^Email/), 'admin@lexbridge.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/extracts'));
    expect(bff.calls('Login')[0]?.variables).toMatchObject({ input: { asAdmin: true } });
  });

  it('tells a non-admin who signs in here that the session is an ordinary one, and goes home', async () => {
    const bff = mockBff({
      session: null,
      login: { session: sessionFixture({ isAdmin: false }), message: LEXBRIDGE_MESSAGES.adminSignInNotAdmin },
    });
    const { user, location } = renderApp('/admin-login');

    await screen.findByRole('heading', { name: 'Administrator sign-in' });
    await user.type(screen.getByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/legal-module/legal-dashboard'));
    expect(await screen.findByText(LEXBRIDGE_MESSAGES.adminSignInNotAdmin)).toBeTruthy();
    expect(screen.getByText(TOAST_TITLES.info)).toBeTruthy();
    expect(bff.calls('Login')[0]?.variables).toMatchObject({ input: { asAdmin: true } });
  });

  it('asks a signed-in non-admin to confirm; No goes home', async () => {
    const bff = mockBff({ session: sessionFixture() });
    const { user, location } = renderApp('/admin-login');

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.adminLogoutConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(location()).toBe('/legal-module/legal-dashboard'));
    expect(bff.calls('Logout')).toHaveLength(0);
  });

  it('Yes signs the current user out and stays on the admin sign-in', async () => {
    const bff = mockBff({ session: sessionFixture() });
    const { user, location } = renderApp('/admin-login');

    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await screen.findByRole('button', { name: 'Login' });
    expect(location()).toBe('/admin-login');
    expect(bff.calls('Logout')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends a signed-in admin home', async () => {
    mockBff({ session: sessionFixture({ isAdmin: true }) });
    const { location } = renderApp('/admin-login');
    await waitFor(() => expect(location()).toBe('/legal-module/legal-dashboard'));
  });
});
