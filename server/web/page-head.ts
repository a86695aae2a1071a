import { jsonForScript } from './first-screen';
import type { PageTheme } from './page-theme';
import type { JsonLd } from './structured-data';

/**
 * What a page's document says about itself before any script runs: its language and direction, title,
 * description, addresses, the cards chat apps and social sites draw for a shared link, and schema.org data.
 */
export interface PageHead {
  locale: string;
  direction: 'ltr' | 'rtl';
  title: string;
  description?: string;
  /** The page's absolute address; none on a private page or one that does not exist. */
  canonical?: string;
  /** Each language's address of the page (`x-default` among them). */
  alternates?: { hreflang: string; href: string }[];
  /** Open Graph and Twitter card data; none on a private page. */
  card?: {
    type: 'website' | 'product' | 'article';
    siteName: string;
    image?: string;
    price?: { amount: string; currency: string };
  };
  structuredData?: JsonLd[];
  /** A page search engines must not list (a shopper's own pages, an unknown address). */
  noindex?: boolean;
  /** The shop's colours at the first paint; none when it keeps the default palette. */
  theme?: PageTheme | null;
}

/** Text that is safe in an attribute's value or an element's text. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

function cardTags(head: PageHead): string[] {
  const { card } = head;
  if (!card) return [];
  const tags = [
    meta('property', 'og:type', card.type),
    meta('property', 'og:site_name', card.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:locale', head.locale.replace('-', '_')),
  ];
  if (head.description) tags.push(meta('property', 'og:description', head.description));
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (card.image) tags.push(meta('property', 'og:image', card.image));
  if (card.price) {
    tags.push(meta('property', 'product:price:amount', card.price.amount));
    tags.push(meta('property', 'product:price:currency', card.price.currency));
  }
  tags.push(meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', head.title));
  if (head.description) tags.push(meta('name', 'twitter:description', head.description));
  if (card.image) tags.push(meta('name', 'twitter:image', card.image));
  return tags;
}

/** The head's tags, in the order a reader meets them. JSON-LD is a data block: never run, so the CSP allows it. */
export function headTags(head: PageHead): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`);
  }
  tags.push(...cardTags(head));
  if (head.theme) {
    tags.push(meta('name', 'theme-color', head.theme.colour));
    // Allowed by its hash in the page's CSP (storefront.ts); its text is colours checked by page-theme.ts.
    tags.push(`<style>${head.theme.style}</style>`);
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags;
}

/** `page` without the element from `start` to the end of `end` (and the spaces before it), each time it stands. */
function withoutEach(page: string, start: string, end: string): string {
  let kept = page;
  for (let at = kept.indexOf(start); at >= 0; at = kept.indexOf(start, at)) {
    const over = kept.indexOf(end, at + start.length);
    if (over < 0) break;
    const from = kept.slice(0, at).trimEnd().length;
    kept = kept.slice(0, from) + kept.slice(over + end.length);
    at = from;
  }
  return kept;
}

/** The page with its `<html …>` start tag replaced. Scans, not patterns: see common/html-text.ts. */
function withHtmlTag(page: string, htmlTag: string): string {
  const at = page.indexOf('<html');
  const over = at < 0 ? -1 : page.indexOf('>', at);
  return over < 0 ? page : page.slice(0, at) + htmlTag + page.slice(over + 1);
}

/** index.html with the page's language, direction and head in place of the generic ones. */
export function withPageHead(index: string, head: PageHead): string {
  const htmlTag = `<html lang="${escapeHtml(head.locale)}" dir="${head.direction}">`;
  // What index.html says of every page, which the page's own head replaces.
  const cleared = withoutEach(
    withoutEach(withHtmlTag(index, htmlTag), '<title>', '</title>'),
    '<meta name="description"',
    '>',
  );
  const at = cleared.indexOf('</head>');
  if (at < 0) return cleared;
  const tags = headTags(head)
    .map((tag) => `  ${tag}\n  `)
    .join('');
  return `${cleared.slice(0, at)}${tags}${cleared.slice(at)}`;
}
