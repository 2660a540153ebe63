import { canAccessRoute } from '@lexbridge/rules';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentSession } from '../../lib/session/session-context';
import { clearStoredVersion } from '../../lib/version-check';

/** Menu-access guard: a route is open only if the user's menu holds it. */
export function RequireMenuAccess() {
  const { menu } = useCurrentSession();
  const { pathname } = useLocation();
  if (!canAccessRoute(menu, pathname)) {
    // With no menu at all, the stored app version is forgotten as well.
    if (menu.length === 0) clearStoredVersion();
    return <Navigate to={paths.unauthorized.getHref()} replace />;
  }
  return <Outlet />;
}
