import { tv } from 'tailwind-variants';
import { VisuallyHidden } from './VisuallyHidden';

export const badgeStyles = tv({
  base: 'inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 font-semibold text-xs tabular-nums leading-none',
  variants: {
    tone: {
      primary: 'bg-primary-700 text-white',
      danger: 'bg-red-700 text-white',
      neutral: 'bg-gray-200 text-gray-900',
    },
  },
  defaultVariants: { tone: 'danger' },
});

export interface BadgeProps {
  /** The number shown. Zero or less shows nothing. */
  count: number;
  /** A larger count shows as "99+". @default 99 */
  max?: number;
  /** @default 'danger' */
  tone?: 'primary' | 'danger' | 'neutral';
  /**
   * What a screen reader hears instead of the bare number, e.g. "3 unread messages". Leave it out when
   * the count is already in the parent's accessible name (a button the caller labels "Cart, 3 items"):
   * the badge is then `aria-hidden`, so the number is not read twice.
   */
  label?: string;
  className?: string;
}

/** A small count on an icon or a menu entry (cart, wishlist, unread messages). */
export function Badge({ count, max = 99, tone, label, className }: BadgeProps) {
  if (count <= 0) return null;
  const shown = count > max ? `${max}+` : String(count);
  if (!label) {
    return (
      <span aria-hidden="true" className={badgeStyles({ tone, className })}>
        {shown}
      </span>
    );
  }
  return (
    <span className={badgeStyles({ tone, className })}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
