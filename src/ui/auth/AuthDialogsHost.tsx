import type { AuthDialogsHostProps } from '../../app/auth/AuthDialogsProvider';
import { useAuthDialogsActor } from '../../app/auth/use-auth-dialogs-actor';
import { AuthDialogs } from './AuthDialogs';

/** The auth dialogs on their actor, loaded by AuthDialogsProvider the first time a dialog is asked for. */
export default function AuthDialogsHost(props: AuthDialogsHostProps) {
  return <AuthDialogs {...useAuthDialogsActor(props)} />;
}
