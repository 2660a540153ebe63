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

/** Each message's toast while it is on screen and not yet leaving: message key -> toast id. */
const onScreen = new Map<string, string>();
let serial = 0;

/**
 * Shows a toast for the spec's duration of its type (success 2 s, others 5 s). The same message while its toast is
 * still on screen is not shown twice (duplicates are suppressed); once that toast has started to leave (its time
 * is up or it was closed), the same message is a new toast, so a second save that answers like the first is seen.
 */
export function notify({ type, title, description }: ToastMessage): void {
  const key = `${type}:${title ?? ''}:${description}`;
  const current = onScreen.get(key);
  if (current !== undefined && toaster.isVisible(current)) return;
  serial += 1;
  const id = `${key}#${serial}`;
  onScreen.set(key, id);
  toastCreated = true;
  toaster.create({
    id,
    type,
    title,
    description,
    duration: TOAST_DURATION_MS[type],
    closable: true,
    onStatusChange: ({ status }) => {
      if (status !== 'visible' && onScreen.get(key) === id) onScreen.delete(key);
    },
  });
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
