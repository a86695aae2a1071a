import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useJustForYou } from '../../app/catalog/use-home';
import type { ProductCardData } from '../catalog/ProductCard';
import { Button } from '../kit/Button';
import { ProductGrid } from './ProductGrid';
import { SectionHeading } from './SectionHeading';

export interface JustForYouSectionProps {
  /** Page 1, as /home gave it. */
  products: ProductCardData[];
  total: number;
  perPage: number;
}

/**
 * "Just for you": the first page from /home, and a Load more that appends the next page (asked of /home
 * too). Focus stays on Load more; when the list is complete, it moves to the first product just added. The
 * number of products added is said politely.
 */
export function JustForYouSection({ products, total, perPage }: JustForYouSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const actor = useJustForYou({ items: products, total, perPage });

  // Page 1 loaded again (after a sign-in): start over from it.
  const firstPage = useRef(products);
  useEffect(() => {
    if (firstPage.current === products) return;
    firstPage.current = products;
    actor.send({ type: 'more.reset', items: products, total });
  }, [actor, products, total]);

  const items = useSelector(actor, (snapshot) => snapshot.context.items) as ProductCardData[];
  const shownTotal = useSelector(actor, (snapshot) => snapshot.context.total);
  const added = useSelector(actor, (snapshot) => snapshot.context.added);
  const hasMore = useSelector(actor, (snapshot) => !snapshot.matches({ idle: 'complete' }));
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const hasFailed = useSelector(actor, (snapshot) => snapshot.matches('failed'));

  // When Load more goes away with the last page, focus (lost with the button) moves to the first product it
  // brought.
  const grid = useRef<HTMLUListElement>(null);
  const pressedMore = useRef(false);
  const shownBefore = useRef(items.length);
  useEffect(() => {
    const firstNew = shownBefore.current;
    shownBefore.current = items.length;
    if (hasMore || !pressedMore.current || items.length <= firstNew) return;
    pressedMore.current = false;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost) grid.current?.children[firstNew]?.querySelector<HTMLElement>('h2 a, h3 a, h4 a')?.focus();
  }, [items.length, hasMore]);

  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="product-grid-when-near">
      <SectionHeading id={headingId} more={{ href: '/products', label: t`All products` }}>
        {t`Just for you`}
      </SectionHeading>
      <ProductGrid ref={grid} products={items} />
      <p role="status" className="sr-only">
        {added > 0 &&
          t`${plural(added, { one: '# more product loaded', other: '# more products loaded' })}, ${items.length} of ${shownTotal} shown`}
      </p>
      {hasFailed && (
        <p className="mt-4 text-center text-red-700">
          <Trans>More products could not be loaded. Please try again.</Trans>
        </p>
      )}
      {hasMore && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            isPending={isLoading}
            onPress={() => {
              pressedMore.current = true;
              actor.send({ type: 'more.requested' });
            }}
          >
            {hasFailed ? <Trans>Try again</Trans> : <Trans>Load more</Trans>}
          </Button>
        </div>
      )}
    </section>
  );
}
