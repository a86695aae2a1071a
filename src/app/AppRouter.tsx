import { type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FailureBoundary } from '../ui/common/FailureBoundary';
import { BareLayout } from '../ui/layout/BareLayout';
import { BlogLayout } from '../ui/layout/BlogLayout';
import { DefaultLayout } from '../ui/layout/DefaultLayout';
import { useDocumentTitle } from '../ui/layout/useDocumentTitle';
import { NotAvailableYetPage } from '../ui/pages/NotAvailableYetPage';
import NotFoundPage from '../ui/pages/NotFoundPage';
import { useAppName } from './app-name';
import { lazyRetrying } from './lazy-retrying';
import { type AppRoute, type LayoutName, NOT_FOUND_TITLE, ROUTES } from './routes';

// Account pages are for signed-in shoppers only: their frame (side menu, avatar) loads when first needed.
const AccountLayout = lazyRetrying(() =>
  import('../ui/layout/AccountLayout').then((module) => ({ default: module.AccountLayout })),
);

function RouteScreen({ route, frame }: { route: AppRoute; frame: (layout: LayoutName, page: ReactNode) => ReactNode }) {
  useDocumentTitle(route.title, useAppName());
  const Page = route.page;
  // A page that cannot load (its code not fetched: offline) says so in its place; the header and cart stay.
  const page = Page ? (
    <FailureBoundary key={route.path}>
      <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
        <Page />
      </Suspense>
    </FailureBoundary>
  ) : (
    <NotAvailableYetPage title={route.title} />
  );
  return frame(route.layout, page);
}

/**
 * The account pages share one screen: going from one to another keeps its frame, and so the focus on the side
 * menu's link a keyboard user followed, and swaps only the page. Every other route has a screen of its own.
 */
const screenKey = (route: AppRoute) => (route.layout === 'account' ? 'account' : route.path);

function NotFoundScreen() {
  useDocumentTitle(NOT_FOUND_TITLE, useAppName());
  return (
    <BareLayout>
      <NotFoundPage />
    </BareLayout>
  );
}

/**
 * Every route of docs/requirements.md §2 in its layout; any other path is the not-found screen. It reads nothing of the session:
 * a change of the shopper's details (their refresh as a signed-in page starts) re-renders what shows them, not
 * every screen.
 */
export function AppRouter() {
  const frame = (layout: LayoutName, page: ReactNode) => {
    switch (layout) {
      case 'account':
        return (
          <FailureBoundary fullPage>
            <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
              <AccountLayout>{page}</AccountLayout>
            </Suspense>
          </FailureBoundary>
        );
      case 'blog':
        return <BlogLayout>{page}</BlogLayout>;
      case 'bare':
        return <BareLayout>{page}</BareLayout>;
      default:
        return <DefaultLayout>{page}</DefaultLayout>;
    }
  };
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={screenKey(route)} path={route.path}>
          <RouteScreen route={route} frame={frame} />
        </Route>
      ))}
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
