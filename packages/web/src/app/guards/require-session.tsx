import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { SessionProvider } from '../../lib/session/session-context';
import { useSession } from '../../lib/session/session-store';

/**
 * Child-route guard: no session -> /login, remembering the page that was asked for, unless
 * the user has just logged out (the next person to sign in starts from their own home).
 */
export function RequireSession() {
  const { session, loading, error, refetch, endReason } = useSession();
  const location = useLocation();

  if (session === undefined) {
    if (error && !loading) return <LoadError onRetry={refetch} />;
    return <FullPageSpinner />;
  }
  if (session === null) {
    const wanted = endReason === 'logout' ? null : location.pathname + location.search;
    return <Navigate to={paths.login.getHref(wanted)} replace />;
  }
  return (
    <SessionProvider value={session}>
      <Outlet />
    </SessionProvider>
  );
}
