import type { ReactElement } from 'react';
import type { Schema } from '../../../src/api/types';
import { json, renderOrdersPage } from '../orders/orders-harness';

export { json };

type Handler = (url: URL, body: unknown) => unknown;

/**
 * The contract as a map of `METHOD /path` to handlers (paths without `/api`); any other call answers 404.
 * `calls` records each call as `METHOD /path?query`; `bodies` each write's body (JSON, or the multipart form
 * as a FormData).
 */
export function fakeTicketsApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    calls.push(`${request.method} ${path}${url.search}`);
    let body: unknown;
    if (request.method !== 'GET') {
      const type = request.headers.get('Content-Type') ?? '';
      body = type.startsWith('multipart/form-data') ? await request.formData() : await request.json();
      bodies.push(body);
    }
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return json(404, { message: 'Not found.' });
    const answer = await handler(url, body);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, bodies };
}

/** Renders a tickets page signed in as the demo customer, with the toasts (renderOrdersPage renders them). */
export function renderTicketsPage(
  page: ReactElement,
  options: { path: string; pattern: string; api: ReturnType<typeof fakeTicketsApi> },
) {
  return renderOrdersPage(page, options);
}

export const ISSUE_TYPES = [
  { id: 1, name: 'Order issue' },
  { id: 3, name: 'Delivery' },
];

export function aTicket(id: number, overrides: Partial<Schema<'TicketSummary'>> = {}): Schema<'TicketSummary'> {
  return {
    id,
    ticket_number: `TK-1000${String(id).padStart(2, '0')}`,
    subject: `Question ${id}`,
    issue_type: { id: 1, name: 'Order issue' },
    status: 'Running',
    created_at: '2025-03-10T12:00:00Z',
    last_reply_at: null,
    ...overrides,
  };
}

export function ticketDetails(overrides: Partial<Schema<'TicketDetails'>> = {}): Schema<'TicketDetails'> {
  return {
    ...aTicket(1, { subject: 'Parcel arrived with a dented box', issue_type: { id: 3, name: 'Delivery' } }),
    message: 'My order arrived with the box dented.',
    attachments: [],
    email: 'shopper@example.com',
    phone: null,
    order_number: 'ORD-1007',
    ...overrides,
  };
}

export function aMessage(id: number, overrides: Partial<Schema<'TicketMessage'>> = {}): Schema<'TicketMessage'> {
  return {
    id,
    message: `Message ${id}`,
    sender: 'support',
    created_at: '2025-03-10T13:05:00Z',
    attachments: [],
    ...overrides,
  };
}
