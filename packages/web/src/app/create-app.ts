import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { env } from '../config/env';
import { paths, reportedRoute } from '../config/paths';
import { configureApollo } from '../lib/apollo/apollo-options';
import { connectBff } from '../lib/bff-request';
import { resetAppConfig } from '../lib/app-config/use-app-config';
import { endSession } from '../lib/session/end-session';
import { currentSession, resetSessionStore } from '../lib/session/session-store';
import { signInPathAfter } from '../lib/session/sign-in-path';
import { routes } from './router';

export interface App {
  router: DataRouter;
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
 * The router, and how the app talks to the BFF: every request says which page it comes from, and a session that
 * ends under the user's feet (UNAUTHENTICATED anywhere) is forgotten and the user returns to the sign-in page,
 * which brings them back here afterwards. The Apollo client itself is made with the first screen that needs it.
 */
export function createApp({
  createRouter = (table) => createBrowserRouter(table),
  graphqlUri = env.graphqlUrl,
}: CreateAppOptions = {}): App {
  let ending: Promise<void> | null = null;
  // A new app asks the BFF afresh (one per page load; tests make one per render).
  resetSessionStore();
  resetAppConfig();
  // A pop-up window reports the screen that opened it (config/paths.ts, OPENER_PARAM).
  const getRoutePath = () => reportedRoute(router.state.location);
  connectBff({ uri: graphqlUri, getRoutePath });
  configureApollo({
    uri: graphqlUri,
    getRoutePath,
    onUnauthenticated: () => {
      ending ??= endExpiredSession().finally(() => {
        ending = null;
      });
    },
  });
  const router = createRouter(routes);

  /** The user goes back to the sign-in page they used: the administrators' for an admin sign-in. */
  async function endExpiredSession() {
    endSession('expired');
    const { location } = router.state;
    if (PUBLIC_PATHS.includes(location.pathname)) return;
    await router.navigate(signInPathAfter(currentSession(), location), { replace: true });
  }

  return { router };
}
