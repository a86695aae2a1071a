import { useLingui } from '@lingui/react/macro';
import { useAuthDialogs } from '../../app/auth/AuthDialogsContext';
import { Button, buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { CartIcon } from '../kit/Icon';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

/** What the drawer shows in place of the lines: an empty cart, a visitor's cart, or lines on their way. */

export function EmptyCart({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      headingLevel={3}
      icon={<CartIcon />}
      title={t`Cart is empty`}
      action={
        <Link href="/products" variant="plain" onPress={onNavigate} className={buttonStyles({ variant: 'secondary' })}>
          {t`Browse products`}
        </Link>
      }
    >
      {t`Products you add to the cart appear here.`}
    </EmptyState>
  );
}

/** A visitor has no cart on the server: the cart is empty until they log in. */
export function VisitorCart({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const authDialogs = useAuthDialogs();
  return (
    <EmptyState
      headingLevel={3}
      icon={<CartIcon />}
      title={t`Cart is empty`}
      action={
        <Button
          onPress={() => {
            // One modal at a time: the drawer gives way to the login dialog.
            onClose();
            authDialogs.open('login');
          }}
        >
          {t`Log in`}
        </Button>
      }
    >
      {t`Log in to keep products in your cart.`}
    </EmptyState>
  );
}

export function CartLinesSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading your cart`} className="flex flex-col gap-5 py-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="w-3/4" />
            <Skeleton className="w-1/3" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
