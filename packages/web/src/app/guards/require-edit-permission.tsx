import { isEditableRoute } from '@lexbridge/rules';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentSession } from '../../lib/session/session-context';

/**
 * Permission guard of the screens that only make sense with edit rights (changePassword,
 * extracts): the route must be in the user's editable routes, otherwise the user goes to unauthorized.
 */
export function RequireEditPermission() {
  const { editableRoutes } = useCurrentSession();
  const { pathname } = useLocation();
  if (!isEditableRoute(editableRoutes, pathname))
    return <Navigate to={paths.unauthorized.getHref()} replace />;
  return <Outlet />;
}
