import type { Direction, ThemeColors } from '../../machines/settings/settings.types';

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

/** /master theme_colors as the variables Tailwind's `primary-*` colours read (`--color-primary-50` … `-950`). */
export function applyThemeColors(colors: ThemeColors, root: HTMLElement = document.documentElement): void {
  for (const shade of SHADES) {
    root.style.setProperty(`--color-primary-${shade}`, colors[shade]);
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
