import { ACCESS_TEXTS } from '@lexbridge/rules';
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
        title={ACCESS_TEXTS.ssoCallbackFailedTitle}
        message={ACCESS_TEXTS.ssoCallbackFailedMessage}
      />
    );
  }
  return <FullPageSpinner label={ACCESS_TEXTS.ssoCallbackPending} />;
}
