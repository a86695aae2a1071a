/**
 * docs/requirements.md §2: the cart's side tab stays off the checkout pages (the cart is the page there) and the
 * blog. Apart from the tab's own code, so the layouts can keep their content clear of it before it loads.
 */
export function showsCartSideTab(path: string): boolean {
  if (path === '/checkout' || path === '/buynow') return false;
  return path !== '/blogs' && !path.startsWith('/blog/');
}

/**
 * The class that keeps a part of the page clear of the tab (src/styles.css, `.clear-of-cart-tab`), where it shows:
 * nothing fixed may cover a control.
 */
export function cartTabClearance(path: string): string {
  return showsCartSideTab(path) ? 'clear-of-cart-tab' : '';
}
