import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import type { Config } from '../config';
import type { Publisher } from '../deps';

type RealtimeConfig = Config['realtime'];

/** Whether events go to a real Pusher (or Pusher-compatible) service rather than this server's own sockets. */
export function publishesExternally(config: RealtimeConfig): boolean {
  return Boolean(config.externalHost || config.externalCluster);
}

function externalClient(config: RealtimeConfig): Pusher {
  const credentials = { appId: config.appId, key: config.key, secret: config.secret, useTLS: config.externalUseTls };
  if (config.externalHost) {
    const port = config.externalPort === undefined ? {} : { port: String(config.externalPort) };
    return new Pusher({ ...credentials, host: config.externalHost, ...port });
  }
  return new Pusher({ ...credentials, cluster: config.externalCluster ?? 'mt1' });
}

/** This server's own REST endpoint, on loopback when it listens on every interface. */
function localClient(config: RealtimeConfig, server: Server): Pusher {
  const address = server.address() as AddressInfo | null;
  if (!address) throw new Error('The realtime publisher needs the HTTP server to be listening.');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    host,
    port: String(address.port),
    useTLS: false,
  });
}

/**
 * Publishes through the `pusher` SDK: to the configured external service, or to this server's own REST endpoint
 * (whose port is only known once the server listens, so the client is made on first use).
 */
export function pusherPublisher(config: RealtimeConfig, server: () => Server | undefined): Publisher {
  let client: Pusher | undefined;
  const connect = (): Pusher => {
    if (publishesExternally(config)) return externalClient(config);
    const attached = server();
    if (!attached) throw new Error('The realtime publisher needs attach(server) first.');
    return localClient(config, attached);
  };
  return {
    async publish(channel, event, data) {
      client ??= connect();
      await client.trigger(channel, event, data);
    },
  };
}
