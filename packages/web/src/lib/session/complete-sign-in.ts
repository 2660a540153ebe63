import { SIGN_IN_LOADER_MS } from '@lexbridge/rules';
import { hasNewVersion } from '../version-check';
import { setSession } from './session-store';
import type { Session } from './types';

/** Set when a sign-in found a newer build and reloaded to fetch it (the forced refresh). */
export const FORCE_REFRESH_KEY = 'lexbridge.forceRefresh';

export interface CompleteSignInOptions {
  checkVersion?: () => Promise<boolean>;
  wait?: (ms: number) => Promise<void>;
  reload?: () => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The end of every sign-in (password, admin and single sign-on): while the sign-in loader
 * shows, the build is checked against the newest one, for at most the loader's 2000 ms. A newer build flags a
 * forced refresh and reloads the page, so the user starts their session on the new build (the session cookie
 * is already set, and the reloaded page goes on to where the user was heading). Otherwise the new session goes to
 * the session store, where every guard reads it, and the sign-in guard moves on without asking the BFF again.
 */
export async function completeSignIn(
  session: Session,
  {
    checkVersion = hasNewVersion,
    wait = sleep,
    reload = () => window.location.reload(),
  }: CompleteSignInOptions = {},
): Promise<'reloading' | 'signed-in'> {
  const newer = await Promise.race([checkVersion(), wait(SIGN_IN_LOADER_MS).then(() => false)]);
  if (newer) {
    sessionStorage.setItem(FORCE_REFRESH_KEY, String(Date.now()));
    reload();
    return 'reloading';
  }
  setSession(session);
  return 'signed-in';
}

/** Called once at start: a page loaded by a forced refresh says so in the console and clears the flag. */
export function acknowledgeForcedRefresh(): boolean {
  const flagged = sessionStorage.getItem(FORCE_REFRESH_KEY);
  if (flagged === null) return false;
  sessionStorage.removeItem(FORCE_REFRESH_KEY);
  console.info('Loaded the newest build of Lexbridge after signing in.');
  return true;
}
