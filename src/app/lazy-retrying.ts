import { type ComponentProps, type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

/** Bumped by each Try again (`loadFailedCodeAgain`): a load that failed before it is started afresh. */
let retryRound = 0;

/**
 * `React.lazy` that can load again. React keeps a lazy component's failure for good, so a chunk that could not be
 * fetched (the phone offline for a moment) would stay broken until the page is reloaded. Here the failure stands
 * until the shopper asks to try again (`loadFailedCodeAgain`, which a FailureBoundary's Try again calls); the
 * next render then loads afresh. (Replacing it at once would let React's own retry of the render swallow the
 * failure: the page would wait on a new load instead of saying what went wrong.)
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React's own lazy() takes
export function lazyRetrying<Loaded extends ComponentType<any>>(
  load: () => Promise<{ default: Loaded }>,
): ComponentType<ComponentProps<Loaded>> {
  let current: LazyExoticComponent<Loaded>;
  /** The retry round in which the current load failed, or null while it has not. */
  let failedInRound: number | null = null;
  const attempt = (): Promise<{ default: Loaded }> =>
    load().catch((error: unknown) => {
      failedInRound = retryRound;
      throw error;
    });
  current = lazy(attempt);
  function LazyRetrying(props: ComponentProps<Loaded>) {
    if (failedInRound !== null && failedInRound < retryRound) {
      failedInRound = null;
      current = lazy(attempt);
    }
    return createElement(current, props);
  }
  return LazyRetrying;
}

/** Lets every lazy part whose code failed to load try again on its next render. */
export function loadFailedCodeAgain(): void {
  retryRound += 1;
}
