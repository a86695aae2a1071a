import type { JSHandle, Page } from '@playwright/test';
import { appRoutes, DEMO_ACCOUNT_PATHS } from './support/app-routes';
import { signInAsDemo } from './support/auth';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { seededRouteParams } from './support/seed';
import { navigateInApp, waitForShell } from './support/shell';

// High-contrast themes (forced colours) replace the page's colours with the system's few: what told a focused,
// chosen or filled thing apart by colour alone is lost there, so each is checked with forced colours on.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

const publicRoutes = appRoutes().filter((route) => route.layout !== 'account');

/** Controls checked on each page after the skip link: enough to meet its own, few enough for a quick walk. */
const STOPS_PER_PAGE = 5;

function addressOf(pattern: string, params: Record<string, Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => params[pattern]?.[name] ?? '1');
}

/** What draws a control's edge: its outline, ring (box shadow) and border, as the browser computes them. */
function edgeOf(element: Element): string {
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle === 'none'
      ? 'none'
      : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`;
  const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
  const border = sides.map((side) => {
    const width = style.getPropertyValue(`border-${side.toLowerCase()}-width`);
    const kind = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
    const colour = style.getPropertyValue(`border-${side.toLowerCase()}-color`);
    return kind === 'none' || width === '0px' ? 'none' : `${kind} ${width} ${colour}`;
  });
  return `outline: ${outline}; shadow: ${style.boxShadow}; border: ${border.join(' / ')}`;
}

interface FocusStop {
  name: string;
  focused: string;
  element: JSHandle<Element>;
}

/**
 * Presses Tab `presses` times, noting each focused control's edge, then moves the focus away and notes each one's
 * edge at rest: a control whose edge is the same both ways shows no sign of having had the focus.
 */
async function unmarkedFocusStops(page: Page, presses: number): Promise<string[]> {
  const stops: FocusStop[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const element = await page.evaluateHandle(() => document.activeElement ?? document.body);
    const seen = await element.evaluate((active, source) => {
      const edge = new Function(`return (${source})`)() as (element: Element) => string;
      const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
      return { name: `${active.tagName.toLowerCase()} "${name}"`, focused: edge(active) };
    }, edgeOf.toString());
    if (seen.name.startsWith('body')) break;
    stops.push({ ...seen, element });
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unmarked: string[] = [];
  for (const stop of stops) {
    const atRest = await stop.element.evaluate((element, source) => {
      const edge = new Function(`return (${source})`)() as (element: Element) => string;
      return element.isConnected ? edge(element) : null;
    }, edgeOf.toString());
    if (atRest === stop.focused) unmarked.push(`${stop.name}: ${atRest}`);
  }
  return unmarked;
}

/** The skip link (seen only while focused, so checked for a ring at all), then into the content and its first controls. */
async function unmarkedOnPage(page: Page, locale: Locale): Promise<string[]> {
  const skipLink = page.getByRole('link', { name: translated(locale, 'Skip to content'), exact: true });
  // Focused where it is: a Tab from wherever the last page left the focus could start anywhere.
  await skipLink.focus();
  const ring = await skipLink.evaluate(
    (element, source) => (new Function(`return (${source})`)() as (element: Element) => string)(element),
    edgeOf.toString(),
  );
  const unmarkedSkipLink =
    ring.startsWith('outline: none') && ring.includes('shadow: none') ? [`skip link: ${ring}`] : [];
  await page.keyboard.press('Enter');
  return [...unmarkedSkipLink, ...(await unmarkedFocusStops(page, STOPS_PER_PAGE))];
}

async function walkRoutes(page: Page, locale: Locale, paths: string[]): Promise<string[]> {
  const unmarked: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      // The page left behind is marked, so the walk starts once the new page has replaced it.
      await page.evaluate((next) => {
        if (window.location.pathname !== next) document.querySelector('h1')?.setAttribute('data-page-left', '');
      }, path);
      await navigateInApp(page, path);
      await expect(page.locator('h1:not([data-page-left])')).toBeVisible();
      unmarked.push(...(await unmarkedOnPage(page, locale)).map((stop) => `${path}: ${stop}`));
    });
  }
  return unmarked;
}

test.describe('forced colours', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`in ${locale}, the header's controls and each public page's first controls look different when focused`, async ({
      page,
      request,
      openInLocale,
    }) => {
      // Twenty-odd pages reached inside the app, a handful of Tab presses on each.
      test.setTimeout(120_000);
      const params = await seededRouteParams(request);
      await openInLocale(locale, '/');
      await waitForShell(page, locale);
      const header = await test.step('the header', () => unmarkedFocusStops(page, 14));
      const pages = await walkRoutes(
        page,
        locale,
        publicRoutes.map((route) => addressOf(route.pattern, params)),
      );
      expect([...header, ...pages], 'focused controls that look as they do at rest').toEqual([]);
    });

    test(`in ${locale}, each account page's first controls look different when focused`, async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsDemo(page);
      if (locale !== 'en') {
        await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
        await page.reload();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const unmarked = await walkRoutes(page, locale, DEMO_ACCOUNT_PATHS);
      expect(unmarked, 'focused controls that look as they do at rest').toEqual([]);
    });
  }
});

