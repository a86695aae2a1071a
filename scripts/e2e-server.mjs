// The server the browser tests drive (playwright.config.ts starts and stops it): builds the storefront when
// stale, then runs the reference API on 127.0.0.1:$PORT over a fresh seeded PGlite in a temporary directory,
// which is deleted when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...inherited,
    APP_ENV: 'local',
    DEMO_REPLY_DELAY_SECONDS: '1',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '8765',
  },
});

// Playwright signals the whole process group, so the server stops by itself; this script waits for it to
// close the database before deleting the directory.
process.on('SIGTERM', () => server.kill('SIGTERM'));
process.on('SIGINT', () => server.kill('SIGINT'));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
