import type { OperationId } from './contract';
import type { UserRow } from './env';
import { KeptPromises } from './kept-promises';

/** The longest a token's lookup is reused; also the longest a token revoked by hand in the database still works. */
export const TOKEN_LOOKUP_TTL_MS = 5_000;
/** Lookups kept at most; the oldest go first. */
const MOST_TOKENS = 10_000;

/** The writes that change no account and no token. Any other write clears every lookup: one added later is safe. */
const IDENTITY_NEUTRAL_WRITES: ReadonlySet<OperationId> = new Set<OperationId>([
  'sendChatMessage',
  'storeChatMessage',
  'collectVoucher',
  'applyVoucher',
  'sendSupportMessage',
  'createProductReview',
  'addToCart',
  'incrementCartItem',
  'decrementCartItem',
  'deleteCartItem',
  'checkoutCart',
  'placeOrder',
  'payOrderAgain',
  'cancelOrder',
  'orderAgain',
  'toggleFavorite',
  'recordRecentlyViewed',
  'createReturnOrder',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'createSupportTicket',
  'replySupportTicket',
]);

/** The writes that change only the signed-in customer's own account or tokens: their lookups go, no one else's. */
const OWN_IDENTITY_WRITES: ReadonlySet<OperationId> = new Set<OperationId>([
  'logout',
  'updateLastSeen',
  'updateProfile',
  'changePassword',
]);

/** What a write makes the cache forget: every lookup, or one customer's. */
export type TokenForget = 'all' | { customerId: number };

/** Who holds a live bearer token. */
export interface TokenHolder {
  user: UserRow;
}

/**
 * Valid bearer tokens' lookups kept in memory for a few seconds: every call of a signed-in shopper starts with one,
 * and it was a quarter of a cart call's time. Only tokens found are kept (a stream of made-up tokens fills nothing);
 * a write clears what it may change (`afterWrite`), the lookups still under way included.
 */
export class TokenCache {
  private readonly kept: KeptPromises<TokenHolder | null>;
  /** Tells the other instances of the API (http/token-cache-fanout.ts); none on a single process. */
  private share?: (forget: TokenForget) => Promise<void>;

  constructor(ttlMs = TOKEN_LOOKUP_TTL_MS) {
    this.kept = new KeptPromises(ttlMs, MOST_TOKENS, (holder) => holder !== null);
  }

  /** The holder of the token with this hash, from a fresh lookup kept for the TTL or from `find`. */
  lookup(tokenHash: string, now: Date, find: () => Promise<TokenHolder | null>): Promise<TokenHolder | null> {
    return this.kept.get(tokenHash, now, find);
  }

  /** Forgets every lookup (those under way too: they go to their own callers only). */
  clear(): void {
    this.kept.clear();
  }

  /** Sends every forget of `afterWrite` on to `send` too, which resolves once it is sent. */
  shareForgets(send: (forget: TokenForget) => Promise<void>): void {
    this.share = send;
  }

  /** Forgets every lookup, or those of one customer (a lookup still under way may be theirs: it goes too). */
  forget(forget: TokenForget): void {
    if (forget === 'all') this.clear();
    else this.kept.forgetWhere((holder) => holder?.user.id === forget.customerId);
  }

  /**
   * Called after each write of the API, with the customer who made it (null for a visitor). Resolves once the other
   * instances were told, so a token signed out here is refused everywhere by the time the write is answered.
   */
  async afterWrite(operation: OperationId, customerId: number | null): Promise<void> {
    if (IDENTITY_NEUTRAL_WRITES.has(operation)) return;
    const forget: TokenForget = customerId === null || !OWN_IDENTITY_WRITES.has(operation) ? 'all' : { customerId };
    this.forget(forget);
    await this.share?.(forget);
  }
}
