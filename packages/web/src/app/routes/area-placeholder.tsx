import { canAccessRoute } from '@lexbridge/rules';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentSession } from '../../lib/session/session-context';
import { lazyPages } from './lazy-pages';

const shell = lazyPages(() => import('./areas/shell'));

/**
 * A path inside a shell area that no screen of the app matches. When the user's menu holds it, it is a screen not
 * built yet and shows the workspace overview; otherwise the app cannot tell "not yours" from "no such page", and
 * the not-found page (whose text says both) answers, never the unauthorized one.
 */
export function AreaPlaceholder() {
  const { menu } = useCurrentSession();
  const { pathname } = useLocation();
  if (!canAccessRoute(menu, pathname)) return <Navigate to={paths.notFound.getHref()} replace />;
  return shell('WorkspaceOverview');
}
