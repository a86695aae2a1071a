/**
 * What survives of the HTML the server stores and sends (blog posts, policy pages, product descriptions):
 * one allow-list, read by the storefront's sanitiser (`lib/sanitize-html.ts`, the browser's parser) and the
 * server's (`server/catalog/safe-html.ts`, the `sanitize-html` library), so both keep the same things.
 *
 * Kept: text, a small set of content elements and a few attributes whose values are checked. A link keeps
 * an http(s), mailto or site-path href (`/return-policy`), always with rel="noopener noreferrer", and opens
 * a new tab when it leaves the site. An image keeps an http(s) or site-path src and is lazy. `data:` URLs
 * are refused everywhere. Elements that hold code, embed other documents or take input are dropped with
 * their content, and so are SVG and MathML; any other element is dropped but its text is kept. An `h1`
 * becomes an `h2`: the page has its own title.
 */
import { safeExternalHref, safeInternalPath } from './links';

export const SAFE_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'hr',
  'code',
  'pre',
] as const;

export type SafeTag = (typeof SAFE_TAGS)[number];

export const ALLOWED_TAGS: ReadonlySet<string> = new Set(SAFE_TAGS);

/** Elements with no content of their own. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'col']);

/** Elements kept under another name. */
export const RENAMED_TAGS: ReadonlyMap<string, SafeTag> = new Map([['h1', 'h2']]);

/** Code, other documents, styles, forms and raw text: nothing in them is meant to be read as content. */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'output',
  'dialog',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'picture',
  'map',
  'area',
  'slot',
];

/** Roots of other languages (with their own ways to run script): dropped with everything they contain. */
export const FOREIGN_ROOTS: readonly string[] = ['svg', 'math'];

/** Deeper nesting than this is not content anyone wrote. */
export const MAX_DEPTH = 64;

export const LINK_REL = 'noopener noreferrer';

/** The schemes of absolute URLs a link or an image may carry (site paths are always allowed). */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
export const IMAGE_SCHEMES: readonly string[] = ['http', 'https'];

/** Attributes any kept element may carry: direction and language help mixed Arabic and English text. */
export const GLOBAL_ATTRIBUTES: readonly string[] = ['dir', 'lang'];

/** The attributes each element may carry besides the global ones, all set or checked by `checkedAttributes`. */
export const ATTRIBUTES_BY_TAG: Readonly<Partial<Record<SafeTag, readonly string[]>>> = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start'],
};

function hasScheme(href: string, schemes: readonly string[]): boolean {
  return schemes.some((scheme) => href.startsWith(`${scheme}:`));
}

/** A link's target when it may carry one: a site path, or an absolute http(s) or mailto URL. */
export function safeContentHref(value: string | null): { href: string; leavesSite: boolean } | null {
  const path = safeInternalPath(value);
  if (path) return { href: path, leavesSite: false };
  const href = safeExternalHref(value);
  if (!href || !hasScheme(href, LINK_SCHEMES)) return null;
  return { href, leavesSite: href.startsWith('http') };
}

/** An image's source when it is a site path or an absolute http(s) URL (never data:, blob: or javascript:). */
export function safeImageSrc(value: string | null): string | null {
  const path = safeInternalPath(value);
  if (path) return path;
  const href = safeExternalHref(value);
  return href && hasScheme(href, IMAGE_SCHEMES) ? href : null;
}

const NUMBER = /^\d{1,4}$/;
const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/;

function keepIf(attributes: Record<string, string>, name: string, value: string | null, rule: RegExp): void {
  if (value !== null && rule.test(value.trim())) attributes[name] = value.trim();
}

/**
 * The attributes an allowed element keeps, read through `read` (an attribute's decoded value, or null), or
 * null when the element cannot be kept as itself: a link without a safe target, an image without a safe source.
 */
export function checkedAttributes(tag: SafeTag, read: (name: string) => string | null): Record<string, string> | null {
  const attributes: Record<string, string> = {};
  keepIf(attributes, 'dir', read('dir'), /^(ltr|rtl|auto)$/i);
  keepIf(attributes, 'lang', read('lang'), LANGUAGE_TAG);
  switch (tag) {
    case 'a': {
      const link = safeContentHref(read('href'));
      if (!link) return null;
      attributes.href = link.href;
      attributes.rel = LINK_REL;
      if (link.leavesSite) attributes.target = '_blank';
      return attributes;
    }
    case 'img': {
      const src = safeImageSrc(read('src'));
      if (!src) return null;
      attributes.src = src;
      attributes.alt = (read('alt') ?? '').trim();
      keepIf(attributes, 'width', read('width'), NUMBER);
      keepIf(attributes, 'height', read('height'), NUMBER);
      attributes.loading = 'lazy';
      attributes.decoding = 'async';
      return attributes;
    }
    case 'th':
    case 'td':
      keepIf(attributes, 'colspan', read('colspan'), NUMBER);
      keepIf(attributes, 'rowspan', read('rowspan'), NUMBER);
      if (tag === 'th') keepIf(attributes, 'scope', read('scope'), /^(row|col|rowgroup|colgroup)$/);
      return attributes;
    case 'col':
    case 'colgroup':
      keepIf(attributes, 'span', read('span'), NUMBER);
      return attributes;
    case 'ol':
      keepIf(attributes, 'start', read('start'), NUMBER);
      return attributes;
    default:
      return attributes;
  }
}
