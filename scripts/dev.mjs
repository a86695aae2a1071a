// npm run dev: the reference API (restarted on change) and Vite's dev server, which forwards /api, /media,
// /payments and the realtime socket to it. Open the URL Vite prints.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_ENV: process.env.APP_ENV ?? 'local' },
  }),
  spawn('node_modules/.bin/vite', [], {
    stdio: 'inherit',
    env: { ...process.env, STOREFRONT_API: process.env.STOREFRONT_API ?? `http://127.0.0.1:${apiPort}` },
  }),
];

function stop(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
