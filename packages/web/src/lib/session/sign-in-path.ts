import { paths } from '../../config/paths';
import type { SessionState } from './session-store';

/**
 * Where a signed-out visitor of `location` goes: back to the administrators' sign-in page when the session that
 * ended had signed in there; else /login, remembering the page unless the user logged out (the next person to sign
 * in starts from their own home).
 */
export function signInPathAfter(
  { endReason, endedAsAdmin }: Pick<SessionState, 'endReason' | 'endedAsAdmin'>,
  location: { pathname: string; search: string },
): string {
  if (endedAsAdmin && endReason === 'expired') return paths.adminLogin.getHref();
  return paths.login.getHref(endReason === 'logout' ? null : location.pathname + location.search);
}
