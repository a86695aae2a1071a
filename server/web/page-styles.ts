import { createHash } from 'node:crypto';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** An attribute's value as the browser reads it: React writes `&`, `"`, `'`, `<` and `>` as references. */
function attributeValue(written: string): string {
  return written
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The CSP's `style-src` sources a page needs beyond 'self', each naming exactly one text the server wrote: its
 * `<style>` element (the shop's palette, page-theme.ts) and the `style` attributes of its first screen's drawing
 * (a component that hides an element for assistive technology sets its position inline). Attributes need
 * 'unsafe-hashes', which lets through those very declarations and nothing else: no other inline style applies.
 */
export function pageStyleSources(page: string, styleElement?: string): string[] {
  const attributes = new Set<string>();
  for (const [, written] of page.matchAll(/\sstyle="([^"]*)"/g)) attributes.add(attributeValue(written ?? ''));
  return [
    ...(styleElement ? [sha256(styleElement)] : []),
    ...(attributes.size > 0 ? ["'unsafe-hashes'", ...[...attributes].map(sha256)] : []),
  ];
}
