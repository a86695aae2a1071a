/**
 * The server may draw a page's first screen before the app has run (server/web/first-screen-preview.ts); the
 * app renders behind it, hidden. Removing the drawing shows the app in its place, in one frame.
 */

const PREVIEW_ID = 'first-screen';

/** The longest the drawing may stay: past this the app shows whatever state it is in (a skeleton, say). */
export const PREVIEW_LIMIT_MS = 8_000;

/** Shows the app in place of the server's drawing, if one is up. */
export function revealApp(): void {
  globalThis.document?.getElementById(PREVIEW_ID)?.remove();
}

/** Whether the server's drawing is still up. */
export function isPreviewShown(): boolean {
  return Boolean(globalThis.document?.getElementById(PREVIEW_ID));
}
