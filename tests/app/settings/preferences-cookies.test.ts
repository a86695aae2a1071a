import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptAddressLocale,
  saveStoredCurrencyId,
  saveStoredLocale,
  shareStoredChoices,
} from '../../../src/app/settings/preferences';

/** The server reads the shopper's language and currency from cookies beside localStorage (server/web/shopper-choice.ts). */
function clearCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the code under test wrote the same way.
  document.cookie = `${name}=; Path=/; Max-Age=0`;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  clearCookie('locale');
  clearCookie('currency');
});

describe("the shopper's choices as cookies", () => {
  it('are written when the shopper chooses a language or a currency', () => {
    saveStoredLocale('ar');
    saveStoredCurrencyId(2);
    expect(document.cookie.split('; ').sort()).toEqual(['currency=2', 'locale=ar']);
    expect(localStorage.getItem('locale')).toBe('ar');
  });

  it('are written at start from what localStorage kept from before', () => {
    localStorage.setItem('locale', 'ar');
    localStorage.setItem('currency', '2');
    expect(document.cookie).toBe('');
    shareStoredChoices();
    expect(document.cookie.split('; ').sort()).toEqual(['currency=2', 'locale=ar']);
  });

  it('are not written from a stored value that is not a choice', () => {
    localStorage.setItem('locale', '<script>');
    shareStoredChoices();
    expect(document.cookie).toBe('');
  });

  it("take the language an address names (a page's version in that language) as the choice", () => {
    localStorage.setItem('locale', 'en');
    window.history.replaceState(null, '', '/products/1/details?lang=ar');
    adoptAddressLocale();
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(document.cookie).toBe('locale=ar');
  });

  it('ignore an address naming something that is not a language', () => {
    window.history.replaceState(null, '', '/?lang=%3Cscript%3E');
    adoptAddressLocale();
    expect(localStorage.getItem('locale')).toBeNull();
    expect(document.cookie).toBe('');
  });
});
