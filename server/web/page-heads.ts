import { answerKey, HOME_FIRST_PAGE } from '../../common/first-screen-answers-format';
import { withoutTags } from '../../common/html-text';
import { convert } from '../../common/money';
import type { Schema } from '../../src/api/types';
import type { ServerLanguage } from '../i18n/request-language';
import { MESSAGES, type MessageKey } from '../i18n/say';
import { cardImage } from './card-image';
import type { PageHead } from './page-head';
import { matchPageRoute, NOT_FOUND_TITLE } from './page-routes';
import { pageThemeOf } from './page-theme';
import { addressInLanguage } from './shopper-choice';
import {
  blogPostingData,
  breadcrumbData,
  type Crumb,
  type JsonLd,
  organizationData,
  type Price,
  productData,
  webSiteData,
} from './structured-data';

/**
 * The head of the page at an address (page-head.ts), from the same answers the storefront shows it from, read from
 * the API in the shopper's language: the title the app sets (src/ui/layout/useDocumentTitle.ts, ItemTitle.tsx), a
 * description from the content, the addresses the app's own links use, and the structured data of what it shows.
 */

type Master = Schema<'MasterSettings'>;

/** A read of the API's answer `data` under /api, or undefined when it failed. */
export type ReadData = (path: string) => Promise<Record<string, unknown> | undefined>;

export interface PageContext {
  pathname: string;
  origin: string;
  locale: string;
  direction: 'ltr' | 'rtl';
  /** The language the storefront's own words are in: its catalogue's where it has one, else English. */
  wordsIn: ServerLanguage;
  master: Master;
  currencyId: number | null;
  /** The address names the page's language (`?lang=`): the page is that language's version. */
  addressNamesLanguage?: boolean;
  read: ReadData;
}

/** The longest description kept: what search results and link cards show. */
const DESCRIPTION_LENGTH = 200;

