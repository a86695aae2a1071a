import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProductGlimpse } from '../../machines/cart/cart.types';
import { Picture } from '../kit/Picture';
import { ToastAction } from '../toasts/ToastAction';

interface CartToastProps {
  product: ProductGlimpse;
  message: ReactNode;
  action: ReactNode;
  onAction: () => void;
}

/** A cart toast of docs/requirements.md §2: the product's thumbnail, what happened to it, and one action. */
function CartToast({ product, message, action, onAction }: CartToastProps) {
  return (
    <div className="flex items-center gap-3">
      <Picture
        sizes="48px"
        src={product.thumbnail}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-md bg-gray-100 object-cover"
      />
      <div className="flex flex-col items-start gap-1">
        <p>{message}</p>
        <ToastAction onPress={onAction}>{action}</ToastAction>
      </div>
    </div>
  );
}

/** After adding: the name, 'has been added to cart' and 'View In Cart'. */
export function AddedToCartToast({ product, onViewCart }: { product: ProductGlimpse; onViewCart: () => void }) {
  return (
    <CartToast
      product={product}
      message={
        <Trans>
          <strong className="font-semibold">{product.name}</strong> has been added to cart
        </Trans>
      }
      action={<Trans>View In Cart</Trans>}
      onAction={onViewCart}
    />
  );
}

/** After removing: the name, 'has been remove to cart' (the wording of docs/requirements.md §2) and 'Again Add to Cart'. */
export function RemovedFromCartToast({ product, onAddAgain }: { product: ProductGlimpse; onAddAgain: () => void }) {
  return (
    <CartToast
      product={product}
      message={
        <Trans>
          <strong className="font-semibold">{product.name}</strong> has been remove to cart
        </Trans>
      }
      action={<Trans>Again Add to Cart</Trans>}
      onAction={onAddAgain}
    />
  );
}
