import { type RefObject, useLayoutEffect, useState } from 'react';

/** The most of the screen's height a header may hold on to: a taller one would leave too little of the page. */
const MOST_OF_SCREEN = 1 / 3;

/**
 * Whether the header stays at the top while the page scrolls: only while it takes at most a third of the screen's
 * height. Zoomed in (400 %, or text at 200 %) it grows and the screen shrinks, and it then scrolls away with the
 * page. Its pinned height goes to `--pinned-header-height` (src/styles.css), so that what gets the focus is scrolled
 * clear of it, and no further than that when it is not pinned.
 */
export function useHeaderPinned(header: RefObject<HTMLElement | null>): boolean {
  const [isPinned, setPinned] = useState(false);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const height = element.offsetHeight;
      const fits = height <= window.innerHeight * MOST_OF_SCREEN;
      setPinned(fits);
      root.style.setProperty('--pinned-header-height', fits ? `${height}px` : '0px');
    };
    measure();
    // The header's height follows the text size and its own content (the bar that replaces the placeholder).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--pinned-header-height');
    };
  }, [header]);
  return isPinned;
}
