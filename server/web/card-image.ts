import type { MEDIA_WIDTHS } from '../media/variant-request';
import { absoluteUrl } from './structured-data';

/** Link-card services fetch a picture of a few megabytes at most; 1280 px is more than any of them shows. */
const CARD_WIDTH: (typeof MEDIA_WIDTHS)[number] = 1280;

/**
 * The og:image / twitter:image address of a picture: a photo of this site's media as its 1280 px variant
 * (docs/decisions/image-variants.md), since originals are up to 3000 px; an SVG or another site's picture as it is.
 */
export function cardImage(origin: string, value: string | null | undefined): string | undefined {
  const url = absoluteUrl(origin, value);
  if (!url || !value?.startsWith('/media/') || !/\.(jpe?g|png)$/i.test(value)) return url;
  return `${url}?w=${CARD_WIDTH}`;
}
