import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useListingLoaders } from '../../app/catalog/listing-loaders';
import { useResource } from '../../app/resource/use-resource';
import { categoryHref } from '../catalog/listing/category-links';
import { LoadFailed } from '../common/LoadFailed';
import { EmptyState } from '../kit/EmptyState';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

const gridStyles = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';

/** /categories: every category as a tile linking to its listing. */
export default function CategoriesPage() {
  const { t } = useLingui();
  const loaders = useListingLoaders();
  const categories = useResource((_: null, signal) => loaders.categories(signal), null);
  const list = categories.data;

  let content: ReactNode;
  if (categories.errorStatus !== null) {
    content = <LoadFailed status={categories.errorStatus} onRetry={categories.retry} />;
  } else if (!list) {
    content = (
      <SkeletonGroup label={t`Loading categories`} className={gridStyles}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <Skeleton key={index} className="h-36 w-full" />
        ))}
      </SkeletonGroup>
    );
  } else if (list.length === 0) {
    content = <EmptyState title={<Trans>No categories yet</Trans>} />;
  } else {
    content = (
      <ul className={gridStyles}>
        {list.map((category, index) => (
          <li key={category.id}>
            <Link
              href={categoryHref(category)}
              variant="plain"
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-gray-200 bg-white p-4 text-center text-gray-900 hover:border-primary-700 hover:bg-primary-50"
            >
              <Picture
                sizes="80px"
                src={category.thumbnail}
                alt=""
                width={80}
                height={80}
                priority={index === 0}
                className="size-20 rounded object-cover"
              />
              <span className="font-medium">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="font-bold text-2xl text-gray-900">{t`Categories`}</h1>
      {content}
    </div>
  );
}
