import type { Config } from '../config';

/** What `/master` tells the storefront about where to open its realtime socket (the contract's pusher_* fields). */
export interface RealtimeClientSettings {
  pusher_app_cluster?: string;
  pusher_host?: string;
  pusher_port?: number;
  pusher_use_tls?: boolean;
}

/**
 * Pusher's hosted service is named by its cluster alone. A self-hosted service is named by host, port and TLS:
 * the configured external one, or this server's own socket, which is on the origin the shopper's page came from
 * (`pageOrigin`: a development proxy in front of this server forwards the socket too).
 */
export function realtimeClientSettings(config: Config['realtime'], pageOrigin: string): RealtimeClientSettings {
  if (config.externalHost) {
    const port = config.externalPort ?? (config.externalUseTls ? 443 : 80);
    return { pusher_host: config.externalHost, pusher_port: port, pusher_use_tls: config.externalUseTls };
  }
  if (config.externalCluster) return { pusher_app_cluster: config.externalCluster };
  const page = new URL(pageOrigin);
  const tls = page.protocol === 'https:';
  return { pusher_host: page.hostname, pusher_port: Number(page.port) || (tls ? 443 : 80), pusher_use_tls: tls };
}
