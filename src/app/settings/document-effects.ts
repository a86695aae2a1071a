import { THEME_SHADES, usableThemeColours } from '../../../common/theme-colours';
import type { Direction, ThemeColors } from '../../machines/settings/settings.types';

/**
 * /master theme_colors as the variables Tailwind's `primary-*` colours read (`--color-primary-50` … `-950`), when
 * the shop can use them (common/theme-colours.ts); otherwise the defaults of src/styles.css stay.
 */
export function applyThemeColors(colors: ThemeColors, root: HTMLElement = document.documentElement): void {
  const usable = usableThemeColours(colors);
  for (const shade of THEME_SHADES) {
    if (usable) root.style.setProperty(`--color-primary-${shade}`, usable[shade]);
    else root.style.removeProperty(`--color-primary-${shade}`);
  }
}

/** The page's language and text direction, for screen readers, fonts and logical CSS properties. */
export function applyPageLanguage(locale: string, direction: Direction, root: HTMLElement = document.documentElement) {
  root.lang = locale;
  root.dir = direction;
}

export function reloadPage(): void {
  window.location.reload();
}
