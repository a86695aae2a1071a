import { useLingui } from '@lingui/react/macro';
import type { TicketDetails } from '../../machines/ticket-form/ticket-form.types';
import { Dialog, Modal } from '../kit/Dialog';
import { NewTicketForm } from './NewTicketForm';

export interface NewTicketDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Runs with the new ticket, before the dialog closes. */
  onCreated: (ticket: TicketDetails) => void;
}

/**
 * "New ticket": each opening starts a fresh form. Escape, Close or Cancel leave it; a press outside does not,
 * so a stray tap keeps a half-written ticket.
 */
export function NewTicketDialog({ isOpen, onOpenChange, onCreated }: NewTicketDialogProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} size="lg">
      <Dialog title={t`New ticket`}>
        {({ close }) => (
          <NewTicketForm
            onCancel={close}
            onCreated={(ticket) => {
              onCreated(ticket);
              close();
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}
