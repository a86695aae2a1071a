import type { ImgHTMLAttributes } from 'react';
import { fullSizeImage, responsiveImage } from '../../../common/responsive-image';

export interface PictureProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> {
  src: string;
  /** The picture's words for a screen reader; "" when it only decorates what its text already says. */
  alt: string;
  /**
   * The size it is drawn at, at most: the box is kept before the file arrives, so nothing shifts, and the widths
   * listed stop at what this covers on a dense screen.
   */
  width: number;
  height: number;
  /**
   * How wide it is drawn in each layout (a `sizes` attribute): the browser picks the file by it. `full` asks for
   * the picture at its full width only, for a picture opened large (the gallery's zoom).
   */
  sizes: string | 'full';
  /** The page's largest picture (its LCP): loaded at once, with high priority. */
  priority?: boolean;
}

/**
 * A picture of the shop's content. A JPEG or PNG of the API's /media is a `<picture>` offering AVIF, WebP and its
 * own format in the widths the API makes (common/responsive-image.ts); an SVG or a picture of another origin is a
 * plain `<img>`. The `<picture>` takes no box of its own (`display: contents`), so the `<img>` lays out as before.
 * Below the first screen it loads lazily and decodes off the main thread.
 */
export function Picture({ src, alt, width, height, sizes, priority = false, loading, ...img }: PictureProps) {
  const own = {
    width,
    height,
    loading: loading ?? (priority ? 'eager' : 'lazy'),
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? 'sync' : 'async',
    ...img,
  } as const;
  const responsive = sizes === 'full' ? fullSizeImage(src) : responsiveImage(src, sizes, width);
  if (!responsive) return <img src={src} alt={alt} {...own} />;
  const chosenBy = responsive.sizes || undefined;
  return (
    <picture className="contents">
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={chosenBy} />
      ))}
      <img src={responsive.src} srcSet={responsive.srcSet} sizes={chosenBy} alt={alt} {...own} />
    </picture>
  );
}
