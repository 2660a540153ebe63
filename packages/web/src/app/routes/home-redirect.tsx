import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-store';

/** `/`: the sign-in page, or the user's home. */
export function HomeRedirect() {
  const { session, loading, error, refetch } = useSession();
  if (session === undefined) return error && !loading ? <LoadError onRetry={refetch} /> : <FullPageSpinner />;
  return <Navigate to={session ? session.homePath : paths.login.getHref()} replace />;
}
