/** Support: ticket issue types, the customers' tickets, support replies and an attached photo. */
import type * as schema from '../schema';
import { DEMO_CUSTOMER, DEMO_ORDERS, DEMO_TICKETS, OTHER_CUSTOMER, OTHER_TICKET, TICKET_ISSUE_TYPES } from './facts';
import { ago, later } from './util';

/** The photo the demo customer attached to the running ticket (drawn by images.ts). */
export const TICKET_PHOTO_PATH = `/media/tickets/${DEMO_TICKETS.running.id}-dented-box.svg`;

export interface SupportData {
  issueTypes: (typeof schema.ticketIssueTypes.$inferInsert)[];
  tickets: (typeof schema.supportTickets.$inferInsert)[];
  messages: (typeof schema.ticketMessages.$inferInsert)[];
  attachments: (typeof schema.ticketAttachments.$inferInsert)[];
}

function issueTypeId(name: string): number {
  const index = TICKET_ISSUE_TYPES.indexOf(name);
  if (index < 0) throw new Error(`seed support: unknown issue type ${name}`);
  return index + 1;
}

export function buildSupport(now: Date): SupportData {
  const issueTypes = TICKET_ISSUE_TYPES.map((name, i) => ({ id: i + 1, name }));
  const demoPhone = `${DEMO_CUSTOMER.phoneCode}${DEMO_CUSTOMER.phone}`;

  const runningOpened = ago(now, { days: 2 });
  const completedOpened = ago(now, { days: 2, hours: -3 });
  const otherOpened = ago(now, { hours: 20 });

  const conversation: { ticketId: number; sender: 'customer' | 'support'; message: string; at: Date }[] = [
    {
      ticketId: DEMO_TICKETS.running.id,
      sender: 'support',
      message:
        'Hi Sam, thank you for letting us know, and sorry the parcel arrived in that state. Could you send us a photo of the box and the mark on the dress?',
      at: later(runningOpened, { hours: 3 }),
    },
    {
      ticketId: DEMO_TICKETS.running.id,
      sender: 'customer',
      message: 'Sure, here is a photo of the box. The mark is on the hem of the dress, about 2 cm long.',
      at: later(runningOpened, { hours: 5 }),
    },
    {
      ticketId: DEMO_TICKETS.running.id,
      sender: 'support',
      message:
        'Thanks for the photo. We have asked Urban Thread to send a replacement dress; you can also request a return from your order page while the return window is open.',
      at: later(runningOpened, { hours: 26 }),
    },
    {
      ticketId: DEMO_TICKETS.completed.id,
      sender: 'support',
      message:
        'Hi Sam, the second charge is a card pre-authorisation, not a payment. It disappears from your statement within 3 to 5 working days.',
      at: later(completedOpened, { hours: 2 }),
    },
    {
      ticketId: DEMO_TICKETS.completed.id,
      sender: 'customer',
      message: 'Thanks, that explains it. It has gone now.',
      at: later(completedOpened, { hours: 30 }),
    },
    {
      ticketId: DEMO_TICKETS.completed.id,
      sender: 'support',
      message: 'Glad it is sorted! We are closing this ticket; reply any time if you need more help.',
      at: later(completedOpened, { hours: 31 }),
    },
  ];
  const messages = conversation.map((m, i) => ({
    id: i + 1,
    ticketId: m.ticketId,
    sender: m.sender,
    message: m.message,
    createdAt: m.at,
  }));
  const lastReply = (ticketId: number) => messages.filter((m) => m.ticketId === ticketId).at(-1)?.createdAt ?? null;

  const tickets: SupportData['tickets'] = [
    {
      id: DEMO_TICKETS.running.id,
      ticketNumber: DEMO_TICKETS.running.number,
      userId: DEMO_CUSTOMER.id,
      issueTypeId: issueTypeId('Delivery'),
      subject: 'Parcel arrived with a dented box',
      message: `My order ${DEMO_ORDERS.deliveredInWindow.code} arrived with the box dented on one corner. The beanie and T-shirts are fine, but the dress has a small mark on it. Can you help?`,
      email: DEMO_CUSTOMER.email,
      phone: demoPhone,
      orderNumber: DEMO_ORDERS.deliveredInWindow.code,
      status: 'Running',
      lastReplyAt: lastReply(DEMO_TICKETS.running.id),
      createdAt: runningOpened,
    },
    {
      id: DEMO_TICKETS.completed.id,
      ticketNumber: DEMO_TICKETS.completed.number,
      userId: DEMO_CUSTOMER.id,
      issueTypeId: issueTypeId('Payment issue'),
      subject: `Charged twice for ${DEMO_ORDERS.processing.code}?`,
      message: `I paid for ${DEMO_ORDERS.processing.code} by card and my banking app shows two charges of the same amount. Was I charged twice?`,
      email: DEMO_CUSTOMER.email,
      phone: null,
      orderNumber: DEMO_ORDERS.processing.code,
      status: 'Completed',
      lastReplyAt: lastReply(DEMO_TICKETS.completed.id),
      createdAt: completedOpened,
    },
    {
      id: OTHER_TICKET.id,
      ticketNumber: OTHER_TICKET.number,
      userId: OTHER_CUSTOMER.id,
      issueTypeId: issueTypeId('Account'),
      subject: 'Change the e-mail on my account',
      message: 'I would like to use my work e-mail address for order updates. How can I change it?',
      email: OTHER_CUSTOMER.email,
      phone: null,
      orderNumber: null,
      status: 'Running',
      lastReplyAt: null,
      createdAt: otherOpened,
    },
  ];

  const photoMessage = messages.find((m) => m.ticketId === DEMO_TICKETS.running.id && m.sender === 'customer');
  const attachments = [
    {
      id: 1,
      ticketId: DEMO_TICKETS.running.id,
      messageId: photoMessage?.id ?? null,
      name: 'dented-box.svg',
      mediaPath: TICKET_PHOTO_PATH,
    },
  ];
  return { issueTypes, tickets, messages, attachments };
}
