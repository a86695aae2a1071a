import type { ReactNode } from 'react';
import type { ResolvedLink } from '../../../../common/links';
import { Link, type LinkProps } from '../../kit/Link';

export interface ServerLinkProps extends Pick<LinkProps, 'className' | 'variant' | 'onPress'> {
  /** The server's address after `resolveLink`: callers skip the entry when that gave null. */
  link: ResolvedLink;
  /** Only `_blank` changes anything: a single-page app has no frames for `_parent` or `_top`. */
  target?: '_self' | '_blank' | '_parent' | '_top' | null;
  children: ReactNode;
}

/**
 * A link whose address comes from the server (menus, footer): a site path stays in the app, a vetted URL
 * leaves it; a new-tab link gets `rel="noopener noreferrer"` and says it opens a new tab.
 */
export function ServerLink({ link, target = null, children, ...props }: ServerLinkProps) {
  const href = link.kind === 'internal' ? link.path : link.href;
  // A phone number cannot open in a tab.
  const opensNewTab = target === '_blank' && !href.startsWith('tel:');
  return (
    <Link {...props} href={href} isExternal={opensNewTab}>
      {children}
    </Link>
  );
}
