import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SupportTicketsPage from '../../../src/ui/pages/SupportTicketsPage';
import { aTicket, fakeTicketsApi, ISSUE_TYPES, json, renderTicketsPage, ticketDetails } from './tickets-harness';

const MB = 1024 * 1024;
const aFile = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

/** One ticket in the list; the create call answers with `createAnswers` in turn. */
function ticketsApi(...createAnswers: Response[]) {
  return fakeTicketsApi({
    'GET /support-tickets': () => ({
      message: 'Support tickets',
      data: { total: 1, running: 1, completed: 0, cancel: 0, support_tickets: [aTicket(1)] },
    }),
    'GET /ticket-issue-types': () => ({ message: 'Issue types', data: { issue_types: ISSUE_TYPES } }),
    'POST /support-ticket': () =>
      createAnswers.shift() ??
      json(200, {
        message: 'Support ticket created',
        data: { support_ticket: ticketDetails({ ticket_number: 'TK-100077' }) },
      }),
  });
}

async function openDialog(api: ReturnType<typeof ticketsApi>) {
  const view = renderTicketsPage(<SupportTicketsPage />, {
    path: '/support-tickets',
    pattern: '/support-tickets',
    api,
  });
  // Files of any kind reach the form, as when the shopper picks "All files" in the system's picker.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'New ticket' }));
  const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /Issue type/ })).toBeEnabled());
  // The picker's input is hidden: the "Add files" button opens it, and a test hands it the files.
  const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  return { ...view, user, dialog, fileInput };
}

describe('the new-ticket dialog', () => {
  it("starts with the customer's e-mail and names each missing field, sending nothing", async () => {
    const api = ticketsApi();
    const { user, dialog } = await openDialog(api);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('shopper@example.com');
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Submit ticket' }));

    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Up to 5000 characters. Write your message.',
    );
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(within(dialog).getByText('Choose an issue type.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('turns a wrong kind or a file over 2 MB away at once, naming it; kept files can be removed', async () => {
    const { user, dialog, fileInput } = await openDialog(ticketsApi());
    await user.upload(fileInput, [
      aFile('photo.png', 'image/png'),
      aFile('clip.gif', 'image/gif'),
      aFile('huge.pdf', 'application/pdf', 2 * MB + 1),
    ]);

    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('clip.gif was not added: only jpg, png or pdf files can be attached.');
    expect(alert).toHaveTextContent('huge.pdf was not added: it is larger than 2 MB.');
    expect(within(dialog).getByRole('button', { name: 'Add files' })).toHaveAccessibleDescription(
      /clip\.gif was not added/,
    );
    const chosen = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['photo.png2 KB']);

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo.png' }));
    expect(within(dialog).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(alert).toBeEmptyDOMElement();
  });

  it("shows the server's field errors under the fields, then opens the ticket: toast, dialog closed, list reloaded", async () => {
    const api = ticketsApi(
      json(422, {
        message: 'The given data was invalid.',
        errors: { order_number: ['The selected order number is invalid.'], 'attachments.0': ['photo.png is broken.'] },
      }),
    );
    const { user, dialog, fileInput } = await openDialog(api);
    await user.click(within(dialog).getByRole('button', { name: /Issue type/ }));
    await user.click(await screen.findByRole('option', { name: 'Delivery' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'The box was dented.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Order number' }), 'ORD-9');
    await user.upload(fileInput, aFile('photo.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit ticket' }));

    const orderNumber = within(dialog).getByRole('textbox', { name: 'Order number' });
    await waitFor(() => expect(orderNumber).toHaveAccessibleDescription(/The selected order number is invalid\./));
    expect(orderNumber).toHaveValue('ORD-9');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('photo.png is broken.');
    const sent = api.bodies[0] as FormData;
    expect(sent.get('issue_type')).toBe('3');
    expect(sent.get('message')).toBe('The box was dented.');
    expect(sent.get('email')).toBe('shopper@example.com');
    expect(sent.get('order_number')).toBe('ORD-9');
    expect(sent.has('subject')).toBe(false);
    // One file part (jsdom's files lose their name and bytes crossing into Node's Request; a browser sends both,
    // as the browser test shows).
    expect(sent.getAll('attachments[]')).toHaveLength(1);

    await user.clear(orderNumber);
    await user.click(within(dialog).getByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Support ticket created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.startsWith('GET /support-tickets'))).toHaveLength(2);
  });
});

describe('the first ticket', () => {
  it('opened from the empty state, leaves focus on the heading once the list shows it', async () => {
    let created = false;
    const api = fakeTicketsApi({
      'GET /support-tickets': () => ({
        message: 'Support tickets',
        data: created
          ? { total: 1, running: 1, completed: 0, cancel: 0, support_tickets: [aTicket(77)] }
          : { total: 0, running: 0, completed: 0, cancel: 0, support_tickets: [] },
      }),
      'GET /ticket-issue-types': () => ({ message: 'Issue types', data: { issue_types: ISSUE_TYPES } }),
      'POST /support-ticket': () => {
        created = true;
        return {
          message: 'Support ticket created',
          data: { support_ticket: ticketDetails({ ticket_number: 'TK-100077' }) },
        };
      },
    });
    const { user } = renderTicketsPage(<SupportTicketsPage />, {
      path: '/support-tickets',
      pattern: '/support-tickets',
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Open a ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Issue type/ })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: /Issue type/ }));
    await user.click(await screen.findByRole('option', { name: 'Order issue' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Where is my order?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit ticket' }));

    expect(await screen.findByRole('link', { name: 'TK-100077' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Support Tickets' })).toHaveFocus());
  });
});

describe('the issue type list, when its types arrive after the dialog opened', () => {
  /** The dialog opened with Enter while GET /ticket-issue-types has not answered; `answer` lets it answer. */
  async function openWhileLoading() {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeTicketsApi({
      'GET /support-tickets': () => ({
        message: 'Support tickets',
        data: { total: 1, running: 1, completed: 0, cancel: 0, support_tickets: [aTicket(1)] },
      }),
      'GET /ticket-issue-types': async () => {
        await arrived;
        return { message: 'Issue types', data: { issue_types: ISSUE_TYPES } };
      },
    });
    const { user } = renderTicketsPage(<SupportTicketsPage />, {
      path: '/support-tickets',
      pattern: '/support-tickets',
      api,
    });
    (await screen.findByRole('button', { name: 'New ticket' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const issueType = within(dialog).getByRole('button', { name: /Issue type/ });
    expect(issueType).toBeDisabled();
    return { user, dialog, issueType, answer };
  }

  it('takes the focus the dialog gave to itself meanwhile', async () => {
    const { issueType, answer } = await openWhileLoading();
    answer();
    await waitFor(() => expect(issueType).toBeEnabled());
    await waitFor(() => expect(issueType).toHaveFocus());
  });

  it('leaves the focus on a field the shopper moved on to', async () => {
    const { user, dialog, issueType, answer } = await openWhileLoading();
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await user.click(subject);
    answer();
    await waitFor(() => expect(issueType).toBeEnabled());
    expect(subject).toHaveFocus();
  });
});
