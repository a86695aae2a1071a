/**
 * React Aria announces a busy button through a hidden node in its live announcer that is named by the button's
 * own element ids, and keeps that node for 7 seconds. When the button leaves the page sooner (a dialog closes, the
 * page changes), the node names nothing: an unnamed image to assistive technology (axe: role-img-alt). It has
 * been read by then, so dropping it loses nothing.
 */
export function dropStaleAnnouncements(root: Document = document): void {
  // A document no longer shown (its window closed) announces nothing.
  if (!root.defaultView) return;
  for (const node of root.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => root.getElementById(id))) node.remove();
  }
}
