import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { AD, BANNER, FIRST_BANNER, type PictureLayout } from '../../../common/image-sizes';
import { resolveLink } from '../../../common/links';
import type { Schema } from '../../api/types';
import { Picture } from '../kit/Picture';
import { PlainLink } from '../kit/PlainLink';

/**
 * Picture and words share one grid cell: when the words need more room than the picture (enlarged text, a narrow
 * tile), the cell grows and the picture covers it.
 */
const OFFER_TILE = '@container grid overflow-hidden rounded-lg bg-gray-100';

const OFFER_PICTURE = 'col-start-1 row-start-1 h-full w-full object-cover';

/** White words on the scrim of styles.css (`.words-over-picture`), larger as the tile is wider. */
const OFFER_WORDS = [
  'words-over-picture col-start-1 row-start-1 self-end px-3 pb-2 text-start font-semibold text-base text-white leading-snug',
  '@sm:px-4 @sm:pb-3 @sm:text-lg @xl:px-6 @xl:pb-5 @xl:text-2xl',
].join(' ');

type Tile = Schema<'Banner'> | Schema<'Ad'>;

interface OfferTileProps {
  tile: Tile;
  /** Banners are 3:1, ads 2:1. */
  layout: PictureLayout;
  /** The first banner is the page's LCP: loaded at once, with high priority. */
  isLcp: boolean;
  /** Names a link whose picture has no title. */
  fallbackName: string;
}

/**
 * A banner or ad: its picture with its title written over it, a link when the shop gave it an address. The title
 * is text (in the shopper's language, from the API), so it is the link's name and the picture says nothing
 * (alt="").
 */
function OfferTile({ tile, layout, isLcp, fallbackName }: OfferTileProps) {
  const content = (
    <span className={OFFER_TILE}>
      <Picture
        src={tile.image}
        alt=""
        width={layout.width}
        height={layout.height}
        sizes={layout.sizes}
        priority={isLcp}
        className={OFFER_PICTURE}
      />
      {tile.title && <span className={OFFER_WORDS}>{tile.title}</span>}
    </span>
  );
  const link = resolveLink(tile.url);
  if (!link) return content;
  return (
    <PlainLink link={link} className="block rounded-lg">
      {content}
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
            <OfferTile
              tile={banner}
              layout={index === 0 ? FIRST_BANNER : BANNER}
              isLcp={index === 0}
              fallbackName={t`Offer ${index + 1}`}
            />
          </li>
        ))}
      </ul>
      {ads.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 md:grid-cols-3">
          {ads.map((ad, index) => (
            <li key={`ad-${ad.id}`}>
              <OfferTile tile={ad} layout={AD} isLcp={false} fallbackName={t`Offer ${banners.length + index + 1}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
