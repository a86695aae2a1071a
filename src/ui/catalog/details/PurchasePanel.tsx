import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCartActorRef } from '../../../app/cart/CartProvider';
import { useCartSelector } from '../../../app/cart/use-cart';
import type { ProductDetails } from '../../../app/catalog/details-calls';
import { useMoney } from '../../../app/settings/use-settings';
import { selectPendingAddition, selectUnitsInCart } from '../../../machines/cart/cart.selectors';
import { Button } from '../../kit/Button';
import { CartIcon } from '../../kit/Icon';
import { Radio, RadioGroup } from '../../kit/RadioGroup';
import { cartLine, missingChoices, type PurchaseChoices } from './purchase-choices';
import { QuantityStepper } from './QuantityStepper';

export interface PurchasePanelProps {
  product: ProductDetails;
  /** The colour, size and quantity picked so far (held by the page, whose price follows the size). */
  choices: PurchaseChoices;
  onChoicesChange: (choices: PurchaseChoices) => void;
}

/**
 * Colour, size and quantity, then Add to cart or Buy now, sent to the cart actor (which toasts, asks a visitor
 * to log in, or goes on to /buynow). Options the product has must be chosen first.
 */
export function PurchasePanel({ product, choices, onChoicesChange }: PurchasePanelProps) {
  const { t } = useLingui();
  const money = useMoney();
  const [triedWithout, setTriedWithout] = useState(false);
  const cart = useCartActorRef();
  const pending = useCartSelector(selectPendingAddition(product.id));
  const inStock = product.quantity > 0;
  // What is left to add: the cart cannot hold more than the stock (the server would refuse the rest).
  const inCart = useCartSelector(selectUnitsInCart(product.id));
  const addable = Math.max(0, product.quantity - inCart);
  const missing = missingChoices(product, choices);
  const choose = (change: Partial<PurchaseChoices>) => onChoicesChange({ ...choices, ...change });

  const submit = (isBuyNow: boolean) => {
    if (missing.color || missing.size) {
      setTriedWithout(true);
      return;
    }
    const glimpse = { name: product.name, thumbnail: product.thumbnail };
    const line = cartLine(product, {
      ...choices,
      quantity: Math.min(choices.quantity, isBuyNow ? product.quantity : addable),
    });
    cart.send({ type: 'cart.add', line, product: glimpse, isBuyNow });
  };

  return (
    <div className="flex flex-col gap-5">
      {product.colors.length > 0 && (
        <RadioGroup
          label={t`Color`}
          orientation="horizontal"
          isRequired
          value={choices.colorId === null ? null : String(choices.colorId)}
          onChange={(value) => choose({ colorId: Number(value) })}
          errorMessage={triedWithout && missing.color ? t`Please choose a color.` : undefined}
        >
          {product.colors.map((color) => (
            <Radio key={color.id} value={String(color.id)}>
              {color.color_code && (
                <span
                  aria-hidden="true"
                  className="size-5 rounded-full border border-gray-400"
                  style={{ backgroundColor: color.color_code }}
                />
              )}
              {color.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {product.sizes.length > 0 && (
        <RadioGroup
          label={t`Size`}
          orientation="horizontal"
          isRequired
          value={choices.sizeId === null ? null : String(choices.sizeId)}
          onChange={(value) => choose({ sizeId: Number(value) })}
          errorMessage={triedWithout && missing.size ? t`Please choose a size.` : undefined}
        >
          {product.sizes.map((size) => (
            <Radio key={size.id} value={String(size.id)}>
              {size.price ? t`${size.name} (+${money.format(size.price)})` : size.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {addable > 0 && (
        <QuantityStepper
          value={Math.min(choices.quantity, addable)}
          max={addable}
          onChange={(quantity) => choose({ quantity })}
        />
      )}
      {inStock && addable === 0 && (
        <p className="text-gray-700 text-sm">
          <Trans>Your cart holds all {product.quantity} in stock.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          isDisabled={addable === 0 || pending === 'buyNow'}
          isPending={pending === 'cart'}
          onPress={() => submit(false)}
        >
          <CartIcon />
          <Trans>Add to Cart</Trans>
        </Button>
        <Button
          variant="secondary"
          isDisabled={!inStock || pending === 'cart'}
          isPending={pending === 'buyNow'}
          onPress={() => submit(true)}
        >
          <Trans>Buy Now</Trans>
        </Button>
      </div>
    </div>
  );
}
