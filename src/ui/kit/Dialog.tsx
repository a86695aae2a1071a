import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Heading, Dialog as RACDialog, type DialogProps as RACDialogProps } from 'react-aria-components/Dialog';
import { ModalOverlay, type ModalOverlayProps, Modal as RACModal } from 'react-aria-components/Modal';
import { tv, twMerge } from 'tailwind-variants';
import { Button } from './Button';
import { CloseIcon } from './Icon';

export { DialogTrigger } from 'react-aria-components/Dialog';

export const overlayStyles =
  'fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 entering:opacity-0 exiting:opacity-0 motion-reduce:transition-none';

const modalStyles = tv({
  base: [
    'max-h-[calc(var(--visual-viewport-height)*0.9)] w-full overflow-hidden rounded-xl bg-white text-start text-gray-900',
    'shadow-xl transition-transform duration-200 entering:scale-95 exiting:scale-95 motion-reduce:transition-none',
    'forced-colors:border forced-colors:bg-[Canvas]',
  ],
  variants: {
    size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-6xl' },
  },
  defaultVariants: { size: 'md' },
});

export interface ModalProps extends Omit<ModalOverlayProps, 'className'> {
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * The backdrop and centred panel around a Dialog. Inside a `DialogTrigger` it opens with the trigger;
 * otherwise control it with `isOpen`/`onOpenChange`. Escape closes it, and so does a press outside
 * (`isDismissable`, default true). Focus stays inside and returns to where it was on close.
 */
export function Modal({ size, isDismissable = true, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlayStyles}>
      <div className="flex h-(--visual-viewport-height) w-full items-center justify-center p-4">
        <RACModal className={modalStyles({ size })}>{children}</RACModal>
      </div>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading that names the dialog. Without one, give the dialog an `aria-label`. */
  title?: ReactNode;
  children: ReactNode | ((options: { close: () => void }) => ReactNode);
  /** A close button (named "Close") at the inline-end corner. @default true */
  hasCloseButton?: boolean;
}

/** A dialog's content: heading, optional close button, body. Put it in a Modal, a Drawer or a Popover. */
export function Dialog({ title, children, hasCloseButton = true, className, ...props }: DialogProps) {
  const { t } = useLingui();
  return (
    <RACDialog {...props} className={twMerge('relative max-h-[inherit] overflow-auto p-6 outline-hidden', className)}>
      {({ close }) => (
        <>
          {title && (
            <Heading slot="title" level={2} className="pe-10 font-semibold text-gray-900 text-xl">
              {title}
            </Heading>
          )}
          {hasCloseButton && (
            <Button variant="ghost" size="icon" aria-label={t`Close`} onPress={close} className="absolute end-2 top-2">
              <CloseIcon />
            </Button>
          )}
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </RACDialog>
  );
}
