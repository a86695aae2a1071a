import { describe, expect, it } from 'vitest';
import { boundToShown, shownToBound } from '../../../../src/ui/catalog/listing/price-range';

describe('price bounds between the shown and the default currency', () => {
  it('shows a bound in the chosen currency, rounded to cents', () => {
    expect(boundToShown(20, 1)).toBe('20');
    expect(boundToShown(20, 0.92)).toBe('18.4');
    expect(boundToShown(null, 0.92)).toBe('');
  });

  it('reads an empty box as no bound', () => {
    expect(shownToBound('  ', 'min', 1)).toEqual({ ok: true, value: null });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '-5', '1.234', '1e3', '12 000']) {
      expect(shownToBound(text, 'max', 1)).toEqual({ ok: false });
    }
  });

  it('accepts a decimal comma', () => {
    expect(shownToBound('19,99', 'min', 1)).toEqual({ ok: true, value: 19.99 });
  });

  it('rounds the lowest bound down and the highest up, so a price at a typed bound stays in', () => {
    // 100 € at 0.92 € per dollar is 108.695… dollars.
    expect(shownToBound('100', 'min', 0.92)).toEqual({ ok: true, value: 108.69 });
    expect(shownToBound('100', 'max', 0.92)).toEqual({ ok: true, value: 108.7 });
  });

  it('treats a missing or unusable rate as 1', () => {
    expect(shownToBound('0.3', 'max')).toEqual({ ok: true, value: 0.3 });
    expect(shownToBound('25', 'min', 0)).toEqual({ ok: true, value: 25 });
    expect(boundToShown(25, Number.NaN)).toBe('25');
  });
});
