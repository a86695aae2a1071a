import type { ReactNode } from 'react';
import { ArrowIcon } from '../kit/Icon';
import { Link } from '../kit/Link';

export interface SectionHeadingProps {
  /** The heading's id: the section's `aria-labelledby`. */
  id: string;
  children: ReactNode;
  /** Where the section's full list is, and the link's words ("All shops"). */
  more?: { href: string; label: string };
}

/** A home or shop section's heading (h2) with the link to its full list at the inline end. */
export function SectionHeading({ id, children, more }: SectionHeadingProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="font-bold text-gray-900 text-xl">
        {children}
      </h2>
      {more && (
        <Link href={more.href} variant="standalone" className="font-medium text-sm">
          {more.label}
          <ArrowIcon direction="end" className="size-4" />
        </Link>
      )}
    </div>
  );
}
