import type { ReactNode } from 'react';

/** The page's main landmark, the skip link's target. */
export function PageMain({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <main id="content" tabIndex={-1} className={`flex-1 scroll-mt-24 outline-none ${className}`}>
      {children}
    </main>
  );
}
