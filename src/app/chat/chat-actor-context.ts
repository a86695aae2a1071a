import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat/chat.machine';

export type ChatActorRef = ActorRefFrom<typeof chatMachine>;

/**
 * The chat actor, or null while there is none yet: a visitor never loads the chat's code, and a shopper's
 * chat starts once its code has loaded. This module holds no chat code, so every screen may read it.
 */
export const ChatActorContext = createContext<ChatActorRef | null>(null);

/** The chat actor, or null (a visitor, or its code still loading). */
export function useOptionalChatActorRef(): ChatActorRef | null {
  return useContext(ChatActorContext);
}

/** The chat actor, for screens shown only once it has started (the sidebar, the bound panes). */
export function useChatActorRef(): ChatActorRef {
  const chat = useContext(ChatActorContext);
  if (!chat) throw new Error('useChatActorRef() is used before the chat has started');
  return chat;
}
