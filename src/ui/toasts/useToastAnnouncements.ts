import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef } from 'react';
import type { Toast } from 'react-hot-toast/headless';
import { announce } from '../common/announcements';
import { TOAST_REGION_KEY } from './useToastRegionKeyboard';

/** A toast's words as shown, without its action and what is hidden from assistive technology. */
function readToast(message: HTMLElement): { text: string; action: string | null } {
  const words = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
  const copy = message.cloneNode(true) as HTMLElement;
  const action = copy.querySelector('[data-toast-action]');
  for (const node of copy.querySelectorAll('[data-toast-action], [aria-hidden="true"]')) node.remove();
  return { text: words(copy), action: action ? words(action) : null };
}

const asSentence = (text: string) => (/[.!?؟…]$/.test(text) ? text : `${text}.`);

/**
 * Says each toast once, when it shows (and again when its id is reused for a new one): errors assertively,
 * the rest politely. A toast with an action also says the key that reaches it.
 */
export function useToastAnnouncements() {
  const { t } = useLingui();
  const said = useRef(new Map<string, number>());
  return useCallback(
    (toast: Toast, message: HTMLElement) => {
      if (!toast.visible || said.current.get(toast.id) === toast.createdAt) return;
      said.current.set(toast.id, toast.createdAt);
      const { text, action } = readToast(message);
      const key = TOAST_REGION_KEY;
      const spoken = action ? `${asSentence(text)} ${t`Press ${key} to reach ${action}.`}` : text;
      announce(spoken, toast.type === 'error' ? 'assertive' : 'polite');
    },
    [t],
  );
}
