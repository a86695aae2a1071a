// npm start: builds the storefront when the build is missing or older than its sources, then serves it on
// http://127.0.0.1:8080 (PORT overrides) with `/api` answered by Prism's mock of openapi.yaml.
// The reference API (server/) takes Prism's place once it exists.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';

const port = Number(process.env.PORT ?? 8080);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const dist = 'dist';

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildIfStale() {
  const sources = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json'].filter(existsSync);
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newestMtime))) return;
  console.log('Building the storefront…');
  const result = spawnSync('node_modules/.bin/vite', ['build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function sendFile(res, file, cache) {
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache });
  createReadStream(file).pipe(res);
}

function proxyToMock(req, res) {
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: mockPort,
      method: req.method,
      path: req.url.replace(/^\/api/, ''),
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API is not reachable.' }));
  });
  req.pipe(upstream);
}

buildIfStale();

const mock = spawn(
  'node_modules/.bin/prism',
  ['mock', 'openapi.yaml', '-h', '127.0.0.1', '-p', String(mockPort), '--errors'],
  {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === '/api' || path.startsWith('/api/')) return proxyToMock(req, res);
  if (path.startsWith('/build/')) {
    const file = normalize(join(dist, path.slice('/build/'.length)));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      return sendFile(
        res,
        file,
        path.startsWith('/build/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    res.writeHead(404).end();
    return;
  }
  sendFile(res, join(dist, 'index.html'), 'no-cache');
});

server.listen(port, '127.0.0.1', () => console.log(`Storefront: http://127.0.0.1:${port}/`));

function stop() {
  server.close();
  if (mock.pid && mock.exitCode === null) process.kill(-mock.pid, 'SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
