import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { offerPrices, runningSaleDiscounts } from '../catalog/pricing';
import type { Db } from '../db/client';
import { chatMessages, products, type shops, type users } from '../db/schema';
import type { ServerDeps } from '../deps';
import { notFound } from '../http/http-error';
import type { PageWindow } from '../http/paging';

type ChatMessage = Schema<'ChatMessage'>;

/** The two sides of a conversation, as every message of it shows them. */
export interface ChatParties {
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'profilePhoto'>;
  shop: Pick<typeof shops.$inferSelect, 'id' | 'name' | 'logo' | 'isOnline'>;
}

const messageColumns = {
  id: chatMessages.id,
  message: chatMessages.message,
  sender: chatMessages.sender,
  seenByUser: chatMessages.seenByUser,
  seenByShop: chatMessages.seenByShop,
  createdAt: chatMessages.createdAt,
  product: {
    id: products.id,
    name: products.name,
    thumbnail: products.thumbnail,
    price: products.price,
    discountPrice: products.discountPrice,
    rating: products.rating,
    totalReviews: products.totalReviews,
  },
};

const ofConversation = (userId: number, shopId: number) =>
  and(eq(chatMessages.userId, userId), eq(chatMessages.shopId, shopId));

/** Messages with their product cards, newest first. */
async function findMessages(db: Db, where: SQL | undefined, window: { limit: number; offset: number }) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(products, eq(products.id, chatMessages.productId))
    .where(where)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(window.limit)
    .offset(window.offset);
}

type MessageRow = Awaited<ReturnType<typeof findMessages>>[number];

/** The contract's ChatMessage; product prices as every other answer shows them (a running flash sale included). */
async function toChatMessages(deps: ServerDeps, rows: MessageRow[], parties: ChatParties): Promise<ChatMessage[]> {
  const productIds = rows.flatMap((row) => (row.product ? [row.product.id] : []));
  const saleDiscounts = await runningSaleDiscounts(deps.db, productIds, deps.now());
  const { user, shop } = parties;
  return rows.map((row) => {
    const prices = row.product && offerPrices(row.product, saleDiscounts.get(row.product.id));
    return {
      id: row.id,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      type: row.sender,
      user: { id: user.id, name: user.name, profile_photo: user.profilePhoto },
      shop: { id: shop.id, name: shop.name, logo: shop.logo },
      product:
        row.product && prices
          ? {
              id: row.product.id,
              name: row.product.name,
              thumbnail: row.product.thumbnail,
              price: prices.price,
              discount_price: prices.discountPrice,
              rating: row.product.rating,
              total_reviews: row.product.totalReviews,
            }
          : null,
      shop_active_status: shop.isOnline,
      // Seen by whoever it was written to.
      seen: row.sender === 'user' ? row.seenByShop : row.seenByUser,
    };
  });
}

/** One page of the conversation, newest first, and how many messages it has in all. */
export async function conversationPage(deps: ServerDeps, parties: ChatParties, window: PageWindow) {
  const where = ofConversation(parties.user.id, parties.shop.id);
  const [totals] = await deps.db.select({ total: count() }).from(chatMessages).where(where);
  const rows = await findMessages(deps.db, where, window);
  return { total: totals?.total ?? 0, messages: await toChatMessages(deps, rows, parties) };
}

/** One stored message as the contract shows it. */
export async function chatMessage(deps: ServerDeps, parties: ChatParties, messageId: number): Promise<ChatMessage> {
  const rows = await findMessages(deps.db, eq(chatMessages.id, messageId), { limit: 1, offset: 0 });
  const [message] = await toChatMessages(deps, rows, parties);
  if (!message) throw notFound();
  return message;
}

/** The customer has now seen everything the shop wrote to them. */
export async function markShopMessagesSeen(db: Db, userId: number, shopId: number): Promise<void> {
  await db
    .update(chatMessages)
    .set({ seenByUser: true })
    .where(and(ofConversation(userId, shopId), eq(chatMessages.sender, 'shop'), eq(chatMessages.seenByUser, false)));
}

/** Messages from shops the customer has not seen, over all conversations. */
export async function unreadMessageCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sender, 'shop'), eq(chatMessages.seenByUser, false)));
  return row?.unread ?? 0;
}

export interface NewChatMessage {
  userId: number;
  shopId: number;
  sender: 'user' | 'shop';
  /** Stored as typed: the storefront shows it as text, so nothing is escaped here. */
  message: string | null;
  productId: number | null;
  createdAt: Date;
}

/** Stores a message; the writer has seen it, the other side not yet. */
export async function storeMessage(db: Db, message: NewChatMessage): Promise<number> {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...message, seenByUser: message.sender === 'user', seenByShop: message.sender === 'shop' })
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('The chat message was not stored.');
  return row.id;
}
