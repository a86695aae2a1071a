import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, convertLine, createMoneyFormatter, type MoneyCurrency } from '../../common/money';

/** Reads a shown amount back into cents, independently of common/money (Latin digits, `,` groups, `.` decimals). */
function shownCents(shown: string, symbol: string): number {
  const number = shown.replace(symbol, '').replace(/[\u200e\u200f\u061c\u00a0,]/g, '');
  expect(number).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(number) * 100);
}

const line = fc.record({
  unitCents: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
});
const currency: fc.Arbitrary<MoneyCurrency> = fc.record({
  symbol: fc.constantFrom('$', '€', 'ر.س', 'SAR'),
  position: fc.constantFrom('prefix' as const, 'suffix' as const),
  rate_from_default: fc.double({ min: 0.01, max: 1000, noNaN: true }),
});
const locale = fc.constantFrom('en', 'ar');

describe('money: a shown total is the sum of the shown parts', () => {
  it('holds for random carts, rates, positions and locales', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), currency, locale, (cart, shownIn, inLocale) => {
        const money = createMoneyFormatter(shownIn, inLocale);
        const lines = cart.map(({ unitCents, quantity }) => money.convertLine(unitCents / 100, quantity));
        const shownLines = lines.map(money.formatConverted);
        const shownTotal = money.formatTotal(lines);

        const sumOfShownLines = shownLines.reduce((sum, shown) => sum + shownCents(shown, shownIn.symbol), 0);
        expect(shownCents(shownTotal, shownIn.symbol)).toBe(sumOfShownLines);
        expect(shownTotal.startsWith(shownIn.symbol) || shownTotal.endsWith(shownIn.symbol)).toBe(true);
        expect(shownTotal.startsWith(shownIn.symbol)).toBe(shownIn.position === 'prefix');
      }),
      { numRuns: 500 },
    );
  });

  it('each shown line is its shown unit price times the quantity', () => {
    fc.assert(
      fc.property(line, currency, ({ unitCents, quantity }, shownIn) => {
        expect(convertLine(unitCents / 100, quantity, shownIn)).toBe(convert(unitCents / 100, shownIn) * quantity);
      }),
    );
  });

  it('is why parts are converted first: converting the default-currency total can disagree', () => {
    const shownIn: MoneyCurrency = { symbol: '$', position: 'prefix', rate_from_default: 1.005 };
    const money = createMoneyFormatter(shownIn, 'en');
    const parts = [1, 1].map((amount) => money.convert(amount));
    expect(money.formatTotal(parts)).toBe('$2.02');
    expect(money.format(2)).toBe('$2.01');
  });
});
