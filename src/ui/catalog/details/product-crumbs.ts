import type { ProductDetails } from '../../../app/catalog/details-calls';
import type { Crumb } from '../../kit/Breadcrumbs';
import { categoryHref } from '../listing/category-links';

/** A product page's breadcrumbs: its first category, then the product. */
export function productCrumbs(product: Pick<ProductDetails, 'name' | 'categories'>): Crumb[] {
  const category = product.categories[0];
  return [...(category ? [{ label: category.name, href: categoryHref(category) }] : []), { label: product.name }];
}
