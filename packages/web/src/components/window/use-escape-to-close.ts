import { useEffect, useRef } from 'react';

/** Escape closes a pop-up (key code 27, debounced so a held key closes once). */
export const ESCAPE_DEBOUNCE_MS = 250;

export function useEscapeToClose(
  onClose: () => void,
  { enabled = true, debounceMs = ESCAPE_DEBOUNCE_MS } = {},
) {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.keyCode !== 27) return;
      // A dialog opened inside the window handles its own Escape.
      if (
        event.defaultPrevented ||
        document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')
      )
        return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), debounceMs);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled, debounceMs]);
}
