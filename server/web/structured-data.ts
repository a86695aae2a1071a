import type { Schema } from '../../src/api/types';

/**
 * schema.org objects for a page's JSON-LD (page-heads.ts): what search engines read to show a product's price and
 * stock, a path of breadcrumbs, the shop's logo and contacts, a post's author and date, and a search box. Every
 * address in them is absolute, on the page's own origin.
 */

export type JsonLd = Record<string, unknown>;

type Master = Schema<'MasterSettings'>;

const CONTEXT = 'https://schema.org';

/** An absolute address for a path of this site; an absolute web address stays as it is; anything else is dropped. */
export function absoluteUrl(origin: string, value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return new URL(value, origin).toString();
  return /^https?:\/\//.test(value) ? value : undefined;
}

/** The offer's price as schema.org wants it: a plain number with a dot and two decimals. */
export interface Price {
  amount: string;
  currency: string;
}

export function productData(
  product: Schema<'ProductDetails'>,
  { url, origin, price }: { url: string; origin: string; price: Price },
): JsonLd {
  const images = [...(product.thumbnails ?? []).map((image) => image.url), product.thumbnail]
    .map((image) => absoluteUrl(origin, image))
    .filter((image, index, all): image is string => image !== undefined && all.indexOf(image) === index);
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    url,
    image: images,
    description: product.short_description || undefined,
    sku: product.sku || undefined,
    brand: product.brand?.name ? { '@type': 'Brand', name: product.brand.name } : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: price.amount,
      priceCurrency: price.currency,
      availability: product.quantity > 0 ? `${CONTEXT}/InStock` : `${CONTEXT}/OutOfStock`,
      itemCondition: `${CONTEXT}/NewCondition`,
      seller: { '@type': 'Organization', name: product.shop.name },
    },
  };
  if (product.total_reviews > 0 && product.rating > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.total_reviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return withoutEmpty(data);
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbData(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The shop's e-mail address from its footer's e-mail item, if it has one. */
function emailOf(master: Master): string | undefined {
  for (const column of master.footers ?? []) {
    for (const item of column.items ?? []) {
      if (item.type === 'email' && item.url?.startsWith('mailto:')) return item.url.slice('mailto:'.length);
    }
  }
  return undefined;
}

export function organizationData(master: Master, origin: string): JsonLd {
  const email = emailOf(master);
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: master.app_name,
    url: new URL('/', origin).toString(),
    logo: absoluteUrl(origin, master.web_logo),
    telephone: master.mobile || undefined,
    email,
    address: master.address || undefined,
    contactPoint:
      master.mobile || email
        ? withoutEmpty({
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: master.mobile || undefined,
            email,
          })
        : undefined,
    sameAs: (master.social_links ?? []).map((link) => absoluteUrl(origin, link.link)).filter(Boolean),
  });
}

export function blogPostingData(
  blog: Schema<'BlogDetails'>,
  { url, origin, master }: { url: string; origin: string; master: Master },
): JsonLd {
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: blog.title,
    description: blog.short_description || undefined,
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(origin, blog.thumbnail)].filter(Boolean),
    datePublished: blog.created_at,
    author: { '@type': 'Person', name: blog.author || master.app_name },
    publisher: withoutEmpty({
      '@type': 'Organization',
      name: master.app_name,
      logo: absoluteUrl(origin, master.web_logo),
    }),
    keywords: blog.tags?.length ? blog.tags.join(', ') : undefined,
  });
}

/** The site with its search box: a search is a product listing's `search`. */
export function webSiteData(master: Master, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: master.app_name,
    url: new URL('/', origin).toString(),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/products?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The object without its undefined fields and empty lists: schema.org has no use for an empty value. */
function withoutEmpty(data: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  );
}
