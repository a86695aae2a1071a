import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7999;
/** Waits between attempts to bring a lost listening connection back, doubling up to the last. */
const RETRY_MS = [200, 400, 800, 1600, 3200, 5000];
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

interface Listener {
  onMessage: (payload: string) => void;
  /** The connection came back: messages sent meanwhile were missed. */
  onReconnect?: () => void;
}

/**
 * Messages between the instances of the API that share one PostgreSQL database (LISTEN/NOTIFY): every instance
 * listening on a channel receives what any of them sends on it, the sender included.
 */
export interface Notifications {
  /** Sends once the database has it; every listening instance gets it after that. */
  notify(channel: string, payload: string): Promise<void>;
  /** Resolves once the channel is listened to. */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on a connection of its own, outside the pool (a pooled connection goes back to others and would stop
 * listening); sends through the pool. A lost connection is opened again, and each listener is told.
 */
export async function openNotifications(url: string, db: Db): Promise<Notifications> {
  const listeners = new Map<string, Listener[]>();
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const receive = (message: pg.Notification) => {
    for (const listener of listeners.get(message.channel) ?? []) listener.onMessage(message.payload ?? '');
  };

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', receive);
    // Without a handler an idle connection's error would crash the process; it is answered by reconnecting.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`LISTEN ${channel}`);
    return next;
  };

  const reconnect = (attempt: number) => {
    if (closed) return;
    retryTimer = setTimeout(
      async () => {
        retryTimer = undefined;
        if (closed) return;
        try {
          client = await connect();
        } catch (error) {
          if (closed) return;
          console.warn('PostgreSQL notifications: reconnecting failed:', (error as Error).message);
          reconnect(attempt + 1);
          return;
        }
        if (closed) {
          await client.end().catch(() => undefined);
          return;
        }
        for (const listener of [...listeners.values()].flat()) listener.onReconnect?.();
      },
      RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)],
    );
  };

  function lost(which: pg.Client) {
    if (closed || which !== client) return;
    client = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => undefined);
    console.warn('PostgreSQL notifications: the listening connection was lost; reconnecting.');
    reconnect(0);
  }

  client = await connect();

  return {
    async notify(channel, payload) {
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) throw new Error(`A notification on ${channel} is too large.`);
      await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    async listen(channel, onMessage, onReconnect) {
      if (!CHANNEL.test(channel)) throw new Error(`bad notification channel ${channel}`);
      const known = listeners.get(channel);
      listeners.set(channel, [...(known ?? []), { onMessage, onReconnect }]);
      // A connection being reopened listens to every known channel once it is up.
      if (!known && client) await client.query(`LISTEN ${channel}`);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
