import type { ReactNode } from 'react';
import { PageMain } from './PageMain';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

/** Header, content, footer (spec section 2); the cart panel joins with the cart. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <PageMain>{children}</PageMain>
      <SiteFooter />
    </div>
  );
}
