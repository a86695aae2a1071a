import { Suspense } from 'react';
import { lazyRetrying } from '../../app/lazy-retrying';
import { useSettings } from '../../app/settings/use-settings';
import { useLoadedInTransition } from './use-loaded-in-transition';

// Below the fold: the footer's code loads after the first paint.
const loadFooter = () => import('./footer/Footer').then((module) => ({ default: module.Footer }));
const Footer = lazyRetrying(loadFooter);

/** The site footer (docs/requirements.md §2), from the shop's settings. */
export function SiteFooter({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const isLoaded = useLoadedInTransition(loadFooter);
  const placeholder = <footer data-print-hidden className={`min-h-16 bg-gray-900 ${className}`} />;
  return (
    <Suspense fallback={placeholder}>
      {isLoaded ? <Footer settings={settings} className={className} /> : placeholder}
    </Suspense>
  );
}
