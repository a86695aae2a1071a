import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { Link } from '../kit/Link';

export interface CategoryFilterProps {
  categories: Pick<Schema<'Category'>, 'id' | 'name'>[];
  selectedId: number | null;
  /** The page's address with this category chosen (null: every category), back on page 1. */
  hrefFor: (categoryId: number | null) => string;
}

const chip = [
  'inline-flex min-h-8 items-center rounded-full border border-gray-300 bg-white px-3 font-medium text-gray-900 text-sm',
  'hover:bg-gray-100 aria-[current=true]:border-primary-700 aria-[current=true]:bg-primary-700',
  'aria-[current=true]:text-white aria-[current=true]:hover:bg-primary-800',
].join(' ');

/** Links that narrow a product list to one category; the chosen one is marked current. */
export function CategoryFilter({ categories, selectedId, hrefFor }: CategoryFilterProps) {
  const { t } = useLingui();
  if (categories.length === 0) return null;
  const options = [{ id: null, name: t`All categories` }, ...categories];
  return (
    <nav aria-label={t`Filter by category`} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <Link
              href={hrefFor(option.id)}
              variant="plain"
              aria-current={option.id === selectedId ? 'true' : undefined}
              className={chip}
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
