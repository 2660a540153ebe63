import { lazy, Suspense, useState } from 'react';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { ApolloGate } from '../../../lib/apollo/apollo-gate';
import { useAppConfig } from '../../../lib/app-config/use-app-config';
import { SignInLayout } from '../../../components/sign-in-layout';
import { SignInPanel } from './sign-in-panel';

// Single sign-on and sign-up are switched off by default: their screens load only where they are switched on.
const SignUpPanel = lazy(() => import('./sign-up-panel').then((m) => ({ default: m.SignUpPanel })));
const SsoSignIn = lazy(() => import('./sso-sign-in').then((m) => ({ default: m.SsoSignIn })));

/**
 * /login, in the mode this deployment is set up for: single sign-on (the client lookup first),
 * or e-mail and password, with a sign-up mode when sign-up is switched on. Leaving the page after a successful
 * sign-in is the sign-in guard's job (it sees the new session).
 */
export function LoginPage() {
  const { config } = useAppConfig();
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');

  if (!config) return <FullPageSpinner />;
  if (config.ssoEnabled)
    return (
      <ApolloGate>
        <Suspense fallback={<FullPageSpinner />}>
          <SsoSignIn />
        </Suspense>
      </ApolloGate>
    );
  if (config.signUpEnabled && mode === 'sign-up') {
    return (
      <SignInLayout title="Sign up" subtitle="Create your account with your work e-mail address.">
        <ApolloGate>
          <Suspense fallback={<FullPageSpinner />}>
            <SignUpPanel onBackToLogin={() => setMode('sign-in')} />
          </Suspense>
        </ApolloGate>
      </SignInLayout>
    );
  }
  return (
    <SignInLayout title="Sign in" subtitle="Use the e-mail address your administrator registered.">
      <SignInPanel onSignUp={config.signUpEnabled ? () => setMode('sign-up') : undefined} />
    </SignInLayout>
  );
}
