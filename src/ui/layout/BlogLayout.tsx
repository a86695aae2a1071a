import type { ReactNode } from 'react';
import { PageMain } from './PageMain';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

/** The blog's frame: the site header and footer around a narrower reading column, without the cart panel. */
export function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <PageMain className="mx-auto w-full max-w-3xl px-4">{children}</PageMain>
      <SiteFooter />
    </div>
  );
}
