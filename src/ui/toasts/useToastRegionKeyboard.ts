import { type FocusEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The key that moves focus to the newest toast and back, as it moves between landmarks in React Aria. */
export const TOAST_REGION_KEY = 'F6';

/** The newest toast still shown (the list holds the newest first): its action, or else its Dismiss button. */
function newestToastControl(region: HTMLElement): HTMLElement | null {
  const newest = region.querySelector('li:not([inert])');
  return newest?.querySelector<HTMLElement>('[data-toast-action]') ?? newest?.querySelector('button') ?? null;
}

/**
 * Keyboard access to the toasts' region: F6 goes to the newest toast and F6 again goes back; focus that
 * leaves a toast (its action pressed, Dismiss, Escape) goes back where it came from rather than to the page's
 * start. `isFocusWithin` holds the toasts while a keyboard user is in them.
 */
export function useToastRegionKeyboard(region: RefObject<HTMLElement | null>) {
  const origin = useRef<HTMLElement | null>(null);
  const [isFocusWithin, setFocusWithin] = useState(false);

  const returnFocus = useCallback(() => {
    const element = region.current;
    if (!element?.contains(document.activeElement)) return;
    const target = origin.current;
    origin.current = null;
    // Where focus came from may be gone (a line removed meanwhile): the dialog around the toasts, if any, keeps it.
    if (target?.isConnected) target.focus();
    else element.closest<HTMLElement>('[role="dialog"]')?.focus();
  }, [region]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_REGION_KEY || event.altKey || event.ctrlKey || event.metaKey) return;
      const element = region.current;
      if (!element) return;
      if (element.contains(document.activeElement)) {
        event.preventDefault();
        returnFocus();
        return;
      }
      const control = newestToastControl(element);
      if (!control) return;
      event.preventDefault();
      control.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region, returnFocus]);

  const focusProps = {
    onFocus(event: FocusEvent<HTMLElement>) {
      setFocusWithin(true);
      const from = event.relatedTarget;
      if (!event.currentTarget.contains(from)) origin.current = from instanceof HTMLElement ? from : null;
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
    },
  };

  return { returnFocus, isFocusWithin, focusProps, resetFocusWithin: () => setFocusWithin(false) };
}
