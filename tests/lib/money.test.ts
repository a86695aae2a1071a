import { describe, expect, it } from 'vitest';
import {
  type Converted,
  convert,
  convertLine,
  createMoneyFormatter,
  formatConverted,
  formatMoney,
  type MoneyCurrency,
  sumConverted,
} from '../../common/money';

const usd: MoneyCurrency = { symbol: '$', position: 'prefix', rate_from_default: 1 };
const eurSuffix: MoneyCurrency = { symbol: '€', position: 'suffix', rate_from_default: 0.92 };
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('puts the symbol before the amount for prefix, with 2 decimals and grouping', () => {
    expect(formatMoney(12.5, usd, 'en')).toBe('$12.50');
    expect(formatMoney(1234567.891, usd, 'en')).toBe('$1,234,567.89');
    expect(formatMoney(0, usd, 'en')).toBe('$0.00');
  });

  it('puts the symbol after the amount for suffix, on the same line', () => {
    expect(formatMoney(10, eurSuffix, 'en')).toBe(`9.20${NBSP}€`);
  });

  it("scales by the currency's rate_from_default, which defaults to 1", () => {
    expect(formatMoney(10, { symbol: '£', position: 'prefix', rate_from_default: 0.79 }, 'en')).toBe('£7.90');
    expect(formatMoney(10, { symbol: '£', position: 'prefix' }, 'en')).toBe('£10.00');
    expect(formatMoney(10, { symbol: '£', position: 'prefix', rate_from_default: 0 }, 'en')).toBe('£10.00');
    expect(formatMoney(2, { symbol: 'ر.س', position: 'suffix', rate_from_default: 3.75 }, 'en')).toBe(`7.50${NBSP}ر.س`);
  });

  it('keeps the sign before a prefix symbol, and never shows -0.00', () => {
    expect(formatMoney(-5, usd, 'en')).toBe('-$5.00');
    expect(formatMoney(-0.001, usd, 'en')).toBe('$0.00');
  });

  it('uses Latin digits and Latin separators in Arabic', () => {
    expect(formatMoney(1234.5, usd, 'ar')).toBe('$1,234.50');
    expect(formatMoney(1234.5, eurSuffix, 'ar')).toBe(`1,135.74${NBSP}€`);
    expect(formatMoney(-3, usd, 'ar')).toMatch(/^\u200e?-\$3\.00$/);
    expect(formatMoney(1, usd, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('falls back to English number rules for a locale tag Intl rejects', () => {
    expect(formatMoney(1.5, usd, 'not a locale')).toBe('$1.50');
  });
});

describe('convert', () => {
  it('rounds to cents half away from zero, as the decimal amount reads', () => {
    expect(convert(1.005, usd)).toBe(101);
    expect(convert(-1.005, usd)).toBe(-101);
    expect(convert(0.285, usd)).toBe(29);
    expect(convert(10.05, { ...usd, rate_from_default: 0.5 })).toBe(503);
    expect(convert(19.99, eurSuffix)).toBe(1839);
  });

  it('convertLine is the shown unit price times the quantity', () => {
    const rate: MoneyCurrency = { ...usd, rate_from_default: 0.333 };
    const unit = convert(1, rate);
    expect(unit).toBe(33);
    expect(convertLine(1, 3, rate)).toBe(99);
    expect(convert(3, rate)).toBe(100); // converting the line total instead would show 1.00 next to 3 × 0.33
  });

  it('sumConverted adds the shown figures exactly, discounts subtracting', () => {
    const parts = [convert(10.01, eurSuffix), convert(5, eurSuffix), convert(-2.5, eurSuffix)];
    expect(sumConverted(parts)).toBe(921 + 460 - 230);
    expect(sumConverted([])).toBe(0);
  });
});

describe('createMoneyFormatter', () => {
  it('binds the currency and locale, and totals the parts as shown', () => {
    const money = createMoneyFormatter({ symbol: '€', position: 'prefix', rate_from_default: 0.333 }, 'en');
    const lines = [money.convertLine(1, 3), money.convert(1)];
    expect(lines.map(money.formatConverted)).toEqual(['€0.99', '€0.33']);
    expect(money.formatTotal(lines)).toBe('€1.32');
    expect(money.format(4)).toBe('€1.33');
  });

  it('formatConverted shows cents as they are', () => {
    expect(formatConverted(123456 as Converted, usd, 'en')).toBe('$1,234.56');
  });
});
