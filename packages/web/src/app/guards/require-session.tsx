import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { LoadError } from '../../components/load-error';
import { SessionProvider } from '../../lib/session/session-context';
import { useSession } from '../../lib/session/session-store';
import { signInPathAfter } from '../../lib/session/sign-in-path';

/**
 * Child-route guard: no session -> /login, remembering the page that was asked for, unless
 * the user has just logged out (the next person to sign in starts from their own home).
 */
export function RequireSession() {
  const { session, loading, error, refetch, endReason, endedAsAdmin } = useSession();
  const location = useLocation();

  if (session === undefined) {
    if (error && !loading) return <LoadError onRetry={refetch} />;
    return <FullPageSpinner />;
  }
  if (session === null) {
    return <RedirectToSignIn to={signInPathAfter({ endReason, endedAsAdmin }, location)} />;
  }
  return (
    <SessionProvider value={session}>
      <Outlet />
    </SessionProvider>
  );
}

/**
 * Replaces the current entry with the sign-in page, once for every location this guard is shown at. React Router's
 * <Navigate> navigates only when its target changes, so a guard that was already showing it (the moment of logout,
 * before the sign-in page committed) and is shown again for the same page (Back after logout) would stay blank.
 * Keyed on the location object instead, which the router makes anew for every navigation, Back included.
 */
function RedirectToSignIn({ to }: { to: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [location, navigate, to]);
  return <FullPageSpinner label="Going to the sign-in page…" />;
}
