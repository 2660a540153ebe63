import { DISCLAIMER, MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gqlError, mockBff } from '../../../testing/bff';
import { mockCatalogue } from '../../../testing/catalogue';
import { sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { currentSession } from '../../../lib/session/session-store';

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('button', { name: 'Login' });
  return app;
}

describe('sign-in', () => {
  it('shows the client-side messages in the spec order, one at a time', async () => {
    const bff = mockBff();
    const { user } = await openLogin();
    const login = screen.getByRole('button', { name: 'Login' });

    await user.click(login);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.loginRequired);

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(login);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MESSAGES.loginEmail));

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.click(login);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MESSAGES.loginTerms));

    expect(bff.calls('Login')).toHaveLength(0);
  });

  it('signs in and goes to the home path', async () => {
    const bff = mockBff({
      login: { session: sessionFixture({ homePath: '/legal-module/hierarchy-search' }) },
    });
    mockCatalogue();
    const { user, location } = await openLogin();

    await user.type(screen.getByLabelText(/^Email/), ' lawyer@lexbridge.test ');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/legal-module/hierarchy-search'));
    expect(await screen.findByRole('heading', { name: 'Search Hierarchy' })).toBeTruthy();
    expect(bff.calls('Login')[0]?.variables).toEqual({
      input: { username: 'lawyer@lexbridge.test', password: 'Demo#2026', acceptTerms: true, asAdmin: false },
    });
    expect(bff.calls('Login')[0]?.route).toBe('/login');
    // The new session is where every guard reads it, without asking the BFF again.
    expect(currentSession().session?.homePath).toBe('/legal-module/hierarchy-search');
    expect(bff.calls('Session')).toHaveLength(1);
  });

  it('shows a spinner on the Login button until the BFF answers', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockBff({ login: { session: sessionFixture() }, delayLogin: answered });
    const { user, location } = await openLogin();

    await user.type(screen.getByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const busy = await screen.findByRole('button', { name: /Signing in/ });
    expect(busy.hasAttribute('data-loading')).toBe(true);
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() => expect(location()).toBe('/legal-module/legal-dashboard'));
  });

  it('returns to the page that was asked for when the menu allows it', async () => {
    mockBff();
    const { user, location } = renderApp('/legal-module/combineLaws');
    await screen.findByRole('button', { name: 'Login' });
    expect(location()).toBe('/login?redirectTo=%2Flegal-module%2FcombineLaws');

    await user.type(screen.getByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/legal-module/combineLaws'));
  });

  it("shows the BFF's BAD_USER_INPUT field message", async () => {
    const message = 'The user name or password is incorrect.';
    mockBff({ login: { errors: [gqlError('BAD_USER_INPUT', 'Invalid sign-in.', { password: message })] } });
    const { user, location } = await openLogin();

    await user.type(screen.getByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(location()).toBe('/login');
  });

  it('shows the generic message when the answer has no error to show', async () => {
    mockBff({ login: 'network-error' });
    const { user } = await openLogin();

    await user.type(screen.getByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // Inline in the error area, and as a toast.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MESSAGES.loginNoBody));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.loginNoBody)).toHaveLength(2));
  });

  it('accepts the terms only with the dialog checkbox ticked, and then ticks the form', async () => {
    mockBff();
    const { user } = await openLogin();
    const formBox = screen.getByRole('checkbox', {
      name: /I accept the Terms and Conditions/,
    }) as HTMLInputElement;
    expect(formBox.checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    for (const letter of 'ABCDEFGHIJK') {
      expect(within(dialog).getByRole('heading', { name: new RegExp(`^${letter}\\. `) })).toBeTruthy();
    }
    const accept = within(dialog).getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);

    // Closing without accepting leaves the form's box alone.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(formBox.checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Terms' }));
    const again = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await user.click(within(again).getByRole('checkbox', { name: /I have read and agree/ }));
    const acceptAgain = within(again).getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(acceptAgain.disabled).toBe(false);
    await user.click(acceptAgain);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(formBox.checked).toBe(true);
  });

  it('shows the disclaimer, the Forgot Password link, and no sign-up while it is switched off', async () => {
    const bff = mockBff();
    await openLogin();
    expect(screen.getByTestId('disclaimer').textContent).toContain(DISCLAIMER);
    expect(screen.getByRole('button', { name: 'Forgot Password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(bff.calls('AppConfig')).toHaveLength(1);
    expect(bff.calls('SsoClient')).toHaveLength(0);
  });

  it('still shows the password form when the BFF cannot say how it is configured', async () => {
    mockBff({ appConfig: { errors: [gqlError('INTERNAL_SERVER_ERROR', 'boom')] } });
    await openLogin();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });
});
