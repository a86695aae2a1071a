const PAGE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
const NEW_TAB_SCHEMES = ['http:', 'https:', 'mailto:'];

/**
 * The href when its scheme is one a link may carry, otherwise null: `javascript:`, `data:`, `vbscript:`
 * and anything else are refused. Parsed with the URL standard, as a browser would, so tricks such as
 * leading spaces or tabs inside the scheme do not slip through. Relative paths resolve to https and pass.
 * A link that opens a new tab accepts http(s) and mailto only.
 */
export function safeHref(href: string, opensNewTab = false): string | null {
  let protocol: string;
  try {
    protocol = new URL(href, 'https://storefront.invalid/').protocol;
  } catch {
    return null;
  }
  return (opensNewTab ? NEW_TAB_SCHEMES : PAGE_SCHEMES).includes(protocol) ? href : null;
}
