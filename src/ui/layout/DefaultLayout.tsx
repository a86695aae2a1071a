import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { lazyRetrying } from '../../app/lazy-retrying';
import { cartTabClearance } from '../cart/cart-side-tab-place';
import { PageMain } from './PageMain';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

// The cart's side tab comes with the kit's button code, after the first paint; it is fixed, so nothing moves.
const CartSideTab = lazyRetrying(() => import('../cart/CartSideTab'));

/** Header, content, footer and the cart's side tab (docs/requirements.md §2). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const clearance = cartTabClearance(path);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <PageMain className={clearance}>{children}</PageMain>
      <SiteFooter className={clearance} />
      <Suspense fallback={null}>
        <CartSideTab />
      </Suspense>
    </div>
  );
}
