import type { OperationId } from '../http/contract';
import { KeptPromises } from '../http/kept-promises';

/**
 * The longest a catalog answer is served from memory. It is also the longest that what no call of the API
 * changes shows late: a flash sale's start or end, a row changed in the database by hand.
 */
export const CATALOG_ANSWER_TTL_MS = 5_000;
/** Answers kept at most (a listing's every filter is a key of its own); the oldest go first. */
const MOST_ANSWERS = 1_000;

/**
 * The calls that write without changing anything a catalog answer shows (carts, favourites, which answers
 * overlay per customer, recently viewed products, accounts, chat). Any other write, an order or a review say,
 * clears the cache: a write added later is safe until it is listed here.
 */
const CATALOG_NEUTRAL_WRITES: ReadonlySet<OperationId> = new Set<OperationId>([
  'login',
  'register',
  'sendOtp',
  'verifyOtp',
  'resetPassword',
  'socialLogin',
  'logout',
  'updateLastSeen',
  'updateProfile',
  'changePassword',
  'sendChatMessage',
  'storeChatMessage',
  'collectVoucher',
  'applyVoucher',
  'sendSupportMessage',
  'addToCart',
  'incrementCartItem',
  'decrementCartItem',
  'deleteCartItem',
  'checkoutCart',
  'payOrderAgain',
  'orderAgain',
  'toggleFavorite',
  'recordRecentlyViewed',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'createSupportTicket',
  'replySupportTicket',
]);

/**
 * The catalog's answers as a visitor sees them (the home page, a page of a listing, a product page), kept in
 * memory for a few seconds: most of the catalog's reads are the same few answers asked for again and again,
 * and the embedded database answers one query at a time. An answer asked for by many shoppers at once is
 * worked out once. What is the customer's own (`is_favorite`) is laid over it per call (catalog-answers.ts).
 */
export class CatalogCache {
  private readonly kept: KeptPromises<unknown>;

  constructor(ttlMs = CATALOG_ANSWER_TTL_MS) {
    this.kept = new KeptPromises(ttlMs, MOST_ANSWERS);
  }

  /** The kept answer for `key` while it is fresh at `now`, or the one `work` gives (kept unless it fails). */
  answer<T>(key: string, now: Date, work: () => Promise<T>): Promise<T> {
    return this.kept.get(key, now, work) as Promise<T>;
  }

  /** Forgets every answer (those still being worked out too: they go to their own callers only). */
  clear(): void {
    this.kept.clear();
  }

  /** Called after each write of the API: clears unless the write is known to leave the catalog as it was. */
  afterWrite(operation: OperationId): void {
    if (!CATALOG_NEUTRAL_WRITES.has(operation)) this.clear();
  }
}

/** A key for an operation's query: the same parameters in any order make the same key. */
export function answerKey(operation: OperationId, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${operation}?${JSON.stringify(entries)}`;
}
