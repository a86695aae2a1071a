import type { Page } from '@playwright/test';

/** 400 % zoom of a 1280 × 1024 screen: the CSS pixels a shopper has left. */
export const ZOOMED_400 = { width: 320, height: 256 } as const;

/** A laptop screen on which the shopper reads with text at 200 % (the root font size doubled). */
export const TEXT_200_SCREEN = { width: 1280, height: 900 } as const;

/** Doubles the root font size of every page the context opens, as a browser's text-size setting does. */
export async function doubleTextSize(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    // The script runs before the document's first element exists: it is set as soon as there is one.
    const enlarge = () => {
      if (!document.documentElement) return false;
      document.documentElement.style.fontSize = '200%';
      return true;
    };
    if (enlarge()) return;
    const watch = new MutationObserver(() => {
      if (enlarge()) watch.disconnect();
    });
    watch.observe(document, { childList: true });
  });
}

/** How far the page reaches past the screen's right or left edge, in CSS pixels (0 when it does not). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Text a box cuts off: a box that hides its overflow (`hidden` or `clip`) while part of its text lies outside it.
 * Deliberate truncation (an ellipsis, a line clamp) passes only where the full text can still be had: a `title` or
 * an accessible name that holds it, or a link, whose page shows it in full. Form fields scroll their own text and
 * are left out.
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (style: CSSStyleDeclaration) =>
      ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
    const problems: string[] = [];
    for (const box of document.body.querySelectorAll<HTMLElement>('*')) {
      if (box.matches('input, textarea, select') || box.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(box);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      // Visually hidden text (sr-only) is a 1 px box by design.
      if (box.clientWidth <= 1 || box.clientHeight <= 1) continue;
      const overX = clipsX && box.scrollWidth > box.clientWidth + 1;
      const overY = clipsY && box.scrollHeight > box.clientHeight + 1;
      if (!overX && !overY) continue;
      const edge = box.getBoundingClientRect();
      const left = edge.left + box.clientLeft;
      const top = edge.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      let cut: string | null = null;
      for (let node = walker.nextNode(); node && !cut; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text) continue;
        // Text inside a scrolling strip of its own (a carousel) is the strip's to show; visually hidden text (a
        // 1 px box inside the card, for screen readers) is not shown at all.
        let inner = node.parentElement;
        let notShownHere = false;
        for (; inner && inner !== box; inner = inner.parentElement) {
          if (scrolls(getComputedStyle(inner))) notShownHere = true;
          if (inner.clientWidth <= 1 && inner.clientHeight <= 1 && getComputedStyle(inner).overflow !== 'visible') {
            notShownHere = true;
          }
        }
        if (notShownHere) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 || rect.height === 0) continue;
          const outX = overX && (rect.right > right + 1 || rect.left < left - 1);
          const outY = overY && (rect.bottom > bottom + 1 || rect.top < top - 1);
          if (outX || outY) {
            cut = `${text.slice(0, 30)}`;
            break;
          }
        }
      }
      if (!cut) continue;
      const truncated = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      const full = box.textContent?.trim() ?? '';
      const titled = box.closest('[title]')?.getAttribute('title')?.includes(full) ?? false;
      const named = box.closest('[aria-label]')?.getAttribute('aria-label')?.includes(full) ?? false;
      if (truncated && (titled || named || box.closest('a[href]'))) continue;
      const what = truncated ? 'cut short with no full text' : 'cut off';
      problems.push(`${box.tagName.toLowerCase()} "${full.slice(0, 50)}" is ${what} (at "${cut}")`);
    }
    return problems;
  });
}

/** What the keyboard focus is on, and anything fixed or sticky that covers it there (null when nothing does). */
export function focusCovered(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    // A radio's or checkbox's own input is visually hidden (clipped by a 1 px box around it, whatever its own size):
    // what is seen is the focus ring its label draws, on the box beside the text, or else the label itself.
    let hidden = false;
    for (let part: Element | null = focused; part && !hidden; part = part.parentElement) {
      const style = getComputedStyle(part);
      const edge = part.getBoundingClientRect();
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      hidden = (clips && (edge.width <= 1 || edge.height <= 1)) || style.clipPath === 'inset(50%)';
    }
    const label = focused.closest('label');
    const ring =
      hidden && label
        ? [label, ...label.querySelectorAll('*')].find((part) => {
            const style = getComputedStyle(part);
            const drawn = style.outlineStyle !== 'none' && style.outlineColor !== 'rgba(0, 0, 0, 0)';
            return drawn && Number.parseFloat(style.outlineWidth) > 0;
          })
        : undefined;
    const seen = hidden ? (ring ?? label ?? focused) : focused;
    const seenEdge = seen.getBoundingClientRect();
    if (seenEdge.width === 0 || seenEdge.height === 0) return null;
    // The ring lies outside the box it rings.
    const ringStyle = ring ? getComputedStyle(ring) : null;
    const outset = ringStyle
      ? Math.max(0, Number.parseFloat(ringStyle.outlineOffset) + Number.parseFloat(ringStyle.outlineWidth))
      : 0;
    const box = new DOMRect(
      seenEdge.x - outset,
      seenEdge.y - outset,
      seenEdge.width + 2 * outset,
      seenEdge.height + 2 * outset,
    );
    const text = focused.getAttribute('aria-label') || focused.textContent || label?.textContent || focused.tagName;
    const what = `${focused.tagName.toLowerCase()} "${text.trim().slice(0, 40)}"`;
    // The part of it on the screen and not under a bar fixed across the top or bottom. A text field scrolled to
    // show its caret may reach past the edge, but a sliver of it (its top border) does not show the typing.
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    let top = Math.max(box.top, 0);
    let bottom = Math.min(box.bottom, window.innerHeight);
    for (const bar of document.body.querySelectorAll('*')) {
      const position = getComputedStyle(bar).position;
      if ((position !== 'fixed' && position !== 'sticky') || bar.contains(focused)) continue;
      const edge = bar.getBoundingClientRect();
      if (edge.right <= left || edge.left >= right || edge.bottom <= top || edge.top >= bottom) continue;
      if (edge.top <= top) top = Math.max(top, edge.bottom);
      else if (edge.bottom >= bottom) bottom = Math.min(bottom, edge.top);
    }
    const enough = Math.min(box.height, 48);
    if (right - left < Math.min(box.width, 24) || bottom - top < enough) {
      return `${what} is focused off the screen or under something fixed`;
    }
    const x = (left + right) / 2;
    const y = (top + bottom) / 2;
    const atMiddle = document.elementsFromPoint(x, y)[0];
    if (!atMiddle || seen.contains(atMiddle) || atMiddle.contains(seen)) return null;
    for (let cover: Element | null = atMiddle; cover; cover = cover.parentElement) {
      const position = getComputedStyle(cover).position;
      if ((position === 'fixed' || position === 'sticky') && !cover.contains(focused)) {
        const by = cover.getAttribute('aria-label') ?? cover.tagName.toLowerCase();
        return `${what} is focused under the ${position} "${by.slice(0, 40)}"`;
      }
    }
    return null;
  });
}

/**
 * Text that sticks out of the main content's box sideways (a figure, a column pushed past the page's edge): it
 * overlaps what lies beside it or leaves the screen. Strips that scroll on their own are left out.
 */
export function textOutsideMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const bounds = main.getBoundingClientRect();
    const problems: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || !node.parentElement) continue;
      let inScroller = false;
      for (
        let parent: HTMLElement | null = node.parentElement;
        parent && parent !== main;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') inScroller = true;
      }
      if (inScroller) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const out = [...range.getClientRects()].some(
        (rect) => rect.width > 0 && (rect.right > bounds.right + 1 || rect.left < bounds.left - 1),
      );
      if (out) problems.push(`"${text.slice(0, 50)}" sticks out of the main content`);
    }
    return problems;
  });
}

/** Words of the elements matching `selector` that wrap onto a second line inside the word. */
export function wordsBrokenIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Visually hidden text (sr-only) sits in a 1 px box, a letter a line, by design.
        let hidden = false;
        for (let box = node.parentElement; box && !hidden; box = box.parentElement) {
          hidden = box.getBoundingClientRect().width <= 1;
        }
        if (hidden) continue;
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);
}
