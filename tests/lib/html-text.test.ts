import { describe, expect, it } from 'vitest';
import { withoutTags } from '../../common/html-text';

describe('withoutTags', () => {
  it('puts a space for each tag and keeps the words', () => {
    expect(withoutTags('<p>Soft <b>linen</b> shirt</p>')).toBe(' Soft  linen  shirt ');
  });

  it('reads from a "<" to the next ">" as a tag, and keeps a "<" that no ">" closes', () => {
    expect(withoutTags('a < b and <i>c')).toBe('a  c');
    expect(withoutTags('price <5')).toBe('price <5');
  });

  it('reads a text of many unclosed "<" in one pass', () => {
    const text = '<'.repeat(200_000);
    expect(withoutTags(text)).toBe(text);
  });
});
