import { expect } from 'vitest';
import { type ContractCase, contractCase as c } from './contract-case';

const anyString = expect.any(String);
const anyNumber = expect.any(Number);
const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const receipt = new Blob(['%PDF-1.4 receipt'], { type: 'application/pdf' });

export const returnsAddressesTicketsCases: ContractCase[] = [
  // returns
  c(
    'listReturnOrders',
    (api) => api.returns.listReturnOrders({ page: 1, per_page: 10 }),
    ({ data }) => expect(data.total).toEqual(anyNumber),
  ),
  c(
    'getReturnOrder',
    (api) => api.returns.getReturnOrder(5),
    ({ data }) => expect(data.return_order.id).toEqual(anyNumber),
  ),
  c(
    'createReturnOrder',
    (api) =>
      api.returns.createReturnOrder({
        order_id: 1028,
        reason: 'Arrived cracked.',
        product_ids: [12],
        bank_account_number: '000123456789',
        return_address: '12 Market Street',
      }),
    (body) => expect(body.message).toEqual(anyString),
  ),

  // addresses
  c(
    'listAddresses',
    (api) => api.addresses.listAddresses(),
    ({ data }) => expect(data.addresses[0]).toMatchObject({ id: anyNumber, is_default: expect.any(Boolean) }),
  ),
  c(
    'createAddress',
    (api) =>
      api.addresses.createAddress({
        name: 'Sam Shopper',
        phone: '5550100001',
        address_line: '200 Harbor Avenue',
        address_type: 'home',
      }),
    ({ data }) => expect(data.address.id).toEqual(anyNumber),
  ),
  c(
    'updateAddress',
    (api) =>
      api.addresses.updateAddress(7, {
        name: 'Sam Shopper',
        phone: '5550100001',
        address_line: '200 Harbor Avenue',
        address_type: 'office',
        is_default: true,
      }),
    ({ data }) => expect(data.address.is_default).toEqual(expect.any(Boolean)),
  ),
  c(
    'deleteAddress',
    (api) => api.addresses.deleteAddress(7),
    (body) => expect(body.message).toEqual(anyString),
  ),

  // tickets
  c(
    'listTicketIssueTypes',
    (api) => api.tickets.listTicketIssueTypes(),
    ({ data }) => expect(data.issue_types[0]).toMatchObject({ id: anyNumber, name: anyString }),
  ),
  c(
    'listSupportTickets',
    (api) => api.tickets.listSupportTickets({ page: 1, per_page: 10 }),
    ({ data }) => expect(data).toMatchObject({ running: anyNumber, completed: anyNumber, cancel: anyNumber }),
  ),
  c(
    'createSupportTicket',
    (api) =>
      api.tickets.createSupportTicket({
        issue_type: 1,
        subject: 'Earbuds not charging',
        message: 'The right earbud does not charge.',
        email: 'shopper@example.com',
        attachments: [receipt, photo],
      }),
    ({ data }) => expect(data.support_ticket.ticket_number).toEqual(anyString),
  ),
  c(
    'getSupportTicket',
    (api) => api.tickets.getSupportTicket({ ticket_number: 'TK-100005' }),
    ({ data }) => expect(data.support_ticket.ticket_number).toEqual(anyString),
  ),
  c(
    'listSupportTicketMessages',
    (api) => api.tickets.listSupportTicketMessages({ ticket_number: 'TK-100005' }),
    ({ data }) => expect(Array.isArray(data.messages)).toBe(true),
  ),
  c(
    'replySupportTicket',
    // Both bodies the call takes: JSON without files, then a form with them.
    async (api) => {
      const plain = await api.tickets.replySupportTicket({
        ticket_number: 'TK-100005',
        message: 'Still not charging.',
      });
      expect(plain.message).toEqual(anyString);
      return api.tickets.replySupportTicket({
        ticket_number: 'TK-100005',
        message: 'Photo attached.',
        attachments: [photo, receipt],
      });
    },
    ({ data }) => expect(Array.isArray(data.message.attachments)).toBe(true),
  ),
];
