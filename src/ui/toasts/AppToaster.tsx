import { Toaster } from 'react-hot-toast';
import { ToastFrame } from './ToastFrame';

/** Spec section 9: toasts other than the cart's and sign-in's stay 5 s. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one place toasts appear: bottom-left, bottom-right for right-to-left languages (spec section 8).
 * At most 20 at once is react-hot-toast's own store limit (TOAST_LIMIT = 20): a 21st drops the oldest.
 */
export function AppToaster({ direction }: { direction: 'ltr' | 'rtl' }) {
  return (
    <Toaster
      position={direction === 'rtl' ? 'bottom-right' : 'bottom-left'}
      // The library aligns with flex-start/flex-end, which a right-to-left page would mirror:
      // the container stays left-to-right so 'right' means right, and each toast sets its own direction.
      containerStyle={{ direction: 'ltr' }}
      // A bare `duration` would also end loading toasts, which must stay until their work settles.
      toastOptions={{ duration: TOAST_DURATION_MS, loading: { duration: Number.POSITIVE_INFINITY } }}
    >
      {(toast) => <ToastFrame toast={toast} direction={direction} />}
    </Toaster>
  );
}
