import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessageData } from './ChatMessage';

export interface ArrivalNotice {
  /** The newest message's id: a new notice replaces the old one even when its words are the same. */
  id: number;
  text: string;
}

interface Seen {
  shopName: string;
  lastId: number | null;
  isLoaded: boolean;
}

/**
 * What to say when messages are added at the end of a shown conversation ("Shop 1: Hello"): the shop's
 * replies and the shopper's own sent ones. A page of history (the first, an older one, another shop's) is
 * read when reached, never all at once.
 */
export function useArrivalNotice(
  shopName: string,
  messages: readonly ChatMessageData[],
  isLoading: boolean,
): ArrivalNotice | null {
  const { t } = useLingui();
  const [notice, setNotice] = useState<ArrivalNotice | null>(null);
  const seen = useRef<Seen | null>(null);

  useEffect(() => {
    const before = seen.current;
    const last = messages.at(-1);
    seen.current = { shopName, lastId: last?.id ?? null, isLoaded: !isLoading };
    if (before?.shopName !== shopName) {
      setNotice(null);
      return;
    }
    if (!before.isLoaded || !last || last.id === before.lastId) return;
    const start = before.lastId === null ? 0 : messages.findIndex((message) => message.id === before.lastId) + 1;
    // The last one seen is gone: the list was replaced, not added to.
    if (start === 0 && before.lastId !== null) return;
    const said = messages.slice(start).map((message) => {
      const words = message.message?.trim() || message.product?.name || '';
      if (message.type === 'user') {
        return t({ message: `You: ${words}`, comment: "The shopper's sent chat message, read out" });
      }
      const shop = message.shop.name;
      return t({
        message: `${shop}: ${words}`,
        comment: "A shop's new chat message, read out: the shop, then its words",
      });
    });
    setNotice({ id: last.id, text: said.join(' ') });
  }, [shopName, messages, isLoading, t]);

  return notice;
}
