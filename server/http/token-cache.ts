import type { OperationId } from './contract';
import type { UserRow } from './env';

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

/** A bearer token's row: the customer, and what the lookup needs to keep `last_used_at` current. */
export interface TokenHolder {
  user: UserRow;
  tokenId: number;
}

interface Kept {
  lookup: Promise<TokenHolder | null>;
  keptAt: number;
  /** Known once the lookup has found the token. */
  userId?: number;
}

/**
 * Valid bearer tokens' lookups kept in memory for a few seconds: every call of a signed-in shopper starts with one,
 * and it was a quarter of a cart call's time. Only tokens found are kept (a stream of made-up tokens fills nothing);
 * a write clears what it may change (`afterWrite`), the lookups still under way included.
 */
export class TokenCache {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly ttlMs = TOKEN_LOOKUP_TTL_MS) {}

  /** The holder of the token with this hash, from a fresh lookup kept for `ttlMs` or from `find`. */
  lookup(tokenHash: string, now: Date, find: () => Promise<TokenHolder | null>): Promise<TokenHolder | null> {
    const at = now.getTime();
    const found = this.kept.get(tokenHash);
    if (found && at >= found.keptAt && at - found.keptAt < this.ttlMs) return found.lookup;
    this.kept.delete(tokenHash);
    if (this.kept.size >= MOST_TOKENS) this.kept.delete(this.kept.keys().next().value as string);
    const entry: Kept = { lookup: find(), keptAt: at };
    this.kept.set(tokenHash, entry);
    const forget = () => {
      if (this.kept.get(tokenHash) === entry) this.kept.delete(tokenHash);
    };
    entry.lookup.then((holder) => {
      if (holder) entry.userId = holder.user.id;
      else forget();
    }, forget);
    return entry.lookup;
  }

  /** Forgets every lookup (those under way too: they go to their own callers only). */
  clear(): void {
    this.kept.clear();
  }

  /** Called after each write of the API, with the customer who made it (null for a visitor). */
  afterWrite(operation: OperationId | undefined, customerId: number | null): void {
    if (operation !== undefined && IDENTITY_NEUTRAL_WRITES.has(operation)) return;
    if (operation === undefined || customerId === null || !OWN_IDENTITY_WRITES.has(operation)) {
      this.clear();
      return;
    }
    // A lookup still under way may be this customer's: it goes too.
    for (const [hash, entry] of this.kept) {
      if (entry.userId === undefined || entry.userId === customerId) this.kept.delete(hash);
    }
  }
}
