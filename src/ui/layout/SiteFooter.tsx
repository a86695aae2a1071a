import { Suspense } from 'react';
import { lazyRetrying } from '../../app/lazy-retrying';
import { useSettings } from '../../app/settings/use-settings';

// Below the fold: the footer's code loads after the first paint.
const Footer = lazyRetrying(() => import('./footer/Footer').then((module) => ({ default: module.Footer })));

/** The site footer (spec section 2), from the shop's settings. */
export function SiteFooter() {
  const settings = useSettings();
  return (
    <Suspense fallback={<footer className="min-h-16 bg-gray-900" />}>
      <Footer settings={settings} />
    </Suspense>
  );
}
