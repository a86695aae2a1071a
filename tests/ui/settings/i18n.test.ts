import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateLocale,
  i18n,
  mergeServerMessages,
  storedLocale,
  warnServerMessagesFailed,
} from '../../../src/app/i18n';
import { compileServerStrings } from '../../../src/app/settings/server-strings';

const text = (source: string) => i18n._(generateMessageId(source));

afterEach(() => localStorage.clear());
afterAll(() => activateLocale('en'));

describe('i18n', () => {
  it('renders in the stored locale, or en when none (or a malformed one) is stored', () => {
    expect(storedLocale()).toBe('en');
    localStorage.setItem('locale', 'ar');
    expect(storedLocale()).toBe('ar');
    localStorage.setItem('locale', '<script>');
    expect(storedLocale()).toBe('en');
  });

  it('activates the bundled catalog of a locale and sets the page language', async () => {
    await activateLocale('ar');
    expect(i18n.locale).toBe('ar');
    expect(text('Try again')).toBe('حاول مرة أخرى');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('starts a locale only the server translates from the English catalog', async () => {
    await activateLocale('fr');
    expect(i18n.locale).toBe('fr');
    expect(text('Try again')).toBe('Try again');
  });

  it('merges server strings, keyed by their English source text, over the bundled catalog', async () => {
    await activateLocale('ar');
    mergeServerMessages('ar', compileServerStrings({ 'Try again': 'أعد المحاولة', 'Not in our catalog': 'غير موجود' }));
    expect(text('Try again')).toBe('أعد المحاولة');
    expect(text('The shop could not be loaded.')).toBe('تعذّر تحميل المتجر.');
    // The app never asks for a text outside its catalog.
    expect(text('Not in our catalog')).not.toBe('غير موجود');
  });

  it('keeps placeholders working in server strings', async () => {
    await activateLocale('en');
    mergeServerMessages('en', compileServerStrings({ '{0} sold': '{0} already sold' }));
    expect(i18n._(generateMessageId('{0} sold'), { 0: 12 })).toBe('12 already sold');
  });

  it('re-renders nothing when the server says what the bundle already says', async () => {
    await activateLocale('en');
    const changed = vi.fn();
    const stop = i18n.on('change', changed);
    mergeServerMessages('en', compileServerStrings({ 'Add to Cart': 'Add to Cart', 'Help Center': 'Help Center' }));
    expect(changed).not.toHaveBeenCalled();
    mergeServerMessages('en', compileServerStrings({ 'Add to Cart': 'Put in the cart' }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(text('Add to Cart')).toBe('Put in the cart');
    stop();
  });

  it('only logs a failed /lang call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('offline');
    warnServerMessagesFailed('ar', error);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"ar"'), error);
    warn.mockRestore();
  });
});
