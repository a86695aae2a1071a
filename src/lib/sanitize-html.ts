/**
 * HTML from the server (blog posts, policy pages, product descriptions) is data, not trusted markup. It is
 * parsed by the browser's own parser in an inert document (no script runs, no image loads), then rebuilt
 * from an allow-list: the result is a plain tree the UI renders as elements, so nothing is parsed twice and
 * no parser quirk (mutation XSS) can turn the rebuilt markup into something else.
 *
 * Kept: text, a small set of content elements and a few attributes whose values are checked. A link keeps
 * an http(s), mailto or site-path href (`/return-policy`), always with rel="noopener noreferrer", and opens
 * a new tab when it leaves the site. An image keeps an http(s) or site-path src and is lazy. `data:` URLs
 * are refused everywhere. Elements that hold code, embed other documents or take input are dropped with
 * their content; any other element is dropped but its text is kept. An `h1` becomes an `h2`: the page has
 * its own title.
 */
import { safeExternalHref, safeInternalPath } from './links';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const SAFE_TAGS = [
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

const ALLOWED_TAGS: ReadonlySet<string> = new Set(SAFE_TAGS);

/** Elements with no content of their own. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'col']);

/** Code, other documents, styles, forms and raw text: nothing in them is meant to be read as content. */
const DROPPED_WITH_CONTENT = new Set([
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
]);

/** Containers where the parser's whitespace text is not content (and React refuses text nodes). */
const TABLE_SECTIONS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/** Deeper nesting than this is not content anyone wrote; it is cut rather than walked. */
const MAX_DEPTH = 64;

const LINK_REL = 'noopener noreferrer';

export interface SafeText {
  kind: 'text';
  text: string;
}

export interface SafeElement {
  kind: 'element';
  tag: SafeTag;
  /** Only checked attributes, in the names HTML uses (`colspan`, not `colSpan`). */
  attributes: Record<string, string>;
  children: SafeNode[];
}

export type SafeNode = SafeText | SafeElement;

/** A link's target when it may carry one: a site path, or an absolute http(s) or mailto URL. */
export function safeContentHref(value: string | null): { href: string; leavesSite: boolean } | null {
  const path = safeInternalPath(value);
  if (path) return { href: path, leavesSite: false };
  const href = safeExternalHref(value);
  if (!href || !/^(https?|mailto):/.test(href)) return null;
  return { href, leavesSite: href.startsWith('http') };
}

/** An image's source when it is a site path or an absolute http(s) URL (never data:, blob: or javascript:). */
export function safeImageSrc(value: string | null): string | null {
  const path = safeInternalPath(value);
  if (path) return path;
  const href = safeExternalHref(value);
  return href && /^https?:/.test(href) ? href : null;
}

const NUMBER = /^\d{1,4}$/;
const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/;

function keepIf(attributes: Record<string, string>, name: string, value: string | null, rule: RegExp): void {
  if (value !== null && rule.test(value.trim())) attributes[name] = value.trim();
}

/** The checked attributes of an allowed element, or null when the element cannot be kept as itself. */
function attributesOf(element: Element, tag: SafeTag): Record<string, string> | null {
  const attributes: Record<string, string> = {};
  const read = (name: string) => element.getAttribute(name);
  // Direction and language help mixed Arabic and English text; nothing else applies everywhere.
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

function walk(node: Node, parentTag: string, depth: number): SafeNode[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node as Text).data;
    if (TABLE_SECTIONS.has(parentTag) && text.trim() === '') return [];
    return text ? [{ kind: 'text', text }] : [];
  }
  // Comments, processing instructions and anything else are not content.
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  // SVG and MathML (and whatever they contain) are other languages, with their own ways to run script.
  if (element.namespaceURI !== HTML_NAMESPACE) return [];
  const name = element.localName;
  if (DROPPED_WITH_CONTENT.has(name)) return [];
  const tag = name === 'h1' ? 'h2' : name;
  const children = (): SafeNode[] =>
    depth >= MAX_DEPTH ? [] : Array.from(element.childNodes).flatMap((child) => walk(child, tag, depth + 1));
  if (!ALLOWED_TAGS.has(tag)) return children();
  const attributes = attributesOf(element, tag as SafeTag);
  // An image without a safe source is gone; a link without a safe target keeps its text.
  if (!attributes) return tag === 'img' ? [] : children();
  return [{ kind: 'element', tag: tag as SafeTag, attributes, children: VOID_TAGS.has(tag) ? [] : children() }];
}

/** The server's HTML as a tree of allowed elements and text, ready to render. */
export function sanitizeHtmlNodes(html: string | null | undefined): SafeNode[] {
  if (!html) return [];
  // An inert document: the parser builds it, but nothing in it runs or loads.
  const document = new DOMParser().parseFromString(html, 'text/html');
  if (!document.body) return [];
  return Array.from(document.body.childNodes).flatMap((child) => walk(child, 'body', 0));
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** The tree back as markup (for places that need a string; rendering the tree is preferred). */
export function serializeSafeNodes(nodes: SafeNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeText(node.text);
      const attributes = Object.entries(node.attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attributes}>`;
      return `<${node.tag}${attributes}>${serializeSafeNodes(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** The server's HTML with everything but the allow-list removed, as markup. */
export function sanitizeHtml(html: string | null | undefined): string {
  return serializeSafeNodes(sanitizeHtmlNodes(html));
}
