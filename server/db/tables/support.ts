import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, shops } from './catalog';
import { createdAt } from './columns';

export const ticketIssueTypes = pgTable('ticket_issue_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    ticketNumber: text('ticket_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueTypeId: integer('issue_type_id')
      .notNull()
      .references(() => ticketIssueTypes.id),
    subject: text('subject'),
    message: text('message').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    orderNumber: text('order_number'),
    status: text('status').$type<'Running' | 'Completed' | 'Cancel'>().notNull().default('Running'),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_user').on(t.userId, t.createdAt)],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'customer' | 'support'>().notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket').on(t.ticketId, t.createdAt)],
);

/** Files attached to a ticket (message_id null) or to one of its messages; the bytes live in `media`. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mediaPath: text('media_path').notNull(),
  },
  (t) => [index('ticket_attachments_ticket').on(t.ticketId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'user' | 'shop'>().notNull(),
    message: text('message'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    seenByUser: boolean('seen_by_user').notNull().default(false),
    seenByShop: boolean('seen_by_shop').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation').on(t.userId, t.shopId, t.id)],
);