/** How a thing is drawn where only the system's colours are left: its colours, edges and text decoration. */
function paintOf(element: Element): string {
  const style = getComputedStyle(element);
  return [
    style.backgroundColor,
    style.color,
    style.borderTopStyle,
    style.borderTopWidth,
    style.borderTopColor,
    style.outlineStyle,
    style.textDecorationLine,
  ].join(' ');
}

/**
 * How much of each fifth of a drawing is ink (not the background's colour), from a screenshot of it: five stars
 * in a row, some filled, the rest outlined, give filled fifths far more ink than outlined ones.
 */
async function inkPerFifth(page: Page, drawing: Buffer): Promise<number[]> {
  // Read in a blank page: the app's own forbids images from data addresses.
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(async (base64) => {
      const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      // Ink is how far a pixel's colour is from the background's (the corner's), so half-covered edges count half.
      const channel = (x: number, y: number, offset: number) => data[(y * width + x) * 4 + offset] ?? 0;
      const distance = (x: number, y: number) =>
        [0, 1, 2].reduce((sum, offset) => sum + Math.abs(channel(x, y, offset) - channel(0, 0, offset)), 0) / 765;
      const fifths = [0, 0, 0, 0, 0];
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const fifth = Math.min(4, Math.floor((x * 5) / width));
          fifths[fifth] = (fifths[fifth] ?? 0) + distance(x, y);
        }
      }
      return fifths;
    }, drawing.toString('base64'));
  } finally {
    await scratch.close();
  }
}

test.describe('forced colours keep what colour alone told', () => {
  test('the chosen order filter looks different from the others', async ({ page }) => {
    await signInAsDemo(page);
    await navigateInApp(page, '/order-history?status=delivered');
    const filters = page.getByRole('navigation', { name: 'Filter by status' });
    const chosen = filters.getByRole('link', { name: /^Delivered/ });
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    const other = filters.getByRole('link', { name: /^All/ });
    await expect(other).not.toHaveAttribute('aria-current');
    const chosenPaint = await chosen.evaluate(paintOf);
    expect(await other.evaluate(paintOf), 'an unchosen filter is drawn like the chosen one').not.toBe(chosenPaint);
  });

  test('a product rating shows its filled stars apart from its empty ones', async ({ page }) => {
    await page.goto('/products');
    // A rating of 1 to 4 stars (rounded) has both kinds.
    const rating = page.getByRole('img', { name: /^Rated ([1-3](\.\d)?|4(\.[0-4])?) out of 5/ }).first();
    await expect(rating).toBeVisible();
    const name = (await rating.getAttribute('aria-label')) ?? '';
    const filled = Math.round(Number(/Rated ([\d.]+)/.exec(name)?.[1]));
    // The stars are the rating's first part, before the number of reviews.
    const stars = rating.locator(':scope > *').first();
    const drawing = await stars.screenshot({ animations: 'disabled' });
    await test.info().attach('stars', { body: drawing, contentType: 'image/png' });
    const ink = await inkPerFifth(page, drawing);
    const leastFilled = Math.min(...ink.slice(0, filled));
    const mostEmpty = Math.max(...ink.slice(filled));
    const shown = ink.map((amount) => amount.toFixed(0)).join(', ');
    expect(leastFilled, `ink per star of "${name}": ${shown}`).toBeGreaterThan(mostEmpty * 1.5);
  });
});
