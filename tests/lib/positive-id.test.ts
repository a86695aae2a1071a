import { describe, expect, it } from 'vitest';
import { positiveIdOf } from '../../src/lib/positive-id';

describe('positiveIdOf', () => {
  it('reads a positive whole number', () => {
    expect(positiveIdOf('1')).toBe(1);
    expect(positiveIdOf('042')).toBe(42);
    expect(positiveIdOf(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is null for anything else', () => {
    for (const param of [
      undefined,
      null,
      '',
      '0',
      '00',
      '-3',
      '+3',
      '2.5',
      '1e3',
      ' 7',
      '7 ',
      'abc',
      '9007199254740993',
    ]) {
      expect(positiveIdOf(param), String(param)).toBeNull();
    }
  });
});
