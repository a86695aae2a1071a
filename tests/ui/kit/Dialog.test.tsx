import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../../../src/ui/kit/AlertDialog';
import { Button } from '../../../src/ui/kit/Button';
import { Dialog, DialogTrigger, Modal } from '../../../src/ui/kit/Dialog';
import { TextField } from '../../../src/ui/kit/TextField';
import { renderWithI18n } from './renderWithI18n';

function LoginDialog() {
  return (
    <DialogTrigger>
      <Button>Log in</Button>
      <Modal>
        <Dialog title="Welcome back">
          <TextField label="E-mail" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its heading and takes focus', async () => {
    const { user } = renderWithI18n(<LoginDialog />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside, closes on Escape and returns focus to the trigger', async () => {
    const { user } = renderWithI18n(<LoginDialog />);
    const trigger = screen.getByRole('button', { name: 'Log in' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });

    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const { user } = renderWithI18n(<LoginDialog />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus());
  });
});

function LogoutConfirm({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Log Out</Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Log Out!"
        confirmLabel="Yes"
        variant="destructive"
        onConfirm={onConfirm}
      >
        Logout Confirmation
      </AlertDialog>
    </>
  );
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its heading and described by its message, starting on Cancel', async () => {
    const { user } = renderWithI18n(<LogoutConfirm onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log Out!' });
    expect(dialog).toHaveAccessibleDescription('Logout Confirmation');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms, then closes and returns focus', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithI18n(<LogoutConfirm onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log Out' })).toHaveFocus());
  });

  it('Cancel and Escape close without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithI18n(<LogoutConfirm onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log Out' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('can stay open on confirm while the call it started is pending, then show why it failed', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const props = { isOpen: true, onOpenChange, title: 'Cancel order?', confirmLabel: 'Yes', onConfirm };
    const { user, rerender } = renderWithI18n(
      <AlertDialog {...props} closesOnConfirm={false}>
        Really?
      </AlertDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    rerender(
      <AlertDialog {...props} closesOnConfirm={false} isPending>
        Really?
      </AlertDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();

    rerender(
      <AlertDialog {...props} closesOnConfirm={false} error="Only a pending order can be cancelled.">
        Really?
      </AlertDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only a pending order can be cancelled.');
    expect(dialog).toHaveAccessibleDescription('Really?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
