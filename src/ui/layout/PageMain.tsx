import type { ReactNode } from 'react';

/**
 * The page's main landmark, the skip link's target. At least a screen tall, so the footer starts below the first
 * screen: a page whose content arrives after it first paints (a skeleton, then the cart) never moves it in view.
 */
export function PageMain({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <main id="content" tabIndex={-1} className={`min-h-screen flex-1 scroll-mt-24 outline-none ${className}`}>
      {children}
    </main>
  );
}
