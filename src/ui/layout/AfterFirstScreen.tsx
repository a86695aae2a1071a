import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Content below a page's first screen, mounted in a commit of its own just after the page's first one. The
 * first commit of a long page is then the part the shopper sees, and the browser can paint it and take a tap
 * before the rest is built: on a slow phone, one commit of the whole page is a long task that holds both up.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    // A task of its own, after the first commit's: the browser gets the main thread back in between.
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return isShown ? children : null;
}
