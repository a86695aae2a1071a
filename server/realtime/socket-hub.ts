import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { channelAuth, sameText } from './signatures';

export interface HubOptions {
  key: string;
  secret: string;
  /** Seconds of silence from a client before the server pings it (sent to pusher-js in the handshake). */
  activityTimeoutSeconds: number;
  /** Seconds a pinged client has to answer before its socket is closed. */
  pongTimeoutSeconds: number;
}

interface Client {
  socket: WebSocket;
  id: string;
  channels: Set<string>;
  idleTimer: NodeJS.Timeout;
}

interface ClientEvent {
  event?: unknown;
  data?: unknown;
}

// Pusher's close codes: 4001 unknown app key (pusher-js gives up), 4200 reconnect now, 4201 no pong in time.
const UNKNOWN_APP = 4001;
const GOING_AWAY = 4200;
const PONG_NOT_RECEIVED = 4201;
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
const APP_PATH = /^\/app\/([^/]+)$/;

/** The hub attached to each HTTP server, so the REST endpoint of that server delivers to its own sockets. */
const hubs = new WeakMap<Server, SocketHub>();

export function hubOf(server: Server | undefined): SocketHub | undefined {
  return server ? hubs.get(server) : undefined;
}

/** The Pusher Channels protocol (version 7) over WebSockets at /app/{key}, as pusher-js speaks it. */
export class SocketHub {
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly clients = new Set<Client>();
  private readonly subscribers = new Map<string, Set<Client>>();

  constructor(private readonly options: HubOptions) {}

  attach(server: Server): void {
    hubs.set(server, this);
    server.on('upgrade', this.upgrade);
  }

  /** Where published events go instead of straight to this hub's sockets (realtime/database-fanout.ts). */
  private relay?: (channels: string[], event: string, data: string, exceptSocketId?: string) => Promise<void>;

  /** Sends what `publish` is given through `relay`, which must end in `deliver` on every instance's hub. */
  relayThrough(relay: NonNullable<SocketHub['relay']>): void {
    this.relay = relay;
  }

  /** An event published on this server: to every instance's sockets when there are several, else to its own. */
  async publish(channels: string[], event: string, data: string, exceptSocketId?: string): Promise<void> {
    if (this.relay) await this.relay(channels, event, data, exceptSocketId);
    else this.deliver(channels, event, data, exceptSocketId);
  }

  /** Sends an event to every socket of this process subscribed to one of the channels (but the one that caused it). */
  deliver(channels: string[], event: string, data: string, exceptSocketId?: string): void {
    for (const channel of channels) {
      const frame = JSON.stringify({ event, channel, data });
      for (const client of this.subscribers.get(channel) ?? []) {
        if (client.id !== exceptSocketId) client.socket.send(frame);
      }
    }
  }

  /** Closes every socket with "reconnect" (so pusher-js comes back when the server does) and stops the timers. */
  async close(): Promise<void> {
    const closing = [...this.clients].map(
      (client) =>
        new Promise<void>((resolve) => {
          client.socket.once('close', () => resolve());
          client.socket.close(GOING_AWAY, 'Server shutting down');
          // A peer that never answers the close handshake must not hold the server open.
          setTimeout(() => client.socket.terminate(), 1000).unref();
        }),
    );
    await Promise.all(closing);
    this.sockets.close();
  }

