import { Trans } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useAuthDialogs } from '../../../app/auth/AuthDialogsContext';
import { Button } from '../../kit/Button';
import { UserIcon } from '../../kit/Icon';

export interface LoginButtonProps {
  /** Runs before the login dialog opens (the small-screen side panel closes itself first). */
  onBeforeOpen?: () => void;
  /**
   * Take focus on mount when nothing holds it: after a logout the user menu that had focus is gone, and
   * the button that replaces it is the natural place to continue from.
   */
  takeLostFocus?: boolean;
  className?: string;
}

/** 'Login': opens the login dialog, whose code starts loading as soon as the pointer or focus arrives. */
export function LoginButton({ onBeforeOpen, takeLostFocus = false, className }: LoginButtonProps) {
  const { open, preload } = useAuthDialogs();
  const id = useId();
  useEffect(() => {
    if (!takeLostFocus) return;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(id)?.focus();
  }, [takeLostFocus, id]);
  return (
    <Button
      id={id}
      variant="primary"
      className={className}
      onHoverStart={preload}
      onFocus={preload}
      onPress={() => {
        onBeforeOpen?.();
        open('login');
      }}
    >
      <UserIcon className="size-5" />
      <Trans>Login</Trans>
    </Button>
  );
}
