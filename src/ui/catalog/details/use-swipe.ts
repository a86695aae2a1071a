import { type PointerEvent, useRef } from 'react';

/** How far a finger must travel sideways, more than up or down, to count as a swipe. */
export const SWIPE_MIN_PX = 40;

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
}

/**
 * A sideways swipe by touch or pen (a mouse drag is left alone): `onSwipe('start')` when the finger moved
 * towards the start of the line (left in LTR, right in RTL), `'end'` the other way. The element should
 * carry `touch-action: pan-y`, so the page still scrolls up and down under the finger.
 */
export function useSwipe(direction: 'ltr' | 'rtl', onSwipe: (towards: 'start' | 'end') => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event) => {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      const towardsLeft = dx < 0;
      onSwipe(towardsLeft === (direction === 'ltr') ? 'start' : 'end');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
