import type { Server } from 'node:http';
import type { Config } from '../config';
import type { Notifications } from '../db/notifications';
import type { Publisher } from '../deps';
import { shareEventsThroughDatabase } from './database-fanout';
import { publishesExternally, pusherPublisher } from './publisher';
import { SocketHub } from './socket-hub';

/** The realtime side of the server: publishing events, and the Pusher-protocol socket on the HTTP server. */
export interface Realtime {
  publisher: Publisher;
  /** Accepts pusher-js sockets on the HTTP server (path /app/{key}). */
  attach(server: Server): void;
  close(): Promise<void>;
  /**
   * Several instances on one PostgreSQL: events published through this server's own hub reach the sockets of every
   * instance (realtime/database-fanout.ts). Nothing to do with an external service, which has all the sockets.
   */
  shareThrough(notifications: Notifications): Promise<void>;
}

export interface RealtimeOptions {
  /** Pusher's defaults: 120 s of silence before a ping, 30 s to answer it. Tests shorten them. */
  activityTimeoutSeconds?: number;
  pongTimeoutSeconds?: number;
}

/**
 * Publishes through the `pusher` SDK; with no external service configured, the server itself is the Pusher
 * service: pusher-js connects to its socket and the SDK posts to its REST endpoint (server/realtime/rest.ts).
 */
export function createRealtime(config: Config, options: RealtimeOptions = {}): Realtime {
  const external = publishesExternally(config.realtime);
  const hub = new SocketHub({
    key: config.realtime.key,
    secret: config.realtime.secret,
    activityTimeoutSeconds: options.activityTimeoutSeconds ?? 120,
    pongTimeoutSeconds: options.pongTimeoutSeconds ?? 30,
  });
  let attached: Server | undefined;
  return {
    publisher: pusherPublisher(config.realtime, () => attached),
    attach(server) {
      attached = server;
      // With an external service the storefront connects there, so this server takes no sockets.
      if (!external) hub.attach(server);
    },
    close: () => hub.close(),
    shareThrough: async (notifications) => {
      if (!external) await shareEventsThroughDatabase(hub, notifications);
    },
  };
}
