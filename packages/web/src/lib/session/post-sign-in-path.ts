import { canAccessRoute } from '@lexbridge/rules';
import { isSafeRedirect } from '../../config/paths';
import type { Session } from './types';

/**
 * Where a fresh session goes: back to the page the user asked for before signing in when their menu grants it,
 * otherwise their home (the first menu entry with a link, computed by the BFF).
 */
export function postSignInPath(
  session: Pick<Session, 'menu' | 'homePath'>,
  redirectTo: string | null,
): string {
  if (isSafeRedirect(redirectTo)) {
    const pathname = new URL(redirectTo, 'http://lexbridge.invalid').pathname;
    if (canAccessRoute(session.menu, pathname)) return redirectTo;
  }
  return session.homePath;
}
