import { resolve } from 'node:path';

export type AppEnvironment = 'local' | 'production' | 'test';

export interface Config {
  port: number;
  host: string;
  appEnv: AppEnvironment;
  /** A PostgreSQL URL; when absent the embedded PGlite keeps its files in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the built storefront is (served under /build/). */
  distDir: string;
  realtime: {
    appId: string;
    key: string;
    secret: string;
    /** Set with PUSHER_HOST or PUSHER_CLUSTER to publish through a real Pusher(-compatible) service instead. */
    externalHost: string | undefined;
    externalCluster: string | undefined;
    externalPort: number | undefined;
    externalUseTls: boolean;
  };
  /** Seconds before a demo shop answers a customer's chat message; 0 turns the answers off. */
  demoReplyDelaySeconds: number;
}

function environment(value: string | undefined): AppEnvironment {
  if (value === 'production' || value === 'test') return value;
  return 'local';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    appEnv: environment(env.APP_ENV),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    realtime: {
      appId: env.PUSHER_APP_ID ?? 'storefront',
      key: env.PUSHER_APP_KEY ?? 'storefront-key',
      secret: env.PUSHER_APP_SECRET ?? 'storefront-secret',
      externalHost: env.PUSHER_HOST || undefined,
      externalCluster: env.PUSHER_CLUSTER || undefined,
      externalPort: env.PUSHER_PORT ? Number(env.PUSHER_PORT) : undefined,
      externalUseTls: env.PUSHER_USE_TLS !== 'false',
    },
    demoReplyDelaySeconds: Number(env.DEMO_REPLY_DELAY_SECONDS ?? 4),
  };
}
