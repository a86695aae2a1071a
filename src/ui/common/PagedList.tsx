import type { ReactNode, RefObject } from 'react';
import { Pagination } from '../kit/Pagination';

export interface PagedListProps {
  /** The list of this page. */
  children: ReactNode;
  /** Another page is loading: the shown one stays, marked busy. */
  isBusy: boolean;
  page: number;
  total: number;
  perPage: number;
  /** Names the pages' navigation (the default name when absent). */
  'aria-label'?: string;
  setPage: (page: number) => void;
  /** The heading above the list, focused on a turn. */
  heading: RefObject<HTMLElement | null>;
}

/**
 * A page of a list with the page numbers under it. A new page starts at the top: reading goes on from the
 * heading.
 */
export function PagedList({ children, isBusy, page, total, perPage, setPage, heading, ...props }: PagedListProps) {
  return (
    <div aria-busy={isBusy} className="flex flex-col gap-6">
      {children}
      <Pagination
        page={page}
        total={total}
        perPage={perPage}
        aria-label={props['aria-label']}
        onChange={(next) => {
          setPage(next);
          heading.current?.focus();
        }}
      />
    </div>
  );
}
