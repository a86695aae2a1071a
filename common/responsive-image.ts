/**
 * The sizes and formats of a picture that the API makes (server/media/variant-request.ts,
 * docs/decisions/image-variants.md), written as `srcset`s for a `<picture>` and for the server's preload of the
 * largest picture. One builder for both, so the browser asks the same file that was preloaded.
 */

/** The widths the API makes a JPEG or PNG under /media in. */
export const IMAGE_WIDTHS = [96, 160, 320, 480, 640, 960, 1280, 1600, 2048] as const;

/** The largest width: asked only when a shopper opens a picture large (the gallery's zoom). */
export const FULL_WIDTH = 2048;

/** The widths a page lists: all but the full one, which no ordinary picture needs. */
const LISTED_WIDTHS = IMAGE_WIDTHS.filter((width) => width < FULL_WIDTH);

/** The formats asked by name, best first; the `<img>` keeps the source's own. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Screens are at most this dense for the widths chosen: more would be bytes few eyes can tell apart. */
const MAX_DENSITY = 3;

/** The path of `src` without its query or fragment. */
function pathOf(src: string): string {
  return src.split(/[?#]/, 1)[0] ?? '';
}

/** Whether the API makes sizes of `src`: a JPEG or PNG on this origin under /media. An SVG scales by itself. */
export function hasVariants(src: string): boolean {
  return src.startsWith('/media/') && /\.(jpe?g|png)$/i.test(pathOf(src));
}

/** The URL of `src` at `width`, in `format` or its own. */
export function variantUrl(src: string, width: number, format?: ImageFormat): string {
  const query = new URLSearchParams({ w: String(width) });
  if (format) query.set('f', format);
  return `${pathOf(src)}?${query.toString()}`;
}

/**
 * The widths worth listing for a picture shown at most `largest` CSS pixels wide: up to the first that covers it
 * on the densest screen, so a thumbnail does not list photos.
 */
export function widthsFor(largest: number): number[] {
  const needed = largest * MAX_DENSITY;
  const cover = LISTED_WIDTHS.findIndex((width) => width >= needed);
  return cover < 0 ? [...LISTED_WIDTHS] : LISTED_WIDTHS.slice(0, cover + 1);
}

/** `url 320w, url 640w, …` of `src` at `widths`. */
export function srcsetOf(src: string, widths: readonly number[], format?: ImageFormat): string {
  return widths.map((width) => `${variantUrl(src, width, format)} ${width}w`).join(', ');
}

/** One `<source>` of a `<picture>`, or the preload of that format. */
export interface ImageSource {
  type: `image/${ImageFormat}`;
  srcSet: string;
}

/** What a `<picture>` of a raster picture is made of; `src` is the fallback of a browser without `srcset`. */
export interface ResponsiveImage {
  sources: ImageSource[];
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * The `<picture>` of `src` shown at `sizes` (a `sizes` attribute) and at most `largest` CSS pixels wide, or null
 * when the API makes no sizes of it (an SVG, a picture of another origin): then it is a plain `<img>`.
 */
export function responsiveImage(src: string, sizes: string, largest: number): ResponsiveImage | null {
  if (!hasVariants(src)) return null;
  const widths = widthsFor(largest);
  const fallback = widths.find((width) => width >= largest) ?? widths[widths.length - 1] ?? largest;
  return {
    sources: IMAGE_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: srcsetOf(src, widths, format),
    })),
    src: variantUrl(src, fallback),
    srcSet: srcsetOf(src, widths),
    sizes,
  };
}

/**
 * The picture at its full width (FULL_WIDTH) in each format, for a shopper who opens it large: asked only then,
 * never listed in an ordinary `srcset`. Null as for `responsiveImage`.
 */
export function fullSizeImage(src: string): ResponsiveImage | null {
  if (!hasVariants(src)) return null;
  return {
    sources: IMAGE_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: variantUrl(src, FULL_WIDTH, format),
    })),
    src: variantUrl(src, FULL_WIDTH),
    srcSet: variantUrl(src, FULL_WIDTH),
    sizes: '',
  };
}
