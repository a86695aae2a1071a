import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** What the page's live regions said since `listenToLiveRegions`, in order. */
    liveRegionsSaid?: string[];
  }
}

/**
 * Records what the page's live regions announce from now on: the new text of a region that was already on the
 * page when its text changed. A region created together with its text is left out, as screen readers may not
 * read it.
 */
export async function listenToLiveRegions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const live = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';
    const said: string[] = [];
    window.liveRegionsSaid = said;
    const known = new WeakSet<Element>(document.querySelectorAll(live));
    new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest(live);
        if (region && known.has(region)) changed.add(region);
      }
      for (const region of changed) {
        const text = region.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (text) said.push(text);
      }
      for (const region of document.querySelectorAll(live)) known.add(region);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** What the live regions said since `listenToLiveRegions`. */
export function liveRegionsSaid(page: Page): Promise<string[]> {
  return page.evaluate(() => window.liveRegionsSaid ?? []);
}
