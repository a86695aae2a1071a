import { Suspense } from 'react';
import { Link } from 'wouter';
import { useAppName } from '../../app/app-name';
import { lazyRetrying } from '../../app/lazy-retrying';
import { kitEvaluated } from '../kit/kit-stages';
import { useLoadedInTransition } from './use-loaded-in-transition';

// The header's menus, pickers and dialogs are most of the app's script: they load right after the first
// paint, so the first screen stays small; until then the same space shows the shop's name.
const loadHeaderBar = () => kitEvaluated().then(() => import('./header/HeaderBar'));
const HeaderBar = lazyRetrying(loadHeaderBar);

function HeaderPlaceholder() {
  return (
    // As tall as the bar it stands for on each screen width, so nothing below moves when the bar arrives.
    <div className="flex min-h-[202px] items-center px-4 md:min-h-[182px] lg:min-h-[174px]">
      <Link href="/" className="text-lg font-bold text-primary-800">
        {useAppName()}
      </Link>
    </div>
  );
}

/** The site header (docs/requirements.md §2), sticky at the top. */
export function SiteHeader() {
  const isLoaded = useLoadedInTransition(loadHeaderBar);
  return (
    <header data-print-hidden className="sticky top-0 z-30 bg-white shadow-sm">
      <Suspense fallback={<HeaderPlaceholder />}>{isLoaded ? <HeaderBar /> : <HeaderPlaceholder />}</Suspense>
    </header>
  );
}
