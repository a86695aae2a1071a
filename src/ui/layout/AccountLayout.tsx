import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSettings } from '../../app/settings/use-settings';
import { FooterBottomLine } from './footer/FooterBottomLine';
import { PageMain } from './PageMain';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

export interface AccountLayoutProps {
  children: ReactNode;
  /** The signed-in customer; without one the layout sends the visitor to / (spec section 2). */
  user: { name: string } | null;
}

/** The customer's pages: header, side menu, content and a footer line with the year and the footer text. */
export function AccountLayout({ children, user }: AccountLayoutProps) {
  const settings = useSettings();
  if (!user) return <Redirect to="/" replace />;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <PageMain className="mx-auto w-full max-w-6xl px-4 py-6">{children}</PageMain>
      <footer className="bg-gray-900">
        <FooterBottomLine footerText={settings.web_footer_text} />
      </footer>
    </div>
  );
}
