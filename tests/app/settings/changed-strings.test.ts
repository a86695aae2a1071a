import { describe, expect, it } from 'vitest';
import { changedServerStrings } from '../../../src/app/settings/changed-strings';

describe('changedServerStrings', () => {
  it('drops, in English, the strings the server gives as their own source text', () => {
    expect(changedServerStrings('en', { 'Add to Cart': 'Add to Cart', 'Help Center': 'Help centre' })).toEqual({
      'Help Center': 'Help centre',
    });
    expect(changedServerStrings('en', { 'Add to Cart': 'Add to Cart' })).toEqual({});
  });

  it('keeps every string in another language, an untranslated one too', () => {
    const strings = { 'Add to Cart': 'أضف إلى السلة', 'Help Center': 'Help Center' };
    expect(changedServerStrings('ar', strings)).toEqual(strings);
  });
});
