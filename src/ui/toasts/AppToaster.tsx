import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useToaster } from 'react-hot-toast/headless';
import { ToastFrame } from './ToastFrame';
import { useToastOutlet } from './ToastOutlet';
import { ToastRegionFocusContext } from './toast-region-focus';
import { useToastAnnouncements } from './useToastAnnouncements';
import { useToastRegionKeyboard } from './useToastRegionKeyboard';

/** docs/requirements.md §9: toasts other than the cart's and sign-in's stay 5 s. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one place toasts appear: at the bottom of the page's start edge, i.e. bottom-left, and bottom-right for
 * right-to-left languages (docs/requirements.md §8). react-hot-toast's headless store is used: its styled Toaster
 * injects inline <style> elements, which the CSP forbids. At most 20 at once is the store's own limit
 * (TOAST_LIMIT = 20): a 21st drops the oldest.
 *
 * Their timers stand still while the pointer rests on them or focus is in them, so an action can be read and
 * pressed; F6 reaches the newest at once (useToastRegionKeyboard). While a modal dialog with a ToastOutlet is
 * open, they are rendered inside it, within its focus scope.
 */
export function AppToaster({ direction }: { direction: 'ltr' | 'rtl' }) {
  const { t } = useLingui();
  // A bare `duration` would also end loading toasts, which must stay until their work settles.
  const { toasts, handlers } = useToaster({
    duration: TOAST_DURATION_MS,
    loading: { duration: Number.POSITIVE_INFINITY },
  });
  const region = useRef<HTMLElement>(null);
  const outlet = useToastOutlet();
  const { returnFocus, isFocusWithin, focusProps, resetFocusWithin } = useToastRegionKeyboard(region);
  const [isHovered, setHovered] = useState(false);
  const onShown = useToastAnnouncements();

  // Moved into or out of a dialog, the region is a new element: neither pointer nor focus is in it.
  const [shownIn, setShownIn] = useState(outlet);
  if (shownIn !== outlet) {
    setShownIn(outlet);
    setHovered(false);
    resetFocusWithin();
  }

  // The store's pause is one for all toasts: started once and ended once, never twice in a row.
  const pause = useRef(handlers);
  pause.current = handlers;
  const isHeld = isHovered || isFocusWithin;
  useEffect(() => {
    if (isHeld) pause.current.startPause();
    else pause.current.endPause();
  }, [isHeld]);

  const focus = useMemo(() => ({ returnFocus }), [returnFocus]);
  const section = (
    <section
      ref={region}
      aria-label={t`Notifications`}
      // Above any open modal without an outlet (a dialog), which React Aria leaves this region out of: a toast's
      // button stays visible and usable there, without closing the modal.
      data-react-aria-top-layer="true"
      data-print-hidden
      className="pointer-events-none fixed start-4 bottom-4 z-60"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      {...focusProps}
    >
      <ol className="flex flex-col-reverse gap-2">
        {toasts.map((toast) => (
          <ToastFrame key={toast.id} toast={toast} direction={direction} onShown={onShown} />
        ))}
      </ol>
    </section>
  );
  return (
    <ToastRegionFocusContext.Provider value={focus}>
      {outlet ? createPortal(section, outlet) : section}
    </ToastRegionFocusContext.Provider>
  );
}
