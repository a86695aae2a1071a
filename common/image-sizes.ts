/**
 * How the pictures the server preloads as a page's largest (server/web/first-screen.ts) and draws
 * (server/web/first-screen-preview.ts) are laid out, shared with the components that show them so the browser
 * picks the same file in both: `sizes` (how wide in each layout) and the box kept for it (its widest).
 * Pages sit in a column of at most 72rem (1152 px) with 1rem on each side.
 */
export interface PictureLayout {
  sizes: string;
  width: number;
  height: number;
}

/** The home page's first banner, across the column (src/ui/home/BannerSection.tsx). */
export const FIRST_BANNER: PictureLayout = {
  sizes: '(min-width: 1152px) 1120px, calc(100vw - 32px)',
  width: 1200,
  height: 400,
};

/** A later banner: beside another from 640 px, across the column before. */
export const BANNER: PictureLayout = {
  sizes: '(min-width: 1152px) 552px, (min-width: 640px) calc(50vw - 24px), calc(100vw - 32px)',
  width: 1200,
  height: 400,
};

/** An ad: 2 columns, 3 from 768 px. */
export const AD: PictureLayout = {
  sizes: '(min-width: 1152px) 363px, (min-width: 768px) calc(33vw - 21px), calc(50vw - 22px)',
  width: 600,
  height: 300,
};

/**
 * A card of the product listing: 2 columns, 3 from 640 px, beside the 16rem filters and 3 from 1024 px, 4 from
 * 1280 px (src/ui/catalog/listing/ProductGrid.tsx). Other grids of cards give their own `sizes`.
 */
export const LISTING_CARD: PictureLayout = {
  sizes:
    '(min-width: 1280px) 204px, (min-width: 1024px) calc(33vw - 109px), (min-width: 640px) calc(33vw - 19px), calc(50vw - 22px)',
  width: 320,
  height: 320,
};

/** The product page's large picture: the column's width, half of it from 768 px (src/ui/catalog/details). */
export const GALLERY_MAIN: PictureLayout = {
  sizes: '(min-width: 1152px) 544px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)',
  width: 600,
  height: 600,
};

/** A thumbnail under the product page's large picture. */
export const GALLERY_THUMB: PictureLayout = { sizes: '64px', width: 80, height: 80 };
