import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

interface Offset {
  x: number;
  y: number;
}

/** Controls inside the handle keep their own pointer behaviour (the close cross must still click). */
const INTERACTIVE = 'button, a, input, select, textarea, [role="button"]';

/**
 * Lets a dialog be moved by its header: spread `handleProps` on the header and `style` on the
 * dialog content. The offset uses the CSS `translate` property, so it composes with the dialog's own transforms.
 */
export function useDraggable() {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointerX: number; pointerY: number; from: Offset } | null>(null);

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    if (event.button !== 0 || (event.target as Element).closest(INTERACTIVE)) return;
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, from: offset };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  }

  function onPointerMove(event: ReactPointerEvent<HTMLElement>) {
    const start = drag.current;
    if (!start) return;
    setOffset({
      x: start.from.x + event.clientX - start.pointerX,
      y: start.from.y + event.clientY - start.pointerY,
    });
  }

  function onPointerUp(event: ReactPointerEvent<HTMLElement>) {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }

  return {
    offset,
    style: { translate: `${offset.x}px ${offset.y}px` },
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      style: { cursor: 'move', touchAction: 'none', userSelect: 'none' } as const,
      'data-drag-handle': '',
    },
  };
}
