import type { ReactNode } from 'react';

/** Text for screen readers only (Tailwind's `sr-only`), e.g. a link's "(opens in a new tab)". */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
