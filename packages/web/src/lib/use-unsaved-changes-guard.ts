import { isEditableRoute } from '@lexbridge/rules';
import { useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useCurrentSession } from './session/session-context';

export interface UnsavedChangesOptions {
  /** The page's data is saved (nothing would be lost by leaving). */
  saved: boolean;
  /** The page is shown read-only. */
  readOnly?: boolean;
}

export interface UnsavedChangesGuard {
  /** The guard applies right now. */
  active: boolean;
  /** A navigation is on hold, waiting for the user to confirm. */
  blocked: boolean;
  /** Leave the page anyway (the held navigation goes ahead). */
  leave: () => void;
  /** Stay on the page (the held navigation is dropped). */
  stay: () => void;
}

/**
 * The save-confirmation guard: it applies only when the user may edit on this route, the page is
 * not read-only and its data is not saved. Then leaving the page in the app waits for a confirmation (render
 * `<UnsavedChangesDialog guard={…} />`), and closing or reloading the tab asks the browser's own question.
 * Signing out is never held up: the session is already gone by then.
 */
export function useUnsavedChangesGuard({
  saved,
  readOnly = false,
}: UnsavedChangesOptions): UnsavedChangesGuard {
  const { editableRoutes } = useCurrentSession();
  const { pathname } = useLocation();
  const active = !saved && !readOnly && isEditableRoute(editableRoutes, pathname);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      nextLocation.pathname !== paths.login.path &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return {
    active,
    blocked: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
