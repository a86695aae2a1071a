import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useWishlist } from '../../app/favorites/use-wishlist';
import { LoadFailed } from '../common/LoadFailed';
import { ProductGrid } from '../home/ProductGrid';
import { buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { HeartIcon } from '../kit/Icon';
import { Link } from '../kit/Link';
import { ListSkeleton } from '../shops/ListSkeleton';

/**
 * /wishlist: the customer's favourites, each with its heart. A product removed there leaves the grid, and
 * focus moves to the next product's heart (or the heading when none is left).
 */
export default function WishlistPage() {
  const { t } = useLingui();
  const wishlist = useWishlist();
  const [removedIds, setRemovedIds] = useState<ReadonlySet<number>>(new Set());
  const products = (wishlist.data ?? []).filter((product) => !removedIds.has(product.id));

  const heading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const items = grid.current?.children;
    const next = items?.[Math.min(index, items.length - 1)];
    (next?.querySelector<HTMLElement>('button[aria-pressed]') ?? heading.current)?.focus();
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 ref={heading} tabIndex={-1} className="font-bold text-2xl text-gray-900 outline-none">
        {t`Wishlist`}
      </h1>
      {wishlist.errorStatus !== null ? (
        <LoadFailed status={wishlist.errorStatus} onRetry={wishlist.retry} />
      ) : wishlist.data === null ? (
        <ListSkeleton count={5} />
      ) : products.length === 0 ? (
        <EmptyState
          icon={<HeartIcon />}
          title={<Trans>Your wishlist is empty</Trans>}
          action={
            <Link href="/products" variant="plain" className={buttonStyles()}>
              <Trans>Browse products</Trans>
            </Link>
          }
        >
          <Trans>Press the heart on a product to keep it here.</Trans>
        </EmptyState>
      ) : (
        <ProductGrid
          ref={grid}
          products={products}
          headingLevel={2}
          onFavoriteChange={(product, isFavorite) => {
            if (isFavorite) return;
            focusAfterRemoval.current = products.findIndex((shown) => shown.id === product.id);
            setRemovedIds((removed) => new Set(removed).add(product.id));
          }}
        />
      )}
    </div>
  );
}
