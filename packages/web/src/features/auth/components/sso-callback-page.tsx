import { useEffect, useState } from 'react';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { LoadError } from '../../../components/load-error';

/**
 * /sso-callback: where the identity provider's popup comes back to. It hands the answer to the sign-in window,
 * which closes it; opened any other way, it says so.
 */
export function SsoCallbackPage() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('../sso/identity-provider')
      .then((provider) => provider.completeIdentityProviderPopup())
      .catch(() => setFailed(true));
  }, []);
  if (failed) {
    return (
      <LoadError
        title="Single sign-on could not be completed"
        message="Close this window and start the sign-in again from the sign-in page."
      />
    );
  }
  return <FullPageSpinner label="Completing sign-in…" />;
}
