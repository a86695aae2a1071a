import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { Rating } from '../catalog/Rating';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { PriceTag } from '../kit/PriceTag';

export type ChatProductData = Schema<'ChatProduct'>;

export interface ChatProductCardProps {
  product: ChatProductData;
}

/**
 * A product shared in a conversation (a message with a product and no text): thumbnail, name, price, rating
 * and reviews. The name is the link to the product; its box covers the card so the whole card is a target.
 */
export function ChatProductCard({ product }: ChatProductCardProps) {
  const money = useMoney();
  return (
    <article className="relative flex w-72 max-w-full gap-3 rounded-lg border border-gray-200 bg-white p-2 text-start">
      <Picture
        sizes="64px"
        src={product.thumbnail}
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-md bg-gray-100 object-cover"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          href={`/products/${product.id}/details`}
          variant="plain"
          className="line-clamp-2 font-medium text-gray-900 text-sm after:absolute after:inset-0 after:rounded-lg hover:underline"
        >
          {product.name}
        </Link>
        <PriceTag price={product.price} discountPrice={product.discount_price} format={money.format} size="sm" />
        <Rating value={product.rating} count={product.total_reviews} />
      </div>
    </article>
  );
}
