import type { Schema } from '../../api/types';
import { Rating } from '../catalog/Rating';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';

export interface ShopCardProps {
  shop: Schema<'ShopCard'>;
  /** @default 3 */
  headingLevel?: 2 | 3;
}

/** A shop in a list: logo, name (the link to its page, stretched over the card) and rating. */
export function ShopCard({ shop, headingLevel = 3 }: ShopCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col items-center gap-2 rounded-lg border border-gray-200 bg-white p-4 text-center">
      <Picture
        sizes="80px"
        src={shop.logo}
        alt=""
        width={80}
        height={80}
        className="size-20 rounded-full bg-gray-100 object-cover"
      />
      <Heading className="font-medium text-base text-gray-900">
        <Link href={`/shops/${shop.id}`} variant="plain" className="after:absolute after:inset-0 hover:underline">
          {shop.name}
        </Link>
      </Heading>
      <Rating value={shop.rating} count={shop.total_reviews} />
    </article>
  );
}
