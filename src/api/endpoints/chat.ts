import { type ApiClient, unwrap } from '../client';
import type { JsonBody, Query } from '../types';

/** Conversations with shops: the shop list, messages page by page, sending, and the unread count. */
export function chatEndpoints(client: ApiClient) {
  return {
    getUnreadMessages: (query: Query<'getUnreadMessages'>, signal?: AbortSignal) =>
      unwrap(client.GET('/unread-messages', { params: { query }, signal })),
    getChatMessages: (query: Query<'getChatMessages'>, signal?: AbortSignal) =>
      unwrap(client.GET('/get-message', { params: { query }, signal })),
    sendChatMessage: (body: JsonBody<'sendChatMessage'>, signal?: AbortSignal) =>
      unwrap(client.POST('/send-message', { body, signal })),
    storeChatMessage: (body: JsonBody<'storeChatMessage'>, signal?: AbortSignal) =>
      unwrap(client.POST('/store-message', { body, signal })),
    getChatShops: (query: Query<'getChatShops'>, signal?: AbortSignal) =>
      unwrap(client.GET('/get-shops', { params: { query }, signal })),
  };
}

export type ChatEndpoints = ReturnType<typeof chatEndpoints>;
