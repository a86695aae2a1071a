import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FormBody, Schema } from '../../src/api/types';
import { nextIds, ticketCode } from '../commerce/codes';
import type { Db } from '../db/client';
import { orders, supportTickets, ticketIssueTypes, ticketMessages } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { pageWindow } from '../http/paging';
import { fieldLabel, say } from '../i18n/say';
import {
  checkAttachments,
  openingAttachments,
  replyAttachments,
  storeAttachments,
} from '../tickets/ticket-attachments';

type TicketRow = typeof supportTickets.$inferSelect;
type IssueType = Schema<'TicketIssueType'>;
type NewTicket = Omit<FormBody<'createSupportTicket'>, 'attachments[]'>;

function toSummary(ticket: TicketRow, issueType: IssueType): Schema<'TicketSummary'> {
  return {
    id: ticket.id,
    ticket_number: ticket.ticketNumber,
    subject: ticket.subject,
    issue_type: issueType,
    status: ticket.status,
    created_at: ticket.createdAt.toISOString(),
    last_reply_at: ticket.lastReplyAt?.toISOString() ?? null,
  };
}

/** The caller's ticket with that number and its issue type: 404 for anyone else's. */
async function ownTicket(db: Db, userId: number, ticketNumber: string) {
  const [row] = await db
    .select({ ticket: supportTickets, issueType: { id: ticketIssueTypes.id, name: ticketIssueTypes.name } })
    .from(supportTickets)
    .innerJoin(ticketIssueTypes, eq(ticketIssueTypes.id, supportTickets.issueTypeId))
    .where(and(eq(supportTickets.ticketNumber, ticketNumber), eq(supportTickets.userId, userId)));
  if (!row) throw notFound(say('ticket.notFound'));
  return row;
}

/** The ticket with its opening message and the files attached to it (not to a reply). */
async function ticketDetails(db: Db, ticket: TicketRow, issueType: IssueType): Promise<Schema<'TicketDetails'>> {
  return {
    ...toSummary(ticket, issueType),
    message: ticket.message,
    attachments: await openingAttachments(db, ticket.id),
    email: ticket.email,
    phone: ticket.phone,
    order_number: ticket.orderNumber,
  };
}

/** Checks the fields the schema cannot: the issue type exists, the order is the caller's, the text is not blank. */
async function checkNewTicket(db: Db, userId: number, form: NewTicket): Promise<IssueType> {
  if (!form.message.trim()) throw fieldError('message', say('field.required', { field: fieldLabel('message') }));
  const [issueType] = await db
    .select({ id: ticketIssueTypes.id, name: ticketIssueTypes.name })
    .from(ticketIssueTypes)
    .where(eq(ticketIssueTypes.id, form.issue_type));
  if (!issueType) throw fieldError('issue_type', say('ticket.issueTypeInvalid'));
  if (form.order_number) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderCode, form.order_number), eq(orders.userId, userId)));
    if (!order) throw fieldError('order_number', say('ticket.orderNumberInvalid'));
  }
  return issueType;
}

