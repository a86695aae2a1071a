import { type PointerEvent, useRef, useState } from 'react';

/** Share of the toast's width a horizontal drag must cover to dismiss it (docs/requirements.md §9). */
export const SWIPE_DISMISS_RATIO = 0.6;

/**
 * Pointer handlers that let a toast follow a horizontal drag and call `onDismiss` when released past
 * 60 % of its width; a shorter drag springs back. Either direction counts, so it reads the same in RTL.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    startX.current = null;
    setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        startX.current = event.clientX;
        // Keep receiving moves when the pointer leaves the toast mid-drag (absent in some test DOMs).
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (startX.current !== null) setOffset(event.clientX - startX.current);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (startX.current === null) return;
        const distance = Math.abs(event.clientX - startX.current);
        const width = event.currentTarget.getBoundingClientRect().width;
        startX.current = null;
        // A dismissed toast fades out where it was let go; a short drag springs back.
        if (width > 0 && distance >= width * SWIPE_DISMISS_RATIO) onDismiss();
        else setOffset(0);
      },
      onPointerCancel: reset,
    },
  };
}
