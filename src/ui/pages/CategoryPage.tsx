import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useListingLoaders } from '../../app/catalog/listing-loaders';
import { useResource } from '../../app/resource/use-resource';
import { findCategory } from '../catalog/listing/category-links';
import { ProductGridSkeleton } from '../catalog/listing/ProductGrid';
import { ProductListing } from '../catalog/listing/ProductListing';
import { SubcategoryLinks } from '../catalog/listing/SubcategoryLinks';
import { LoadFailed } from '../common/LoadFailed';
import { Breadcrumbs } from '../kit/Breadcrumbs';
import { buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { Link } from '../kit/Link';
import { Skeleton } from '../kit/Skeleton';
import { ItemTitle } from '../layout/ItemTitle';

/**
 * /categories/{slug} (or its id, as the header links it): the category's heading, its subcategories, and
 * the product listing within it; `?subcategory={id}` narrows it to one.
 */
export default function CategoryPage() {
  const { t } = useLingui();
  const { slug = '' } = useParams<{ slug: string }>();
  const loaders = useListingLoaders();
  const categories = useResource((_: null, signal) => loaders.categories(signal), null);

  if (categories.errorStatus !== null || !categories.data) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <Breadcrumbs crumbs={null} />
        {categories.errorStatus !== null ? (
          <>
            <h1 className="font-bold text-2xl text-gray-900">{t`Category`}</h1>
            <LoadFailed status={categories.errorStatus} onRetry={categories.retry} />
          </>
        ) : (
          <>
            <Skeleton className="h-8 w-48" />
            <ProductGridSkeleton />
          </>
        )}
      </div>
    );
  }

  const category = findCategory(categories.data, slug);
  if (!category) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="font-bold text-2xl text-gray-900">{t`Category`}</h1>
        <EmptyState
          title={<Trans>This category could not be found</Trans>}
          action={
            <Link href="/categories" variant="plain" className={buttonStyles({ variant: 'secondary' })}>
              <Trans>See all categories</Trans>
            </Link>
          }
        >
          <Trans>It may have been renamed or removed.</Trans>
        </EmptyState>
      </div>
    );
  }

  return (
    <ProductListing
      heading={category.name}
      scope={{ categoryId: category.id }}
      loaders={loaders}
      ancestors={[{ label: t`Categories`, href: '/categories' }]}
    >
      <ItemTitle name={category.name} />
      <SubcategoryLinks category={category} />
    </ProductListing>
  );
}
