import type { ReactNode } from 'react';
import { PageMain } from './PageMain';

/** Nothing but the content: the not-found screen. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PageMain className="grid place-items-center p-8">{children}</PageMain>
    </div>
  );
}
