import { Trans } from '@lingui/react/macro';
import type { ProductGlimpse } from '../../machines/cart/cart.types';
import { Button } from '../kit/Button';

/** Spec section 2's cart toast: the thumbnail, the name, 'has been added to cart' and 'View In Cart'. */
export function AddedToCartToast({ product, onViewCart }: { product: ProductGlimpse; onViewCart: () => void }) {
  return (
    <div className="flex items-center gap-3">
      <img
        src={product.thumbnail}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-md bg-gray-100 object-cover"
      />
      <div className="flex flex-col items-start gap-1">
        <p>
          <Trans>
            <strong className="font-semibold">{product.name}</strong> has been added to cart
          </Trans>
        </p>
        <Button variant="link" size="sm" className="px-0" onPress={onViewCart}>
          <Trans>View In Cart</Trans>
        </Button>
      </div>
    </div>
  );
}
