import { useSelector } from '@xstate/react';
import type { ChatSnapshot } from '../../machines/chat/chat.selectors';
import { useChatActorRef } from './ChatProvider';

/** A narrow read of the chat: `useChatSelector(selectUnreadCount)`. */
export function useChatSelector<T>(selector: (snapshot: ChatSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useChatActorRef(), selector, compare);
}
