import { MESSAGES } from '@lexbridge/rules';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useLogout } from '../../../lib/session/use-logout';
import { useSession } from '../../../lib/session/session-store';
import { SignInLayout } from '../../../components/sign-in-layout';
import { SignInPanel } from './sign-in-panel';

type Phase = 'checking' | 'confirm' | 'signing-out' | 'form';

/**
 * /admin-login. An admin session goes home. A non-admin who is signed in is asked first
 * whether to sign out: Yes signs out and stays here, No (or dismissing) goes home. After an admin sign-in, home.
 */
export function AdminLoginPage() {
  const { session, loading } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const [phase, setPhase] = useState<Phase>('checking');

  // Decided once, from the session found on arrival (or its absence when the BFF does not answer); a session that
  // appears later is this page's own sign-in.
  if (phase === 'checking' && (session !== undefined || !loading)) {
    setPhase(session && !session.isAdmin ? 'confirm' : 'form');
  }
  // The form comes back only once the cache says nobody is signed in, whatever order the updates arrive in.
  if (phase === 'signing-out' && session === null) setPhase('form');

  if (phase === 'checking') return <FullPageSpinner />;
  if (session && (session.isAdmin || phase === 'form')) return <Navigate to={session.homePath} replace />;

  function confirmLogout() {
    setPhase('signing-out');
    void logout({ redirect: false });
  }

  return (
    <SignInLayout
      title="Administrator sign-in"
      subtitle="Sign in with an account that holds an administrator role."
    >
      {phase === 'form' && <SignInPanel asAdmin />}
      <ConfirmDialog
        open={phase === 'confirm' || phase === 'signing-out'}
        title="Sign in as administrator"
        message={MESSAGES.adminLogoutConfirm}
        busy={phase === 'signing-out'}
        onConfirm={confirmLogout}
        onCancel={() => {
          if (session) void navigate(session.homePath, { replace: true });
        }}
      />
    </SignInLayout>
  );
}
