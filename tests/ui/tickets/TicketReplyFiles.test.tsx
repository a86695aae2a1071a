import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SupportTicketPage from '../../../src/ui/pages/SupportTicketPage';
import { aMessage, fakeTicketsApi, json, renderTicketsPage, ticketDetails } from './tickets-harness';

const MB = 1024 * 1024;
const aFile = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

const SENT_FILES = [
  { name: 'case.png', url: '/media/tickets/1-0a1b2c3d.png' },
  { name: 'receipt.pdf', url: '/media/tickets/1-4e5f6a7b.pdf' },
];

/** The harness records a multipart body as the FormData of the Request it reads (Node's, not the page's). */
const isForm = (body: unknown): body is FormData => typeof (body as FormData | null)?.getAll === 'function';

/** A running ticket with no replies yet; the reply call answers with `replyAnswers` in turn, then keeps it. */
function ticketApi(...replyAnswers: Response[]) {
  return fakeTicketsApi({
    'GET /support-ticket/show': () => ({ message: 'Support ticket', data: { support_ticket: ticketDetails() } }),
    'GET /support-ticket-messages': () => ({ message: 'Ticket messages', data: { messages: [] } }),
    'POST /support-ticket-message': (_url, body) =>
      replyAnswers.shift() ?? {
        message: 'Message sent',
        data: {
          message: aMessage(21, {
            sender: 'customer',
            message: isForm(body) ? String(body.get('message')) : (body as { message: string }).message,
            attachments: isForm(body) ? SENT_FILES : [],
          }),
        },
      },
  });
}

async function openTicket(api: ReturnType<typeof ticketApi>) {
  const view = renderTicketsPage(<SupportTicketPage />, {
    path: '/support-ticket/TK-100001',
    pattern: '/support-ticket/:ticketNumber',
    api,
  });
  // Files of any kind reach the form, as when the shopper picks "All files" in the system's picker.
  const user = userEvent.setup({ applyAccept: false });
  const box = await screen.findByRole('textbox', { name: 'Your reply' });
  const attachments = screen.getByRole('group', { name: 'Attachments' });
  // The picker's input is hidden: the "Add files" button opens it, and a test hands it the files.
  const fileInput = attachments.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  return { ...view, user, box, attachments, fileInput };
}

const messagesOf = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('article');

describe('files on a reply', () => {
  it('turns a wrong kind or a file over 2 MB away at once, naming it; kept files can be removed', async () => {
    const { user, attachments, fileInput } = await openTicket(ticketApi());
    await user.upload(fileInput, [
      aFile('case.png', 'image/png'),
      aFile('setup.exe', 'application/octet-stream'),
      aFile('scan.pdf', 'application/pdf', 2 * MB + 1),
    ]);

    const errors = within(attachments).getByRole('alert');
    expect(errors).toHaveTextContent('setup.exe was not added: only jpg, png or pdf files can be attached.');
    expect(errors).toHaveTextContent('scan.pdf was not added: it is larger than 2 MB.');
    expect(within(attachments).getByRole('button', { name: 'Add files' })).toHaveAccessibleDescription(
      /jpg, png or pdf, up to 2 MB each, at most 5 files\. .*setup\.exe was not added/,
    );
    const chosen = within(attachments).getByRole('list', { name: 'Chosen files' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['case.png2 KB']);

    await user.click(within(attachments).getByRole('button', { name: 'Remove case.png' }));
    expect(within(attachments).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(errors).toBeEmptyDOMElement();
  });

  it('sends the text and files as a form, shows the reply with its files, and empties the box and the list', async () => {
    const api = ticketApi();
    const { user, box, attachments, fileInput } = await openTicket(api);
    await user.type(box, 'Photo and receipt attached.');
    await user.upload(fileInput, [aFile('case.png', 'image/png'), aFile('receipt.pdf', 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(messagesOf()).toHaveLength(2));
    const sent = api.bodies[0];
    if (!isForm(sent)) throw new Error('the reply was not sent as a form');
    expect(sent.get('ticket_number')).toBe('TK-100001');
    expect(sent.get('message')).toBe('Photo and receipt attached.');
    // One part per file (jsdom's files lose their name and bytes crossing into Node's Request; a browser sends
    // both, as the browser test shows).
    expect(sent.getAll('attachments[]')).toHaveLength(2);

    const reply = messagesOf().at(-1) as HTMLElement;
    expect(reply).toHaveTextContent('Photo and receipt attached.');
    expect(within(reply).getByRole('img', { name: 'case.png' })).toHaveAttribute('src', `${SENT_FILES[0]?.url}?w=96`);
    expect(within(reply).getByRole('link', { name: /^receipt\.pdf ?\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      SENT_FILES[1]?.url,
    );
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(within(attachments).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();

    // The next reply, without files, goes as JSON.
    await user.type(box, 'Thanks.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]).toEqual({ ticket_number: 'TK-100001', message: 'Thanks.' });
  });

  it("shows the server's error on the files under the control, keeps text and files, and clears it once they change", async () => {
    const api = ticketApi(
      json(422, {
        message: 'case.png is not a jpg, png or pdf file.',
        errors: { attachments: ['case.png is not a jpg, png or pdf file.'] },
      }),
    );
    const { user, box, attachments, fileInput } = await openTicket(api);
    await user.type(box, 'Photo attached.');
    await user.upload(fileInput, aFile('case.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    const errors = within(attachments).getByRole('alert');
    await waitFor(() => expect(errors).toHaveTextContent('case.png is not a jpg, png or pdf file.'));
    expect(within(attachments).getByRole('button', { name: 'Add files' })).toHaveAccessibleDescription(
      /case\.png is not a jpg, png or pdf file\./,
    );
    // Said once, under the files: no second alert with Try again.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(box).toHaveValue('Photo attached.');
    expect(within(within(attachments).getByRole('list', { name: 'Chosen files' })).getByText('case.png')).toBeVisible();

    await user.click(within(attachments).getByRole('button', { name: 'Remove case.png' }));
    expect(errors).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
