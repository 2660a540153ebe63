import { TOAST_DURATION_MS } from '@lexbridge/rules';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from './toaster-store';

export type ToastType = keyof typeof TOAST_DURATION_MS;

export interface ToastMessage {
  type: ToastType;
  title?: string;
  description: string;
}

export { toaster };

/** Whether a toast was ever created: the toasts' view loads then. */
let toastCreated = false;

/**
 * Shows a toast for the spec's duration of its type (success 2 s, others 5 s). The same message while it is still
 * on screen is not shown twice (duplicates are suppressed).
 */
export function notify({ type, title, description }: ToastMessage): void {
  const id = `${type}:${title ?? ''}:${description}`;
  if (toaster.isVisible(id)) return;
  toastCreated = true;
  toaster.create({ id, type, title, description, duration: TOAST_DURATION_MS[type], closable: true });
}

function subscribeToFirstToast(onChange: () => void): () => void {
  return toaster.subscribe(() => {
    toastCreated = true;
    onChange();
  });
}

// The toasts' view loads with the first toast: most pages open with none to show.
const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

/** Rendered once, by the app provider: nothing until a toast is created, then the toasts' view. */
export function Toaster() {
  // Mounted from the first toast on (the store tells its subscribers of every new toast), and kept mounted.
  const needed = useSyncExternalStore(subscribeToFirstToast, () => toastCreated);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
