import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
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

/** Rendered once, by the app provider. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
