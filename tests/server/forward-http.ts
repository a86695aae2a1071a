import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header that names, on the one Prism proxy the server suites share, which test server a request is for. */
export const TEST_SERVER_PORT_HEADER = 'x-test-server-port';

/** Sends a request on, byte for byte, to a loopback port with the given headers, and its answer back. */
function forward(incoming: IncomingMessage, outgoing: ServerResponse, port: number, headers: IncomingHttpHeaders) {
  const upstream = request(
    { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', (error) => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`forwarding to port ${port} failed: ${error.message}`);
  });
  incoming.pipe(upstream);
}

/** Starts an HTTP server on a free loopback port that hands each request to `handle`. */
function listenOnLoopback(
  handle: (incoming: IncomingMessage, outgoing: ServerResponse) => void,
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer(handle);
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}

/**
 * The shared proxy's upstream: each request goes to the test server its header names, as if Prism had called
 * that server itself (the Host is the server's own).
 */
export function switchboard() {
  return listenOnLoopback((incoming, outgoing) => {
    const port = Number(incoming.headers[TEST_SERVER_PORT_HEADER]);
    if (!Number.isInteger(port) || port <= 0) {
      outgoing.writeHead(421, { 'content-type': 'text/plain' }).end(`no ${TEST_SERVER_PORT_HEADER} header`);
      return;
    }
    const { [TEST_SERVER_PORT_HEADER]: _named, ...headers } = incoming.headers;
    forward(incoming, outgoing, port, { ...headers, host: `127.0.0.1:${port}` });
  });
}

/**
 * A test server's own door to the shared proxy: every request goes to the proxy, marked for that server, so
 * a suite reaches "its" Prism at a URL of its own.
 */
export function doorTo(proxyPort: number, serverPort: number) {
  return listenOnLoopback((incoming, outgoing) => {
    forward(incoming, outgoing, proxyPort, {
      ...incoming.headers,
      host: `127.0.0.1:${proxyPort}`,
      [TEST_SERVER_PORT_HEADER]: String(serverPort),
    });
  });
}
