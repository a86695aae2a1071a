// Bundle budgets (docs/quality-budgets.md P1, P2) over dist/ and Vite's manifest: the gzip size of the JavaScript the first
// screen of `/` loads (the entry, the app shell's and the home route's chunks, and their static imports), and of
// every other chunk loaded on demand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = { firstScreenKb: 130, otherChunkKb: 50 };

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export function measureBundles(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');

  const firstScreen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || firstScreen.has(chunk.file)) return;
    firstScreen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  // The app's own modules are a chunk the entry imports at start (src/main.tsx): every page needs it.
  const shellKey = Object.keys(manifest).find((key) => key.endsWith('src/app/Shell.tsx'));
  if (!shellKey) throw new Error('the manifest has no app shell chunk');
  visit(shellKey);
  // The home route is lazy, but `/` cannot paint without it: it counts towards the first screen.
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/ui/pages/HomePage.tsx'));
  if (!homeKey) throw new Error('the manifest has no home route chunk');
  visit(homeKey);

  const jsFirstScreen = [...firstScreen].filter((file) => file.endsWith('.js'));
  const firstScreenBytes = jsFirstScreen.reduce((sum, file) => sum + gzipOf(file), 0);
  const others = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !firstScreen.has(chunk.file))
    .map((chunk) => ({ file: chunk.file, kb: kb(gzipOf(chunk.file)) }))
    .sort((a, b) => b.kb - a.kb);

  return {
    firstScreen: { files: jsFirstScreen, kb: kb(firstScreenBytes), budgetKb: BUDGETS.firstScreenKb },
    otherChunks: others.map((chunk) => ({ ...chunk, budgetKb: BUDGETS.otherChunkKb })),
  };
}

export function bundleMisses(report) {
  const misses = [];
  if (report.firstScreen.kb > report.firstScreen.budgetKb) {
    misses.push(`P1: first screen ${report.firstScreen.kb} KB > ${report.firstScreen.budgetKb} KB`);
  }
  for (const chunk of report.otherChunks) {
    if (chunk.kb > chunk.budgetKb) misses.push(`P2: ${chunk.file} ${chunk.kb} KB > ${chunk.budgetKb} KB`);
  }
  return misses;
}
