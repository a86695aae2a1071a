import { createContext, useContext } from 'react';
import type { AuthStep } from '../../machines/auth/auth-dialogs.types';

export interface AuthDialogsControl {
  /** Opens login (the default), registration, forgot password, or the code that verifies the shopper's account. */
  open: (step?: AuthStep) => void;
  /** Starts loading the dialogs' code (a login button calls it on hover or focus). */
  preload: () => void;
}

export const AuthDialogsContext = createContext<AuthDialogsControl | null>(null);

/** Opens the auth dialogs from anywhere: the login button, the visitor's wishlist, a 401 on add to cart. */
export function useAuthDialogs(): AuthDialogsControl {
  const control = useContext(AuthDialogsContext);
  if (!control) throw new Error('useAuthDialogs() is used outside <AuthDialogsProvider>');
  return control;
}
