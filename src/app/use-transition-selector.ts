import { startTransition, useEffect, useRef, useState } from 'react';

/** What the hook needs of an actor: its snapshot and a way to hear of the next one. */
interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(observer: () => void): { unsubscribe(): void };
}

/**
 * A selection from an actor's snapshot, where a change re-renders a large part of the page. React renders an
 * external store's update (`useSelector`) at once, in one task however large; this hook shows the change as a
 * transition instead, which React renders in slices the browser can interrupt, so a slow phone's first tap is
 * not held up behind it.
 */
export function useTransitionSelector<TSnapshot, TSelected>(
  actor: Observable<TSnapshot>,
  select: (snapshot: TSnapshot) => TSelected,
  isSame: (a: TSelected, b: TSelected) => boolean = Object.is,
): TSelected {
  const selectRef = useRef(select);
  selectRef.current = select;
  const isSameRef = useRef(isSame);
  isSameRef.current = isSame;
  const [selected, setSelected] = useState(() => select(actor.getSnapshot()));
  useEffect(() => {
    const show = () => {
      const next = selectRef.current(actor.getSnapshot());
      startTransition(() => setSelected((shown) => (isSameRef.current(shown, next) ? shown : next)));
    };
    // The actor may have moved on between the first render and this subscription.
    show();
    const subscription = actor.subscribe(show);
    return () => subscription.unsubscribe();
  }, [actor]);
  return selected;
}