  private readonly upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const match = APP_PATH.exec((request.url ?? '/').split('?')[0] ?? '');
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    const knownKey = sameText(match[1] ?? '', this.options.key);
    this.sockets.handleUpgrade(request, socket, head, (ws) => {
      if (knownKey) this.connect(ws);
      else this.refuse(ws);
    });
  };

  /** What Pusher does for an unknown key: say why, then close with 4001 so pusher-js does not retry. */
  private refuse(ws: WebSocket): void {
    const message = 'Application does not exist';
    sendError(ws, UNKNOWN_APP, message);
    ws.close(UNKNOWN_APP, message);
  }

  private connect(socket: WebSocket): void {
    const client: Client = {
      socket,
      id: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Set(),
      idleTimer: setTimeout(() => this.ping(client), this.options.activityTimeoutSeconds * 1000),
    };
    this.clients.add(client);
    socket.on('message', (raw) => this.receive(client, raw));
    socket.on('close', () => this.forget(client));
    socket.on('error', () => socket.terminate());
    this.send(client, 'pusher:connection_established', {
      socket_id: client.id,
      activity_timeout: this.options.activityTimeoutSeconds,
    });
  }

  /** Pusher sends `data` as a JSON string inside the JSON frame; pusher-js parses it twice. */
  private send(client: Client, event: string, data: unknown, channel?: string): void {
    const frame = channel === undefined ? { event, data } : { event, channel, data };
    client.socket.send(JSON.stringify({ ...frame, data: JSON.stringify(data) }));
  }

  /** Silence for the activity timeout: ping, and close the socket if the pong does not come in time. */
  private ping(client: Client): void {
    this.send(client, 'pusher:ping', {});
    client.idleTimer = setTimeout(
      () => client.socket.close(PONG_NOT_RECEIVED, 'Pong reply not received'),
      this.options.pongTimeoutSeconds * 1000,
    );
  }

  private receive(client: Client, raw: RawData): void {
    clearTimeout(client.idleTimer);
    client.idleTimer = setTimeout(() => this.ping(client), this.options.activityTimeoutSeconds * 1000);

    let message: ClientEvent;
    try {
      message = JSON.parse(raw.toString()) as ClientEvent;
    } catch {
      sendError(client.socket, null, 'The message is not JSON.');
      return;
    }
    // pusher-js sends `data` as an object; other clients may send it as a JSON string.
    const data = (typeof message.data === 'string' ? safeParse(message.data) : message.data) as Record<string, unknown>;
    switch (message.event) {
      case 'pusher:ping':
        this.send(client, 'pusher:pong', {});
        break;
      case 'pusher:subscribe':
        this.subscribe(client, String(data?.channel ?? ''), typeof data?.auth === 'string' ? data.auth : undefined);
        break;
      case 'pusher:unsubscribe':
        this.unsubscribe(client, String(data?.channel ?? ''));
        break;
      default:
        // pusher:pong needs nothing more; client events (client-*) are not enabled on this server.
        break;
    }
  }

  private subscribe(client: Client, channel: string, auth: string | undefined): void {
    const refusal = this.refusal(client, channel, auth);
    if (refusal) {
      // pusher-js passes this to the channel's `pusher:subscription_error` handlers (as Pusher-compatible servers do).
      this.send(client, 'pusher:subscription_error', { type: 'AuthError', error: refusal, status: 401 }, channel);
      return;
    }
    client.channels.add(channel);
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
    }
    set.add(client);
    this.send(client, 'pusher_internal:subscription_succeeded', {}, channel);
  }

  /** Why a subscription is refused, or null: public channels are open, private ones need the server's signature. */
  private refusal(client: Client, channel: string, auth: string | undefined): string | null {
    if (!CHANNEL_NAME.test(channel)) return 'Invalid channel name.';
    if (channel.startsWith('presence-')) return 'Presence channels are not supported.';
    if (!channel.startsWith('private-')) return null;
    const expected = channelAuth(this.options.key, this.options.secret, client.id, channel);
    return auth && sameText(auth, expected) ? null : 'Invalid signature.';
  }

  private unsubscribe(client: Client, channel: string): void {
    client.channels.delete(channel);
    const set = this.subscribers.get(channel);
    set?.delete(client);
    if (set?.size === 0) this.subscribers.delete(channel);
  }

  private forget(client: Client): void {
    clearTimeout(client.idleTimer);
    for (const channel of client.channels) this.unsubscribe(client, channel);
    this.clients.delete(client);
  }
}

/** `pusher:error` is the one event whose data Pusher sends as an object rather than a JSON string. */
function sendError(socket: WebSocket, code: number | null, message: string): void {
  socket.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
