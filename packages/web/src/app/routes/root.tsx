import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config/use-app-config';
import { endSession } from '../../lib/session/end-session';
import { subscribeToLogout } from '../../lib/session/logout-broadcast';
import { useVersionCheck } from '../../lib/version-check';

/**
 * The top of the route tree: follows logouts made in other windows and, when the deployment
 * asks for it, reloads the page once a newer build is out (checked every 5 minutes).
 */
export function RootRoute() {
  const navigate = useNavigate();
  const { config } = useAppConfig();

  useEffect(
    () =>
      subscribeToLogout(() => {
        endSession('logout');
        void navigate(paths.login.getHref(), { replace: true });
      }),
    [navigate],
  );

  useVersionCheck({
    enabled: config?.versionCheckEnabled ?? false,
    intervalMs: config?.versionCheckIntervalMs ?? 0,
  });

  return <Outlet />;
}
