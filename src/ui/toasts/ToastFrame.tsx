import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { resolveValue, type Toast, toast as toasts } from 'react-hot-toast/headless';
import { Button } from '../kit/Button';
import { CheckIcon, CloseIcon } from '../kit/Icon';
import { useToastRegionFocus } from './toast-region-focus';
import { useSwipeToDismiss } from './useSwipeToDismiss';

/** The toast's kind at a glance (the message itself says it in words). */
function ToastIcon({ toast }: { toast: Toast }) {
  if (toast.icon) return <span aria-hidden="true">{toast.icon}</span>;
  switch (toast.type) {
    case 'success':
      return <CheckIcon className="size-5 text-green-700" />;
    case 'error':
      return (
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded-full bg-red-700 font-bold text-white"
        >
          !
        </span>
      );
    case 'loading':
      return (
        <span
          aria-hidden="true"
          className="size-5 rounded-full border-2 border-gray-300 border-t-primary-700 motion-safe:animate-spin"
        />
      );
    default:
      return null;
  }
}

interface ToastFrameProps {
  toast: Toast;
  direction: 'ltr' | 'rtl';
  /** Called once the toast is on screen, with its message as rendered (the page's live region says it). */
  onShown: (toast: Toast, message: HTMLElement) => void;
}

/**
 * One toast, an item of the toasts' list: icon, message, a close button, Escape to close it when focused, and a
 * horizontal drag past 60 % of its width to dismiss. It is not a live region itself: one created with its text
 * is often not read, so `onShown` hands the words to the page's live region instead.
 */
export function ToastFrame({ toast, direction, onShown }: ToastFrameProps) {
  const { t } = useLingui();
  const { returnFocus } = useToastRegionFocus();
  const message = useRef<HTMLDivElement>(null);
  const dismiss = () => {
    returnFocus();
    toasts.dismiss(toast.id);
  };
  const { offset, handlers } = useSwipeToDismiss(dismiss);
  useEffect(() => {
    if (message.current) onShown(toast, message.current);
  }, [toast, onShown]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Only the toast closes, not a dialog it is shown in.
    event.stopPropagation();
    dismiss();
  };

  return (
    <li
      dir={direction}
      // A toast on its way out is no longer news, nor a place for focus.
      aria-hidden={toast.visible ? undefined : true}
      inert={!toast.visible}
      {...handlers}
      onKeyDown={closeOnEscape}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      className={`pointer-events-auto flex max-w-sm touch-pan-y items-center gap-3 rounded-lg bg-white py-2 ps-3 pe-2 text-sm text-gray-900 shadow-lg ring-1 ring-gray-200 select-none motion-safe:transition-opacity ${
        toast.visible ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <ToastIcon toast={toast} />
      <div ref={message} className="flex-1">
        {resolveValue(toast.message, toast)}
      </div>
      <Button variant="ghost" size="icon" aria-label={t`Dismiss notification`} onPress={dismiss} className="size-8">
        <CloseIcon className="size-4" />
      </Button>
    </li>
  );
}
