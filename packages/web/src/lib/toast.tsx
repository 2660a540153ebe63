import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@lexbridge/rules';

export type ToastType = keyof typeof TOAST_DURATION_MS;

export interface ToastMessage {
  type: ToastType;
  title?: string;
  description: string;
}

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

/**
 * Shows a toast for the spec's duration of its type (success 2 s, others 5 s). The same message while it is still
 * on screen is not shown twice (duplicates are suppressed).
 */
export function notify({ type, title, description }: ToastMessage): void {
  const id = `${type}:${title ?? ''}:${description}`;
  if (toaster.isVisible(id)) return;
  toaster.create({ id, type, title, description, duration: TOAST_DURATION_MS[type], closable: true });
}

// The toasts' view loads with the first toast: most pages open with none to show.
const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

/** Rendered once, by the app provider: nothing until a toast is created, then the toasts' view. */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getCount() > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
