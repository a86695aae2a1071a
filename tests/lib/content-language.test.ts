import { describe, expect, it } from 'vitest';
import { contentTextAttributes } from '../../common/content-language';

describe('contentTextAttributes', () => {
  it('marks English text in an Arabic page as English, laid out by its own direction', () => {
    expect(contentTextAttributes('Button-down oxford shirt.', 'ar')).toEqual({ dir: 'auto', lang: 'en' });
  });

  it('marks Arabic text in an English page as Arabic', () => {
    expect(contentTextAttributes('قميص أكسفورد', 'en')).toEqual({ dir: 'auto', lang: 'ar' });
  });

  it('leaves text in the page language, mixed text and text without letters to the page', () => {
    expect(contentTextAttributes('قميص أكسفورد', 'ar')).toEqual({ dir: 'auto' });
    expect(contentTextAttributes('Oxford shirt', 'en')).toEqual({ dir: 'auto' });
    expect(contentTextAttributes('قميص Oxford', 'ar')).toEqual({ dir: 'auto' });
    expect(contentTextAttributes('2024', 'ar')).toEqual({ dir: 'auto' });
    expect(contentTextAttributes(null, 'ar')).toEqual({ dir: 'auto' });
  });

  it('judges HTML by its words, not its tags', () => {
    expect(contentTextAttributes('<p>نص عربي</p>', 'en')).toEqual({ dir: 'auto', lang: 'ar' });
    expect(contentTextAttributes('<p>English words</p>', 'ar')).toEqual({ dir: 'auto', lang: 'en' });
  });
});
