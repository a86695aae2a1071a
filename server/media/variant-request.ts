import { say } from '../i18n/say';

/**
 * The widths a picture is made in. Only these: each source has at most this many sizes in each format, so no
 * one can make the server encode and keep thousands of variants.
 */
export const MEDIA_WIDTHS = [96, 160, 320, 480, 640, 960, 1280, 1600, 2048] as const;

/** The formats asked for by name; without one, a variant keeps its source's (JPEG or PNG). */
const MEDIA_FORMATS = ['avif', 'webp'] as const;

export type VariantFormat = (typeof MEDIA_FORMATS)[number];

/** `?w=640&f=avif`: a width of MEDIA_WIDTHS (the largest when only a format is asked) and maybe a format. */
export interface VariantRequest {
  width: number;
  format: VariantFormat | null;
}

const LARGEST_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 0;

/** The variant `w` and `f` ask for; null for the file as stored; an error for a width or format not offered. */
export function readVariantRequest(
  w: string | undefined,
  f: string | undefined,
): VariantRequest | null | { error: string } {
  if (w === undefined && f === undefined) return null;
  const width = w === undefined ? LARGEST_WIDTH : MEDIA_WIDTHS.find((offered) => String(offered) === w);
  if (width === undefined) return { error: say('media.widthUnknown', { widths: MEDIA_WIDTHS.join(', ') }) };
  const format = f === undefined ? null : MEDIA_FORMATS.find((offered) => offered === f);
  if (format === undefined) return { error: say('media.formatUnknown', { formats: MEDIA_FORMATS.join(', ') }) };
  return { width, format };
}
