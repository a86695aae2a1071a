// `npm run i18n:check`: refreshes the Lingui catalogs from the sources (`lingui extract --clean`) and
// fails, listing them, when any message has no Arabic translation. A catalog that was already up to date
// is left byte for byte as it was (lingui.config.ts keeps the .po output free of dates and line numbers).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const root = fileURLToPath(new URL('..', import.meta.url));
const CATALOGS = ['locales/en.po', 'locales/ar.po'];
const ARABIC = 'locales/ar.po';

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const before = new Map(CATALOGS.map((file) => [file, read(file)]));

const extract = spawnSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
  cwd: root,
  stdio: 'inherit',
});
if (extract.status !== 0) {
  console.error('i18n:check: lingui extract failed.');
  process.exit(extract.status ?? 1);
}

for (const file of CATALOGS) {
  if (read(file) !== before.get(file)) console.log(`i18n:check: ${file} was out of date and has been refreshed.`);
}

const catalog = await formatter().parse(read(ARABIC), { locale: 'ar', sourceLocale: 'en', filename: ARABIC });
const untranslated = Object.values(catalog)
  .filter((entry) => !entry.obsolete && !entry.translation?.trim())
  .map((entry) => entry.message);

if (untranslated.length > 0) {
  console.error(`i18n:check: ${untranslated.length} message(s) without an Arabic translation in ${ARABIC}:`);
  for (const message of untranslated) console.error(`  - ${JSON.stringify(message)}`);
  process.exit(1);
}
console.log(`i18n:check: every message has an Arabic translation (${Object.keys(catalog).length} messages).`);
