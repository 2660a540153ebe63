import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { paths, reportedRoute } from '../config/paths';
import { createApolloClient } from '../lib/apollo-client';
import { clearSession } from '../lib/session/clear-session';
import { routes } from './router';

export interface App {
  router: DataRouter;
  client: ApolloClient;
}

export interface CreateAppOptions {
  /** The browser router by default; tests pass createMemoryRouter with their starting URL. */
  createRouter?: (routes: RouteObject[]) => DataRouter;
  graphqlUri?: string;
}

/** Pages a signed-out user may stay on when the BFF reports the session gone. */
const PUBLIC_PATHS: readonly string[] = [
  paths.login.path,
  paths.adminLogin.path,
  paths.ssoNotFound.path,
  paths.ssoCallback.path,
  paths.resetPassword.path,
  paths.userRegistration.path,
];

/**
 * The router and the Apollo client, wired together: every request says which page it comes from, and a session
 * that ends under the user's feet (UNAUTHENTICATED anywhere) clears the cache and returns to the sign-in page,
 * which brings them back here afterwards.
 */
export function createApp({
  createRouter = (table) => createBrowserRouter(table),
  graphqlUri,
}: CreateAppOptions = {}): App {
  let ending: Promise<void> | null = null;

  const client = createApolloClient({
    uri: graphqlUri,
    // A pop-up window reports the screen that opened it (config/paths.ts, OPENER_PARAM).
    getRoutePath: () => reportedRoute(router.state.location),
    onUnauthenticated: () => {
      ending ??= endExpiredSession().finally(() => {
        ending = null;
      });
    },
  });
  const router = createRouter(routes);

  async function endExpiredSession() {
    clearSession(client, 'expired');
    const { pathname, search } = router.state.location;
    if (!PUBLIC_PATHS.includes(pathname))
      await router.navigate(paths.login.getHref(pathname + search), { replace: true });
  }

  return { router, client };
}
