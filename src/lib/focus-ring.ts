/**
 * The keyboard focus ring every control shares: a 2px primary outline, offset so a border never hides it.
 * No outline at rest (RAC decides when focus is "visible"). Forced colours draw any outline, even a transparent
 * one, in the system's colour: a ring at rest would look like the focus, so there the ring is thicker and Highlight.
 * A module of its own: the first screen's plain links use it without the style-merging code.
 */
export const focusRing =
  'outline-none outline-offset-2 outline-primary-600 focus-visible:outline-2 focus-visible:outline-solid forced-colors:outline-[Highlight] forced-colors:focus-visible:outline-3';
