import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../kit/Breadcrumbs';

/**
 * A product page's column: the breadcrumbs' line (a line high while the product loads, so nothing moves when it
 * comes), then the page.
 */
export function ProductPageColumn({ crumbs, children }: { crumbs: Crumb[] | null; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs crumbs={crumbs} className="mb-4" />
      {children}
    </div>
  );
}
