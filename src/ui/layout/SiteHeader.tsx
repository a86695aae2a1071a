import { Suspense, useRef } from 'react';
import { useLocation } from 'wouter';
import { lazyRetrying } from '../../app/lazy-retrying';
import { cartTabClearance } from '../cart/cart-side-tab-place';
import { kitEvaluated } from '../kit/kit-stages';
import { HeaderPlaceholder } from './HeaderPlaceholder';
import { useHeaderPinned } from './use-header-pinned';
import { useLoadedInTransition } from './use-loaded-in-transition';

// The header's menus, pickers and dialogs are most of the app's script: they load right after the first
// paint, so the first screen stays small; until then the same space shows the shop's name.
const loadHeaderBar = () => kitEvaluated().then(() => import('./header/HeaderBar'));
const HeaderBar = lazyRetrying(loadHeaderBar);

/**
 * The site header (docs/requirements.md §2), sticky at the top while it leaves most of the screen to the page.
 * Pinned, it ends above the cart's side tab, which is centred on the screen. Unpinned (zoomed in), it scrolls under
 * the tab (z-20) rather than over it, and keeps its controls clear of the tab as the page's parts do.
 */
export function SiteHeader() {
  const isLoaded = useLoadedInTransition(loadHeaderBar);
  const [path] = useLocation();
  const header = useRef<HTMLElement>(null);
  const isPinned = useHeaderPinned(header);
  const placement = isPinned ? 'sticky top-0 z-30' : cartTabClearance(path);
  return (
    <header ref={header} data-print-hidden className={`${placement} @container bg-white shadow-sm`}>
      <Suspense fallback={<HeaderPlaceholder />}>{isLoaded ? <HeaderBar /> : <HeaderPlaceholder />}</Suspense>
    </header>
  );
}
