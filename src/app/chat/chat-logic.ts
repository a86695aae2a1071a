import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { chatEndpoints } from '../../api/endpoints/chat';
import { subscribeToUserChat } from '../../api/realtime';
import { chatMachine } from '../../machines/chat/chat.machine';
import type {
  ChatConversation,
  ChatEvent,
  ChatMessage,
  ListenInput,
  LoadMessagesInput,
  LoadShopsInput,
  MessagesPage,
  SendMessageInput,
  ShopsPage,
  StartChatInput,
} from '../../machines/chat/chat.types';

/** The chat's realtime actor: the shopper's channel, each shop message sent in as `chat.remote.message`. */
export const listenForMessages = fromCallback<ChatEvent, ListenInput>(({ input, sendBack }) =>
  subscribeToUserChat(input.config, input.userId, () => sendBack({ type: 'chat.remote.message' })),
);

/** The chat machine with the real calls of the contract and the realtime channel. */
export function createChatLogic(client: ApiClient) {
  const api = chatEndpoints(client);
  return chatMachine.provide({
    actors: {
      loadMessages: fromPromise<MessagesPage, LoadMessagesInput>(async ({ input, signal }) => {
        const query = { shop_id: input.shopId, page: input.page, per_page: input.perPage };
        const { data } = await api.getChatMessages(query, signal);
        return { messages: data.data.data, page: data.data.current_page, lastPage: data.data.last_page };
      }),
      loadShops: fromPromise<ShopsPage, LoadShopsInput>(async ({ input, signal }) => {
        const query = { page: input.page, per_page: input.perPage, ...(input.search && { search: input.search }) };
        const { data } = await api.getChatShops(query, signal);
        return { shops: data.data, page: data.current_page, lastPage: data.last_page };
      }),
      loadUnreadCount: fromPromise<number, { userId: number }>(async ({ input, signal }) => {
        const { data } = await api.getUnreadMessages({ user_id: input.userId }, signal);
        return data.unread_messages;
      }),
      sendMessage: fromPromise<ChatMessage, SendMessageInput>(async ({ input, signal }) => {
        const { data } = await api.sendChatMessage(
          { shop_id: input.shopId, message: input.text, type: 'user' },
          signal,
        );
        return data.message;
      }),
      startChat: fromPromise<ChatConversation, StartChatInput>(async ({ input, signal }) => {
        const body = {
          shop_id: input.shopId,
          user_id: input.userId,
          type: 'user' as const,
          product_id: input.productId,
        };
        const { data } = await api.storeChatMessage(body, signal);
        return data.conversation;
      }),
      listenForMessages,
    },
  });
}
