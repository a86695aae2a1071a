import { hasEmailShape } from './text-shape';

/**
 * Links that come from the server (menus, footer, social links) are data, not trusted markup:
 * only web, mail and phone addresses leave the storefront, and internal paths stay on its origin.
 */

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** A stand-in origin to resolve site paths against. */
const SITE_ORIGIN = 'https://storefront.invalid';

/**
 * The address to put in an `href` when `value` is an absolute http(s), mailto or tel URL, else null.
 * The URL parser's own normalisation is what we return, so what is checked is what the browser follows
 * (`java\tscript:`, leading spaces and `//host` cannot slip through).
 */
export function safeExternalHref(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (!EXTERNAL_PROTOCOLS.has(url.protocol)) return null;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname) return null;
  return url.href;
}

/** Like `safeExternalHref`, for web pages only: an absolute http(s) URL, never mailto, tel or another scheme. */
export function safeWebHref(value: string | null | undefined): string | null {
  const href = safeExternalHref(value);
  return href && /^https?:\/\//.test(href) ? href : null;
}

/** `value` when it is a path on this site (`/shops`), never `//host` or `/\host`, which browsers treat as another origin. */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  if (!path.startsWith('/') || path[1] === '/' || path[1] === '\\') return null;
  // The URL parser drops tabs and newlines (`/\t/host` becomes `//host`): the path must stay on our origin.
  if (/\s/.test(path) || new URL(path, SITE_ORIGIN).origin !== SITE_ORIGIN) return null;
  return path;
}

export type ResolvedLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/** A server-given link as something safe to render, or null when it is neither a site path nor a safe URL. */
export function resolveLink(url: string | null | undefined, isExternal?: boolean): ResolvedLink | null {
  if (isExternal !== true) {
    const path = safeInternalPath(url);
    if (path) return { kind: 'internal', path };
    if (isExternal === false) return null;
  }
  const href = safeExternalHref(url);
  return href ? { kind: 'external', href } : null;
}

/** A `tel:` href for a shown phone number (`+1 555 010 0000` → `tel:+15550100000`), or null when it is not one. */
export function telHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const number = value
    .trim()
    .replace(/^tel:/i, '')
    .replace(/[\s().-]/g, '');
  return /^\+?[0-9*#,;]+$/.test(number) && /\d/.test(number) ? `tel:${number}` : null;
}

/** A `mailto:` href for an e-mail address (with or without the scheme), or null when it is not one. */
export function mailtoHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const address = value.trim().replace(/^mailto:/i, '');
  return hasEmailShape(address, `<>"'?&/\\`) ? `mailto:${address}` : null;
}
