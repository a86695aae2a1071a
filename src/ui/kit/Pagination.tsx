import { useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { ChevronIcon } from './Icon';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many items there are in all. */
  total: number;
  /** @default 10 */
  perPage?: number;
  /** How many page numbers to show around the current one. @default 5 */
  pagesShown?: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one. @default "Pagination" */
  'aria-label'?: string;
}

/** The page numbers to show: up to `pagesShown`, the current one centred where the ends allow. */
export function pageWindow(page: number, pageCount: number, pagesShown: number): number[] {
  const count = Math.min(pagesShown, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Previous, page numbers and next, in a labelled `nav`. Nothing shows when everything fits on one page. */
export function Pagination({
  page,
  total,
  perPage = 10,
  pagesShown = 5,
  onChange,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const { t } = useLingui();
  const pageCount = Math.ceil(total / perPage);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={ariaLabel ?? t`Pagination`}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Previous page`}
            isDisabled={current === 1}
            onPress={() => onChange(current - 1)}
          >
            <ChevronIcon direction="start" />
          </Button>
        </li>
        {pageWindow(current, pageCount, pagesShown).map((number) => (
          <li key={number}>
            <Button
              variant={number === current ? 'primary' : 'ghost'}
              size="icon"
              aria-label={t`Page ${number}`}
              aria-current={number === current ? 'page' : undefined}
              onPress={() => number !== current && onChange(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Next page`}
            isDisabled={current === pageCount}
            onPress={() => onChange(current + 1)}
          >
            <ChevronIcon direction="end" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
