import { Alert, HStack, Link, Separator, Stack } from '@chakra-ui/react';
import { LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../components/use-opened-once';
import { ApolloGate } from '../../../lib/apollo/apollo-gate';
import { useSession } from '../../../lib/session/session-store';
import type { Session } from '../../../lib/session/types';
import { Disclaimer } from './disclaimer';
import { LoginForm } from './login-form';

// The dialogs load when first opened: most visits to the sign-in page open neither.
const TermsDialog = lazy(() =>
  import('../../../components/terms/terms-dialog').then((m) => ({ default: m.TermsDialog })),
);
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

interface SignInPanelProps {
  asAdmin?: boolean;
  onSignedIn?: (session: Session) => void;
  /** Offered when sign-up is switched on (appConfig.signUpEnabled): switches the screen to sign-up. */
  onSignUp?: () => void;
}

/**
 * The sign-in form with what the screen puts around it: the Forgot Password link and its
 * dialog, the Terms and Conditions dialog (opened from the checkbox's link or from the Terms link below) and the
 * disclaimer. Closing the terms dialog accepted ticks the form's box. A visitor whose session ended under them
 * (UNAUTHENTICATED, not a logout) is told so above the form.
 */
export function SignInPanel({ asAdmin, onSignedIn, onSignUp }: SignInPanelProps) {
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const termsMounted = useOpenedOnce(termsOpen);
  const forgotMounted = useOpenedOnce(forgotOpen);

  function closeTerms(accepted: boolean) {
    setTermsOpen(false);
    if (accepted) setAcceptTerms(true);
  }

  const { endReason } = useSession();

  return (
    <Stack gap="5">
      {endReason === 'expired' && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{LEXBRIDGE_MESSAGES.sessionEnded}</Alert.Title>
        </Alert.Root>
      )}
      <LoginForm
        asAdmin={asAdmin}
        onSignedIn={onSignedIn}
        acceptTerms={acceptTerms}
        onAcceptTermsChange={setAcceptTerms}
        onOpenTerms={() => setTermsOpen(true)}
      />
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Link asChild colorPalette="blue" textStyle="sm">
          <button type="button" onClick={() => setForgotOpen(true)}>
            Forgot Password
          </button>
        </Link>
        {onSignUp && (
          <Link asChild colorPalette="blue" textStyle="sm">
            <button type="button" onClick={onSignUp}>
              Sign up
            </button>
          </Link>
        )}
      </HStack>
      <Separator />
      <Stack gap="3" align="flex-start">
        <Link asChild colorPalette="blue" textStyle="sm">
          <button type="button" onClick={() => setTermsOpen(true)}>
            Terms
          </button>
        </Link>
        <Disclaimer />
      </Stack>
      <Suspense fallback={null}>
        {termsMounted && (
          <TermsDialog open={termsOpen} initiallyAccepted={acceptTerms} onClose={closeTerms} />
        )}
        {forgotMounted && (
          <ApolloGate fallback={null}>
            <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
          </ApolloGate>
        )}
      </Suspense>
    </Stack>
  );
}
