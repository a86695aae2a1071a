/**
 * Scrolls the whole of a focused control into view. The browser scrolls in only what holds the focus: a checkbox's
 * visually hidden input, not the box and ring beside it; a text area's caret line, not the box. Zoomed in, either
 * can stop at the screen's edge with the control cut in half.
 */
export function revealWhole(control: Element | null): void {
  // jsdom has no scrolling.
  control?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
