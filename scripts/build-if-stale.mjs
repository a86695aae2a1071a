// Builds the storefront into dist/ when the build is missing or older than its sources (npm start, e2e server).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'common',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'vite-chunks.ts',
  'vite-aria-locales.ts',
  'lingui.config.ts',
  'package.json',
];

// A directory's own mtime counts too: deleting or renaming a file changes only that.
function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds when needed; exits the process with vite's status when the build fails. */
export function buildIfStale() {
  const index = join('dist', 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.filter(existsSync).map(newestMtime))) return;
  console.log('Building the storefront…');
  // The app, then its rendering entry for the server's first screens (src/render-first-screen.tsx), as `npm run build`.
  // Vite builds for whatever NODE_ENV it inherits: a caller under a test runner (NODE_ENV=test) would get React's
  // development build, which is not what is shipped.
  for (const args of [[], ['--ssr', 'src/render-first-screen.tsx', '--outDir', 'dist/render']]) {
    const result = spawnSync('node_modules/.bin/vite', ['build', ...args, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
