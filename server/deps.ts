import type { RenderFirstScreen } from '../common/first-screen-drawing';
import type { CatalogCache } from './catalog/catalog-cache';
import type { Config } from './config';
import type { Db } from './db/client';
import type { TokenCache } from './http/token-cache';

/** Publishes a realtime event (the Pusher Channels protocol) on a channel. */
export interface Publisher {
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

/** What every route may use; built once in main.ts, or per suite in the tests. */
export interface ServerDeps {
  db: Db;
  config: Config;
  now: () => Date;
  publisher: Publisher;
  /** The catalog's answers kept in memory for a few seconds (catalog/catalog-cache.ts). */
  catalog: CatalogCache;
  /** Bearer tokens' lookups kept in memory for a few seconds (http/token-cache.ts). */
  tokens: TokenCache;
  /** The storefront's first-screen rendering; from the build's rendering entry when absent (web/first-screen-render.ts). */
  renderFirstScreen?: RenderFirstScreen;
}
