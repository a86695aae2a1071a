import { type Renderable, toast } from 'react-hot-toast/headless';

export interface NotifyOptions {
  /** Milliseconds; the default is AppToaster's 5 s (cart and sign-in toasts pass 3000). */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking another. */
  id?: string;
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-amber-600" fill="currentColor">
      <path d="M10 2 1 18h18L10 2Zm-1 6h2v5H9V8Zm0 6h2v2H9v-2Z" />
    </svg>
  );
}

/**
 * The app's toasts, all drawn by AppToaster's frame (close button, drag to dismiss, live region).
 * Messages may be elements (the cart's thumbnail and button); `toast.custom` is avoided because it bypasses the frame.
 */
export const notify = {
  info: (message: Renderable, options?: NotifyOptions) => toast(message, options),
  success: (message: Renderable, options?: NotifyOptions) => toast.success(message, options),
  /** Announced assertively. */
  error: (message: Renderable, options?: NotifyOptions) => toast.error(message, options),
  /** docs/requirements.md §8: the server's warnings (`info`) on cart answers. */
  warning: (message: Renderable, options?: NotifyOptions) => toast(message, { ...options, icon: <WarningIcon /> }),
  dismiss: (id?: string) => toast.dismiss(id),
};
