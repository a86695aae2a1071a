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
 * The focused control shows a focus ring: an outline on itself or, for a radio or checkbox whose own input
 * is visually hidden, on the drawing inside its label.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((element) => {
    const hasRing = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    };
    if (hasRing(element)) return true;
    const label = element.closest('label');
    return label !== null && [label, ...label.querySelectorAll('*')].some(hasRing);
  });
  expect(shown, 'the focused control shows that it has the focus').toBe(true);
}

/** Selects what a text field holds and types over it, with the keyboard alone. */
export async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
