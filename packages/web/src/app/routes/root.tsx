import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config/use-app-config';
import { clearSession } from '../../lib/session/clear-session';
import { subscribeToLogout } from '../../lib/session/logout-broadcast';
import { useVersionCheck } from '../../lib/version-check';

/**
 * The top of the route tree: follows logouts made in other windows and, when the deployment
 * asks for it, reloads the page once a newer build is out (checked every 5 minutes).
 */
export function RootRoute() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { config } = useAppConfig();

  useEffect(
    () =>
      subscribeToLogout(() => {
        clearSession(client, 'logout');
        void navigate(paths.login.getHref(), { replace: true });
      }),
    [client, navigate],
  );

  useVersionCheck({
    enabled: config?.versionCheckEnabled ?? false,
    intervalMs: config?.versionCheckIntervalMs ?? 0,
  });

  return <Outlet />;
}
