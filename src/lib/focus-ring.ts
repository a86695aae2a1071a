/**
 * The keyboard focus ring every control shares: a 2px primary outline, offset so a border never hides it.
 * `outline-hidden` drops the browser's own ring (RAC decides when focus is "visible"); forced-colors keeps one.
 * A module of its own: the first screen's plain links use it without the style-merging code.
 */
export const focusRing =
  'outline-hidden outline-offset-2 outline-primary-600 focus-visible:outline-2 focus-visible:outline-solid forced-colors:outline-[Highlight]';
