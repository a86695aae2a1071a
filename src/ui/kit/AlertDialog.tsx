import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Heading, Dialog as RACDialog } from 'react-aria-components/Dialog';
import { Button } from './Button';
import { Modal, type ModalProps } from './Dialog';

export interface AlertDialogProps extends Omit<ModalProps, 'children' | 'size' | 'isDismissable'> {
  /** The heading that names the dialog, e.g. "Log Out!". */
  title: ReactNode;
  /** The message; it also describes the dialog (`aria-describedby`). */
  children: ReactNode;
  /** The confirm button's text, e.g. "Yes". */
  confirmLabel: ReactNode;
  /** @default "Cancel" */
  cancelLabel?: ReactNode;
  /** `destructive` paints the confirm button red and starts focus on Cancel. @default 'default' */
  variant?: 'default' | 'destructive';
  /** Called on confirm; the dialog then closes, unless `closesOnConfirm` is false. */
  onConfirm: () => void;
  /** Keep the dialog open on confirm: the caller closes it once the call it started is done. @default true */
  closesOnConfirm?: boolean;
  /** The confirm's call is under way: the confirm button shows it, and Cancel and Escape wait. */
  isPending?: boolean;
  /** Why the last confirm failed (the server's words), announced under the message; the dialog stays open. */
  error?: ReactNode;
}

/**
 * A confirmation (`role="alertdialog"`) in its own Modal: use it inside a `DialogTrigger` or control it with
 * `isOpen`/`onOpenChange`. Escape or Cancel closes it; a press outside does not.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  closesOnConfirm = true,
  isPending = false,
  error,
  ...modalProps
}: AlertDialogProps) {
  const messageId = useId();
  const isDestructive = variant === 'destructive';
  return (
    <Modal
      {...modalProps}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending || modalProps.isKeyboardDismissDisabled}
    >
      <RACDialog role="alertdialog" aria-describedby={messageId} className="p-6 outline-hidden">
        {({ close }) => (
          <>
            <Heading slot="title" level={2} className="font-semibold text-gray-900 text-xl">
              {title}
            </Heading>
            <div id={messageId} className="mt-3 text-gray-700">
              {children}
            </div>
            <div
              role="alert"
              className="mt-3 empty:hidden rounded-md border border-red-300 bg-red-50 p-3 text-red-900 text-sm"
            >
              {error}
            </div>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onPress={close} autoFocus={isDestructive} isDisabled={isPending}>
                {cancelLabel ?? <Trans>Cancel</Trans>}
              </Button>
              <Button
                variant={isDestructive ? 'danger' : 'primary'}
                isPending={isPending}
                onPress={() => {
                  onConfirm();
                  if (closesOnConfirm) close();
                }}
              >
                {confirmLabel}
              </Button>
            </div>
          </>
        )}
      </RACDialog>
    </Modal>
  );
}
