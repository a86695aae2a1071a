import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SupportTicketPage from '../../../src/ui/pages/SupportTicketPage';
import { aMessage, fakeTicketsApi, json, renderTicketsPage, ticketDetails } from './tickets-harness';

const REPLIES = [
  aMessage(11, { message: 'Could you send a photo?', sender: 'support' }),
  aMessage(12, {
    message: 'Here it is. <b>not bold</b>',
    sender: 'customer',
    attachments: [
      { name: 'box.png', url: '/media/tickets/1-box.png' },
      { name: 'sneaky.pdf', url: 'javascript:alert(1)' },
      { name: 'receipt.pdf', url: '/media/tickets/1-receipt.pdf' },
    ],
  }),
];

function ticketApi(ticket = ticketDetails(), replyAnswers: Response[] = []) {
  return fakeTicketsApi({
    'GET /support-ticket/show': (url) =>
      url.searchParams.get('ticket_number') === ticket.ticket_number
        ? { message: 'Support ticket', data: { support_ticket: ticket } }
        : json(404, { message: 'Ticket not found.' }),
    'GET /support-ticket-messages': () => ({ message: 'Ticket messages', data: { messages: REPLIES } }),
    'POST /support-ticket-message': (_url, body) =>
      replyAnswers.shift() ?? {
        message: 'Message sent',
        data: { message: aMessage(13, { sender: 'customer', message: (body as { message: string }).message }) },
      },
  });
}

function render(api = ticketApi(), number = 'TK-100001') {
  return renderTicketsPage(<SupportTicketPage />, {
    path: `/support-ticket/${number}`,
    pattern: '/support-ticket/:ticketNumber',
    api,
  });
}

const messagesOf = async () => within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('article');

describe('SupportTicketPage', () => {
  it("shows the ticket's facts and the thread: the customer's messages at the end, support's at the start", async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Parcel arrived with a dented box' }),
    ).toBeInTheDocument();
    expect(screen.getByText('TK-100001')).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    expect(screen.getByText('ORD-1007')).toBeInTheDocument();

    const messages = await messagesOf();
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringContaining('My order arrived with the box dented.'),
      expect.stringContaining('Could you send a photo?'),
      expect.stringContaining('Here it is.'),
    ]);
    const sides = messages.map((message) => message.closest('li')?.className.match(/self-(start|end)/)?.[1]);
    expect(sides).toEqual(['end', 'start', 'end']);
    expect(within(messages[0] as HTMLElement).getByText('You')).toBeInTheDocument();
    expect(within(messages[1] as HTMLElement).getByText('Support team')).toBeInTheDocument();
  });

  it('renders text as text, images as thumbnails with alt text, and only safe links', async () => {
    render();
    const messages = await messagesOf();
    const customerReply = messages[2] as HTMLElement;
    expect(within(customerReply).getByText('Here it is. <b>not bold</b>')).toBeInTheDocument();
    expect(customerReply.querySelector('b')).toBeNull();

    const photo = within(customerReply).getByRole('img', { name: 'box.png' });
    // A photo of this site in the sizes the API makes (src/ui/kit/Picture.tsx).
    expect(photo).toHaveAttribute('src', '/media/tickets/1-box.png?w=96');
    expect(within(customerReply).getByRole('link', { name: /^box\.png ?\(opens in a new tab\)$/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(customerReply).getByRole('link', { name: /^receipt\.pdf ?\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      '/media/tickets/1-receipt.pdf',
    );
    expect(within(customerReply).getByText('sneaky.pdf').closest('a')).toBeNull();
  });

  it('counts the reply as it is typed and adds the sent reply to the thread', async () => {
    const api = ticketApi();
    const { user } = render(api);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveAccessibleDescription('0 of 5000 characters');
    await user.type(box, 'Thank you!');
    expect(box).toHaveAccessibleDescription('10 of 5000 characters');

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(async () => expect(await messagesOf()).toHaveLength(4));
    expect((await messagesOf()).at(-1)).toHaveTextContent('Thank you!');
    expect(box).toHaveValue('');
    expect(api.bodies).toEqual([{ ticket_number: 'TK-100001', message: 'Thank you!' }]);
  });

  it('refuses an empty reply and one over 5000 characters without sending', async () => {
    const api = ticketApi();
    const { user } = render(api);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription('0 of 5000 characters Write your reply.');
    expect(box).toHaveFocus();

    await user.click(box);
    await user.paste('x'.repeat(5001));
    expect(box).toHaveAccessibleDescription('5001 of 5000 characters');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription('5001 of 5000 characters Use at most 5000 characters.');
    expect(api.bodies).toEqual([]);
  });

  it("keeps the text after a failed send, shows the server's message and retries", async () => {
    const api = ticketApi(ticketDetails(), [json(503, { message: 'Support is busy, try again shortly.' })]);
    const { user } = render(api);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    // The files' own alert region stays empty: the refusal named no field.
    const alert = (await screen.findByText('Support is busy, try again shortly.')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the message is not in an alert');
    expect(within(screen.getByRole('group', { name: 'Attachments' })).getByRole('alert')).toBeEmptyDOMElement();
    expect(box).toHaveValue('Any news?');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await messagesOf()).toHaveLength(4));
    expect(api.bodies).toHaveLength(2);
  });

  it('shows a closed ticket as closed, with no reply box', async () => {
    render(ticketApi(ticketDetails({ status: 'Completed' })));
    expect(
      await screen.findByText('This ticket is completed and closed to replies.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });

  it("shows someone else's or an unknown ticket as not found, and nothing of it", async () => {
    render(ticketApi(), 'TK-100003');
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByText('Could you send a photo?')).not.toBeInTheDocument();
  });
});
