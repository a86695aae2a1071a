import { createElement, type ReactNode, useMemo } from 'react';
import { twMerge } from 'tailwind-variants';
import { type SafeNode, type SafeTag, sanitizeHtmlNodes } from '../../lib/sanitize-html';
import { Link } from '../kit/Link';

/** How each kept element looks: the server sends bare markup, the storefront styles it (logical sides only). */
const TAG_STYLES: Partial<Record<SafeTag, string>> = {
  p: 'my-3',
  h2: 'mt-8 mb-3 font-semibold text-gray-900 text-xl',
  h3: 'mt-6 mb-2 font-semibold text-gray-900 text-lg',
  h4: 'mt-5 mb-2 font-semibold text-gray-900',
  h5: 'mt-4 mb-1 font-semibold text-gray-900',
  h6: 'mt-4 mb-1 font-semibold text-gray-900',
  ul: 'my-3 list-disc ps-6',
  ol: 'my-3 list-decimal ps-6',
  li: 'my-1',
  blockquote: 'my-4 border-gray-300 border-s-4 ps-4 text-gray-700 italic',
  img: 'my-4 h-auto max-w-full rounded-md',
  figure: 'my-4',
  figcaption: 'mt-1 text-gray-600 text-sm',
  table: 'my-4 w-full border-collapse text-sm',
  caption: 'mb-2 text-start text-gray-600',
  th: 'border border-gray-300 bg-gray-50 p-2 text-start font-semibold',
  td: 'border border-gray-300 p-2 align-top',
  hr: 'my-6 border-gray-300',
  code: 'rounded-sm bg-gray-100 px-1 font-mono text-sm',
  pre: 'my-4 overflow-x-auto rounded-md bg-gray-100 p-3 font-mono text-sm',
};

/** HTML attribute names whose React prop is spelled differently. */
const REACT_PROP: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function renderNode(node: SafeNode, key: number): ReactNode {
  if (node.kind === 'text') return node.text;
  const children = node.children.length ? node.children.map(renderNode) : undefined;
  const { href, target, rel: _rel, ...attributes } = node.attributes;
  if (node.tag === 'a' && href) {
    // The kit's link: site paths navigate inside the app, other sites open a new tab and say so.
    return (
      <Link key={key} href={href} isExternal={target === '_blank'}>
        {children}
      </Link>
    );
  }
  const props: Record<string, unknown> = { key, className: TAG_STYLES[node.tag] };
  for (const [name, value] of Object.entries(attributes)) props[REACT_PROP[name] ?? name] = value;
  return createElement(node.tag, props, children);
}

export interface SafeHtmlProps {
  /** HTML from the server (a blog post, a policy page, a product description). */
  html: string | null | undefined;
  className?: string;
  /** The text's direction and language where they may differ from the page's (`lib/content-language.ts`). */
  dir?: 'auto';
  lang?: string;
}

/**
 * Shows the server's HTML without trusting it: only allowed elements and checked attributes survive
 * (`lib/sanitize-html.ts`), rendered as React elements, never as an HTML string.
 */
export function SafeHtml({ html, className, dir, lang }: SafeHtmlProps) {
  const nodes = useMemo(() => sanitizeHtmlNodes(html), [html]);
  return (
    <div dir={dir} lang={lang} className={twMerge('break-words text-gray-800 leading-relaxed', className)}>
      {nodes.map(renderNode)}
    </div>
  );
}
