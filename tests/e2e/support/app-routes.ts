import { readFileSync } from 'node:fs';
import { DEMO_ADDRESSES, DEMO_ORDERS, DEMO_RETURN, DEMO_TICKETS } from '../../../server/db/seed/facts';

/** A route of src/app/routes.ts as the browser tests need it. */
export interface RouteUnderTest {
  /** The pattern, e.g. `/shops/:id`. */
  pattern: string;
  /** The pattern with sample parameters filled in, e.g. `/shops/1`. */
  path: string;
  layout: string;
  /** The English title (the `msg` source text); null for the home page. */
  title: string | null;
}

const ROUTES_FILE = new URL('../../../src/app/routes.ts', import.meta.url);

// routes.ts uses Lingui's `msg` macro, which only runs inside Vite's compiler, so it cannot be imported here.
// Reading its entries as text keeps one list of routes: a route added there is tested here without an edit.
const ROUTE_ENTRY = /\{\s*path:\s*'([^']+)',\s*layout:\s*'(\w+)',\s*title:\s*(?:msg`([^`]*)`|null)/g;

const SAMPLE_PARAMS: Record<string, string> = { id: '1', slug: 'sample', ticketNumber: '1' };

function fillParams(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? '1');
}

/** Every route of the app, in the order routes.ts lists them. */
export function appRoutes(): RouteUnderTest[] {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const routes = [...source.matchAll(ROUTE_ENTRY)].map(([, pattern = '', layout = '', title]) => ({
    pattern,
    path: fillParams(pattern),
    layout,
    title: title ?? null,
  }));
  // An entry written another way would be missed silently: every `path:` must have been read.
  const entries = source.match(/\bpath:\s*'/g)?.length ?? 0;
  if (routes.length === 0 || routes.length !== entries) {
    throw new Error(`read ${routes.length} of ${entries} routes from src/app/routes.ts: update ROUTE_ENTRY`);
  }
  return routes;
}

/** Every account route of docs/requirements.md §2, with the demo customer's own ids. */
export const DEMO_ACCOUNT_PATHS = [
  '/dashboard',
  '/order-history',
  `/order-history/${DEMO_ORDERS.deliveredOutOfWindow.id}`,
  `/return-product/${DEMO_ORDERS.deliveredInWindow.id}`,
  '/returned-order-history',
  `/returned-order-history/${DEMO_RETURN.id}`,
  '/wishlist',
  '/profile',
  '/manage-address',
  '/manage-address/new',
  `/manage-address/${DEMO_ADDRESSES.office}/edit`,
  '/change-password',
  '/support-tickets',
  `/support-ticket/${DEMO_TICKETS.completed.number}`,
  '/massages',
];
