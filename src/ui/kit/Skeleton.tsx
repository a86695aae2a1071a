import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { twMerge } from 'tailwind-variants';
import { VisuallyHidden } from './VisuallyHidden';

/** A grey placeholder block, sized by `className` (e.g. `h-48 w-full`). Hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={twMerge('h-4 animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none', className)}
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
