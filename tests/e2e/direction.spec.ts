import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForShell } from './support/shell';

/**
 * Where the first and last letters of `text` are drawn inside `scope`: text laid out left to right has its first
 * letter on the left. Measured on the page as drawn, so it sees what a reader sees, whatever the markup.
 */
function firstAndLastLetter(scope: Locator, text: string) {
  return scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(wanted) ?? -1;
      if (start < 0) continue;
      const letterAt = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: letterAt(start), last: letterAt(start + wanted.length - 1) };
    }
    return null;
  }, text);
}

async function expectDrawnLeftToRight(scope: Locator, text: string) {
  const letters = await firstAndLastLetter(scope, text);
  expect(letters, `"${text}" is on the page`).not.toBeNull();
  expect(letters?.first, `"${text}" reads left to right: its first letter is left of its last`).toBeLessThan(
    letters?.last ?? 0,
  );
}

test.describe('text in another direction than the page', () => {
  test('in Arabic, the contact page writes the shop phone number left to right', async ({ page, openInLocale }) => {
    await openInLocale('ar', '/contact-us');
    await waitForShell(page, 'ar');
    const main = page.getByRole('main');
    const phone = main.getByRole('link', { name: /^\+1 555/ });
    await expect(phone).toBeVisible();
    await expectDrawnLeftToRight(phone, '+1 555 010 0000');
  });

  test('in Arabic, a post the shop wrote in English alone is marked English and reads left to right', async ({
    page,
    openInLocale,
  }) => {
    await openInLocale('ar', '/blog/ten-pantry-staples');
    const title = page.getByRole('heading', { level: 1, name: 'Ten pantry staples that make weeknight cooking easy' });
    await expect(title).toBeVisible();
    const body = page.getByText(/^A well-stocked pantry is the quiet hero/);
    // The language and direction that a reader's tools go by: the nearest `lang` and `dir` around the text.
    const marksOf = (text: Locator) =>
      text.evaluate((element) => ({
        lang: element.closest('[lang]')?.getAttribute('lang'),
        dir: element.closest('[dir]')?.getAttribute('dir'),
      }));
    expect(await marksOf(title)).toEqual({ lang: 'en', dir: 'auto' });
    expect(await marksOf(body)).toEqual({ lang: 'en', dir: 'auto' });
    // Its closing full stop stays at its end, on the right, not before its first word.
    await expectDrawnLeftToRight(body, 'into a proper meal.');
  });
});
