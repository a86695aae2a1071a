import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Schema } from '../../api/types';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { SectionHeading } from './SectionHeading';

/** The address of a category's page: its slug when it has one, else its id (both are served). */
export function categoryHref(category: Pick<Schema<'Category'>, 'id' | 'slug'>): string {
  return `/categories/${category.slug || category.id}`;
}

/** The shop's categories as picture links to their pages. */
export function CategorySection({ categories }: { categories: Schema<'Category'>[] }) {
  const { t } = useLingui();
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} more={{ href: '/categories', label: t`All categories` }}>
        {t`Categories`}
      </SectionHeading>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={categoryHref(category)}
              variant="plain"
              className="flex h-full flex-col items-center gap-2 rounded-lg p-2 text-center text-gray-900 text-sm hover:bg-gray-100"
            >
              <Picture
                sizes="80px"
                src={category.thumbnail}
                alt=""
                width={96}
                height={96}
                className="size-20 rounded-lg bg-gray-100 object-cover"
              />
              <span className="font-medium">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
