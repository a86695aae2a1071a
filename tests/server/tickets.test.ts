import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import {
  DEMO_CUSTOMER,
  DEMO_ORDERS,
  DEMO_TICKETS,
  OTHER_CUSTOMER,
  OTHER_ORDERS,
  OTHER_TICKET,
  TICKET_ISSUE_TYPES,
} from '../../server/db/seed/facts';
import type { NewTicket } from '../../src/api/endpoints/tickets';
import type { Answer } from '../../src/api/types';
import { failure, startTestServer, type TestServer } from './harness';
import { tinyPng } from './test-images';

/** Support tickets (contract tag `tickets`): the caller's own tickets, attachments and replies. */

let server: TestServer;
let demoToken: string;

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});

afterAll(async () => {
  await server?.stop();
});

const pdf = (name = 'invoice.pdf') =>
  new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], name, { type: 'application/pdf' });
/** A real 1×1 PNG, followed by zeros up to `size` bytes (a picture ends at its last chunk). */
const png = (name = 'photo.png', size = 64) => {
  const picture = tinyPng(200);
  const bytes = new Uint8Array(Math.max(size, picture.length));
  bytes.set(picture);
  return new File([bytes], name, { type: 'image/png' });
};

const newTicket = (extra: Partial<NewTicket> = {}): NewTicket => ({
  issue_type: 1,
  subject: 'Earbuds not charging',
  message: 'The right earbud does not charge in the case.',
  email: DEMO_CUSTOMER.email,
  ...extra,
});

/**
 * Sent to the server itself: Prism's proxy reads request bodies as text, which mangles binary files (only an
 * ASCII PDF survives it), and it would judge the declared part types before the server could check the bytes.
 */
async function createDirectly(attachments: File[], extra: Partial<NewTicket> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(newTicket(extra))) form.append(name, String(value));
  for (const file of attachments) form.append('attachments[]', file);
  const response = await fetch(`${server.directUrl}/api/support-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demoToken}` },
    body: form,
  });
  const body = (await response.json()) as Partial<Answer<'createSupportTicket'>> & {
    errors?: Record<string, string[]>;
  };
  return { status: response.status, errors: body.errors ?? {}, ticket: body.data?.support_ticket };
}

