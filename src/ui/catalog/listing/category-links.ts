import type { Category } from '../../../app/catalog/listing-loaders';
import { categoryHref } from '../../layout/header/categoryLinks';

export { categoryHref };

/** A subcategory's listing within its category's page (docs/requirements.md §2: `?subcategory={id}`). */
export function subcategoryListingHref(category: Pick<Category, 'id' | 'slug'>, subcategoryId: number): string {
  return `${categoryHref(category)}?subcategory=${subcategoryId}`;
}

/** The category a `/categories/{slug}` address names: by slug, or by id (as the header's links give it). */
export function findCategory(categories: readonly Category[], slugOrId: string): Category | undefined {
  let wanted = slugOrId;
  try {
    wanted = decodeURIComponent(slugOrId);
  } catch {
    // A malformed escape is matched as written.
  }
  return (
    categories.find((category) => category.slug !== undefined && category.slug === wanted) ??
    categories.find((category) => String(category.id) === wanted)
  );
}
