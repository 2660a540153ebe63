import { isValidEmail, MESSAGES, validateSsoLogin } from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/graphql-errors';
import { useLogout } from '../../../lib/session/use-logout';
import { useSsoLoginMutation } from '../api/use-sso-login-mutation';
import type { IdentityProviderSettings } from '../sso/identity-provider';

/** The OpenID client is only loaded by deployments with single sign-on, when it is needed. */
const identityProvider = () => import('../sso/identity-provider');

export interface SsoSignInState {
  submit: (email: string) => Promise<void>;
  /** The popup is open or the BFF is checking its token. */
  loading: boolean;
  error: string | null;
}

/**
 * Single sign-on: a valid e-mail ('Please Enter Valid Email address'), the
 * provider's popup sign-in, then the ssoLogin mutation with the provider's access token. A refusal shows the BFF's
 * message and signs out, the provider's user included. Success writes the session, and the sign-in guard moves on.
 */
export function useSsoSignIn(settings: IdentityProviderSettings): SsoSignInState {
  const [ssoLogin] = useSsoLoginMutation();
  const logout = useLogout();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Loaded while the user types: the popup must open soon after the click, or the browser blocks it.
  useEffect(() => {
    identityProvider().catch(() => undefined);
  }, []);

  async function submit(rawEmail: string) {
    const email = rawEmail.trim();
    if (!isValidEmail(email)) {
      setError(MESSAGES.ssoEmail);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      let accessToken: string;
      try {
        accessToken = await (await identityProvider()).signInWithIdentityProvider(settings, email);
      } catch {
        // Closed, blocked or refused popup: nothing reached the BFF, there is nothing to sign out of.
        accessToken = '';
      }
      const invalid = validateSsoLogin({ email, accessToken });
      if (invalid) {
        setError(invalid.message);
        return;
      }
      try {
        await ssoLogin({ variables: { input: { email, accessToken } } });
      } catch (failure) {
        setError(errorMessage(failure, MESSAGES.loginNoBody, ['credentials', 'email', 'accessToken']));
        await identityProvider()
          .then((provider) => provider.forgetIdentityProviderUser(settings))
          .catch(() => undefined);
        await logout({ redirect: false });
      }
    } finally {
      setLoading(false);
    }
  }

  return { submit, loading, error };
}