describe('issue types and the ticket list', () => {
  it('lists the issue types in display order', async () => {
    const { data } = await server.api(demoToken).tickets.listTicketIssueTypes();
    expect(data.issue_types.map((t) => t.name)).toEqual(TICKET_ISSUE_TYPES);
  });

  it("lists only the caller's tickets, newest first, with counts per status", async () => {
    const { data } = await server.api(demoToken).tickets.listSupportTickets({ per_page: 100 });
    const numbers = data.support_tickets.map((t) => t.ticket_number);
    expect(numbers).toEqual(expect.arrayContaining([DEMO_TICKETS.running.number, DEMO_TICKETS.completed.number]));
    expect(numbers).not.toContain(OTHER_TICKET.number);
    expect(data.total).toBe(data.support_tickets.length);
    expect(data.running + data.completed + data.cancel).toBe(data.total);
    expect(data.completed).toBe(1);
    const times = data.support_tickets.map((t) => Date.parse(t.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('opening a ticket', () => {
  it('opens a Running ticket with a PDF and a PNG attachment, stored as media', async () => {
    const created = await createDirectly([pdf(), png()], { order_number: DEMO_ORDERS.pending.code });
    expect(created.status).toBe(200);
    const ticket = created.ticket;
    if (!ticket) throw new Error('no ticket in the answer');
    expect(ticket).toMatchObject({ status: 'Running', order_number: DEMO_ORDERS.pending.code, last_reply_at: null });
    expect(ticket.ticket_number).toMatch(/^TK-\d{6}$/);
    expect(ticket.attachments.map((a) => a.name)).toEqual(['invoice.pdf', 'photo.png']);
    expect(ticket.attachments[0]?.url).toMatch(new RegExp(`^/media/tickets/${ticket.id}-[0-9a-f]+\\.pdf$`));

    const [stored] = await server.database.db
      .select()
      .from(media)
      .where(eq(media.path, ticket.attachments[1]?.url ?? ''));
    expect(stored).toMatchObject({ contentType: 'image/png', ownerUserId: DEMO_CUSTOMER.id });
    expect(await sharp(stored?.data ?? new Uint8Array()).metadata()).toMatchObject({ format: 'png', width: 1 });

    const { data: shown } = await server
      .api(demoToken)
      .tickets.getSupportTicket({ ticket_number: ticket.ticket_number });
    expect(shown.support_ticket).toEqual(ticket);
  });

  it('opens a ticket through the storefront endpoint, with its attachment', async () => {
    const { data } = await server.api(demoToken).tickets.createSupportTicket(newTicket({ attachments: [pdf()] }));
    expect(data.support_ticket).toMatchObject({ status: 'Running', attachments: [{ name: 'invoice.pdf' }] });
  });

  it('gives every ticket its own number, in the one format the seeded tickets have', async () => {
    const api = server.api(demoToken);
    const first = (await api.tickets.createSupportTicket(newTicket())).data.support_ticket;
    const second = (await api.tickets.createSupportTicket(newTicket())).data.support_ticket;
    expect(first.ticket_number).not.toBe(second.ticket_number);
    // TK-100001 is ticket 1 (server/db/seed/facts.ts): a new ticket's number follows from its id the same way.
    for (const ticket of [first, second]) expect(ticket.ticket_number).toBe(`TK-${100_000 + ticket.id}`);
    expect(DEMO_TICKETS.running.number).toBe(`TK-${100_000 + DEMO_TICKETS.running.id}`);
  });

  it('refuses a file named .exe, even with image bytes', async () => {
    const { status, errors } = await createDirectly([pdf(), png('setup.exe')]);
    expect(status).toBe(422);
    expect(errors.attachments?.[0]).toContain('setup.exe');
  });

  it('refuses a file whose content is not what its name says', async () => {
    const disguised = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'photo.png', { type: 'image/png' });
    const { status, errors } = await createDirectly([disguised]);
    expect(status).toBe(422);
    expect(errors.attachments).toBeTruthy();
  });

  it('refuses a file over 2 MB', async () => {
    const { status, errors } = await createDirectly([png('huge.png', 2 * 1024 * 1024 + 1)]);
    expect(status).toBe(422);
    expect(errors.attachments?.[0]).toContain('2 MB');
  });

  it('refuses more than 5 files', async () => {
    const { status, errors } = await createDirectly([1, 2, 3, 4, 5, 6].map((n) => png(`photo-${n}.png`)));
    expect(status).toBe(422);
    expect(errors.attachments).toBeTruthy();
  });

  it("refuses an order number that is not one of the caller's orders", async () => {
    const error = await failure(
      server.api(demoToken).tickets.createSupportTicket(newTicket({ order_number: OTHER_ORDERS.pending.code })),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.order_number).toBeTruthy();
  });

  it('refuses an issue type that does not exist', async () => {
    const error = await failure(server.api(demoToken).tickets.createSupportTicket(newTicket({ issue_type: 999 })));
    expect(error.status).toBe(422);
    expect(error.fieldErrors.issue_type).toBeTruthy();
  });
});

describe('the conversation on a ticket', () => {
  it('lists the replies oldest first, with their attachments', async () => {
    const { data } = await server
      .api(demoToken)
      .tickets.listSupportTicketMessages({ ticket_number: DEMO_TICKETS.running.number });
    const times = data.messages.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(data.messages.find((m) => m.sender === 'customer')?.attachments).toHaveLength(1);
  });

  it('adds a reply to a Running ticket and sets its last reply time', async () => {
    const api = server.api(demoToken);
    const { ticket_number } = (await api.tickets.createSupportTicket(newTicket())).data.support_ticket;
    const text = 'The light stays off with two cables. <script>alert(1)</script>';
    const { data } = await api.tickets.replySupportTicket({ ticket_number, message: text });
    expect(data.message).toMatchObject({ message: text, sender: 'customer', attachments: [] });

    const { data: thread } = await api.tickets.listSupportTicketMessages({ ticket_number });
    expect(thread.messages.map((m) => m.id)).toEqual([data.message.id]);
    const { data: shown } = await api.tickets.getSupportTicket({ ticket_number });
    expect(shown.support_ticket.last_reply_at).toBe(data.message.created_at);
  });

  it('refuses a reply on a Completed ticket with 422', async () => {
    const error = await failure(
      server
        .api(demoToken)
        .tickets.replySupportTicket({ ticket_number: DEMO_TICKETS.completed.number, message: 'Hello?' }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.ticket_number).toBe('This ticket is closed.');
  });

  it('refuses a blank reply with 422', async () => {
    const error = await failure(
      server.api(demoToken).tickets.replySupportTicket({ ticket_number: DEMO_TICKETS.running.number, message: '   ' }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.message).toBeTruthy();
  });
});

/** A reply as a multipart form, sent to the server itself (see `createDirectly`). */
async function replyDirectly(ticket_number: string, attachments: File[], fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('ticket_number', ticket_number);
  form.append('message', 'Photo and receipt attached.');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of attachments) form.append('attachments[]', file);
  const response = await fetch(`${server.directUrl}/api/support-ticket-message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demoToken}` },
    body: form,
  });
  const body = (await response.json()) as Partial<Answer<'replySupportTicket'>> & {
    errors?: Record<string, string[]>;
  };
  return { status: response.status, errors: body.errors ?? {}, reply: body.data?.message };
}

describe('files on a reply', () => {
  const openTicket = async () =>
    (await server.api(demoToken).tickets.createSupportTicket(newTicket({ attachments: [pdf('opening.pdf')] }))).data
      .support_ticket;

  it('keeps a pdf and a png with the reply; the thread lists them and the media serves them', async () => {
    const ticket = await openTicket();
    const sent = await replyDirectly(ticket.ticket_number, [pdf('receipt.pdf'), png('case.png')]);
    expect(sent.status).toBe(200);
    const reply = sent.reply;
    if (!reply) throw new Error('no reply in the answer');
    expect(reply).toMatchObject({ message: 'Photo and receipt attached.', sender: 'customer' });
    expect(reply.attachments.map((a) => a.name)).toEqual(['receipt.pdf', 'case.png']);
    for (const attachment of reply.attachments) {
      expect(attachment.url).toMatch(new RegExp(`^/media/tickets/${ticket.id}-[0-9a-f]+\\.(pdf|png)$`));
    }

    const api = server.api(demoToken);
    const { data: thread } = await api.tickets.listSupportTicketMessages({ ticket_number: ticket.ticket_number });
    expect(thread.messages).toEqual([reply]);
    // The opening message keeps its own file only.
    const { data: shown } = await api.tickets.getSupportTicket({ ticket_number: ticket.ticket_number });
    expect(shown.support_ticket.attachments.map((a) => a.name)).toEqual(['opening.pdf']);
    expect(shown.support_ticket.last_reply_at).toBe(reply.created_at);

    const [receipt, photo] = reply.attachments;
    const servedPdf = await fetch(`${server.directUrl}${receipt?.url}`);
    expect(servedPdf.status).toBe(200);
    expect(servedPdf.headers.get('content-type')).toBe('application/pdf');
    expect(await servedPdf.text()).toBe(await pdf().text());
    const servedPng = await fetch(`${server.directUrl}${photo?.url}`);
    expect(servedPng.headers.get('content-type')).toBe('image/png');
    // Kept re-encoded without its metadata (media/photo-check.ts): the same picture, not the same bytes.
    const pixels = async (bytes: ArrayBuffer) => [...(await sharp(bytes).raw().toBuffer())];
    expect(await pixels(await servedPng.arrayBuffer())).toEqual(await pixels(await png().arrayBuffer()));
  });

  it('sends a reply with a file through the storefront endpoint, as a form the contract describes', async () => {
    const ticket = await openTicket();
    const { data } = await server
      .api(demoToken)
      .tickets.replySupportTicket({ ticket_number: ticket.ticket_number, message: 'Receipt.', attachments: [pdf()] });
    expect(data.message).toMatchObject({ message: 'Receipt.', attachments: [{ name: 'invoice.pdf' }] });
  });

  it.each([
    ['6 files', () => [1, 2, 3, 4, 5, 6].map((n) => png(`photo-${n}.png`)), 'Attach at most 5 files.'],
    ['a file over 2 MB', () => [png('huge.png', 2 * 1024 * 1024 + 1)], 'huge.png is larger than 2 MB.'],
    ['a file named .exe, with image bytes', () => [pdf(), png('setup.exe')], 'setup.exe is not a jpg, png or pdf'],
    [
      'a file whose content is not what its name says',
      () => [new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'photo.png', { type: 'image/png' })],
      'photo.png is not a jpg, png or pdf',
    ],
  ])('refuses %s with 422 on the attachments, and keeps no reply', async (_, files, text) => {
    const ticket = await openTicket();
    const { status, errors } = await replyDirectly(ticket.ticket_number, files());
    expect(status).toBe(422);
    expect(errors.attachments?.[0]).toContain(text);
    const { data } = await server
      .api(demoToken)
      .tickets.listSupportTicketMessages({ ticket_number: ticket.ticket_number });
    expect(data.messages).toEqual([]);
  });

  it('refuses an attachment sent as text instead of a file, in English and Arabic', async () => {
    const ticket = await openTicket();
    const { status, errors } = await replyDirectly(ticket.ticket_number, [], { 'attachments[]': 'photo.png' });
    expect(status).toBe(422);
    expect(errors.attachments).toEqual(['Send attachments as files.']);

    const form = new FormData();
    form.append('ticket_number', ticket.ticket_number);
    form.append('message', 'صورة');
    form.append('attachments[]', 'photo.png');
    const arabic = await fetch(`${server.directUrl}/api/support-ticket-message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demoToken}`, 'accept-language': 'ar' },
      body: form,
    });
    expect(arabic.status).toBe(422);
    expect(((await arabic.json()) as { errors: Record<string, string[]> }).errors.attachments).toEqual([
      'أرسل المرفقات على شكل ملفات.',
    ]);
  });

  it('refuses files on a closed ticket as any reply there', async () => {
    const { status, errors } = await replyDirectly(DEMO_TICKETS.completed.number, [png()]);
    expect(status).toBe(422);
    expect(errors.ticket_number).toEqual(['This ticket is closed.']);
  });

  it('holds a JSON reply to the JSON size, though the call takes uploads as a form', async () => {
    const response = await fetch(`${server.directUrl}/api/support-ticket-message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demoToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ticket_number: DEMO_TICKETS.running.number, message: 'x'.repeat(100 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

describe("another customer's ticket", () => {
  it('answers 404 to showing, listing and replying, as for a ticket that does not exist', async () => {
    const api = server.api(demoToken);
    const ticket_number = OTHER_TICKET.number;
    for (const call of [
      () => api.tickets.getSupportTicket({ ticket_number }),
      () => api.tickets.listSupportTicketMessages({ ticket_number }),
      () => api.tickets.replySupportTicket({ ticket_number, message: 'Let me in' }),
    ]) {
      expect((await failure(call())).status).toBe(404);
    }
    const otherToken = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
    const { data } = await server.api(otherToken).tickets.listSupportTicketMessages({ ticket_number });
    expect(data.messages).toEqual([]);
  });
});

describe('the contract', () => {
  it('has no violations in any answer', () => {
    expect(server.violations).toEqual([]);
  });
});
