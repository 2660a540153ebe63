import { useEffect, useRef } from 'react';
import { env } from '../config/env';

/** The hash of the build this browser last saw (the stored app-version hash). */
export const APP_VERSION_KEY = 'lexbridge.appVersion';

export interface VersionCheckOptions {
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * The new-version check: reads the build's version.json (with a timestamp so no cache answers) and compares its hash
 * with the stored one. True means a newer build is out: the stored hash is updated, and the caller reloads. The
 * first check of a browser only stores the hash. A failed check is logged and reports no new version.
 */
export async function hasNewVersion({
  fetchImpl = fetch,
  now = Date.now,
}: VersionCheckOptions = {}): Promise<boolean> {
  try {
    const url = new URL(env.versionFileUrl, window.location.href);
    url.searchParams.set('t', String(now()));
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
    const body: unknown = await response.json();
    const hash = typeof body === 'object' && body !== null ? (body as { hash?: unknown }).hash : undefined;
    if (typeof hash !== 'string' || !hash) throw new Error(`${url.pathname} has no hash`);
    const stored = localStorage.getItem(APP_VERSION_KEY);
    if (stored === hash) return false;
    localStorage.setItem(APP_VERSION_KEY, hash);
    return stored !== null;
  } catch (error) {
    console.warn('The new-version check failed; trying again at the next interval.', error);
    return false;
  }
}

/** Forgets the stored hash (when the session is gone or the menu is empty). */
export function clearStoredVersion(): void {
  localStorage.removeItem(APP_VERSION_KEY);
}

export interface UseVersionCheckOptions extends VersionCheckOptions {
  enabled: boolean;
  intervalMs: number;
  /** What to do when a newer build is out; reloading the page by default. */
  onNewVersion?: () => void;
}

/**
 * Checks for a newer build every `intervalMs` while enabled (every 5 minutes) and reloads the
 * page when there is one.
 */
export function useVersionCheck({
  enabled,
  intervalMs,
  onNewVersion = () => window.location.reload(),
  fetchImpl,
  now,
}: UseVersionCheckOptions): void {
  const latest = useRef({ onNewVersion, fetchImpl, now });
  useEffect(() => {
    latest.current = { onNewVersion, fetchImpl, now };
  });

  useEffect(() => {
    if (!enabled || intervalMs <= 0) return;
    let stopped = false;
    const check = async (reloadOnChange: boolean) => {
      const { fetchImpl: fetcher, now: clock } = latest.current;
      const changed = await hasNewVersion({ fetchImpl: fetcher, now: clock });
      if (changed && reloadOnChange && !stopped) latest.current.onNewVersion();
    };
    // The page just loaded is the newest build there is: the first check only records its hash, so a hash left
    // from a visit long ago does not reload a page that is already fresh.
    void check(false);
    const timer = window.setInterval(() => void check(true), intervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [enabled, intervalMs]);
}
