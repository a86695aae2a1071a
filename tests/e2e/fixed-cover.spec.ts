import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { storeLocale } from './support/locale';
import { seededRouteParams } from './support/seed';
import { waitForShell } from './support/shell';

/**
 * Nothing fixed on the screen (the cart's side tab, today) may lie over a control of the page: pressing what
 * looks like a wishlist heart must not open the cart. A fixed element stays where it is while the page scrolls
 * under it, so a control is covered at some scroll when the two share any horizontal stretch.
 */
function controlsUnderFixed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const all = [...document.body.querySelectorAll<HTMLElement>('*')];
    const fixed = all.filter((element) => getComputedStyle(element).position === 'fixed');
    const fixedBoxes = fixed
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const controls = document.querySelectorAll<HTMLElement>(
      ':is(main, footer) :is(a[href], button, input, select, textarea, [tabindex="0"])',
    );
    const problems: string[] = [];
    for (const control of controls) {
      if (fixed.some((element) => element.contains(control))) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // What a scrolling strip (a carousel) hides of it is not on the screen.
      let left = box.left;
      let right = box.right;
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (right - left <= 0) continue;
      const over = fixedBoxes.find(({ box }) => left < box.right - 0.5 && right > box.left + 0.5);
      if (over) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
        const by = over.element.getAttribute('aria-label') ?? over.element.tagName.toLowerCase();
        const where = `${Math.round(left)}–${Math.round(right)} px`;
        problems.push(
          `${control.tagName.toLowerCase()} "${name}" at ${where}, under "${by}" at ${Math.round(over.box.left)}–${Math.round(over.box.right)} px`,
        );
      }
    }
    return problems;
  });
}

const WIDTHS = [1280, 1024, 390];

test.describe('nothing fixed covers a control', () => {
  test('on the catalogue pages, at desktop, laptop and phone widths', async ({ page, request }) => {
    const params = await seededRouteParams(request);
    const routes = [
      '/',
      '/products',
      '/shops',
      '/categories',
      `/products/${params['/products/:id/details']?.id}/details`,
      `/shops/${params['/shops/:id']?.id}`,
    ];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        await test.step(`${route} at ${width} px`, async () => {
          await page.goto(route);
          await waitForShell(page);
          await expect(page.getByRole('button', { name: /^My Cart/ })).toBeVisible();
          expect(await controlsUnderFixed(page)).toEqual([]);
        });
      }
    }
  });

  test('in Arabic, where the tab is on the left', async ({ page }) => {
    await storeLocale(page.context(), 'ar');
    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of ['/', '/products']) {
        await test.step(`${route} at ${width} px`, async () => {
          await page.goto(route);
          await waitForShell(page, 'ar');
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await page.waitForFunction(() =>
            [...document.querySelectorAll('button')].some((b) => getComputedStyle(b).position === 'fixed'),
          );
          expect(await controlsUnderFixed(page)).toEqual([]);
        });
      }
    }
  });

  test('the phone-width cart tab shows the item count and the total', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/products');
    await waitForShell(page);
    const tab = page.getByRole('button', { name: /^My Cart/ });
    await expect(tab).toBeVisible();
    const name = (await tab.getAttribute('aria-label')) ?? '';
    const amount = name.split(', ').at(-1) ?? '';
    expect(amount).toMatch(/\d/);
    // What the phone shows (innerText leaves out the parts hidden at this width): the count, then the total.
    await expect(tab).toContainText(amount, { useInnerText: true });
    await expect(tab).toContainText(/^\s*0\s*·/, { useInnerText: true });
  });
});
