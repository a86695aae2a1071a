import { lazy, Suspense } from 'react';
import { I18nProvider as AriaI18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { AppRouter } from './AppRouter';
import { AppNameContext } from './app-name';
import { CategoriesProvider } from './categories/CategoriesProvider';
import type { Inspect } from './inspector';
import { useDirection, useLocale, useSettings } from './settings/use-settings';

// Toasts only appear after something happens: their code need not delay the first paint.
const AppToaster = lazy(() => import('../ui/toasts/AppToaster').then((module) => ({ default: module.AppToaster })));

/** The composition root below the settings gate: the long-lived actors and the routes. */
export function App({ inspect }: { inspect?: Inspect }) {
  const settings = useSettings();
  const locale = useLocale();
  const direction = useDirection();
  const [, navigate] = useLocation();
  return (
    // React Aria takes the language and direction from here (not from <html dir>), and routes kit links in-app.
    <AriaI18nProvider locale={locale}>
      <RouterProvider navigate={navigate}>
        <AppNameContext.Provider value={settings.app_name}>
          <CategoriesProvider inspect={inspect}>
            {/* Sign-in arrives with the session machine; until then everyone is a visitor. */}
            <AppRouter user={null} />
          </CategoriesProvider>
          <Suspense fallback={null}>
            <AppToaster direction={direction} />
          </Suspense>
        </AppNameContext.Provider>
      </RouterProvider>
    </AriaI18nProvider>
  );
}
