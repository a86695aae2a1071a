import { Trans } from '@lingui/react/macro';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { tv } from 'tailwind-variants';
import { Link as RouterLink } from 'wouter';
import { safeInternalPath } from '../../../common/links';
import { safeHref } from './safeHref';
import { focusRing } from './styles';
import { VisuallyHidden } from './VisuallyHidden';

export const linkStyles = tv({
  base: [focusRing, 'cursor-pointer rounded-xs transition-colors'],
  variants: {
    variant: {
      /** Inside a sentence: underlined (an inline link is exempt from the 24 px target size). */
      inline: 'text-primary-700 underline underline-offset-2 hover:decoration-2 active:text-primary-800',
      /** On its own (menus, footers, cards): at least 24 px high. */
      standalone: 'inline-flex min-h-6 items-center gap-1 text-primary-700 hover:underline active:text-primary-800',
      /** Styled by the caller, e.g. `className={buttonStyles()}`. */
      plain: '',
    },
  },
  defaultVariants: { variant: 'inline' },
});

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'target' | 'rel' | 'href' | 'onClick'> {
  href: string;
  children: ReactNode;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`); only http(s) and mailto hrefs. */
  isExternal?: boolean;
  /** @default 'inline' */
  variant?: 'inline' | 'standalone' | 'plain';
  /** Called when the link is followed (by a click, a tap or Enter), before the page changes. */
  onPress?: () => void;
}

/**
 * A link: a native anchor, which the browser makes focusable, pressable by Enter and announced as a link, with
 * nothing to set up per link (a page of product cards has many). A site path is followed by the app's router
 * (wouter's Link, which leaves modified clicks to the browser). An href with a scheme a link must not carry
 * (`javascript:` …) is refused: the text shows, but not as a link.
 */
export function Link({ isExternal = false, variant, href, children, className, onPress, ...props }: LinkProps) {
  const allowed = safeHref(href, isExternal);
  if (allowed === null) return <span>{children}</span>;
  const classes = linkStyles({ variant, className });
  // A path of this site, which the app's router shows without loading the page again.
  if (!isExternal && safeInternalPath(allowed)) {
    return (
      <RouterLink {...props} href={allowed} className={classes} onClick={onPress}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a
      {...props}
      href={allowed}
      className={classes}
      onClick={onPress}
      {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
      {isExternal && (
        <VisuallyHidden>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      )}
    </a>
  );
}
