import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

const SETS_HEIGHT = /(^|\s)(h-|size-|aspect-)/;
const SETS_ROUNDING = /(^|\s)rounded/;

/**
 * A grey placeholder block, sized by `className` (e.g. `h-48 w-full`; a line of text when no height is given).
 * Hidden from assistive technology. The defaults step aside for the caller's height and rounding without
 * the style-merging code, which keeps this out of the first screen's weight.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  const defaults = [SETS_HEIGHT.test(className) ? '' : 'h-4', SETS_ROUNDING.test(className) ? '' : 'rounded-md'];
  return (
    <div
      aria-hidden="true"
      className={['animate-pulse bg-gray-200 motion-reduce:animate-none', ...defaults, className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

export interface SkeletonGroupProps {
  children: ReactNode;
  /** What is loading, for screen readers. @default "Loading" */
  label?: string;
  className?: string;
}

/** Wraps Skeletons where content is on its way: `aria-busy`, with a "Loading" a screen reader can find. */
export function SkeletonGroup({ children, label, className }: SkeletonGroupProps) {
  const { t } = useLingui();
  return (
    <div aria-busy="true" className={className}>
      <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>
      {children}
    </div>
  );
}
