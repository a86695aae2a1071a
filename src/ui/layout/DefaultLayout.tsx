import { type ReactNode, Suspense } from 'react';
import { lazyRetrying } from '../../app/lazy-retrying';
import { PageMain } from './PageMain';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

// The cart's side tab comes with the kit's button code, after the first paint; it is fixed, so nothing moves.
const CartSideTab = lazyRetrying(() => import('../cart/CartSideTab'));

/** Header, content, footer and the cart's side tab (docs/requirements.md §2). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <PageMain>{children}</PageMain>
      <SiteFooter />
      <Suspense fallback={null}>
        <CartSideTab />
      </Suspense>
    </div>
  );
}
