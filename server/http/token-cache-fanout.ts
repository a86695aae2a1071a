import type { Notifications } from '../db/notifications';
import type { TokenCache, TokenForget } from './token-cache';

/** The channel every instance's token forgets go on: `all`, or the id of the customer whose lookups go. */
export const TOKEN_CACHE_CHANNEL = 'token_cache';

/** A payload this version does not read forgets everything: too much is only slower, too little lets a token live. */
function forgetOf(payload: string): TokenForget {
  return /^[1-9]\d{0,15}$/.test(payload) ? { customerId: Number(payload) } : 'all';
}

/**
 * Several instances on one PostgreSQL: a token signed out, or a password changed, through one instance must be
 * refused by every other at once, not once their kept lookups expire. Each forget goes to all of them; a listener
 * that lost its connection may have missed some, so it forgets everything.
 */
export async function shareTokenForgets(tokens: TokenCache, notifications: Notifications): Promise<void> {
  await notifications.listen(
    TOKEN_CACHE_CHANNEL,
    (payload) => tokens.forget(forgetOf(payload)),
    () => tokens.clear(),
  );
  tokens.shareForgets(async (forget) => {
    const payload = forget === 'all' ? 'all' : String(forget.customerId);
    try {
      await notifications.notify(TOKEN_CACHE_CHANNEL, payload);
    } catch (error) {
      // The write went through; the others keep the lookup for the cache's few seconds at most.
      console.warn('Could not tell the other instances to forget tokens:', (error as Error).message);
    }
  });
}
