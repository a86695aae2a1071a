/**
 * The storefront's live chat: it subscribes to the public channel `chat_user_{id}` (the name docs/requirements.md §7 gives) and refreshes
 * its messages, shops and unread count on `send-message-to-user`. Anyone can listen on a public channel, so the
 * event carries no text, only which shop and message changed; the storefront re-fetches them with its token.
 */
export const chatChannel = (userId: number) => `chat_user_${userId}`;
export const CHAT_EVENT = 'send-message-to-user';

export interface ChatEventData {
  shop_id: number;
  message_id: number;
}
