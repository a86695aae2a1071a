// P5's other side: a static HTML page with the same first screen as `/`, written into dist/ so that the
// storefront's server serves it under /build/, through the same origin and network as the app.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGO_SIZE } from '../src/lib/logo-size';
import { getJson } from './shopper.mts';

/** The static twin of `/`'s file name in dist/. */
const STATIC_HOME = 'bench-static-home.html';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Tile {
  title: string | null;
  image: string;
}

/**
 * The static twin of `/`'s first screen: what the app shows there (the logo, the shop's name as heading, the
 * banners and ads, with the sizes, loading hints and classes BannerSection gives them) in plain HTML, styled
 * by the app's CSS and without any script. Answers the file written (for the cleanup) and its address.
 */
export async function writeStaticHome(origin: string, dist: string): Promise<{ file: string; path: string }> {
  const master = await getJson<{ data: { app_name: string; web_logo: string } }>(origin, '/master');
  const home = await getJson<{ data: { banners: Tile[]; ads: Tile[] } }>(origin, '/home?page=1&per_page=10');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { isEntry?: boolean; css?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const styles = (entry?.css ?? []).map((file) => `<link rel="stylesheet" href="/build/${file}">`);
  const { app_name: appName, web_logo: logo } = master.data;
  const { banners, ads } = home.data;
  const picture = (tile: Tile, width: number, height: number, isLcp: boolean) =>
    `<img src="${escapeHtml(tile.image)}" alt="${escapeHtml(tile.title ?? '')}" width="${width}" height="${height}" ` +
    `loading="${isLcp ? 'eager' : 'lazy'}" fetchpriority="${isLcp ? 'high' : 'auto'}" ` +
    `decoding="${isLcp ? 'sync' : 'async'}" class="h-auto w-full rounded-lg bg-gray-100 object-cover">`;
  const html = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="description" content="Shop from many sellers in one place.">
    <title>${escapeHtml(appName)}</title>
    ${styles.join('\n    ')}
  </head>
  <body>
    <header class="border-gray-200 border-b bg-white">
      <div class="mx-auto flex max-w-6xl items-center px-4 py-3">
        <img src="${escapeHtml(logo)}" alt="${escapeHtml(appName)}" width="160" height="40" class="${LOGO_SIZE}">
      </div>
    </header>
    <main>
      <div class="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">
        <h1 class="font-bold text-2xl text-primary-800">${escapeHtml(appName)}</h1>
        <section aria-labelledby="offers">
          <h2 id="offers" class="sr-only">Offers</h2>
          <ul class="grid gap-3 sm:grid-cols-2 sm:gap-4">
            ${banners.map((banner, index) => `<li${index === 0 ? ' class="sm:col-span-2"' : ''}>${picture(banner, 1200, 400, index === 0)}</li>`).join('\n            ')}
          </ul>
          <ul class="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 md:grid-cols-3">
            ${ads.map((ad) => `<li>${picture(ad, 600, 300, false)}</li>`).join('\n            ')}
          </ul>
        </section>
      </div>
    </main>
  </body>
</html>
`;
  const file = join(dist, STATIC_HOME);
  writeFileSync(file, html);
  return { file, path: `/build/${STATIC_HOME}` };
}
