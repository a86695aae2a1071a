import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query, kept up to date as it changes (a rotated phone, a resized window).
 * For parts that only one kind of screen shows, so the others never build them. `fallback` is the answer where
 * there is no `matchMedia` (a test's DOM).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback,
  );
}

/** Tailwind's `lg` breakpoint: from here the listing's filters stand beside the grid. */
export const WIDE_SCREEN = '(min-width: 64rem)';