/** The text of an HTML fragment, on one line, cut at a word near the limit. */
export function plainText(html: string | null | undefined): string | undefined {
  if (!html) return undefined;
  const text = withoutTags(html)
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function titled(name: string, appName: string): string {
  return name && appName ? `${name} - ${appName}` : name || appName;
}

/** The offer's price in the shopper's currency (a currency of /master), as the product page shows it. */
function priceOf(product: Schema<'ProductDetails'>, master: Master, currencyId: number | null): Price {
  const amount = product.discount_price ?? product.price;
  const chosen = master.currencies?.find((currency) => currency.id === currencyId);
  const currency = chosen ?? master.currencies?.find((candidate) => candidate.is_default);
  const cents = convert(amount, {
    symbol: '',
    position: 'prefix',
    rate_from_default: chosen?.rate_from_default,
  });
  return { amount: (cents / 100).toFixed(2), currency: currency?.name ?? master.currency.name };
}

interface Content {
  /** The item's name, titled `{name} - {app name}` in place of the route's title. */
  name?: string;
  description?: string;
  /** The address the app's links give the item, when it is not the one asked for. */
  canonicalPath?: string;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  price?: Price;
  /** The breadcrumbs between the home page and the page itself. */
  trail?: Crumb[];
  structuredData?: (url: string) => JsonLd[];
  /** The page names something that does not exist. */
  missing?: boolean;
}

async function contentOf(
  context: PageContext,
  routePath: string,
  params: Record<string, string>,
  words: (key: MessageKey) => string,
): Promise<Content> {
  const { master, origin, read } = context;
  const shopDescription = master.web_footer_description ?? undefined;
  const at = (path: string) => new URL(path, origin).toString();
  switch (routePath) {
    case '/': {
      const home = await read(answerKey('/home', new URLSearchParams(toStrings(HOME_FIRST_PAGE)).toString()));
      const banners = (home?.banners ?? []) as Schema<'Banner'>[];
      return {
        description: shopDescription,
        image: banners[0]?.image ?? master.web_logo,
        structuredData: () => [webSiteData(master, origin), organizationData(master, origin)],
      };
    }
    case '/products/:id/details': {
      const product = (await read(answerKey('/product-details', `product_id=${Number(params.id)}`)))?.product as
        | Schema<'ProductDetails'>
        | undefined;
      if (!product) return { missing: true };
      const price = priceOf(product, master, context.currencyId);
      const category = product.categories?.[0];
      return {
        name: product.name,
        description: plainText(product.short_description) ?? plainText(product.description),
        canonicalPath: `/products/${product.id}/details`,
        image: product.thumbnails?.[0]?.url ?? product.thumbnail,
        type: 'product',
        price,
        trail: category
          ? [
              {
                name: category.name,
                url: at(`/categories/${encodeURIComponent(category.slug || String(category.id))}`),
              },
            ]
          : [],
        structuredData: (url) => [productData(product, { url, origin, price })],
      };
    }
    case '/shops/:id': {
      const shop = (await read(`/shops/${encodeURIComponent(params.id ?? '')}`))?.shop as
        | Schema<'ShopDetails'>
        | undefined;
      if (!shop) return { missing: true };
      return {
        name: shop.name,
        description: plainText(shop.description) ?? shopDescription,
        canonicalPath: `/shops/${shop.id}`,
        image: shop.banner || shop.logo,
        trail: [{ name: words('title.shops'), url: at('/shops') }],
      };
    }
    case '/categories/:slug': {
      const categories = ((await read('/categories'))?.categories ?? []) as Schema<'Category'>[];
      const wanted = decodedOr(params.slug ?? '');
      const category =
        categories.find((candidate) => candidate.slug === wanted) ??
        categories.find((candidate) => String(candidate.id) === wanted);
      if (!category) return { missing: true };
      return {
        name: category.name,
        description: shopDescription,
        canonicalPath: `/categories/${encodeURIComponent(category.slug || String(category.id))}`,
        image: category.thumbnail,
        trail: [{ name: words('title.categories'), url: at('/categories') }],
      };
    }
    case '/blog/:slug': {
      const blog = (await read(`/blog/${encodeURIComponent(decodedOr(params.slug ?? ''))}/details`))?.blog as
        | Schema<'BlogDetails'>
        | undefined;
      if (!blog) return { missing: true };
      return {
        name: blog.title,
        description: plainText(blog.short_description) ?? plainText(blog.description),
        canonicalPath: `/blog/${encodeURIComponent(blog.slug || String(blog.id))}`,
        image: blog.thumbnail,
        type: 'article',
        trail: [{ name: words('title.blogs'), url: at('/blogs') }],
        structuredData: (url) => [blogPostingData(blog, { url, origin, master })],
      };
    }
    case '/terms-and-conditions':
    case '/privacy-policy':
    case '/return-policy':
    case '/about-us':
    case '/page/:slug': {
      const slug = params.slug ? decodedOr(params.slug) : routePath.slice(1);
      const page = (await read(`/legal-pages/${encodeURIComponent(slug)}`))?.content as Schema<'LegalPage'> | undefined;
      if (!page) return { missing: true };
      return {
        name: page.title,
        description: plainText(page.description) ?? shopDescription,
        canonicalPath: page.slug && page.slug !== slug ? `/page/${encodeURIComponent(page.slug)}` : undefined,
      };
    }
    default:
      return { description: shopDescription };
  }
}

function toStrings(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
}

function decodedOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The head of the page at `context.pathname`. */
export async function pageHeadOf(context: PageContext): Promise<PageHead> {
  const { master, origin, locale, direction } = context;
  const appName = master.app_name ?? '';
  // Titles have no placeholders: the catalogue's text is the title.
  const words = (key: MessageKey) => MESSAGES[context.wordsIn][key];
  const base = { locale, direction, theme: pageThemeOf(master) };
  const matched = matchPageRoute(context.pathname);
  if (!matched) return { ...base, title: titled(words(NOT_FOUND_TITLE), appName), noindex: true };
  const { route, params } = matched;
  const routeTitle = route.title ? words(route.title) : '';
  if (route.isPrivate) return { ...base, title: titled(routeTitle, appName), noindex: true };

  const content = await contentOf(context, route.path, params, words);
  const title = titled(content.name ?? routeTitle, appName);
  if (content.missing) return { ...base, title, noindex: true };
  // Each language's version has an address of its own (shopper-choice.ts); the plain one is the default's.
  const plainCanonical = new URL(content.canonicalPath ?? context.pathname, origin).toString();
  const canonical = context.addressNamesLanguage ? addressInLanguage(plainCanonical, locale) : plainCanonical;
  const home = new URL('/', origin).toString();
  const trail = content.trail ?? [];
  const crumbs =
    route.path === '/'
      ? []
      : [{ name: appName, url: home }, ...trail, { name: content.name ?? routeTitle, url: canonical }];
  return {
    ...base,
    title,
    description: content.description,
    canonical,
    alternates: [
      ...(master.languages ?? []).map((language) => ({
        hreflang: language.name,
        href: addressInLanguage(plainCanonical, language.name),
      })),
      { hreflang: 'x-default', href: plainCanonical },
    ],
    card: {
      type: content.type ?? 'website',
      siteName: appName,
      image: cardImage(origin, content.image ?? master.web_logo),
      price: content.price,
    },
    structuredData: [
      ...(content.structuredData?.(canonical) ?? []),
      ...(crumbs.length > 0 ? [breadcrumbData(crumbs)] : []),
    ],
  };
}
