import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useCartActorRef } from '../../app/cart/CartProvider';
import { useMoney } from '../../app/settings/use-settings';
import type { CartLine } from '../../machines/cart/cart.types';
import { Button } from '../kit/Button';
import { MinusIcon, PlusIcon } from '../kit/Icon';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { PriceTag } from '../kit/PriceTag';

export interface CartLineItemProps {
  line: CartLine;
  /** Called when the product's link is followed, before the page changes (the drawer closes itself here). */
  onNavigate?: () => void;
}

/**
 * One cart line (docs/requirements.md §2): image, name, brand, prices, size and colour, the quantity with minus and
 * plus, and Remove. The image and the name lead to the product's page; the changes go to the cart actor,
 * which shows them at once.
 */
export function CartLineItem({ line, onNavigate }: CartLineItemProps) {
  const { t } = useLingui();
  const money = useMoney();
  const cart = useCartActorRef();
  const { id: productId, name, stock } = line;
  // The server never holds more than the stock; the plus button says so before it is pressed.
  const isAtStock = line.quantity >= stock;
  const stepper = useRef<HTMLFieldSetElement>(null);
  const [focusMinus, setFocusMinus] = useState(false);
  useEffect(() => {
    if (!focusMinus) return;
    stepper.current?.querySelector('button')?.focus();
    setFocusMinus(false);
  }, [focusMinus]);
  const size = line.size?.name;
  const color = line.color?.name;
  const choices = [size && t`Size: ${size}`, color && t`Color: ${color}`].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 py-3">
      {/* The name's link covers this block, so the image leads to the product too (one link, one tab stop). */}
      <div className="relative flex gap-3">
        <Picture
          sizes="64px"
          src={line.thumbnail}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-md bg-gray-100 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <Link
            href={`/products/${productId}/details`}
            variant="plain"
            onPress={onNavigate}
            className="line-clamp-2 font-medium text-gray-900 after:absolute after:inset-0 hover:underline"
          >
            {name}
          </Link>
          {line.brand && <p className="text-gray-600 text-sm">{line.brand}</p>}
          <PriceTag
            size="sm"
            price={line.price}
            discountPrice={line.discount_price}
            discountPercentage={line.discount_percentage}
            format={money.format}
          />
          {choices.length > 0 && <p className="text-gray-600 text-sm">{choices.join(' · ')}</p>}
          {isAtStock && (
            <p className="text-gray-600 text-sm">{stock > 0 ? t`Only ${stock} in stock` : t`Out of stock`}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 ps-19">
        <fieldset ref={stepper} className="m-0 flex items-center gap-1 border-0 p-0">
          <legend className="sr-only">{t`Quantity of ${name}`}</legend>
          <Button
            variant="secondary"
            size="sm"
            className="px-0"
            aria-label={t`Decrease quantity of ${name}`}
            onPress={() => cart.send({ type: 'cart.line.decrement', productId })}
          >
            <MinusIcon className="size-4" />
          </Button>
          <span className="min-w-8 text-center font-medium tabular-nums">{line.quantity}</span>
          <Button
            variant="secondary"
            size="sm"
            className="px-0"
            aria-label={t`Increase quantity of ${name}`}
            isDisabled={isAtStock}
            onPress={() => {
              cart.send({ type: 'cart.line.increment', productId });
              // Plus turns disabled under the keyboard at the stock: focus goes on to minus.
              if (line.quantity + 1 >= stock) setFocusMinus(true);
            }}
          >
            <PlusIcon className="size-4" />
          </Button>
        </fieldset>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Remove ${name}`}
          onPress={() => cart.send({ type: 'cart.line.remove', productId })}
          className="text-red-700"
        >
          {t`Remove`}
        </Button>
      </div>
    </li>
  );
}
