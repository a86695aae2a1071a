import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Schema } from '../../api/types';
import { resolveLink } from '../../lib/links';
import { PlainLink } from '../kit/PlainLink';

type Tile = Schema<'Banner'> | Schema<'Ad'>;

interface PictureProps {
  tile: Tile;
  /** The image's natural size: banners are 3:1, ads 2:1. */
  width: number;
  height: number;
  /** The first banner is the page's LCP: loaded at once, with high priority. */
  isLcp: boolean;
  /** Names a link whose picture has no title. */
  fallbackName: string;
}

/** A banner or ad picture, a link when the shop gave it an address. */
function Picture({ tile, width, height, isLcp, fallbackName }: PictureProps) {
  const image = (
    <img
      src={tile.image}
      alt={tile.title ?? ''}
      width={width}
      height={height}
      loading={isLcp ? 'eager' : 'lazy'}
      fetchPriority={isLcp ? 'high' : 'auto'}
      decoding={isLcp ? 'sync' : 'async'}
      className="h-auto w-full rounded-lg bg-gray-100 object-cover"
    />
  );
  const link = resolveLink(tile.url);
  if (!link) return image;
  return (
    <PlainLink link={link} className="block rounded-lg">
      {image}
      {!tile.title && <span className="sr-only">{fallbackName}</span>}
    </PlainLink>
  );
}

export interface BannerSectionProps {
  banners: Schema<'Banner'>[];
  ads: Schema<'Ad'>[];
}

/**
 * The shop's banners and ads. A static grid rather than a carousel: nothing moves by itself, and every
 * offer is one Tab away. The first banner spans the width and is the page's largest picture.
 */
export function BannerSection({ banners, ads }: BannerSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  if (banners.length === 0 && ads.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t`Offers`}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        {banners.map((banner, index) => (
          <li key={`banner-${banner.id}`} className={index === 0 ? 'sm:col-span-2' : undefined}>
            <Picture tile={banner} width={1200} height={400} isLcp={index === 0} fallbackName={t`Offer ${index + 1}`} />
          </li>
        ))}
      </ul>
      {ads.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 md:grid-cols-3">
          {ads.map((ad, index) => (
            <li key={`ad-${ad.id}`}>
              <Picture
                tile={ad}
                width={600}
                height={300}
                isLcp={false}
                fallbackName={t`Offer ${banners.length + index + 1}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
