import { useLingui } from '@lingui/react/macro';
import { resolveValue, type Toast, ToastIcon, toast as toasts } from 'react-hot-toast';
import { Button } from '../kit/Button';
import { CloseIcon } from '../kit/Icon';
import { useSwipeToDismiss } from './useSwipeToDismiss';

/** react-hot-toast creates every toast as polite; an error must interrupt, so it is announced assertively. */
function liveRegionProps(toast: Toast): Toast['ariaProps'] {
  return toast.type === 'error' ? { role: 'alert', 'aria-live': 'assertive' } : toast.ariaProps;
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
