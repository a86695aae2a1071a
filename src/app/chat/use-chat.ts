import { useSelector } from '@xstate/react';
import type { ChatSnapshot } from '../../machines/chat/chat.selectors';
import { useChatActorRef, useOptionalChatActorRef } from './chat-actor-context';

/** A narrow read of the chat: `useChatSelector(selectUnreadCount)`. */
export function useChatSelector<T>(selector: (snapshot: ChatSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useChatActorRef(), selector, compare);
}

/** A read that also works before the chat has started (a visitor, or its code loading): `fallback` then. */
export function useOptionalChatSelector<T>(selector: (snapshot: ChatSnapshot) => T, fallback: T): T {
  const chat = useOptionalChatActorRef();
  return useSelector(chat ?? undefined, (snapshot: ChatSnapshot | undefined) =>
    snapshot ? selector(snapshot) : fallback,
  );
}
