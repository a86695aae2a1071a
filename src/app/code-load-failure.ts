/**
 * Whether an error is a chunk of the app's code that could not be fetched, as browsers word it for a failed
 * `import()` (Chromium, Safari, Firefox) and as Vite's preloader words a stylesheet it could not load.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(message);
}

/**
 * What a Try again does once a retry in place has failed too: with the network up, the browser is keeping the
 * failed fetch (older browsers do), and only a reload fetches again. Offline, a reload would only show the
 * browser's own error page, so the shop stays and says so again.
 */
export function shouldReloadAfterFailedRetry(error: unknown): boolean {
  return isCodeLoadFailure(error) && globalThis.navigator?.onLine !== false;
}
