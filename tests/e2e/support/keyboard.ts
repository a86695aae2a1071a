import { expect, type Locator, type Page } from '@playwright/test';

interface TabOptions {
  /** Presses allowed before giving up. @default 30 */
  max?: number;
  /** Go back with Shift+Tab. @default false */
  backwards?: boolean;
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page, and
 * fails after `max` presses: the test then does not hang on the exact number of stops on the way.
 */
export async function tabTo(page: Page, target: Locator, { max = 30, backwards = false }: TabOptions = {}) {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `${backwards ? 'Shift+Tab' : 'Tab'} reaches it within ${max} presses`).toBeFocused({
    timeout: 1_000,
  });
}

/**
 * The focused control is on screen and shows a focus ring: an outline or a ring (box shadow) on itself or, for
 * a radio or checkbox whose own input is visually hidden, on the drawing inside its label.
 */
export async function expectVisibleFocus(target: Locator, label = 'the focused control'): Promise<void> {
  await expect(target, `${label} has the focus`).toBeFocused();
  // A radio's or checkbox's own input is visually hidden: its label is what is seen. A drawer that has just
  // opened may still be sliding in: the control is on screen once it has come to rest.
  const onScreen = () =>
    target.evaluate((element) => {
      const own = element.getBoundingClientRect();
      const seen =
        own.width > 1 && own.height > 1 ? own : (element.closest('label') ?? element).getBoundingClientRect();
      return seen.bottom > 0 && seen.right > 0 && seen.top < window.innerHeight && seen.left < window.innerWidth;
    });
  await expect.poll(onScreen, { message: `${label} is on screen` }).toBe(true);
  const shown = await target.evaluate((element) => {
    const hasRing = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    if (hasRing(element)) return true;
    const label = element.closest('label');
    return label !== null && [label, ...label.querySelectorAll('*')].some(hasRing);
  });
  expect(shown, `${label} shows that it has the focus`).toBe(true);
}

/** Selects what a text field holds and types over it, with the keyboard alone. */
export async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
