import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { tv } from 'tailwind-variants';
import { safeHref } from './safeHref';
import { focusRing } from './styles';
import { VisuallyHidden } from './VisuallyHidden';

export const linkStyles = tv({
  base: [focusRing, 'cursor-pointer rounded-xs transition-colors disabled:cursor-not-allowed disabled:text-gray-500'],
  variants: {
    variant: {
      /** Inside a sentence: underlined (an inline link is exempt from the 24 px target size). */
      inline: 'text-primary-700 underline underline-offset-2 hover:decoration-2 pressed:text-primary-800',
      /** On its own (menus, footers, cards): at least 24 px high. */
      standalone: 'inline-flex min-h-6 items-center gap-1 text-primary-700 hover:underline pressed:text-primary-800',
      /** Styled by the caller, e.g. `className={buttonStyles()}`. */
      plain: '',
    },
  },
  defaultVariants: { variant: 'inline' },
});

export interface LinkProps extends Omit<RACLinkProps, 'children' | 'target' | 'rel'> {
  children: ReactNode;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`); only http(s) and mailto hrefs. */
  isExternal?: boolean;
  /** @default 'inline' */
  variant?: 'inline' | 'standalone' | 'plain';
}

/**
 * A link (RAC Link; internal paths go through the app's RAC RouterProvider). An href with a scheme a link
 * must not carry (`javascript:` …) is refused: the text shows, but not as a link.
 */
export function Link({ isExternal = false, variant, href, children, ...props }: LinkProps) {
  const allowed = href === undefined ? undefined : safeHref(href, isExternal);
  if (allowed === null) return <span>{children}</span>;
  return (
    <RACLink
      {...props}
      href={allowed}
      className={composeRenderProps(props.className, (className) => linkStyles({ variant, className }))}
      {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
      {isExternal && (
        <VisuallyHidden>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      )}
    </RACLink>
  );
}
