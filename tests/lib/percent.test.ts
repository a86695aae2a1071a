import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../src/lib/percent';

describe('formatPercent', () => {
  it('writes a share with at most two decimals, as the locale writes percents', () => {
    expect(formatPercent('en', 49.500790180406696)).toBe('49.5%');
    expect(formatPercent('en', 5)).toBe('5%');
    expect(formatPercent('en', 7.25)).toBe('7.25%');
  });

  it('keeps Latin digits in Arabic, with the Arabic percent sign placement', () => {
    const arabic = formatPercent('ar', 49.500790180406696);
    expect(arabic).toMatch(/49[.,٫]5/);
    expect(arabic).not.toMatch(/[٠-٩]/);
    expect(arabic).toContain('%');
  });

  it('falls back to English digits for a tag Intl cannot read', () => {
    expect(formatPercent('not a tag!', 20)).toBe('20%');
  });
});
