import type { users } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { OperationId } from './contract';

export type UserRow = typeof users.$inferSelect;

/** Hono's variables: the deps, the customer behind the bearer token (null for a visitor), the operation. */
export interface AppEnv {
  Variables: {
    deps: ServerDeps;
    user: UserRow | null;
    /** The contract's operation being served (set once its route matched). */
    operation?: OperationId;
  };
}
