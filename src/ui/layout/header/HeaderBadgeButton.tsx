import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '../../kit/Badge';
import { Button } from '../../kit/Button';
import { CartIcon, HeartIcon } from '../../kit/Icon';

export interface HeaderBadgeButtonProps {
  kind: 'wishlist' | 'cart';
  count: number;
  onPress: () => void;
  /** The word beside the icon (the side menu); the navbar shows the icon alone. */
  showText?: boolean;
  className?: string;
}

/** The wishlist or cart button with its count; its name carries the count ("Cart, 2 items"). */
export function HeaderBadgeButton({ kind, count, onPress, showText = false, className }: HeaderBadgeButtonProps) {
  const { t } = useLingui();
  const name =
    kind === 'wishlist'
      ? t`Wishlist, ${plural(count, { one: '# item', other: '# items' })}`
      : t`Cart, ${plural(count, { one: '# item', other: '# items' })}`;
  return (
    <Button
      variant="ghost"
      size={showText ? 'md' : 'icon'}
      aria-label={name}
      onPress={onPress}
      className={`${showText ? 'w-full justify-start' : ''} ${className ?? ''}`}
    >
      {kind === 'wishlist' ? <HeartIcon className="size-6" /> : <CartIcon className="size-6" />}
      {showText && <span>{kind === 'wishlist' ? t`Wishlist` : t`Cart`}</span>}
      <Badge count={count} className={showText ? undefined : 'absolute -top-0.5 -end-0.5'} />
    </Button>
  );
}
