import { join, resolve } from 'node:path';

/** `local`: the demo (dev outbox, pre-filled login, demo gateway). `production`: none of that. `test`: suites. */
export const APP_ENVIRONMENTS = ['local', 'production', 'test'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/** The realtime secret the demo ships with: anyone who reads the repository can sign events with it. */
export const DEMO_PUSHER_SECRET = 'storefront-secret';
const MIN_SECRET_LENGTH = 16;

export interface Config {
  port: number;
  host: string;
  /** Reverse proxies in front of the server that append the client to X-Forwarded-For; 0 trusts no header. */
  trustProxyHops: number;
  appEnv: AppEnvironment;
  /** A PostgreSQL URL; when absent the embedded PGlite keeps its files in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the image sizes and formats made from `media` are kept once made (server/media/variant-store.ts). */
  mediaCacheDir: string;
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

/** A setting the server will not start with; the message names the variable and what it accepts. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Whether the development-only parts exist: the dev outbox, the pre-filled demo login, the demo payment gateway. */
export function isLocal(config: Pick<Config, 'appEnv'>): boolean {
  return config.appEnv === 'local';
}

/** Reads settings strictly: a value that is set but malformed is a problem, never a silent default. */
class SettingsReader {
  readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  text(name: string, fallback: string): string {
    return this.env[name] || fallback;
  }

  optionalText(name: string): string | undefined {
    return this.env[name] || undefined;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
    this.problems.push(`${name} must be a whole number from ${min} to ${max} (it is "${raw}").`);
    return fallback;
  }

  flag(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    this.problems.push(`${name} must be true or false (it is "${raw}").`);
    return fallback;
  }

  /** Required and exact: a typo such as `Production` or `prod` must not start a demo with its dev outbox open. */
  environment(): AppEnvironment | null {
    const raw = this.env.APP_ENV;
    const known = APP_ENVIRONMENTS.find((name) => name === raw);
    if (known) return known;
    const given = raw === undefined ? 'it is not set' : `it is "${raw}"`;
    this.problems.push(`APP_ENV must be exactly one of ${APP_ENVIRONMENTS.join(', ')} (${given}).`);
    return null;
  }
}

/** Where the database is, for the server and for `npm run db:reset`. */
export function readDatabaseSettings(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'databaseUrl' | 'dataDir'> {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: resolve(env.DATA_DIR || '.data/pglite') };
}

/** The server's settings from its environment (README, "Configuration"); throws ConfigError on any bad one. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const read = new SettingsReader(env);
  const appEnv = read.environment();
  const database = readDatabaseSettings(env);
  const config: Config = {
    port: read.integer('PORT', 8080, 0, 65535),
    host: read.text('HOST', '127.0.0.1'),
    trustProxyHops: read.integer('TRUST_PROXY_HOPS', 0, 0, 10),
    appEnv: appEnv ?? 'production',
    ...database,
    mediaCacheDir: join(database.dataDir, 'media-variants'),
    distDir: resolve(read.text('DIST_DIR', 'dist')),
    realtime: {
      appId: read.text('PUSHER_APP_ID', 'storefront'),
      key: read.text('PUSHER_APP_KEY', 'storefront-key'),
      secret: read.text('PUSHER_APP_SECRET', DEMO_PUSHER_SECRET),
      externalHost: read.optionalText('PUSHER_HOST'),
      externalCluster: read.optionalText('PUSHER_CLUSTER'),
      externalPort: env.PUSHER_PORT ? read.integer('PUSHER_PORT', 443, 1, 65535) : undefined,
      externalUseTls: read.flag('PUSHER_USE_TLS', true),
    },
    demoReplyDelaySeconds: read.integer('DEMO_REPLY_DELAY_SECONDS', 4, 0, 3600),
  };
  const { secret } = config.realtime;
  if (appEnv === 'production' && (secret === DEMO_PUSHER_SECRET || secret.length < MIN_SECRET_LENGTH)) {
    read.problems.push(
      `PUSHER_APP_SECRET must be a secret of your own, at least ${MIN_SECRET_LENGTH} characters, in production: with the demo's, anyone could send events to shoppers.`,
    );
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
