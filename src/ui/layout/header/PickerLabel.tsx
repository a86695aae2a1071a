import type { ReactNode } from 'react';

/**
 * A top-bar picker's label. On a phone it is for screen readers only: the choice itself says what it is. Beside
 * the choice it keeps its word whole (text enlarged) and the row wraps instead.
 */
export function PickerLabel({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap max-sm:sr-only">{children}</span>;
}
