// npm start: builds the storefront when the build is missing or older than its sources, then starts the
// reference API (server/main.ts) on http://127.0.0.1:8080 (PORT overrides), which serves the build too.
// APP_ENV defaults to `local`: the demo customer is pre-filled and codes go to the dev outbox.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();

const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, APP_ENV: process.env.APP_ENV ?? 'local' },
});
// Ctrl-C reaches the server too (same process group); pass on a TERM sent to this script alone.
process.on('SIGTERM', () => server.kill('SIGTERM'));
process.on('SIGINT', () => server.kill('SIGINT'));
server.on('exit', (code) => process.exit(code ?? 0));
