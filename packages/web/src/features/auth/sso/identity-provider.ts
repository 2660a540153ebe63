import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { paths } from '../../../config/paths';

/** What the BFF's single sign-on client lookup gives the browser to start the provider's sign-in with. */
export interface IdentityProviderSettings {
  authority: string;
  clientId: string;
  /** The scope the spec asks for (user.read); `openid` is added here, as every OpenID sign-in needs it. */
  scope: string;
}

function scopeFor(scope: string): string {
  return [...new Set(['openid', ...scope.split(/\s+/).filter(Boolean)])].join(' ');
}

function userManager({ authority, clientId, scope }: IdentityProviderSettings): UserManager {
  return new UserManager({
    authority,
    client_id: clientId,
    redirect_uri: new URL(paths.ssoCallback.getHref(), window.location.origin).href,
    // The authorization code flow with PKCE (oidc-client-ts adds the code challenge itself).
    response_type: 'code',
    scope: scopeFor(scope),
    // The access token is all the BFF needs; the catalogue reads the profile with it.
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    popupWindowFeatures: { width: 520, height: 680 },
  });
}

/**
 * The popup sign-in with the identity provider, the e-mail as the login hint. Resolves with
 * the provider's access token, which goes straight to the BFF: the browser keeps no copy of it.
 */
export async function signInWithIdentityProvider(
  settings: IdentityProviderSettings,
  email: string,
): Promise<string> {
  const manager = userManager(settings);
  try {
    const user = await manager.signinPopup({ login_hint: email });
    return user.access_token;
  } finally {
    await manager.removeUser();
  }
}

/** Signing out after a refused single sign-on also forgets the provider's user and any unfinished sign-in. */
export async function forgetIdentityProviderUser(settings: IdentityProviderSettings): Promise<void> {
  const manager = userManager(settings);
  await manager.removeUser();
  await manager.clearStaleState();
}

/**
 * The popup's side, at /sso-callback: hands the provider's answer to the window that opened it (which exchanges the
 * code itself) and closes. No settings are needed for that, hence the empty ones.
 */
export async function completeIdentityProviderPopup(): Promise<void> {
  await new UserManager({ authority: '', client_id: '', redirect_uri: '' }).signinPopupCallback();
}
