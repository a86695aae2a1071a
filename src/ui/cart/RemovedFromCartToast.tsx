import { Trans } from '@lingui/react/macro';
import type { ProductGlimpse } from '../../machines/cart/cart.types';
import { Button } from '../kit/Button';

/** Spec section 2's removal toast: the name, 'has been remove to cart' (the spec's wording) and 'Again Add to Cart'. */
export function RemovedFromCartToast({ product, onAddAgain }: { product: ProductGlimpse; onAddAgain: () => void }) {
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
            <strong className="font-semibold">{product.name}</strong> has been remove to cart
          </Trans>
        </p>
        <Button variant="link" size="sm" className="px-0" onPress={onAddAgain}>
          <Trans>Again Add to Cart</Trans>
        </Button>
      </div>
    </div>
  );
}
