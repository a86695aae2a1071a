import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['src'] }],
  // Stable catalogs: `lingui extract` rewrites a .po byte for byte unless a message changed. Origins name
  // the file only (line numbers would churn on every edit); the header keeps no date, since the po
  // formatter writes POT-Creation-Date only when it creates a catalog (delete that line if it ever appears).
  format: formatter({ lineNumbers: false }),
});