/** The contract's `tickets` operations: the caller's support tickets and their replies. */
export function ticketsRoutes(routes: OperationRegistry): void {
  routes.serve('listTicketIssueTypes', async ({ deps }) => {
    const issueTypes = await deps.db
      .select({ id: ticketIssueTypes.id, name: ticketIssueTypes.name })
      .from(ticketIssueTypes)
      .orderBy(asc(ticketIssueTypes.id));
    return { message: say('ticket.issueTypes'), data: { issue_types: issueTypes } };
  });

  routes.serve('listSupportTickets', async ({ deps, query, customer }) => {
    const mine = eq(supportTickets.userId, customer.id);
    const perStatus = await deps.db
      .select({ status: supportTickets.status, total: count() })
      .from(supportTickets)
      .where(mine)
      .groupBy(supportTickets.status);
    const counted = (status: TicketRow['status']) => perStatus.find((row) => row.status === status)?.total ?? 0;
    const window = pageWindow(query);
    const rows = await deps.db
      .select({ ticket: supportTickets, issueType: { id: ticketIssueTypes.id, name: ticketIssueTypes.name } })
      .from(supportTickets)
      .innerJoin(ticketIssueTypes, eq(ticketIssueTypes.id, supportTickets.issueTypeId))
      .where(mine)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(window.limit)
      .offset(window.offset);
    return {
      message: say('ticket.list'),
      data: {
        total: perStatus.reduce((sum, row) => sum + row.total, 0),
        running: counted('Running'),
        completed: counted('Completed'),
        cancel: counted('Cancel'),
        support_tickets: rows.map((row) => toSummary(row.ticket, row.issueType)),
      },
    };
  });

  routes.serve('createSupportTicket', async ({ deps, body, files, customer }) => {
    const form = body as unknown as NewTicket; // Checked and coerced against the contract by `serve`.
    const issueType = await checkNewTicket(deps.db, customer.id, form);
    const uploads = await checkAttachments(files.attachments ?? [], body);
    const ticket = await deps.db.transaction(async (tx) => {
      // The number is the ticket's id written as every ticket's is (commerce/codes.ts): one format for all.
      const [id] = (await nextIds(tx, 'support_tickets', 1)) as [number];
      const [created] = await tx
        .insert(supportTickets)
        .values({
          id,
          ticketNumber: ticketCode(id),
          userId: customer.id,
          issueTypeId: issueType.id,
          subject: form.subject?.trim() || null,
          message: form.message,
          email: form.email,
          phone: form.phone?.trim() || null,
          orderNumber: form.order_number || null,
          createdAt: deps.now(),
        })
        .returning();
      if (!created) throw new Error('The new ticket was not stored.');
      await storeAttachments(tx, { userId: customer.id, ticketId: created.id, messageId: null }, uploads);
      return created;
    });
    return {
      message: say('ticket.created'),
      data: { support_ticket: await ticketDetails(deps.db, ticket, issueType) },
    };
  });

  routes.serve('getSupportTicket', async ({ deps, query, customer }) => {
    const { ticket, issueType } = await ownTicket(deps.db, customer.id, query.ticket_number);
    return {
      message: say('ticket.details'),
      data: { support_ticket: await ticketDetails(deps.db, ticket, issueType) },
    };
  });

  routes.serve('listSupportTicketMessages', async ({ deps, query, customer }) => {
    const { ticket } = await ownTicket(deps.db, customer.id, query.ticket_number);
    const messages = await deps.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, ticket.id))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
    const attachments = await replyAttachments(
      deps.db,
      ticket.id,
      messages.map((m) => m.id),
    );
    return {
      message: say('ticket.messages'),
      data: {
        messages: messages.map((m) => ({
          id: m.id,
          message: m.message,
          sender: m.sender,
          created_at: m.createdAt.toISOString(),
          attachments: attachments.get(m.id) ?? [],
        })),
      },
    };
  });

  // JSON without files, or a multipart form with `attachments[]` checked as a new ticket's are.
  routes.serve('replySupportTicket', async ({ deps, body, files, customer }) => {
    const { ticket } = await ownTicket(deps.db, customer.id, body.ticket_number);
    if (ticket.status !== 'Running') throw fieldError('ticket_number', say('ticket.closed'));
    if (!body.message.trim()) throw fieldError('message', say('field.required', { field: fieldLabel('message') }));
    const uploads = await checkAttachments(files.attachments ?? [], body);
    const at = deps.now();
    const { reply, attachments } = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ticketMessages)
        .values({ ticketId: ticket.id, sender: 'customer', message: body.message, createdAt: at })
        .returning();
      if (!row) throw new Error('The reply was not stored.');
      const owner = { userId: customer.id, ticketId: ticket.id, messageId: row.id };
      const stored = await storeAttachments(tx, owner, uploads);
      await tx.update(supportTickets).set({ lastReplyAt: at }).where(eq(supportTickets.id, ticket.id));
      return { reply: row, attachments: stored };
    });
    return {
      message: say('ticket.sent'),
      data: {
        message: {
          id: reply.id,
          message: reply.message,
          sender: reply.sender,
          created_at: reply.createdAt.toISOString(),
          attachments,
        },
      },
    };
  });
}
