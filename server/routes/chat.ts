import { conversationList, conversationWith } from '../chat/conversations';
import { scheduleDemoReply } from '../chat/demo-replies';
import {
  type ChatParties,
  chatMessage,
  conversationPage,
  markShopMessagesSeen,
  storeMessage,
  unreadMessageCount,
} from '../chat/messages';
import { pageWindow, pagination } from '../http/paging';
import { fieldLabel, say } from '../i18n/say';

/** The chat page size of docs/requirements.md §9: 20 messages and 20 shops per page. */
const CHAT_PAGE_SIZE = 20;

import { chatShop, checkShopProduct } from '../chat/shops';
import type { UserRow } from '../http/env';
import { fieldError, HttpError } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';

const isBlank = (text: string | null | undefined) => !text?.trim();

const userSide = (customer: UserRow): ChatParties['user'] => ({
  id: customer.id,
  name: customer.name,
  profilePhoto: customer.profilePhoto,
});

/** The contract's `chat` operations: conversations between the customer and shops. */
export function chatRoutes(routes: OperationRegistry): void {
  // Sent without a token (as the storefront does): only a count, and 0 for an unknown user.
  routes.serve('getUnreadMessages', async ({ deps, query }) => ({
    message: say('chat.unread'),
    data: { unread_messages: await unreadMessageCount(deps.db, query.user_id) },
  }));

  routes.serve('getChatMessages', async ({ deps, query, customer }) => {
    const parties = { user: userSide(customer), shop: await chatShop(deps.db, query.shop_id) };
    await markShopMessagesSeen(deps.db, customer.id, parties.shop.id);
    const window = pageWindow(query, CHAT_PAGE_SIZE);
    const { total, messages } = await conversationPage(deps, parties, window);
    return { message: say('chat.messages'), data: { data: { data: messages, ...pagination(total, window) } } };
  });

  routes.serve('sendChatMessage', async ({ deps, body, customer }) => {
    if (isBlank(body.message)) throw fieldError('message', say('field.required', { field: fieldLabel('message') }));
    const parties = { user: userSide(customer), shop: await chatShop(deps.db, body.shop_id) };
    if (body.product_id) await checkShopProduct(deps.db, parties.shop.id, body.product_id);
    const messageId = await storeMessage(deps.db, {
      userId: customer.id,
      shopId: parties.shop.id,
      sender: 'user',
      message: body.message,
      productId: body.product_id ?? null,
      createdAt: deps.now(),
    });
    // Nothing is published for the customer's own message: their storefront already shows it.
    await scheduleDemoReply(deps, customer.id, parties.shop.id, messageId);
    return { message: say('chat.sent'), data: { message: await chatMessage(deps, parties, messageId) } };
  });

  routes.serve('storeChatMessage', async ({ deps, body, customer }) => {
    if (body.user_id !== customer.id) throw new HttpError(403, say('request.unauthorized'));
    const parties = { user: userSide(customer), shop: await chatShop(deps.db, body.shop_id) };
    if (body.product_id) await checkShopProduct(deps.db, parties.shop.id, body.product_id);
    const text = isBlank(body.message) ? null : (body.message ?? null);
    // A product card, a text, or both in one message; with neither the conversation is only opened.
    if (body.product_id || text) {
      await storeMessage(deps.db, {
        userId: customer.id,
        shopId: parties.shop.id,
        sender: 'user',
        message: text,
        productId: body.product_id ?? null,
        createdAt: deps.now(),
      });
    }
    return { message: say('chat.started'), data: { conversation: await conversationWith(deps.db, parties) } };
  });

  routes.serve('getChatShops', async ({ deps, query, customer }) => {
    const window = pageWindow(query, CHAT_PAGE_SIZE);
    const { total, conversations } = await conversationList(deps.db, customer.id, query.search?.trim(), window);
    return { message: say('chat.shops'), data: { data: conversations, ...pagination(total, window) } };
  });
}
