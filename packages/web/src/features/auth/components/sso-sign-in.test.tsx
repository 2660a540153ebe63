import { LEXBRIDGE_MESSAGES, MESSAGES } from '@lexbridge/rules';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gqlError, mockBff } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import {
  completeIdentityProviderPopup,
  forgetIdentityProviderUser,
  signInWithIdentityProvider,
} from '../sso/identity-provider';

// The provider's popup is a real browser window: the e2e journey drives it; here it is replaced.
vi.mock('../sso/identity-provider', () => ({
  signInWithIdentityProvider: vi.fn(),
  forgetIdentityProviderUser: vi.fn(),
  completeIdentityProviderPopup: vi.fn(),
}));

const signIn = vi.mocked(signInWithIdentityProvider);
const forget = vi.mocked(forgetIdentityProviderUser);

beforeEach(() => {
  signIn.mockResolvedValue('provider-access-token');
  forget.mockResolvedValue(undefined);
  vi.mocked(completeIdentityProviderPopup).mockResolvedValue(undefined);
});

const SSO_ON = { appConfig: { ssoEnabled: true } };

describe('single sign-on', () => {
  it('shows only an e-mail and Continue; a bad e-mail says so without opening the popup', async () => {
    const bff = mockBff(SSO_ON);
    const { user } = renderApp('/login');
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(bff.calls('SsoClient')).toHaveLength(1);

    await user.click(continueButton);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.ssoEmail);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(continueButton);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.ssoEmail);
    expect(signIn).not.toHaveBeenCalled();
    expect(bff.calls('SsoLogin')).toHaveLength(0);
  });

  it("signs in through the provider's popup and the ssoLogin mutation, then goes home", async () => {
    const bff = mockBff({ ...SSO_ON, ssoLogin: { session: sessionFixture({ homePath: '/extracts' }) } });
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), ' lawyer@lexbridge.test ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location()).toBe('/extracts'));
    expect(signIn).toHaveBeenCalledWith(
      { authority: 'http://localhost:4010/oidc', clientId: 'lexbridge-web', scope: 'user.read' },
      'lawyer@lexbridge.test',
    );
    expect(bff.calls('SsoLogin')[0]?.variables).toEqual({
      input: { email: 'lawyer@lexbridge.test', accessToken: 'provider-access-token' },
    });
    expect(bff.calls('Logout')).toHaveLength(0);
  });

  it("shows the BFF's message on a refusal and signs out, the provider's user included", async () => {
    const message = 'The single sign-on account does not match this e-mail address.';
    const bff = mockBff({
      ...SSO_ON,
      ssoLogin: { errors: [gqlError('BAD_USER_INPUT', message, { credentials: message })] },
    });
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    await waitFor(() => expect(bff.calls('Logout')).toHaveLength(1));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/login');
  });

  it('says the sign-in did not complete when the popup is closed, and asks the BFF nothing', async () => {
    signIn.mockRejectedValue(new Error('Popup closed by user'));
    const bff = mockBff(SSO_ON);
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'lawyer@lexbridge.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(LEXBRIDGE_MESSAGES.ssoTokenMissing),
    );
    expect(bff.calls('SsoLogin')).toHaveLength(0);
  });

  it('goes to /sso-not-found when the client has no single sign-on', async () => {
    mockBff({ ...SSO_ON, ssoClient: { configured: false, clientId: null, authority: null, tenantId: null } });
    const { location } = renderApp('/login');
    expect(await screen.findByText(MESSAGES.ssoNotConfigured)).toBeTruthy();
    expect(screen.getByText(MESSAGES.ssoContactAdmin)).toBeTruthy();
    expect(location()).toBe('/sso-not-found');
  });

  it('goes to /sso-not-found when the lookup fails', async () => {
    mockBff({ ...SSO_ON, ssoClient: 'network-error' });
    const { location } = renderApp('/login');
    await waitFor(() => expect(location()).toBe('/sso-not-found'));
    expect(await screen.findByText(MESSAGES.ssoNotConfigured)).toBeTruthy();
  });

  it('completes the popup at /sso-callback, and says so when it was not opened by a sign-in', async () => {
    mockBff();
    const first = renderApp('/sso-callback');
    await waitFor(() => expect(completeIdentityProviderPopup).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Completing sign-in…')).toBeTruthy();
    first.unmount();

    vi.mocked(completeIdentityProviderPopup).mockRejectedValue(new Error('No state in response'));
    renderApp('/sso-callback');
    expect(await screen.findByText('Single sign-on could not be completed')).toBeTruthy();
  });
});
