import type { Options } from 'pusher-js';
import type { MasterSettings } from './endpoints/settings';

/**
 * Where the live chat connects, from the settings (/master): the app key, and either Pusher's hosted
 * service (its cluster) or a self-hosted Pusher-compatible service (host, port, TLS), such as the reference API's.
 */
export interface RealtimeConfig {
  key: string;
  cluster: string;
  host: string | null;
  port: number | null;
  useTls: boolean;
}

/** The channel and event of docs/requirements.md §7: the shop wrote to this shopper (the payload is not read). */
export const chatChannelOf = (userId: number) => `chat_user_${userId}`;
export const CHAT_MESSAGE_EVENT = 'send-message-to-user';

/** Pusher's default cluster, used when the settings name none. */
const DEFAULT_CLUSTER = 'mt1';

/** The realtime settings, or null when no key is configured (then nothing subscribes, docs/requirements.md §7). */
export function realtimeConfigOf(settings: MasterSettings): RealtimeConfig | null {
  const key = settings.pusher_app_key?.trim();
  if (!key) return null;
  return {
    key,
    cluster: settings.pusher_app_cluster || DEFAULT_CLUSTER,
    host: settings.pusher_host || null,
    port: settings.pusher_port ?? null,
    useTls: settings.pusher_use_tls ?? true,
  };
}

/** pusher-js options: the hosted service by cluster, or the self-hosted one on its host and port (WebSocket only). */
export function pusherOptionsOf(config: RealtimeConfig): Options {
  if (!config.host) return { cluster: config.cluster, forceTLS: true };
  const port = config.port ?? (config.useTls ? 443 : 80);
  return {
    cluster: config.cluster,
    wsHost: config.host,
    wsPort: port,
    wssPort: port,
    forceTLS: config.useTls,
    // A self-hosted service speaks WebSockets only: no HTTP fallbacks, no stats to Pusher's servers.
    enabledTransports: config.useTls ? ['wss'] : ['ws'],
    disableStats: true,
  };
}

/**
 * Listens for the shop's messages to a shopper. pusher-js is loaded here, on the first subscription, so
 * visitors never download it. `chat_user_{id}` is a public channel (the event carries no text; the messages
 * are fetched with the shopper's token), so no channel authorisation is needed. Returns the unsubscribe,
 * which also works while pusher-js is still loading.
 */
export function subscribeToUserChat(config: RealtimeConfig, userId: number, onMessage: () => void): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  const channelName = chatChannelOf(userId);
  const handler = () => onMessage();

  import('pusher-js')
    // The library is set up and connects in a task after the one that evaluated it: together they made one
    // long task on a slow phone.
    .then((module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 0)))
    .then(({ default: Pusher }) => {
      if (stopped) return;
      const pusher = new Pusher(config.key, pusherOptionsOf(config));
      const channel = pusher.subscribe(channelName);
      channel.bind(CHAT_MESSAGE_EVENT, handler);
      // Closing the connection ends the subscription. An unsubscribe first would, while the subscription is
      // still pending, make pusher-js send on the closing socket once the server confirms it (a console error).
      stop = () => {
        channel.unbind(CHAT_MESSAGE_EVENT, handler);
        pusher.disconnect();
      };
    })
    .catch((error: unknown) => {
      // Live updates are a convenience: the chat still works by its own refreshes when the library fails to load.
      console.warn('Live chat is unavailable:', error);
    });

  return () => {
    stopped = true;
    stop?.();
    stop = undefined;
  };
}
