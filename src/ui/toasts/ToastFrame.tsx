import { useLingui } from '@lingui/react/macro';
import { resolveValue, type Toast, toast as toasts } from 'react-hot-toast/headless';
import { Button } from '../kit/Button';
import { CheckIcon, CloseIcon } from '../kit/Icon';
import { useSwipeToDismiss } from './useSwipeToDismiss';

/** react-hot-toast creates every toast as polite; an error must interrupt, so it is announced assertively. */
function liveRegionProps(toast: Toast): Toast['ariaProps'] {
  return toast.type === 'error' ? { role: 'alert', 'aria-live': 'assertive' } : toast.ariaProps;
}

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

/** One toast: icon, message, a close button, and a horizontal drag past 60 % of its width to dismiss. */
export function ToastFrame({ toast, direction }: { toast: Toast; direction: 'ltr' | 'rtl' }) {
  const { t } = useLingui();
  const dismiss = () => toasts.dismiss(toast.id);
  const { offset, handlers } = useSwipeToDismiss(dismiss);

  return (
    <div
      dir={direction}
      // A toast on its way out is no longer news, nor a place for focus.
      aria-hidden={toast.visible ? undefined : true}
      inert={!toast.visible}
      {...handlers}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      className={`flex max-w-sm touch-pan-y items-center gap-3 rounded-lg bg-white py-2 ps-3 pe-2 text-sm text-gray-900 shadow-lg ring-1 ring-gray-200 select-none motion-safe:transition-opacity ${
        toast.visible ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <ToastIcon toast={toast} />
      <div className="flex-1" {...liveRegionProps(toast)}>
        {resolveValue(toast.message, toast)}
      </div>
      <Button variant="ghost" size="icon" aria-label={t`Dismiss notification`} onPress={dismiss} className="size-8">
        <CloseIcon className="size-4" />
      </Button>
    </div>
  );
}
