import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

export interface CartStatusAnnouncerProps {
  count: number;
  /** The cart amount, formatted. */
  amount: string;
}

/**
 * A polite live region that says the new count and amount after the cart changes (a line changed, a reload
 * answered), so a screen reader hears the result of a press. It stays silent when it first appears: the
 * drawer's heading and figures are read on opening anyway.
 */
export function CartStatusAnnouncer({ count, amount }: CartStatusAnnouncerProps) {
  const { t } = useLingui();
  const [message, setMessage] = useState('');
  const shown = useRef<string | null>(null);
  const figures = `${count}|${amount}`;
  const summary = t`Cart updated: ${plural(count, { one: '# item', other: '# items' })}, total ${amount}`;

  useEffect(() => {
    if (shown.current !== null && shown.current !== figures) setMessage(summary);
    shown.current = figures;
  }, [figures, summary]);

  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}
