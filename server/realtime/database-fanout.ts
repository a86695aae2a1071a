import { MAX_NOTIFY_BYTES, type Notifications } from '../db/notifications';
import { HttpError } from '../http/http-error';
import type { SocketHub } from './socket-hub';

/** The channel events published on any instance go on, to reach every instance's sockets. */
export const REALTIME_CHANNEL = 'realtime';

interface Relayed {
  channel: string;
  event: string;
  data: string;
  except?: string;
}

function parse(payload: string): Relayed | null {
  try {
    const value = JSON.parse(payload) as Partial<Relayed>;
    const valid =
      typeof value.channel === 'string' &&
      typeof value.event === 'string' &&
      typeof value.data === 'string' &&
      (value.except === undefined || typeof value.except === 'string');
    return valid ? (value as Relayed) : null;
  } catch {
    return null;
  }
}

/**
 * Several instances on one PostgreSQL: a shopper's socket is on any one of them, so an event published through
 * one goes through the database, and every instance (this one too) delivers it to its own subscribed sockets.
 * One notification per channel keeps each under PostgreSQL's payload limit; a larger event is refused.
 */
export async function shareEventsThroughDatabase(hub: SocketHub, notifications: Notifications): Promise<void> {
  await notifications.listen(REALTIME_CHANNEL, (payload) => {
    const event = parse(payload);
    if (event) hub.deliver([event.channel], event.event, event.data, event.except);
  });
  hub.relayThrough(async (channels, event, data, except) => {
    const payloads = channels.map((channel) => JSON.stringify({ channel, event, data, except }));
    if (payloads.some((payload) => Buffer.byteLength(payload) > MAX_NOTIFY_BYTES)) {
      throw new HttpError(413, 'The event is too large.');
    }
    for (const payload of payloads) await notifications.notify(REALTIME_CHANNEL, payload);
  });
}
