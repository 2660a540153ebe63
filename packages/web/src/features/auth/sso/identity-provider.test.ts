import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIdentityProviderUser, signInWithIdentityProvider } from './identity-provider';

const calls = vi.hoisted(() => ({
  settings: [] as Record<string, unknown>[],
  popup: vi.fn(),
  removeUser: vi.fn(),
  clearStaleState: vi.fn(),
}));

vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {
    constructor(readonly options: unknown) {}
  },
  UserManager: class {
    constructor(settings: Record<string, unknown>) {
      calls.settings.push(settings);
    }
    signinPopup = calls.popup;
    removeUser = calls.removeUser;
    clearStaleState = calls.clearStaleState;
  },
}));

const SETTINGS = { authority: 'http://localhost:4010/oidc', clientId: 'lexbridge-web', scope: 'user.read' };

describe('the identity provider sign-in', () => {
  beforeEach(() => {
    calls.settings.length = 0;
    vi.clearAllMocks();
    calls.popup.mockResolvedValue({ access_token: 'provider-token' });
    calls.removeUser.mockResolvedValue(undefined);
    calls.clearStaleState.mockResolvedValue(undefined);
  });

  it('opens a code + PKCE popup for openid and user.read, the e-mail as login hint, and keeps no user', async () => {
    await expect(signInWithIdentityProvider(SETTINGS, 'lawyer@lexbridge.test')).resolves.toBe(
      'provider-token',
    );
    expect(calls.settings[0]).toMatchObject({
      authority: 'http://localhost:4010/oidc',
      client_id: 'lexbridge-web',
      redirect_uri: 'http://localhost:3000/sso-callback',
      response_type: 'code',
      scope: 'openid user.read',
      loadUserInfo: false,
    });
    // PKCE is oidc-client-ts's default for the code flow; it must not be switched off.
    expect(calls.settings[0]).not.toHaveProperty('disablePKCE', true);
    expect(calls.popup).toHaveBeenCalledWith({ login_hint: 'lawyer@lexbridge.test' });
    expect(calls.removeUser).toHaveBeenCalledTimes(1);
  });

  it('forgets the user even when the popup fails', async () => {
    calls.popup.mockRejectedValue(new Error('Popup closed by user'));
    await expect(signInWithIdentityProvider(SETTINGS, 'lawyer@lexbridge.test')).rejects.toThrow(
      'Popup closed',
    );
    expect(calls.removeUser).toHaveBeenCalledTimes(1);
  });

  it('clears the user store and unfinished sign-ins on sign-out', async () => {
    await forgetIdentityProviderUser(SETTINGS);
    expect(calls.removeUser).toHaveBeenCalledTimes(1);
    expect(calls.clearStaleState).toHaveBeenCalledTimes(1);
  });
});
