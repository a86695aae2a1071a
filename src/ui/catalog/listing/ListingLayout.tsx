import { Plural } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { Breadcrumbs, type Crumb } from '../../kit/Breadcrumbs';

export interface ListingLayoutProps {
  /** The pages between Home and this one; the listing's own title ends the trail. */
  ancestors: Crumb[];
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** How many products match, or null while that is not known. */
  total: number | null;
  /** Shown under the heading (a category's subcategory links). */
  intro?: ReactNode;
  /** The phone's filters button. */
  filtersButton: ReactNode;
  /** The sort's choice, where the page does not fix the order. */
  sort?: ReactNode;
  /** The filters beside the grid on wide screens; left out where they are not shown. */
  filters?: ReactNode;
  results: ReactNode;
}

/**
 * A product listing's page: breadcrumbs, heading and count, the filters' button and the sort, then the filters
 * beside the results. The app's listing and the server's drawing of it (src/ui/first-screen/ListingDrawing.tsx)
 * both lay out through this, so one takes the other's place without a shift.
 */
export function ListingLayout({
  ancestors,
  title,
  headingRef,
  total,
  intro,
  filtersButton,
  sort,
  filters,
  results,
}: ListingLayoutProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <Breadcrumbs crumbs={[...ancestors, { label: title }]} />
      <div className="flex flex-col gap-1">
        <h1 ref={headingRef} tabIndex={-1} className="font-bold text-2xl text-gray-900 outline-none">
          {title}
        </h1>
        {/* Announced when a filter changes the count. */}
        <p role="status" className="min-h-6 text-gray-700">
          {total !== null && <Plural value={total} one="# product" other="# products" />}
        </p>
      </div>
      {intro}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="lg:hidden">{filtersButton}</div>
        {sort}
      </div>
      <div className="flex items-start gap-6">
        {filters !== undefined && <div className="hidden w-64 shrink-0 lg:block">{filters}</div>}
        <div className="min-w-0 flex-1">{results}</div>
      </div>
    </div>
  );
}
