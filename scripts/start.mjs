// npm start: builds the storefront when the build is missing or older than its sources, then starts the
// reference API (server/main.ts) on http://127.0.0.1:8080 (PORT overrides), which serves the build too.
// APP_ENV defaults to `local`: the demo customer is pre-filled and codes go to the dev outbox.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildIfStale() {
  const sources = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json'].filter(existsSync);
  const index = join('dist', 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newestMtime))) return;
  console.log('Building the storefront…');
  const result = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale();

const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, APP_ENV: process.env.APP_ENV ?? 'local' },
});
// Ctrl-C reaches the server too (same process group); pass on a TERM sent to this script alone.
process.on('SIGTERM', () => server.kill('SIGTERM'));
process.on('SIGINT', () => server.kill('SIGINT'));
server.on('exit', (code) => process.exit(code ?? 0));
