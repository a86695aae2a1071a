import { type ReactNode, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useOptionalChatSelector } from '../../app/chat/use-chat';
import { lazyRetrying } from '../../app/lazy-retrying';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { useSettings } from '../../app/settings/use-settings';
import { selectUnreadCount } from '../../machines/chat/chat.selectors';
import { selectUser } from '../../machines/session/session.selectors';
import { cartTabClearance } from '../cart/cart-side-tab-place';
import { AccountSideMenu } from './account/AccountSideMenu';
import { FooterBottomLine } from './footer/FooterBottomLine';
import { PageMain } from './PageMain';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

const CartSideTab = lazyRetrying(() => import('../cart/CartSideTab'));

export interface AccountLayoutProps {
  children: ReactNode;
}

/**
 * The customer's pages: header, the account side menu beside the content (above it on small screens), and a
 * footer line with the year and the footer text, and the cart's side tab.
 */
export function AccountLayout({ children }: AccountLayoutProps) {
  const settings = useSettings();
  // Without a signed-in customer the layout sends the visitor to / (docs/requirements.md §2).
  const user = useSessionSelector(selectUser);
  const unreadCount = useOptionalChatSelector(selectUnreadCount, 0);
  const [path] = useLocation();
  if (!user) return <Redirect to="/" replace />;
  const clearance = cartTabClearance(path);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <div className={`flex flex-1 flex-col ${clearance}`}>
        <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row md:items-start">
          <AccountSideMenu user={user} unreadCount={unreadCount} className="md:w-64 md:shrink-0" />
          <PageMain className="min-w-0">{children}</PageMain>
        </div>
      </div>
      <footer data-print-hidden className={`bg-gray-900 ${clearance}`}>
        <FooterBottomLine footerText={settings.web_footer_text} />
      </footer>
      <Suspense fallback={null}>
        <CartSideTab />
      </Suspense>
    </div>
  );
}
