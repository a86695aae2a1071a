import { I18nProvider as AriaI18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { AppRouter } from './AppRouter';
import { AppNameContext } from './app-name';
import { useLocale, useSettings } from './settings/use-settings';

/** The composition root below the settings gate: the routes, with what they need from /master. */
export function App() {
  const settings = useSettings();
  const locale = useLocale();
  const [, navigate] = useLocation();
  return (
    // React Aria takes the language and direction from here (not from <html dir>), and routes kit links in-app.
    <AriaI18nProvider locale={locale}>
      <RouterProvider navigate={navigate}>
        <AppNameContext.Provider value={settings.app_name}>
          {/* Sign-in arrives with the session machine; until then everyone is a visitor. */}
          <AppRouter user={null} footerText={settings.web_footer_text} />
        </AppNameContext.Provider>
      </RouterProvider>
    </AriaI18nProvider>
  );
}
