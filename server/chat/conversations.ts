import { and, countDistinct, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { chatMessages, shops } from '../db/schema';
import type { ChatParties } from './messages';

type ChatConversation = Schema<'ChatConversation'>;

/** `search` as a literal "contains" pattern: %, _ and \ typed by the customer match themselves. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The shop's messages in the conversation that the customer has not seen. */
const unreadInConversation = sql<number>`count(*) filter (
  where ${chatMessages.sender} = 'shop' and not ${chatMessages.seenByUser}
) over (partition by ${chatMessages.shopId})`.mapWith(Number);

/** 1 for the latest message of each conversation. */
const recencyInConversation = sql<number>`row_number() over (
  partition by ${chatMessages.shopId} order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc
)`;

/**
 * The customer's conversations (one per shop they have messages with), most recent first: each with its last
 * message and the number of the shop's messages the customer has not seen, in one query.
 */
async function findConversations(
  db: Db,
  userId: number,
  shopFilter: SQL | undefined,
  window: { limit: number; offset: number },
) {
  const latest = db
    .select({
      shopId: chatMessages.shopId,
      message: chatMessages.message,
      createdAt: chatMessages.createdAt,
      unread: unreadInConversation.as('unread'),
      recency: recencyInConversation.as('recency'),
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .as('latest');
  const rows = await db
    .select({
      shop: { id: shops.id, name: shops.name, logo: shops.logo },
      unread: latest.unread,
      lastMessage: latest.message,
      lastMessageAt: latest.createdAt,
    })
    .from(latest)
    .innerJoin(shops, eq(shops.id, latest.shopId))
    .where(and(eq(latest.recency, 1), shopFilter))
    .orderBy(desc(latest.createdAt), desc(shops.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(
    (row): ChatConversation => ({
      shop: row.shop,
      unread_message_shop: row.unread,
      last_message: row.lastMessage,
      last_message_time: row.lastMessageAt.toISOString(),
    }),
  );
}

/** A page of the customer's conversations whose shop name contains `search`, and how many there are in all. */
export async function conversationList(
  db: Db,
  userId: number,
  search: string | undefined,
  window: { limit: number; offset: number },
) {
  const nameFilter = search ? ilike(shops.name, containsPattern(search)) : undefined;
  const [totals] = await db
    .select({ total: countDistinct(chatMessages.shopId) })
    .from(chatMessages)
    .innerJoin(shops, eq(shops.id, chatMessages.shopId))
    .where(and(eq(chatMessages.userId, userId), nameFilter));
  const conversations = await findConversations(db, userId, nameFilter, window);
  return { total: totals?.total ?? 0, conversations };
}

/** The customer's conversation with one shop as the shop list shows it; without messages yet, an empty one. */
export async function conversationWith(db: Db, parties: ChatParties): Promise<ChatConversation> {
  const [found] = await findConversations(db, parties.user.id, eq(shops.id, parties.shop.id), { limit: 1, offset: 0 });
  const { id, name, logo } = parties.shop;
  return found ?? { shop: { id, name, logo }, unread_message_shop: 0, last_message: null, last_message_time: null };
}
