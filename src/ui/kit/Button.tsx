import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useId, useRef } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { ProgressBarContext } from 'react-aria-components/ProgressBar';
import { tv, type VariantProps } from 'tailwind-variants';
import { dropStaleAnnouncements } from './stale-announcements';
import { focusRing } from './styles';

/** Also for a Link that looks like a button: `<Link className={buttonStyles({ variant: 'secondary' })}>`. */
export const buttonStyles = tv({
  base: [
    focusRing,
    'relative inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 rounded-md font-medium',
    'text-center no-underline transition-colors [-webkit-tap-highlight-color:transparent]',
    'disabled:cursor-not-allowed pending:cursor-wait forced-colors:disabled:text-[GrayText]',
  ],
  variants: {
    variant: {
      primary:
        'bg-primary-700 text-white hover:bg-primary-800 pressed:bg-primary-900 disabled:bg-gray-200 disabled:text-gray-600',
      secondary:
        'border border-gray-500 bg-white text-gray-900 hover:bg-gray-100 pressed:bg-gray-200 disabled:border-gray-300 disabled:bg-white disabled:text-gray-500',
      ghost:
        'bg-transparent text-gray-900 hover:bg-gray-100 pressed:bg-gray-200 disabled:bg-transparent disabled:text-gray-500',
      /** Looks like a link, acts as a button (switching between dialogs, Resend). */
      link: 'bg-transparent px-1 text-primary-700 underline underline-offset-2 hover:decoration-2 pressed:text-primary-800 disabled:text-gray-500',
      danger: 'bg-red-700 text-white hover:bg-red-800 pressed:bg-red-900 disabled:bg-gray-200 disabled:text-gray-600',
    },
    size: {
      sm: 'min-h-8 min-w-8 px-3 text-sm',
      md: 'min-h-11 min-w-11 px-4 text-base',
      lg: 'min-h-12 min-w-12 px-6 text-lg',
      /** A square icon-only button: give it an `aria-label`. */
      icon: 'size-11 p-0',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariant = NonNullable<VariantProps<typeof buttonStyles>['variant']>;

export interface ButtonProps extends RACButtonProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' (44 px high, a comfortable touch target) */
  size?: VariantProps<typeof buttonStyles>['size'];
}

/**
 * A button (RAC Button: press by mouse, touch, Enter or Space). `isPending` keeps the label in place but
 * invisible, so the width stays put, shows a spinner, blocks presses, and adds "Loading" to the button's
 * name; RAC announces the change while the button has focus.
 */
export function Button({ variant, size, ...props }: ButtonProps) {
  const contentId = useId();
  // While pending, RAC appends the progress bar to the button's aria-labelledby; pointing it at the content
  // gives "Place order Loading" everywhere, not only where name-from-content includes the progress bar.
  const namedByContent = props.isPending && !props['aria-label'] && !props['aria-labelledby'];
  const hasBeenPending = useRef(false);
  if (props.isPending) hasBeenPending.current = true;
  // Leaving the page, a button that was busy takes the ids its announcement was named by. Look again once the
  // announcer's own delay has passed: its first announcement on a page is made 100 ms late.
  // The page's document is kept from the mount: by the time the timers run, a test's page may be gone.
  useEffect(() => {
    const page = document;
    return () => {
      if (!hasBeenPending.current) return;
      setTimeout(() => dropStaleAnnouncements(page), 0);
      setTimeout(() => dropStaleAnnouncements(page), 250);
    };
  }, []);
  return (
    <RACButton
      {...props}
      aria-labelledby={namedByContent ? contentId : props['aria-labelledby']}
      className={composeRenderProps(props.className, (className) => buttonStyles({ variant, size, className }))}
    >
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          <span
            id={contentId}
            className={`inline-flex items-center justify-center gap-2 ${isPending ? 'opacity-0' : ''}`}
          >
            {children}
          </span>
          {isPending && <PendingSpinner />}
        </>
      ))}
    </RACButton>
  );
}

/**
 * A busy control's spinner, an indeterminate progress bar named "Loading"; by default over the button's label,
 * which it hides. In a React Aria button it takes the id the button names itself with while busy.
 */
export function PendingSpinner({ className = 'absolute inset-0' }: { className?: string }) {
  const { t } = useLingui();
  const given = useContext(ProgressBarContext);
  const id = given && 'id' in given ? given.id : undefined;
  return (
    <span
      id={id}
      role="progressbar"
      aria-label={t`Loading`}
      className={`flex items-center justify-center ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 animate-spin motion-reduce:animate-none"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
      >
        <circle cx="12" cy="12" r="9" className="opacity-25" />
        <path d="M21 12a9 9 0 0 0-9-9" strokeLinecap="round" />
      </svg>
    </span>
  );
}
