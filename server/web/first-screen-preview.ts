/**
 * The home page's first screen drawn by the server: the shop's name and its offers, in the same markup and
 * classes the storefront renders (src/ui/layout/DefaultLayout.tsx, src/ui/pages/HomePage.tsx,
 * src/ui/home/BannerSection.tsx), so a slow phone shows the offers before the app's code has run. The app
 * renders behind it (hidden by styles.css) and takes its place once its own first screen is ready
 * (src/app/first-screen-preview.ts). It is inert: nothing in it can be focused or pressed meanwhile.
 */

interface Tile {
  image: string;
  title: string | null;
}

/** The id the app removes the preview by; styles.css hides #root while it is there. */
export const PREVIEW_ID = 'first-screen';

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Only the server's own pictures: a path on this origin. */
function ownPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

function tilesOf(list: unknown): Tile[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: { image?: unknown; title?: unknown }) =>
    ownPath(item?.image) ? [{ image: item.image, title: typeof item.title === 'string' ? item.title : null }] : [],
  );
}

function picture(tile: Tile, width: number, height: number, isLcp: boolean): string {
  const loading = isLcp ? 'loading="eager" fetchpriority="high" decoding="sync"' : 'loading="lazy" decoding="async"';
  return `<img src="${escapeText(tile.image)}" alt="${escapeText(tile.title ?? '')}" width="${width}" height="${height}" ${loading} class="h-auto w-full rounded-lg bg-gray-100 object-cover">`;
}

/** The preview of the home page from the answers of /master and /home, or null when they lack what it needs. */
export function homePreview(master: unknown, home: unknown): string | null {
  const appName = (master as { data?: { app_name?: unknown } } | undefined)?.data?.app_name;
  const data = (home as { data?: { banners?: unknown; ads?: unknown } } | undefined)?.data;
  if (typeof appName !== 'string' || !data) return null;
  const banners = tilesOf(data.banners);
  const ads = tilesOf(data.ads);
  if (banners.length === 0) return null;
  const name = escapeText(appName);
  const bannerItems = banners
    .map(
      (banner, index) =>
        `<li${index === 0 ? ' class="sm:col-span-2"' : ''}>${picture(banner, 1200, 400, index === 0)}</li>`,
    )
    .join('');
  const adItems = ads.map((ad) => `<li>${picture(ad, 600, 300, false)}</li>`).join('');
  return [
    `<div id="${PREVIEW_ID}" inert class="flex min-h-screen flex-col">`,
    '<div class="sticky top-0 z-30 bg-white shadow-sm">',
    `<div class="flex min-h-[202px] items-center px-4 md:min-h-[182px] lg:min-h-[174px]"><span class="text-lg font-bold text-primary-800">${name}</span></div>`,
    '</div>',
    '<div class="flex-1"><div class="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">',
    `<p class="font-bold text-2xl text-primary-800">${name}</p>`,
    `<div><ul class="grid gap-3 sm:grid-cols-2 sm:gap-4">${bannerItems}</ul>`,
    adItems ? `<ul class="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 md:grid-cols-3">${adItems}</ul>` : '',
    '</div></div></div></div>',
  ].join('');
}
