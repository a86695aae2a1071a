import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_TICKETS, OTHER_TICKET } from '../../server/db/seed/facts';
import type { Answer } from '../../src/api/types';
import { DEMO_CUSTOMER, dialogNamed, signInAsDemo } from './support/auth';
import { newShopper, notifications, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';

const HEADERS = { 'Accept-Language': 'en', 'X-Requested-With': 'XMLHttpRequest' };

/** A 1×1 png, small enough to attach. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo customer's running ticket and its replies, through the contract with a session of its own. */
async function demoRunningTicket(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    headers: HEADERS,
    data: { phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as Answer<'login'>).data.access.token;
  const headers = { ...HEADERS, Authorization: `Bearer ${token}` };
  const query = `ticket_number=${DEMO_TICKETS.running.number}`;
  const ticket = await request.get(`/api/support-ticket/show?${query}`, { headers });
  const messages = await request.get(`/api/support-ticket-messages?${query}`, { headers });
  expect(ticket.ok() && messages.ok()).toBe(true);
  return {
    ticket: ((await ticket.json()) as Answer<'getSupportTicket'>).data.support_ticket,
    replies: ((await messages.json()) as Answer<'listSupportTicketMessages'>).data.messages,
  };
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

/**
 * Whether a picture arrived and decoded: a photo is offered in several sizes (src/ui/kit/Picture.tsx), so its
 * natural width is that of the file chosen, scaled by the density it was chosen for, and says nothing by itself.
 */
const decoded = (picture: Locator) =>
  picture.evaluate((image: HTMLImageElement) =>
    image.decode().then(
      () => image.currentSrc !== '',
      () => false,
    ),
  );

test.describe('support tickets', () => {
  test('a new customer opens a ticket with a photo, finds it in the list, opens it and replies', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const shopper = await newShopper(request, 0);
    await signIn(page, shopper);
    await page.goto('/support-tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have no support tickets' })).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'New ticket' }).click();
    const dialog = dialogNamed(page, 'New ticket');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue(shopper.email);

    // Sent empty: each required field says what it needs, and nothing is sent.
    await email.fill('');
    await dialog.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(dialog.getByText('Choose an issue type.')).toBeVisible();
    await expect(dialog.getByText('Write your message.')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expectNoAxeViolations({ include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: /Issue type/ }).click();
    await page.getByRole('option', { name: 'Delivery' }).click();
    const subject = `Parcel left at the wrong door ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('The courier left my parcel at number 14.');
    await email.fill(shopper.email);

    // A text file is turned away at once, by name; the photo is kept.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add files' }).click();
    await (await chooser).setFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      { name: 'doorstep.png', mimeType: 'image/png', buffer: PIXEL_PNG },
    ]);
    await expect(dialog.getByRole('alert')).toHaveText(
      'notes.txt was not added: only jpg, png or pdf files can be attached.',
    );
    await expect(dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText([
      /doorstep\.png/,
    ]);

    await dialog.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(notifications(page)).toContainText('Support ticket created');

    const row = page.getByRole('main').getByRole('article').filter({ hasText: subject });
    await expect(row).toContainText('Delivery');
    await expect(row).toContainText('Running');
    await row.getByRole('link', { name: /^TK-\d+$/ }).click();

    await expect(page).toHaveURL(/\/support-ticket\/TK-\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    const photo = thread(page).getByRole('img', { name: 'doorstep.png' });
    await expect(photo).toBeVisible();
    await expect.poll(() => decoded(photo)).toBe(true);
    // Just after the dialog closed: what its busy Submit announced must not be left naming nothing.
    await expectNoAxeViolations();

    const reply = page.getByRole('textbox', { name: 'Your reply' });
    await reply.fill('It was found by a neighbour, thank you.');
    await expect(reply).toHaveAccessibleDescription('39 of 5000 characters');

    // The reply takes files as the new ticket does: the text file is turned away, the photo is kept.
    const attachments = page.getByRole('group', { name: 'Attachments' });
    const replyChooser = page.waitForEvent('filechooser');
    await attachments.getByRole('button', { name: 'Add files' }).click();
    await (await replyChooser).setFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      { name: 'found.png', mimeType: 'image/png', buffer: PIXEL_PNG },
    ]);
    await expect(attachments.getByRole('alert')).toHaveText(
      'notes.txt was not added: only jpg, png or pdf files can be attached.',
    );
    await expect(attachments.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText([
      /found\.png/,
    ]);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread(page).getByRole('article')).toHaveCount(2);
    const sent = thread(page).getByRole('article').last();
    await expect(sent).toContainText('It was found by a neighbour, thank you.');
    await expect.poll(() => decoded(sent.getByRole('img', { name: 'found.png' }))).toBe(true);
    await expect(reply).toHaveValue('');
    await expect(attachments.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);

    await page.reload();
    const kept = thread(page).getByRole('article').last();
    await expect(kept).toContainText('It was found by a neighbour, thank you.');
    await expect.poll(() => decoded(kept.getByRole('img', { name: 'found.png' }))).toBe(true);
  });

  test("the demo customer's running ticket shows its thread; another customer's ticket is not found", async ({
    page,
    request,
    collectConsoleErrors,
    expectNoAxeViolations,
  }) => {
    // The browser logs the 404 answers as failed resource loads.
    collectConsoleErrors.allowConsoleError(/status of 404/);
    const { ticket, replies } = await demoRunningTicket(request);
    await signInAsDemo(page);
    await page.goto('/support-tickets');
    const running = page.getByRole('link', { name: DEMO_TICKETS.running.number, exact: true });
    await expect(running).toBeVisible();
    // The list with its counts and tickets, in English (the Arabic one is checked below).
    await expectNoAxeViolations();
    await running.click();

    await expect(page.getByRole('heading', { level: 2, name: ticket.subject ?? '' })).toBeVisible();
    const messages = thread(page).getByRole('article');
    await expect(messages).toHaveCount(replies.length + 1);
    await expect(messages.first()).toContainText(ticket.message);
    for (const [index, message] of replies.entries()) {
      await expect(messages.nth(index + 1)).toContainText(message.sender === 'customer' ? 'You' : 'Support team');
      await expect(messages.nth(index + 1)).toContainText(message.message);
    }
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();

    await page.goto(`/support-ticket/${OTHER_TICKET.number}`);
    await expect(page.getByRole('heading', { name: 'Ticket not found' })).toBeVisible();
    await expect(page.getByText(OTHER_TICKET.number)).toHaveCount(0);
    await expect(thread(page)).toHaveCount(0);
  });

  test('the list, the new-ticket dialog and a ticket pass axe in Arabic', async ({
    page,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const ar = (english: string) => translated('ar', english);
    await signInAsDemo(page);
    // Signed in, the shopper chooses Arabic (the session is kept across the reload).
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/support-tickets');
    await expect(page.getByRole('link', { name: DEMO_TICKETS.running.number, exact: true })).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole('button', { name: ar('New ticket') }).click();
    const dialog = dialogNamed(page, ar('New ticket'));
    await expect(dialog.getByRole('button', { name: new RegExp(ar('Issue type')) })).toBeEnabled();
    await expectNoAxeViolations({ include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: ar('Cancel') }).click();

    await page.getByRole('link', { name: DEMO_TICKETS.running.number, exact: true }).click();
    await expect(page.getByRole('list', { name: ar('Messages') })).toBeVisible();
    await expectNoAxeViolations();

    // With a file chosen for a reply (nothing is sent).
    const attachments = page.getByRole('group', { name: ar('Attachments') });
    const chooser = page.waitForEvent('filechooser');
    await attachments.getByRole('button', { name: ar('Add files') }).click();
    await (await chooser).setFiles([{ name: 'صورة.png', mimeType: 'image/png', buffer: PIXEL_PNG }]);
    await expect(attachments.getByRole('list', { name: ar('Chosen files') }).getByRole('listitem')).toHaveText([
      /صورة\.png/,
    ]);
    await expectNoAxeViolations();
  });
});
