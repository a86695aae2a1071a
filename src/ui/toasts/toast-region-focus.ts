import { createContext, useContext } from 'react';

export interface ToastRegionFocus {
  /** Puts focus back where it was before it entered the toasts, if it is in them now. */
  returnFocus(): void;
}

export const ToastRegionFocusContext = createContext<ToastRegionFocus>({ returnFocus: () => undefined });

export const useToastRegionFocus = () => useContext(ToastRegionFocusContext);
