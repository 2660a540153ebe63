import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLogoutMutation } from '../../gql/hooks';
import { endSession } from './end-session';
import { broadcastLogout } from './logout-broadcast';

export interface LogoutOptions {
  /** Go to the sign-in page afterwards (default). The admin sign-in page stays where it is. */
  redirect?: boolean;
}

/**
 * Ends the session at the BFF, forgets the cached data, tells the other windows, and goes to /login. A failed
 * logout call (session already gone, BFF down) still signs the browser out locally.
 *
 * /login is a new history entry, not a replacement of the page the user was on: Back then returns to that page,
 * whose session guard sends a signed-out visitor to /login. Replacing it would make Back leave the app altogether,
 * to whatever came before the sign-in (a blank page in a fresh tab), since signing in replaced /login as well.
 */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();

  return useCallback(
    async ({ redirect = true }: LogoutOptions = {}) => {
      try {
        await logout();
      } catch {
        // Nothing to add: the cookie is the BFF's to clear, and the local sign-out below happens regardless.
      }
      endSession('logout');
      broadcastLogout();
      if (redirect) await navigate(paths.login.getHref());
    },
    [logout, navigate],
  );
}
