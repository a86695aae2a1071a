import { useLingui } from '@lingui/react/macro';
import { useToaster } from 'react-hot-toast/headless';
import { ToastFrame } from './ToastFrame';

/** docs/requirements.md §9: toasts other than the cart's and sign-in's stay 5 s. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one place toasts appear: at the bottom of the page's start edge, i.e. bottom-left, and bottom-right for
 * right-to-left languages (docs/requirements.md §8). react-hot-toast's headless store is used: its styled Toaster
 * injects inline <style> elements, which the CSP forbids. At most 20 at once is the store's own limit
 * (TOAST_LIMIT = 20): a 21st drops the oldest.
 */
export function AppToaster({ direction }: { direction: 'ltr' | 'rtl' }) {
  const { t } = useLingui();
  // A bare `duration` would also end loading toasts, which must stay until their work settles.
  const { toasts, handlers } = useToaster({
    duration: TOAST_DURATION_MS,
    loading: { duration: Number.POSITIVE_INFINITY },
  });
  return (
    <section
      aria-label={t`Notifications`}
      // Above any open modal (the cart drawer, a dialog), which React Aria leaves this region out of: a toast's
      // button, such as the cart's 'Again Add to Cart', stays visible and usable there, without closing the modal.
      data-react-aria-top-layer="true"
      data-print-hidden
      className="pointer-events-none fixed start-4 bottom-4 z-60 flex flex-col-reverse gap-2"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((toast) => (
        <div key={toast.id} className="pointer-events-auto">
          <ToastFrame toast={toast} direction={direction} />
        </div>
      ))}
    </section>
  );
}
