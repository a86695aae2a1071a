import { describe, expect, it } from 'vitest';
import { contrast, readColour, usableThemeColours } from '../../common/theme-colours';
import { applyThemeColors } from '../../src/app/settings/document-effects';

const INDIGO = {
  primary: '#4338ca',
  '50': '#eef2ff',
  '100': '#e0e7ff',
  '200': '#c7d2fe',
  '300': '#a5b4fc',
  '400': '#818cf8',
  '500': '#6366f1',
  '600': '#4f46e5',
  '700': '#4338ca',
  '800': '#3730a3',
  '900': '#312e81',
  '950': '#1e1b4b',
};

describe('theme colours from the server', () => {
  it('reads hex colours, short and long', () => {
    expect(readColour('#fff')).toEqual([255, 255, 255]);
    expect(readColour(' #4338CA ')).toEqual([67, 56, 202]);
    expect(readColour('not-a-colour')).toBeNull();
    expect(readColour('')).toBeNull();
  });

  it("measures WCAG's contrast", () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrast([255, 255, 255], [255, 255, 255])).toBe(1);
  });

  it('uses a readable palette as it is', () => {
    expect(usableThemeColours(INDIGO)).toBe(INDIGO);
  });

  it('refuses a palette with a shade that is not a colour', () => {
    expect(usableThemeColours({ ...INDIGO, '700': 'bleu' })).toBeNull();
    expect(usableThemeColours({ ...INDIGO, '300': '' })).toBeNull();
  });

  it('refuses a palette whose buttons would not show white text', () => {
    expect(usableThemeColours({ ...INDIGO, '700': '#ffff00' })).toBeNull();
    expect(usableThemeColours({ ...INDIGO, '900': '#fefefe' })).toBeNull();
  });

  it('sets a usable palette on the page, and keeps the defaults for one it cannot use', () => {
    const root = document.createElement('div');
    applyThemeColors(INDIGO, root);
    expect(root.style.getPropertyValue('--color-primary-700')).toBe('#4338ca');
    applyThemeColors({ ...INDIGO, '700': 'transparent-ish' }, root);
    expect(root.style.getPropertyValue('--color-primary-700')).toBe('');
    expect(root.style.getPropertyValue('--color-primary-50')).toBe('');
  });
});
