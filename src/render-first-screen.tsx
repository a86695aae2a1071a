/**
 * The rendering entry: the storefront's own components rendered to HTML for the first screen the reference API
 * sends (server/web/first-screen-render.ts loads its build, dist/render/). The drawing is inert and holds only the
 * shop's data; the app takes its place once its own first screen is ready (src/app/first-screen-preview.ts).
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { DrawingRequest, FirstScreenDrawing, RenderFirstScreen } from '../common/first-screen-drawing';
import { messages as arabic } from '../locales/ar.po';
import { messages as english } from '../locales/en.po';
import { AppNameContext } from './app/app-name';
import { SettingsActorContext } from './app/settings/settings-actor-context';
import { settingsMachine } from './machines/settings/settings.machine';
import { chooseCurrencyId } from './machines/settings/settings.selectors';
import { CheckoutDrawing } from './ui/first-screen/CheckoutDrawing';
import { HomeDrawing } from './ui/first-screen/HomeDrawing';
import { ListingDrawing } from './ui/first-screen/ListingDrawing';
import { ProductDrawing } from './ui/first-screen/ProductDrawing';

/** The catalogs the app ships; a locale only the server translates is drawn in English, as the app starts. */
const CATALOGS: Record<string, typeof english> = { en: english, ar: arabic };

function drawingOf(drawing: FirstScreenDrawing, appName: string, search: string): ReactNode {
  switch (drawing.page) {
    case 'home':
      return <HomeDrawing appName={appName} banners={drawing.banners} ads={drawing.ads} />;
    case 'listing':
      return <ListingDrawing search={search} products={drawing.products} total={drawing.total} />;
    case 'product':
      return <ProductDrawing product={drawing.product} />;
    case 'checkout':
      return <CheckoutDrawing appName={appName} logo={drawing.logo} />;
  }
}

/**
 * The settings as the app holds them once /master is in, for the components that read them (money, direction):
 * a snapshot of the settings machine, never started, so it makes no call.
 */
function settingsSnapshot({ master, locale, currencyId }: DrawingRequest) {
  return settingsMachine.resolveState({
    value: 'ready',
    context: {
      settings: master,
      error: null,
      locale,
      storedLocale: locale,
      canPersist: false,
      currencyId: chooseCurrencyId(master.currencies, currencyId),
    },
  });
}

export const renderFirstScreen: RenderFirstScreen = (request) => {
  const i18n = setupI18n({
    locale: request.locale,
    messages: { [request.locale]: CATALOGS[request.locale] ?? english },
  });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <SettingsActorContext.Provider logic={settingsMachine} options={{ snapshot: settingsSnapshot(request) }}>
        <AppNameContext.Provider value={request.master.app_name}>
          <Router ssrPath={request.pathname} ssrSearch={request.search}>
            {drawingOf(request.drawing, request.master.app_name, request.search)}
          </Router>
        </AppNameContext.Provider>
      </SettingsActorContext.Provider>
    </I18nProvider>,
  );
};
