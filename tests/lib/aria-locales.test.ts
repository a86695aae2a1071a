import { describe, expect, it } from 'vitest';
import { ariaLocales } from '../../vite-aria-locales';

/** A string table as React Aria ships one (its `intlStrings.mjs`), shortened to three languages. */
const TABLE = [
  'import $aQ$intlarAEmjs from "./intl/ar-AE.mjs";',
  'import $aQ$intlenUSmjs from "./intl/en-US.mjs";',
  'import $aQ$intlfrFRmjs from "./intl/fr-FR.mjs";',
  'var $e$exports = {};',
  '$e$exports = {',
  '    "ar-AE": $aQ$intlarAEmjs,',
  '    "en-US": $aQ$intlenUSmjs,',
  '    "fr-FR": $aQ$intlfrFRmjs',
  '};',
  'export {$e$exports as default};',
].join('\n');

const STRINGS_ID = '/app/node_modules/react-aria-components/dist/private/intlStrings.mjs';

function transform(code: string, id: string): string | null {
  const hook = ariaLocales().transform;
  if (typeof hook !== 'function') throw new Error('the plugin has no transform hook');
  const result = hook.call({} as never, code, id) as { code: string } | null;
  return result?.code ?? null;
}

describe("React Aria's strings in the build", () => {
  it('keeps English and Arabic and drops the languages the shop never renders in', () => {
    const kept = transform(TABLE, STRINGS_ID) ?? '';
    expect(kept).toContain('"./intl/ar-AE.mjs"');
    expect(kept).toContain('"en-US": $aQ$intlenUSmjs,');
    expect(kept).not.toContain('fr-FR');
    // What is left still parses as a module's object literal.
    expect(kept).toMatch(/\$e\$exports = \{\n {4}"ar-AE": \$aQ\$intlarAEmjs,\n {4}"en-US": \$aQ\$intlenUSmjs,\n\};/);
  });

  it('leaves every other module alone', () => {
    expect(transform(TABLE, '/app/src/ui/kit/Select.tsx')).toBeNull();
  });
});
