import type { CatalogCache } from './catalog/catalog-cache';
import type { Config } from './config';
import type { Db } from './db/client';
import type { TokenCache } from './http/token-cache';

/** Publishes a realtime event (the Pusher Channels protocol) on a channel. */
export interface Publisher {
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

/** Work that runs later (a demo shop's answer); tests replace it to run at once or not at all. */
export type Scheduler = (delayMs: number, task: () => Promise<void>) => void;

/** What every route may use; built once in main.ts, or per suite in the tests. */
export interface ServerDeps {
  db: Db;
  config: Config;
  now: () => Date;
  publisher: Publisher;
  schedule: Scheduler;
  /** The catalog's answers kept in memory for a few seconds (catalog/catalog-cache.ts). */
  catalog: CatalogCache;
  /** Bearer tokens' lookups kept in memory for a few seconds (http/token-cache.ts). */
  tokens: TokenCache;
}
