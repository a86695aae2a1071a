/**
 * HTML from the server (blog posts, policy pages, product descriptions) is data, not trusted markup. It is
 * parsed by the browser's own parser in an inert document (no script runs, no image loads), then rebuilt
 * from the allow-list in `html-policy.ts`: the result is a plain tree the UI renders as elements, so nothing
 * is parsed twice and no parser quirk (mutation XSS) can turn the rebuilt markup into something else.
 */
import {
  ALLOWED_TAGS,
  checkedAttributes,
  DROPPED_WITH_CONTENT,
  MAX_DEPTH,
  RENAMED_TAGS,
  type SafeTag,
  VOID_TAGS,
} from '../../common/html-policy';

export type { SafeTag } from '../../common/html-policy';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const DROPPED: ReadonlySet<string> = new Set(DROPPED_WITH_CONTENT);

/** Containers where the parser's whitespace text is not content (and React refuses text nodes). */
const TABLE_SECTIONS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

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
  if (DROPPED.has(name)) return [];
  const tag = RENAMED_TAGS.get(name) ?? name;
  const children = (): SafeNode[] =>
    depth >= MAX_DEPTH ? [] : Array.from(element.childNodes).flatMap((child) => walk(child, tag, depth + 1));
  if (!ALLOWED_TAGS.has(tag)) return children();
  const attributes = checkedAttributes(tag as SafeTag, (attribute) => element.getAttribute(attribute));
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
