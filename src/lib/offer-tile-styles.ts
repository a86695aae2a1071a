/**
 * The classes of an offer (a banner or an ad) on the home page, shared by the app (src/ui/home/BannerSection.tsx)
 * and the server's drawing of it (server/web/first-screen-preview.ts), so one takes the other's place without a
 * shift. Picture and words share one grid cell: when the words need more room than the picture (enlarged text,
 * a narrow tile), the cell grows and the picture covers it.
 */
export const OFFER_TILE = '@container grid overflow-hidden rounded-lg bg-gray-100';

export const OFFER_PICTURE = 'col-start-1 row-start-1 h-full w-full object-cover';

/** White words on the scrim of styles.css (`.words-over-picture`), larger as the tile is wider. */
export const OFFER_WORDS = [
  'words-over-picture col-start-1 row-start-1 self-end px-3 pb-2 text-start font-semibold text-base text-white leading-snug',
  '@sm:px-4 @sm:pb-3 @sm:text-lg @xl:px-6 @xl:pb-5 @xl:text-2xl',
].join(' ');
