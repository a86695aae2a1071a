import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counted event of a rate limit (auth/rate-limit.ts): which rule, whose key (hashed, so a long or odd
 * identifier costs the same as any other) and when. In the database, so every instance of the server counts
 * together; rows older than the longest window are deleted.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    rule: text('rule').notNull(),
    keyHash: text('key_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_key').on(t.rule, t.keyHash, t.at), index('rate_limit_hits_at').on(t.at)],
);
