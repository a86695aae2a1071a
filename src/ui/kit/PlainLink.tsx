import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import type { ResolvedLink } from '../../../common/links';
import { focusRing } from '../../lib/focus-ring';

export interface PlainLinkProps {
  /** A site path stays in the app; a vetted URL (from `resolveLink`) leaves it in a new tab. */
  link: ResolvedLink;
  className?: string;
  children: ReactNode;
}

/**
 * A link for the first screen (the home page's offers): a native anchor with the shared focus ring, without
 * React Aria's press handling or the style-merging code, so the first paint carries less script. Elsewhere
 * use `Link`.
 */
export function PlainLink({ link, className = '', children }: PlainLinkProps) {
  const classes = `${focusRing} ${className}`;
  if (link.kind === 'internal') {
    return (
      <RouterLink href={link.path} className={classes}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes}>
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
