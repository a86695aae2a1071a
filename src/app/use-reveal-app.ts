import { useEffect } from 'react';
import { revealApp } from './first-screen-preview';

/** A page the server draws takes the drawing's place once its main content (or its failure) is on screen. */
export function useRevealAppWhen(isSettled: boolean): void {
  useEffect(() => {
    if (isSettled) revealApp();
  }, [isSettled]);
}
