import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CodeOnIntent } from '../../lib/code-on-intent';

/** Spread on the stand-in's trigger (a React Aria button): each handler is a sign the shopper is about to use it. */
export interface IntentProps {
  onHoverStart: () => void;
  onFocus: () => void;
  onPressStart: () => void;
  onPressEnd: () => void;
  onPress: () => void;
  onKeyDown: (event: { key: string; preventDefault: () => void }) => void;
  /** Pressed before the code came: the trigger says it is busy until the control opens. */
  isPending: boolean;
}

export interface IntentLoadedProps<T> {
  /** The control's code. */
  code: CodeOnIntent<T>;
  /** The control's trigger as the control itself draws it (same look, role and name), with `intent` spread on it. */
  standIn: (intent: IntentProps) => ReactNode;
  /** The control, once its code is here. */
  children: (loaded: T) => ReactNode;
  /** A press could not be answered because the code could not be fetched; the next sign of intent tries again. */
  onLoadFailed?: () => void;
}

/** What the stand-in had when the control took its place. */
interface HandOver {
  hadFocus: boolean;
  open: boolean;
}

/** The keys that open a menu or a select from its trigger. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A control whose code (a menu, a select, a dialog: React Aria's overlays) is fetched when the shopper shows
 * intent (the pointer comes over the trigger, it takes focus, or is pressed) rather than with the page. Until
 * then a stand-in draws the trigger. When the code is here, the control takes the stand-in's place; the focus
 * stays on the trigger if the stand-in had it, and a press or an opening key given while the code was on its
 * way opens the control, as a screen reader's press would. The swap waits for a press under way to end, so that
 * a press is never split between two elements.
 */
export function IntentLoaded<T>({ code, standIn, children, onLoadFailed }: IntentLoadedProps<T>) {
  const [loaded, setLoaded] = useState<{ value: T } | null>(() =>
    code.current === null ? null : { value: code.current },
  );
  const [isPending, setPending] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const isMounted = useRef(false);
  const isPressing = useRef(false);
  const openWhenLoaded = useRef(false);
  const handOver = useRef<HandOver | null>(null);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const swapIn = () => {
    const value = code.current;
    if (value === null || isPressing.current || !isMounted.current || handOver.current) return;
    handOver.current = {
      hadFocus: box.current?.contains(document.activeElement) ?? false,
      open: openWhenLoaded.current,
    };
    setLoaded({ value });
  };

  const want = () => {
    code.load().then(swapIn, () => {
      if (!isMounted.current || !openWhenLoaded.current) return;
      openWhenLoaded.current = false;
      setPending(false);
      onLoadFailed?.();
    });
  };

  const wantOpen = () => {
    openWhenLoaded.current = true;
    setPending(true);
    want();
  };

  // The trigger the control draws is the element that says whether it is open.
  useLayoutEffect(() => {
    const given = handOver.current;
    if (!loaded || !given) return;
    handOver.current = null;
    const trigger = box.current?.querySelector<HTMLElement>('[aria-expanded]');
    if (!trigger) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (given.open || (given.hadFocus && focusLost)) trigger.focus({ preventScroll: true });
    // A click without a pointer: React Aria opens the control as for a screen reader, on its first item.
    if (given.open) trigger.click();
  }, [loaded]);

  if (loaded) {
    return (
      <span ref={box} className="contents">
        {children(loaded.value)}
      </span>
    );
  }
  const intent: IntentProps = {
    onHoverStart: want,
    onFocus: want,
    onPressStart: () => {
      isPressing.current = true;
      want();
    },
    onPressEnd: () => {
      isPressing.current = false;
      // After the press's own handler: a press that ended on the trigger has asked to open by then.
      queueMicrotask(swapIn);
    },
    onPress: wantOpen,
    onKeyDown: (event) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      wantOpen();
    },
    isPending,
  };
  return (
    <span ref={box} className="contents">
      {standIn(intent)}
    </span>
  );
}
