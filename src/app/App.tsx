import { useLingui } from '@lingui/react';
import { Suspense, useEffect } from 'react';
import { I18nProvider as AriaI18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { isDrawnByServer } from '../../common/first-screen-pages';
import { CartDrawerHost } from '../ui/cart/CartDrawerHost';
import { LiveAnnouncer } from '../ui/common/LiveAnnouncer';
import { RouteChangeFocus } from '../ui/layout/RouteChangeFocus';
import { AppRouter } from './AppRouter';
import { AppNameContext } from './app-name';
import { AuthDialogsProvider } from './auth/AuthDialogsProvider';
import { CartProvider } from './cart/CartProvider';
import { RecentlyViewedHandover } from './catalog/RecentlyViewedHandover';
import { CategoriesProvider } from './categories/CategoriesProvider';
import { ChatHost } from './chat/ChatHost';
import { revealApp } from './first-screen-preview';
import type { Inspect } from './inspector';
import { lazyRetrying } from './lazy-retrying';
import { SessionProvider } from './session/SessionProvider';
import { handleSessionEvent } from './session/session-effects';
import { useDirection, useLocale, useSettings } from './settings/use-settings';

// The chat's floating sidebar loads once the chat has started (./chat/ChatHost.tsx).
const ChatSidebarHost = lazyRetrying(() => import('../ui/chat/ChatSidebarHost'));

// The auth dialogs load the first time one is asked for (./auth/AuthDialogsProvider.tsx).
const loadAuthDialogs = () => import('../ui/auth/AuthDialogsHost');

// The cart's toasts load when the first one is shown.
const loadCartToasts = () => import('../ui/cart/cart-toasts');

// Toasts only appear after something happens: their code need not delay the first paint.
const AppToaster = lazyRetrying(() =>
  import('../ui/toasts/AppToaster').then((module) => ({ default: module.AppToaster })),
);

/** The composition root below the settings gate: the long-lived actors and the routes. */
export function App({ inspect }: { inspect?: Inspect }) {
  const settings = useSettings();
  const locale = useLocale();
  const direction = useDirection();
  const [location, navigate] = useLocation();
  const { i18n } = useLingui();
  // A page the server draws reveals itself once its main content is in; any other shows at once.
  useEffect(() => {
    if (!isDrawnByServer(location)) revealApp();
  }, [location]);
  return (
    // React Aria takes the language and direction from here (not from <html dir>), and routes the kit's menu items
    // in-app.
    <AriaI18nProvider locale={locale}>
      <RouterProvider navigate={navigate}>
        <AppNameContext.Provider value={settings.app_name}>
          <SessionProvider inspect={inspect} onSessionEvent={(event) => handleSessionEvent(event, i18n, navigate)}>
            <RecentlyViewedHandover />
            <AuthDialogsProvider inspect={inspect} loadHost={loadAuthDialogs}>
              <ChatHost inspect={inspect} sidebar={ChatSidebarHost}>
                <CartProvider inspect={inspect} loadToasts={loadCartToasts}>
                  <CategoriesProvider inspect={inspect}>
                    <AppRouter />
                  </CategoriesProvider>
                  <RouteChangeFocus />
                  <CartDrawerHost />
                </CartProvider>
              </ChatHost>
            </AuthDialogsProvider>
          </SessionProvider>
          {/* Mounted before any toast, so what the toasts say is heard (a live region made with its text is not). */}
          <LiveAnnouncer />
          <Suspense fallback={null}>
            <AppToaster direction={direction} />
          </Suspense>
        </AppNameContext.Provider>
      </RouterProvider>
    </AriaI18nProvider>
  );
}
