import { useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { parseListingQuery } from '../../../../common/listing-url';
import type { Category } from '../../../app/catalog/listing-loaders';
import { Link } from '../../kit/Link';
import { Picture } from '../../kit/Picture';
import { categoryHref, subcategoryListingHref } from './category-links';

const pillStyles =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 bg-white px-3 text-gray-900 no-underline hover:bg-gray-100 aria-[current=page]:border-primary-700 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold';

/** A category's subcategories as links to their listings, the current one marked. */
export function SubcategoryLinks({ category }: { category: Category }) {
  const { t } = useLingui();
  const current = parseListingQuery(useSearch()).subcategoryId;
  if (category.sub_categories.length === 0) return null;
  const name = category.name;
  return (
    <nav aria-label={t`Subcategories of ${name}`}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            href={categoryHref(category)}
            variant="plain"
            className={pillStyles}
            aria-current={current === null ? 'page' : undefined}
          >
            {t`All ${name}`}
          </Link>
        </li>
        {category.sub_categories.map((sub) => (
          <li key={sub.id}>
            <Link
              href={subcategoryListingHref(category, sub.id)}
              variant="plain"
              className={pillStyles}
              aria-current={current === sub.id ? 'page' : undefined}
            >
              <Picture
                sizes="24px"
                src={sub.thumbnail}
                alt=""
                width={24}
                height={24}
                className="size-6 rounded object-cover"
              />
              {sub.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
