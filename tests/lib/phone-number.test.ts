import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../src/lib/phone-number';

describe('formatPhone', () => {
  it('writes a number with its country code the international way', () => {
    expect(formatPhone('5550100001', '+1')).toBe('+1 555 010 0001');
    expect(formatPhone('5550100099', '1')).toBe('+1 555 010 0099');
    expect(formatPhone('501234567', '+971')).toBe('+971 50 123 4567');
  });

  it('keeps a number that already has its code', () => {
    expect(formatPhone('+15550100001', '+1')).toBe('+1 555 010 0001');
  });

  it('shows what it cannot read as it was given', () => {
    expect(formatPhone('12', '+1')).toBe('+1 12');
    expect(formatPhone('5550100001')).toBe('5550100001');
    expect(formatPhone('', '+1')).toBe('');
  });
});
