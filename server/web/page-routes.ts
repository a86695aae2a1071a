import type { MessageKey } from '../i18n/say';

/**
 * The storefront's routes (src/app/routes.ts) as the server needs them for a page's head: the title the app gives
 * each one and whether it is a shopper's own page. Private pages carry no shopper's data from the server, are never
 * stored by a cache and are kept out of search engines (robots.txt, `noindex`).
 */
export interface PageRoute {
  path: string;
  /** The route's title (`{title} - {app name}`); the home page has none. */
  title: MessageKey | null;
  isPrivate: boolean;
}

const route = (path: string, title: MessageKey | null, isPrivate = false): PageRoute => ({ path, title, isPrivate });

export const PAGE_ROUTES: PageRoute[] = [
  route('/', null),
  route('/shops', 'title.shops'),
  route('/shops/:id', 'title.shop'),
  route('/products', 'title.products'),
  route('/products/:id/details', 'title.productDetails'),
  route('/categories', 'title.categories'),
  route('/categories/:slug', 'title.category'),
  route('/most-popular', 'title.mostPopular'),
  route('/best-deal', 'title.bestDeals'),
  route('/flash-sale/:id', 'title.flashSale'),
  route('/checkout', 'title.checkout', true),
  route('/buynow', 'title.buyNow', true),
  route('/support', 'title.support'),
  route('/terms-and-conditions', 'title.terms'),
  route('/privacy-policy', 'title.privacy'),
  route('/return-policy', 'title.returnPolicy'),
  route('/about-us', 'title.aboutUs'),
  route('/contact-us', 'title.contactUs'),
  route('/page/:slug', 'title.page'),
  route('/shop/register', 'title.becomeSeller'),
  route('/shop/register/confirm', 'title.confirmSeller', true),
  route('/blogs', 'title.blogs'),
  route('/blog/:slug', 'title.blog'),
  route('/dashboard', 'title.dashboard', true),
  route('/order-history', 'title.orderHistory', true),
  route('/order-history/:id', 'title.orderDetails', true),
  route('/return-product/:id', 'title.returnProduct', true),
  route('/returned-order-history', 'title.returnOrders', true),
  route('/returned-order-history/:id', 'title.returnOrderDetails', true),
  route('/wishlist', 'title.wishlist', true),
  route('/profile', 'title.profile', true),
  route('/manage-address', 'title.manageAddress', true),
  route('/manage-address/new', 'title.newAddress', true),
  route('/manage-address/:id/edit', 'title.editAddress', true),
  route('/change-password', 'title.changePassword', true),
  route('/support-tickets', 'title.supportTickets', true),
  route('/support-ticket/:ticketNumber', 'title.supportTicket', true),
  route('/massages', 'title.messages', true),
];

/** The title of any other path (the app's not-found screen). */
export const NOT_FOUND_TITLE: MessageKey = 'title.notFound';

/** A route the page's address matches, with its parameters, as the app's router matches it (one segment each). */
export interface MatchedRoute {
  route: PageRoute;
  params: Record<string, string>;
}

export function matchPageRoute(pathname: string): MatchedRoute | null {
  const parts = pathname.split('/');
  for (const candidate of PAGE_ROUTES) {
    const pattern = candidate.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = part;
        return part !== '';
      }
      return segment === part;
    });
    if (matches) return { route: candidate, params };
  }
  return null;
}

/** The path prefixes robots.txt keeps crawlers out of: every private page, and what is not a page. */
export function privatePathPrefixes(): string[] {
  const pages = PAGE_ROUTES.filter((candidate) => candidate.isPrivate).map(
    (candidate) => candidate.path.split('/:')[0] as string,
  );
  return [...new Set([...pages, '/cart', '/api/', '/payments/', '/dev/'])];
}
