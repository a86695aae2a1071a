import type { Schema } from '../../../api/types';

/** A category's page: `/categories/{slug}`, or its id when it has no slug (docs/requirements.md §2). */
export function categoryHref(category: Pick<Schema<'Category'>, 'id' | 'slug'>): string {
  return `/categories/${encodeURIComponent(category.slug || String(category.id))}`;
}

/** A subcategory within its category: `/categories/{id}?subcategory={id}` (docs/requirements.md §2). */
export function subcategoryHref(categoryId: number, subcategoryId: number): string {
  return `/categories/${categoryId}?subcategory=${subcategoryId}`;
}
