import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageMain } from './PageMain';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

export interface AccountLayoutProps {
  children: ReactNode;
  /** The signed-in customer; without one the layout sends the visitor to / (spec section 2). */
  user: { name: string } | null;
  footerText: string | null;
}

/** The customer's pages: header, side menu, content and a footer line with the year and the footer text. */
export function AccountLayout({ children, user, footerText }: AccountLayoutProps) {
  if (!user) return <Redirect to="/" replace />;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <PageMain className="mx-auto w-full max-w-6xl px-4 py-6">{children}</PageMain>
      <footer className="border-t border-gray-200 px-4 py-4 text-center text-sm text-gray-700">
        © {new Date().getFullYear()} {footerText || <Trans>All rights reserved</Trans>}
      </footer>
    </div>
  );
}
