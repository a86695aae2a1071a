import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useCartSelector } from '../../app/cart/use-cart';
import { useMoney } from '../../app/settings/use-settings';
import { selectCartGroups, selectSelectedShopIds } from '../../machines/cart/cart.selectors';
import type { CartGroup } from '../../machines/cart/cart.types';
import { shownAmounts } from './checkout-amounts';
import type { CheckoutActor } from './use-checkout';

type LineChange = { kind: 'quantity'; quantity: number } | { kind: 'removed'; name: string };

/**
 * What one press did to the cart's lines: one line's quantity changed, or one line left. Anything else (the
 * cart loading, lines arriving) is not a shopper's change of a line, and says nothing.
 */
function lineChangeBetween(before: CartGroup[], after: CartGroup[]): LineChange | null {
  const lines = (groups: CartGroup[]) =>
    new Map(groups.flatMap((group) => group.products).map((line) => [line.id, line]));
  const old = lines(before);
  const now = lines(after);
  if ([...now.keys()].some((id) => !old.has(id))) return null;
  const changes = [...old.values()].flatMap((line): LineChange[] => {
    const next = now.get(line.id);
    if (!next) return [{ kind: 'removed', name: line.name }];
    return next.quantity === line.quantity ? [] : [{ kind: 'quantity', quantity: next.quantity }];
  });
  return changes.length === 1 ? (changes[0] ?? null) : null;
}

/**
 * A polite live region for the checkout's cart: after plus, minus, remove or a shop's tick it says the new
 * quantity and, once the figures are worked out again, the payable amount ("Quantity 3. Payable amount
 * $120.00"). The region is there from the first render and silent until the shopper changes something: the
 * figures the page opens with are read with the page.
 */
export function CheckoutStatusAnnouncer({ checkout }: { checkout: CheckoutActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const groups = useCartSelector(selectCartGroups);
  const shopIds = useCartSelector(selectSelectedShopIds);
  const figures = useSelector(checkout, (snapshot) => snapshot.context.figures);
  const hasFailed = useSelector(checkout, (snapshot) => snapshot.context.figuresError !== null);
  const isLoading = useSelector(checkout, (snapshot) => snapshot.hasTag('loadingFigures'));
  const payable = figures ? money.formatConverted(shownAmounts(figures.summary, money).payable) : null;
  const [message, setMessage] = useState('');

  const shops = shopIds.join(',');
  const last = useRef({ groups, shops });
  /** A change waiting for its figures: the line's words, or '' for a tick. */
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const before = last.current;
    last.current = { groups, shops };
    if (before.groups !== groups) {
      const change = lineChangeBetween(before.groups, groups);
      if (change?.kind === 'quantity') {
        const { quantity } = change;
        pending.current = t`Quantity ${quantity}.`;
      } else if (change?.kind === 'removed') {
        const { name } = change;
        pending.current = t`${name} removed.`;
      }
    }
    // A tick; the selection the cart starts with, as its lines arrive, is not one.
    if (before.shops !== shops && before.groups.length > 0 && pending.current === null) pending.current = '';
    if (isLoading) return;
    const said = pending.current;
    pending.current = null;
    // A failed reload speaks through its alert.
    if (said === null || hasFailed) return;
    const amount = payable === null ? t`Select a shop to see what you will pay.` : t`Payable amount ${payable}.`;
    setMessage([said, amount].filter(Boolean).join(' '));
  }, [groups, shops, isLoading, payable, hasFailed, t]);

  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}
