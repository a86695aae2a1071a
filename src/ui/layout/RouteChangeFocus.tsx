import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { announce } from '../common/announcements';

/** How long a page that has no main heading yet (still loading) is waited for before its main takes the focus. */
const HEADING_WAIT_MS = 5000;

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** A dialog that is open (not on its way out) holds this element. */
function isInOpenDialog(element: Element | null): boolean {
  const dialog = element?.closest(DIALOG);
  return Boolean(dialog && !dialog.closest('[data-exiting]'));
}

/**
 * After an in-app navigation, screen reader and keyboard users start on the new page, as a page load would start
 * them: when the old page took the focus with it, focus moves to the new page's main heading (which is read: the
 * page's name), once it is there and any dialog that closed with the navigation has gone. Where focus stayed on a
 * control (the account menu keeps the link followed), the heading's words are announced (the page's live regions,
 * ../common/LiveAnnouncer.tsx) instead. Nothing happens on the first load, when only the query changes (filters, pages of a list: the
 * page stays and says what changed), or while a dialog holds the focus.
 */
export function RouteChangeFocus() {
  const [path] = useLocation();
  const shownPath = useRef(path);

  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    const startedAt = performance.now();

    /** Whether the new page could be settled on (or nothing is to be done); false to wait for more of it. */
    const settle = (): boolean => {
      const active = document.activeElement;
      if (isInOpenDialog(active)) return true;
      if (document.querySelector('[data-exiting]')) return false;
      const heading = document.querySelector<HTMLElement>('main h1');
      const isLost = !active || active === document.body || !active.isConnected;
      if (!isLost) {
        if (!heading) return false;
        announce(heading.textContent?.trim() ?? '');
        return true;
      }
      const target =
        heading ?? (performance.now() - startedAt > HEADING_WAIT_MS ? document.querySelector('main') : null);
      if (!target) return false;
      if (target === heading) target.tabIndex = -1;
      target.focus();
      return true;
    };

    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-exiting'],
    });
    const lastTry = window.setTimeout(() => settle() && observer.disconnect(), HEADING_WAIT_MS + 100);
    return () => {
      observer.disconnect();
      window.clearTimeout(lastTry);
    };
  }, [path]);

  return null;
}
