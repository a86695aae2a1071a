const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'];

export interface AttachmentLink {
  href: string;
  /** Served by the shop itself: safe to show inline as a thumbnail. */
  isSameOrigin: boolean;
  isImage: boolean;
}

/**
 * Where an attachment may be opened: http(s) or a path on this site, never `javascript:`, `data:` or other
 * schemes (null then: its name shows as plain text). Parsed as the browser would parse it.
 */
export function attachmentLink(name: string, url: string, origin = window.location.origin): AttachmentLink | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const isSameOrigin = parsed.origin === origin;
  const extension = (name.split('.').pop() ?? '').toLowerCase();
  return {
    href: isSameOrigin ? `${parsed.pathname}${parsed.search}` : parsed.href,
    isSameOrigin,
    isImage: IMAGE_EXTENSIONS.includes(extension),
  };
}
