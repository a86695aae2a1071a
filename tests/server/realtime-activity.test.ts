import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readConfig } from '../../server/config';
import { createRealtime, type Realtime } from '../../server/realtime';

/**
 * Idle sockets: after the activity timeout without a word from the client the server pings it, and closes the
 * socket when no pong follows. The timeouts are shortened to one second (only the socket is needed, no database).
 */

const config = readConfig({ APP_ENV: 'test' });
let realtime: Realtime;
let http: Server;
let url: string;

beforeAll(async () => {
  realtime = createRealtime(config, { activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 });
  http = createServer((_request, response) => response.writeHead(404).end());
  realtime.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/app/${config.realtime.key}?protocol=7`;
});

afterAll(async () => {
  await realtime.close();
  await new Promise((resolve) => http.close(resolve));
});

function events(socket: WebSocket): string[] {
  const seen: string[] = [];
  socket.on('message', (raw) => seen.push((JSON.parse(raw.toString()) as { event: string }).event));
  return seen;
}

describe('an idle socket', () => {
  it('is pinged after the activity timeout and closed with 4201 when it does not answer', async () => {
    const socket = new WebSocket(url);
    const seen = events(socket);
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(seen).toEqual(['pusher:connection_established', 'pusher:ping']);
    expect(code).toBe(4201);
  });

  it('stays open while it answers the pings', async () => {
    const socket = new WebSocket(url);
    const seen = events(socket);
    socket.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as { event: string }).event === 'pusher:ping') {
        socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      }
    });
    // Two pings answered means it outlived the first activity and pong timeouts together.
    await new Promise<void>((resolve) => {
      socket.on('message', () => {
        if (seen.filter((event) => event === 'pusher:ping').length === 2) resolve();
      });
    });
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
