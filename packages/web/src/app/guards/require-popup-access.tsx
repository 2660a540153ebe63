import { canAccessRoute } from '@lexbridge/rules';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, popupOpener } from '../../config/paths';
import { useCurrentSession } from '../../lib/session/session-context';

/**
 * Menu-access guard of the pop-up windows (user/lawDetails, read-more, requirement-detail, completeLawDetail,
 * linkToSource). They are in nobody's menu: each carries the route of the screen that opened it (`?from=`), and is
 * open to whoever's menu holds that screen. Without an opener, or with one the user may not open, it goes to
 * unauthorized, as any other route outside the menu.
 */
export function RequirePopupAccess() {
  const { menu } = useCurrentSession();
  const { search } = useLocation();
  const opener = popupOpener(search);
  if (!opener || !canAccessRoute(menu, opener)) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return <Outlet />;
}
