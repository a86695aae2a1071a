// React Aria's own strings (a select's "Select an item", a dialog's "Dismiss", …) come in every language React Aria
// knows, imported by one `intlStrings.mjs` a component family (docs/decisions/scripts-by-stage.md, budget P1b).
// The storefront ships catalogs for English and Arabic only (src/app/i18n.ts), and a language only the server
// translates starts from English: React Aria then falls back to its English strings, as the app does.
import type { Plugin } from 'vite';

/** The React Aria locales kept: the catalogs the app ships. */
const KEPT = new Set(['en-US', 'ar-AE']);

const STRINGS_MODULE =
  /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately)[\\/]dist[\\/].*intlStrings\.mjs$/;
const LOCALE_IMPORT = /^import [\w$]+ from "[^"]*[\\/]([a-z]{2}-[A-Z]{2})\.mjs";$/;
const LOCALE_ENTRY = /^\s*"([a-z]{2}-[A-Z]{2})": [\w$]+,?$/;

/** Drops the locales the storefront never renders in from React Aria's string tables. */
export function ariaLocales(): Plugin {
  return {
    name: 'storefront:aria-locales',
    apply: 'build',
    transform(code, id) {
      if (!STRINGS_MODULE.test(id)) return null;
      const kept = code.split('\n').filter((line) => {
        const locale = LOCALE_IMPORT.exec(line)?.[1] ?? LOCALE_ENTRY.exec(line)?.[1];
        return locale === undefined || KEPT.has(locale);
      });
      return { code: kept.join('\n'), map: null };
    },
  };
}
