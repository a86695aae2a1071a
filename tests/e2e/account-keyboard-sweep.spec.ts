import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT_PATHS } from './support/app-routes';
import { signInAsDemo } from './support/auth';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { navigateInApp } from './support/shell';

/** More than any account page's main content has stops. */
const MOST_PRESSES = 120;

interface Stop {
  /** The control's index among the page's main controls, or -1 outside the main content. */
  index: number;
  /** Where focus was drawn: on screen and with an outline or a ring (on itself or its label's drawing). */
  visible: boolean;
  inMain: boolean;
}

/**
 * Marks every control of the main content a keyboard user should reach (focusable, shown, enabled; one per
 * radio group) and answers how many there are, with a name for each.
 */
function markControls(page: Page) {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, [tabindex]';
    const main = document.querySelector('main');
    const seenGroups = new Set<string>();
    const names: string[] = [];
    for (const element of main?.querySelectorAll<HTMLElement>(selector) ?? []) {
      element.removeAttribute('data-sweep');
      if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) continue;
      const box = (
        element.getBoundingClientRect().width > 1 ? element : (element.closest('label') ?? element)
      ).getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || getComputedStyle(element).visibility === 'hidden') continue;
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        const group = element.name || element.closest('[role="radiogroup"]')?.id || '';
        if (seenGroups.has(group)) continue;
        seenGroups.add(group);
        element.closest('[role="radiogroup"]')?.setAttribute('data-sweep-group', String(names.length));
      }
      element.setAttribute('data-sweep', String(names.length));
      names.push(
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      );
    }
    return names;
  });
}

/** Where the focus is now, and whether it can be seen there. */
function currentStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { index: -1, visible: false, inMain: false };
    // A list box hands its focus to one of its options: the list box is reached.
    const marked = element.closest('[data-sweep]')?.getAttribute('data-sweep');
    const group = element.closest('[data-sweep-group]')?.getAttribute('data-sweep-group');
    const index = Number(marked ?? group ?? -1);
    const own = element.getBoundingClientRect();
    const seen = own.width > 1 && own.height > 1 ? own : (element.closest('label') ?? element).getBoundingClientRect();
    const onScreen = seen.bottom > 0 && seen.right > 0 && seen.top < innerHeight && seen.left < innerWidth;
    const hasRing = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const label = element.closest('label');
    const ringed = hasRing(element) || (label !== null && [label, ...label.querySelectorAll('*')].some(hasRing));
    return {
      index,
      visible: onScreen && ringed,
      inMain: element.closest('main') !== null,
    };
  });
}

/** Goes to an account page as the side menu's links do (one page load for the whole sweep). */
async function openAccountPage(page: Page, path: string) {
  const from = new URL(page.url());
  const title = await page.title();
  await navigateInApp(page, path);
  // Each account page has a title of its own: the new page is in place, not the last one.
  if (`${from.pathname}${from.search}` !== path) await expect.poll(() => page.title()).not.toBe(title);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's reads are in: no skeleton, nothing busy.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test(`in ${locale}, Tab reaches every control of every account page, with the focus drawn at each`, async ({
    page,
    openInLocale,
  }) => {
    // Fifteen pages, one Tab at a time: some 12 s on a quiet machine, a few times that on a busy one.
    test.setTimeout(90_000);
    await signInAsDemo(page);
    if (locale === 'ar') {
      // Signed in, the shopper chooses Arabic (the session is kept across the reload).
      await page.evaluate(() => localStorage.removeItem('locale'));
      await openInLocale('ar', '/dashboard');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    for (const path of DEMO_ACCOUNT_PATHS) {
      await test.step(path, async () => {
        await openAccountPage(page, path);
        const controls = await markControls(page);
        expect(controls.length, `${path} has controls in its main content`).toBeGreaterThan(0);
        const reached = new Set<number>();
        const hidden: string[] = [];
        // From the start of the main content, where Skip to content leads (the header has a test of its own).
        await page.locator('main').focus();
        // The walk ends where the focus leaves the main content, once it has been through it: what follows (the
        // cart's tab, then the header again) is not this page's.
        let entered = false;
        for (let presses = 0; presses < MOST_PRESSES; presses += 1) {
          await page.keyboard.press('Tab');
          const stop = await currentStop(page);
          if (!stop.inMain && entered) break;
          if (!stop.inMain) continue;
          entered = true;
          if (stop.index >= 0) reached.add(stop.index);
          if (!stop.visible) hidden.push(controls[stop.index] ?? `a control outside the list (press ${presses})`);
        }
        const missed = controls.filter((_name, index) => !reached.has(index));
        expect(missed, `${path}: controls Tab never reached`).toEqual([]);
        expect(hidden, `${path}: controls whose focus could not be seen`).toEqual([]);
      });
    }
  });
}
