import type { IncomingMessage, Server } from 'node:http';
import type { Context, Hono } from 'hono';
import { customerFromToken } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fieldError, HttpError } from '../http/http-error';
import { chatChannel } from './channels';
import { channelAuth, md5Hex, requestSignature, SOCKET_ID, sameText } from './signatures';
import { hubOf } from './socket-hub';

/** How old a signed request may be (Pusher's own limit). */
const MAX_CLOCK_SKEW_SECONDS = 600;

interface TriggerBody {
  name?: unknown;
  data?: unknown;
  channels?: unknown;
  channel?: unknown;
  socket_id?: unknown;
}

/** The HTTP server a request came in on (@hono/node-server passes the Node request as `env.incoming`). */
function serverOf(c: Context<AppEnv>): Server | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return (incoming?.socket as { server?: Server } | undefined)?.server;
}

/** Checks auth_key, auth_timestamp, auth_version, body_md5 and auth_signature as the Pusher HTTP API does. */
function verifySignedRequest(c: Context<AppEnv>, rawBody: string): void {
  const { key, secret } = c.get('deps').config.realtime;
  const query = c.req.query();
  // The signer (the pusher SDK) stamps requests with the wall clock, so freshness is checked against it too.
  const age = Math.abs(Date.now() / 1000 - Number(query.auth_timestamp));
  const signed =
    query.auth_key === key &&
    query.auth_version === '1.0' &&
    age <= MAX_CLOCK_SKEW_SECONDS &&
    query.body_md5 === md5Hex(rawBody) &&
    sameText(query.auth_signature ?? '', requestSignature(secret, c.req.method, c.req.path, query));
  if (!signed) throw new HttpError(401, 'Invalid signature.');
}

function channelsOf(body: TriggerBody): string[] | null {
  const list = Array.isArray(body.channels) ? body.channels : typeof body.channel === 'string' ? [body.channel] : [];
  const valid = list.length > 0 && list.length <= 100 && list.every((name) => typeof name === 'string');
  return valid ? (list as string[]) : null;
}

/** The fields of a form (as pusher-js sends them) or of a JSON body. */
async function fieldsOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json'))
    return ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  return (await c.req.parseBody()) as Record<string, unknown>;
}

/** The Pusher Channels HTTP API this server answers: signed event publishing and private-channel auth. */
export function realtimeRestRoutes(app: Hono<AppEnv>): void {
  app.post('/apps/:appId/events', async (c) => {
    if (c.req.param('appId') !== c.get('deps').config.realtime.appId) throw new HttpError(404, 'Unknown app.');
    const rawBody = await c.req.text();
    verifySignedRequest(c, rawBody);

    let body: TriggerBody;
    try {
      body = JSON.parse(rawBody) as TriggerBody;
    } catch {
      return c.json({ message: 'The body is not JSON.' }, 400);
    }
    const channels = channelsOf(body);
    if (typeof body.name !== 'string' || typeof body.data !== 'string' || !channels) {
      return c.json({ message: 'An event needs a name, data as a string and 1 to 100 channels.' }, 400);
    }
    const except = typeof body.socket_id === 'string' ? body.socket_id : undefined;
    await hubOf(serverOf(c))?.publish(channels, body.name, body.data, except);
    return c.json({});
  });

  // Private channels: a signed-in customer may listen on their own chat channel only (Laravel's broadcasting auth).
  app.post('/broadcasting/auth', async (c) => {
    const { user } = await customerFromToken(c);
    const fields = await fieldsOf(c);
    const socketId = String(fields.socket_id ?? '');
    const channel = String(fields.channel_name ?? '');
    if (!user || channel !== `private-${chatChannel(user.id)}`)
      throw new HttpError(403, 'This action is unauthorized.');
    if (!SOCKET_ID.test(socketId)) throw fieldError('socket_id', 'The socket id is invalid.');
    const { key, secret } = c.get('deps').config.realtime;
    return c.json({ auth: channelAuth(key, secret, socketId, channel) });
  });
}
