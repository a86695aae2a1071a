import { fromPromise } from 'xstate';
import type {
  ChatConversation,
  ChatMessage,
  LoadMessagesInput,
  LoadShopsInput,
  MessagesPage,
  SendMessageInput,
  ShopsPage,
  StartChatInput,
} from './chat.types';

/** The chat's calls to the server, each with what it takes and answers: the app gives the real ones, tests fakes. */
export interface ChatCalls {
  loadMessages: (input: LoadMessagesInput, signal: AbortSignal) => Promise<MessagesPage>;
  loadShops: (input: LoadShopsInput, signal: AbortSignal) => Promise<ShopsPage>;
  loadUnreadCount: (input: { userId: number }, signal: AbortSignal) => Promise<number>;
  sendMessage: (input: SendMessageInput, signal: AbortSignal) => Promise<ChatMessage>;
  startChat: (input: StartChatInput, signal: AbortSignal) => Promise<ChatConversation>;
}

/** The machine's call actors (named as the calls), each running its call with the actor's input. */
export function chatCallActors(calls: ChatCalls) {
  return {
    loadMessages: fromPromise<MessagesPage, LoadMessagesInput>(({ input, signal }) =>
      calls.loadMessages(input, signal),
    ),
    loadShops: fromPromise<ShopsPage, LoadShopsInput>(({ input, signal }) => calls.loadShops(input, signal)),
    loadUnreadCount: fromPromise<number, { userId: number }>(({ input, signal }) =>
      calls.loadUnreadCount(input, signal),
    ),
    sendMessage: fromPromise<ChatMessage, SendMessageInput>(({ input, signal }) => calls.sendMessage(input, signal)),
    startChat: fromPromise<ChatConversation, StartChatInput>(({ input, signal }) => calls.startChat(input, signal)),
  };
}
