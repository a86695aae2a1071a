// P5's other side: a static HTML page with the same first screen as a home page, written into dist/ so that the
// storefront's server serves it under /build/, through the same origin and network as the app.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The code of a page the server drew: its module scripts and their preloads, the code's template and boot.js. */
const CODE = [
  /<template id="app-code">[\s\S]*?<\/template>/g,
  /<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g,
  /<link rel="modulepreload"[^>]*>/g,
  // An inline style is allowed on the page by its hash, not on a file under /build/: the palette changes no size.
  /<style>[^<]*<\/style>/g,
];

/**
 * The static twin of the home page at `path` (`/`, or `/?lang=ar`): the very document the server sends, with its
 * first screen drawn by the storefront's components (the shop's name, the banners and ads with their pictures at the
 * same sizes, sources and loading hints, in the page's language), its styles and its picture's preload, and no
 * script. Answers the file written (for the cleanup) and its address.
 */
export async function writeStaticHome(
  origin: string,
  dist: string,
  path: string,
  name: string,
): Promise<{ file: string; path: string }> {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  let html = await response.text();
  if (!html.includes('id="first-screen"')) throw new Error(`${path} has no first screen drawn by the server`);
  for (const code of CODE) html = html.replace(code, '');
  const fileName = `bench-static-${name}.html`;
  const file = join(dist, fileName);
  writeFileSync(file, html);
  return { file, path: `/build/${fileName}` };
}
