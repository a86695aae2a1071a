import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/** How close to the bottom counts as reading the latest messages. */
const NEAR_BOTTOM_PX = 80;

interface Seen {
  firstId: number | undefined;
  lastId: number | undefined;
  scrollHeight: number;
  scrollTop: number;
  wasNearBottom: boolean;
}

function measure(element: HTMLElement, firstId: number | undefined, lastId: number | undefined): Seen {
  return {
    firstId,
    lastId,
    scrollHeight: element.scrollHeight,
    scrollTop: element.scrollTop,
    wasNearBottom: element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX,
  };
}

/**
 * Keeps a conversation where the reader left it: older messages added above do not move the view, the first
 * page opens at the latest message, and a new message scrolls into view when the reader was at the bottom
 * (never while they read older ones). Returns what the scroll handler calls to note the position.
 */
export function useLogScroll(ref: RefObject<HTMLElement | null>, ids: readonly number[]) {
  const seen = useRef<Seen | null>(null);
  const firstId = ids[0];
  const lastId = ids[ids.length - 1];

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = seen.current;
    if (before && firstId !== before.firstId && lastId === before.lastId) {
      // Older messages came in above: move down by what they added.
      element.scrollTop = before.scrollTop + (element.scrollHeight - before.scrollHeight);
    } else if (lastId !== before?.lastId && (before?.lastId === undefined || before.wasNearBottom)) {
      element.scrollTop = element.scrollHeight;
    }
    seen.current = measure(element, firstId, lastId);
  }, [ref, firstId, lastId]);

  return useCallback((element: HTMLElement) => {
    if (seen.current) seen.current = measure(element, seen.current.firstId, seen.current.lastId);
  }, []);
}
