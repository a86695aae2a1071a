import { ModalOverlay, type ModalOverlayProps, Modal as RACModal } from 'react-aria-components/Modal';
import { Dialog, type DialogProps, overlayStyles } from './Dialog';

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The heading that names the drawer, e.g. "My Cart". */
  title: DialogProps['title'];
  children: DialogProps['children'];
}

/**
 * A side panel sliding in from the inline-end edge (the right in LTR, the left in RTL), as a modal dialog:
 * a heading, a close button, focus kept inside and returned on close. Escape and a press outside close it.
 * Use it inside a `DialogTrigger` or control it with `isOpen`/`onOpenChange`.
 */
export function Drawer({ title, children, isDismissable = true, ...props }: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlayStyles}>
      <RACModal
        className={[
          'fixed inset-y-0 end-0 flex h-(--visual-viewport-height) w-full max-w-md flex-col bg-white text-gray-900 shadow-xl',
          'transition-transform duration-300 entering:translate-x-full exiting:translate-x-full',
          'rtl:entering:-translate-x-full rtl:exiting:-translate-x-full motion-reduce:transition-none',
          'forced-colors:border-s forced-colors:bg-[Canvas]',
        ].join(' ')}
      >
        <Dialog title={title} className="flex h-full max-h-none flex-col gap-4">
          {children}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
