import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { paths } from '../../../config/paths';
import { useSsoClientQuery } from '../../../gql/hooks';
import { useSsoSignIn } from '../hooks/use-sso-sign-in';
import type { IdentityProviderSettings } from '../sso/identity-provider';
import { Disclaimer } from './disclaimer';
import { SignInLayout } from '../../../components/sign-in-layout';

/**
 * The sign-in screen of a deployment with single sign-on: first the client lookup
 * (the BFF retries it once); a client without single sign-on, or a failed lookup, goes to /sso-not-found.
 */
export function SsoSignIn() {
  // Asked on every visit: an administrator may have just configured (or removed) the client.
  const { data, loading, error } = useSsoClientQuery({ fetchPolicy: 'network-only' });

  if (loading && !data) return <FullPageSpinner label="Checking single sign-on…" />;
  const client = data?.ssoClient;
  if (error || !client?.configured || !client.authority || !client.clientId) {
    return <Navigate to={paths.ssoNotFound.getHref()} replace />;
  }
  return (
    <SignInLayout title="Sign in" subtitle="Continue with your organisation's single sign-on.">
      <Stack gap="5">
        <SsoForm settings={{ authority: client.authority, clientId: client.clientId, scope: client.scope }} />
        <Disclaimer />
      </Stack>
    </SignInLayout>
  );
}

/** Only an e-mail and a Continue button: the password is the identity provider's business. */
function SsoForm({ settings }: { settings: IdentityProviderSettings }) {
  const [email, setEmail] = useState('');
  const { submit, loading, error } = useSsoSignIn(settings);
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(email);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Single sign-on">
      <Stack gap="4">
        <Field.Root invalid={!!error} required>
          <Field.Label>Email</Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={error ? errorId : undefined}
          />
        </Field.Root>
        {error && (
          <Alert.Root status="error" id={errorId} role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="blue" loading={loading} loadingText="Signing in…" width="full">
          Continue
        </Button>
      </Stack>
    </form>
  );
}
