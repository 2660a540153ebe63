import { IDLE_CHECK_INTERVAL_MS, IDLE_LOGOUT_MS } from '@lexbridge/rules';
import { useEffect, useRef } from 'react';

/** localStorage key shared by every window, so activity in one keeps the others signed in. */
export const IDLE_DEADLINE_KEY = 'lexbridge.idleDeadline';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Writing on every mouse move would be wasteful; a second's precision is all the check has anyway. */
const WRITE_THROTTLE_MS = 1000;

function readDeadline(): number | null {
  const value = Number(localStorage.getItem(IDLE_DEADLINE_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function pushDeadline(now: number, timeoutMs: number): void {
  localStorage.setItem(IDLE_DEADLINE_KEY, String(now + timeoutMs));
}

/**
 * Idle logout: after `timeoutMs` (the deployment's appConfig.idleTimeoutMs; 15 minutes by default)
 * without mouse or key activity in any window, sign out. The deadline lives in localStorage (shared by the windows)
 * and is checked every second.
 */
export function useIdleLogout(onIdle: () => void, timeoutMs: number = IDLE_LOGOUT_MS): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    let lastWrite = Date.now();
    // Arriving in the shell counts as activity: a deadline left over from an earlier session must not fire now.
    pushDeadline(lastWrite, timeoutMs);

    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < WRITE_THROTTLE_MS) return;
      lastWrite = now;
      pushDeadline(now, timeoutMs);
    };

    let fired = false;
    const timer = window.setInterval(() => {
      const deadline = readDeadline();
      if (fired || deadline === null || Date.now() < deadline) return;
      fired = true;
      localStorage.removeItem(IDLE_DEADLINE_KEY);
      onIdleRef.current();
    }, IDLE_CHECK_INTERVAL_MS);

    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [timeoutMs]);
}
