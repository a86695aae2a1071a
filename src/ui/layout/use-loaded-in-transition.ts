import { startTransition, useEffect, useState } from 'react';

/**
 * True once `load` (a lazy part's code) has settled, set in a transition. A lazy part whose code arrives while
 * something else re-renders the page would otherwise mount in that render, which is not sliced, and commit in the
 * same long task; mounted in a transition, it renders in slices a tap can come between. A failed load sets it
 * too, so the part's own lazy load fails and its boundary says so.
 */
export function useLoadedInTransition(load: () => Promise<unknown>): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let isLive = true;
    const settle = () => {
      if (isLive) startTransition(() => setLoaded(true));
    };
    load().then(settle, settle);
    return () => {
      isLive = false;
    };
  }, [load]);
  return isLoaded;
}
