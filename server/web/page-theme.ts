import { THEME_SHADES, usableThemeColours } from '../../common/theme-colours';
import type { Schema } from '../../src/api/types';

/** The shop's colours as the page's first paint shows them, before the app applies them itself. */
export interface PageTheme {
  /** A style sheet setting the variables Tailwind's `primary-*` colours read, as src/app/settings/document-effects.ts does. */
  style: string;
  /** The browser's bar colour (`<meta name="theme-color">`): the buttons' shade. */
  colour: string;
}

/**
 * /master's theme colours when the shop can use them (common/theme-colours.ts: each a `#rgb` or `#rrggbb` colour on
 * the server, readable where it is used), else null: the page keeps the default palette of src/styles.css, as the app.
 */
export function pageThemeOf(master: Pick<Schema<'MasterSettings'>, 'theme_colors'>): PageTheme | null {
  const usable = master.theme_colors ? usableThemeColours(master.theme_colors) : null;
  if (!usable) return null;
  const variables = THEME_SHADES.map((shade) => `--color-primary-${shade}:${usable[shade].trim()}`).join(';');
  return { style: `:root{${variables}}`, colour: usable['700'].trim() };
}
