import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContext } from 'react-aria-components/Dialog';
import { useSessionActorRef } from '../../../../app/session/SessionProvider';
import { AlertDialog } from '../../../kit/AlertDialog';

export interface LogoutConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * 'Log Out!' / 'Logout Confirmation' with Cancel and Yes (docs/requirements.md §2). Yes asks the session to log out;
 * the session then clears itself and the app says so. Controlled, so it can outlive the menu that opened it.
 */
export function LogoutConfirmDialog({ isOpen, onOpenChange }: LogoutConfirmDialogProps) {
  const { t } = useLingui();
  const session = useSessionActorRef();
  return (
    // Opened from inside the small-screen side panel, it would otherwise take that panel's dialog id and name.
    <DialogContext.Provider value={null}>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={t`Log Out!`}
        cancelLabel={t`Cancel`}
        confirmLabel={t`Yes`}
        onConfirm={() => session.send({ type: 'session.logout.requested' })}
      >
        <Trans>Logout Confirmation</Trans>
      </AlertDialog>
    </DialogContext.Provider>
  );
}
