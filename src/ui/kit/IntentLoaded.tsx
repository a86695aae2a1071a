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

/** The keys that open a menu or a select from its trigger. */
const ARROW_KEYS = new Set(['ArrowDown', 'ArrowUp']);
/** The keys that open any of them: those, and a press. */
const OPENING_KEYS = new Set([...ARROW_KEYS, 'Enter', ' ']);

/**
 * A control whose code (a menu, a select, a dialog: React Aria's overlays) is fetched when the shopper shows
 * intent (the pointer comes over the trigger, it takes focus, or is pressed) rather than with the page. Until
 * then a stand-in draws the trigger. When the code is here, the control takes the stand-in's place; the focus
 * stays on the trigger if the stand-in had it, and a press or an opening key given while the code was on its
 * way opens the control. The swap waits for a press under way to end, so that a press is never split between
 * two elements.
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
  /** Set when the control is asked to take the stand-in's place: whether the stand-in had the focus then. */
  const handOver = useRef<{ hadFocus: boolean } | null>(null);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // A press or an opening key that reaches the stand-in as the control takes its place: React draws the control
  // before it hands the event on, to no one, so the event is seen here first, from the window.
  useEffect(() => {
    if (loaded) return;
    const onStandIn = (event: Event) => event.target instanceof Node && box.current?.contains(event.target);
    const onPointerDown = (event: PointerEvent) => {
      if (onStandIn(event)) isPressing.current = true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (onStandIn(event) && OPENING_KEYS.has(event.key)) openWhenLoaded.current = true;
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [loaded]);

  // Once: later calls (another sign of intent, a press's end) find the swap asked for already.
  const swapIn = () => {
    const value = code.current;
    if (value === null || isPressing.current || !isMounted.current || handOver.current) return;
    handOver.current = { hadFocus: box.current?.contains(document.activeElement) ?? false };
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

  // Read as the control is drawn: a press may have come, or begun, since the swap was asked for (a press begun on
  // the stand-in cannot end on the control, so it counts as given). The trigger the control draws is the element
  // that says whether it is open.
  useLayoutEffect(() => {
    const given = handOver.current;
    if (!loaded || !given) return;
    const open = openWhenLoaded.current || isPressing.current;
    openWhenLoaded.current = false;
    isPressing.current = false;
    const trigger = box.current?.querySelector<HTMLElement>('[aria-expanded]');
    if (!trigger) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost && (open || given.hadFocus)) trigger.focus({ preventScroll: true });
    if (!open) return;
    // Opened as from the keyboard, so that the focus moves into what opens at once (opened otherwise, React Aria
    // waits for the page's transitions to end first): a menu or a select by its opening key, Arrow Down, on its
    // first item; a dialog by Enter. It is given once the control has built its list of items (in a render of its
    // own, after this one): a select with no items yet does not open.
    const timer = setTimeout(() => {
      if (!trigger.isConnected || trigger.getAttribute('aria-expanded') === 'true') return;
      const press = (type: 'keydown' | 'keyup', key: string) =>
        trigger.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
      if (trigger.hasAttribute('aria-haspopup')) {
        press('keydown', 'ArrowDown');
      } else {
        press('keydown', 'Enter');
        press('keyup', 'Enter');
      }
    }, 0);
    return () => clearTimeout(timer);
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
      if (!ARROW_KEYS.has(event.key)) return;
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
