import type { Schema } from '../../../api/types';

/** A category's page: `/categories/{slug}`, or its id when it has no slug (spec section 2). */
export function categoryHref(category: Pick<Schema<'Category'>, 'id' | 'slug'>): string {
  return `/categories/${encodeURIComponent(category.slug || String(category.id))}`;
}

/** A subcategory within its category: `/categories/{id}?subcategory={id}` (spec section 2). */
export function subcategoryHref(categoryId: number, subcategoryId: number): string {
  return `/categories/${categoryId}?subcategory=${subcategoryId}`;
}
