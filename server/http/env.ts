import type { users } from '../db/schema';
import type { ServerDeps } from '../deps';

export type UserRow = typeof users.$inferSelect;

/** Hono's variables: the deps, and the customer behind the bearer token (null for a visitor). */
export interface AppEnv {
  Variables: {
    deps: ServerDeps;
    user: UserRow | null;
  };
}
