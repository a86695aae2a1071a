/**
 * The pages the server draws (server/web/first-screen.ts): each reveals itself once its own first screen is in
 * (useRevealAppWhen); every other page shows at once.
 */
export function isDrawnByServer(pathname: string): boolean {
  return pathname === '/' || pathname === '/products' || PRODUCT_PAGE.test(pathname);
}

/** A product page's address; the product's id is its one group. */
export const PRODUCT_PAGE = /^\/products\/([1-9]\d{0,8})\/details$/;
