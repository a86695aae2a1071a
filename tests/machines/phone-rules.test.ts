import { describe, expect, it } from 'vitest';
import { phoneLengthsOf, phoneProblem } from '../../src/machines/auth/phone-rules';

describe('the phone lengths of the settings', () => {
  it('takes lengths a phone can meet', () => {
    expect(phoneLengthsOf(7, 12)).toEqual({ phoneMinLength: 7, phoneMaxLength: 12 });
    expect(phoneLengthsOf(10, 10)).toEqual({ phoneMinLength: 10, phoneMaxLength: 10 });
  });

  it('keeps the defaults for lengths no phone can meet, or none', () => {
    for (const [min, max] of [
      [20, 10],
      [0, 10],
      [9.5, 16],
      [null, 16],
      [undefined, undefined],
    ] as const) {
      expect(phoneLengthsOf(min, max)).toEqual({ phoneMinLength: 9, phoneMaxLength: 16 });
    }
    const rules = { phoneRequired: true, ...phoneLengthsOf(20, 10) };
    expect(phoneProblem('5550100001', rules)).toBeNull();
  });
});
