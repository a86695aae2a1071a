import { useEffect, useState, useSyncExternalStore } from 'react';

let outlets: HTMLElement[] = [];
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where the toasts show while a modal dialog is open: put inside the dialog, it brings the toasts into the
 * dialog's focus scope, so their buttons (the cart drawer's 'Again Add to Cart') are reached by Tab and F6
 * without leaving the dialog. The latest one mounted wins; the toasts go back to the page when it unmounts.
 */
export function ToastOutlet() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element) return;
    outlets = [...outlets, element];
    changed();
    return () => {
      outlets = outlets.filter((outlet) => outlet !== element);
      changed();
    };
  }, [element]);
  // No box of its own: the toasts inside are fixed to the viewport, and an empty outlet adds no gap.
  return <div ref={setElement} className="contents" />;
}

/** The element the toasts are rendered into: the latest outlet, or null for their own place in the page. */
export function useToastOutlet(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => outlets.at(-1) ?? null,
    () => null,
  );
}
