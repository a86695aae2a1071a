import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MessagesPage from '../../../src/ui/pages/MessagesPage';
import { conversation, fakeChatServer, greenLeaf, message, nordicHome } from '../../machines/chat/chat.fakes';
import { renderBoundChat } from '../chat/bound-chat';
import { listen } from './spoken';

/** /massages bound to the chat machine on a fake server: Shop 1 with a page of history and older ones, Shop 2 with two. */
const server = () =>
  fakeChatServer({
    shops: [conversation(greenLeaf, 2), conversation(nordicHome)],
    messages: {
      1: Array.from({ length: 25 }, (_, i) => message(25 - i, greenLeaf)),
      2: [message(2, nordicHome), message(1, nordicHome)],
    },
  });

const isAnnouncement = (phrase: string) => phrase.startsWith('polite: ') || phrase.startsWith('assertive: ');

async function openConversation(shopName: string, messageCount: number) {
  const view = await renderBoundChat(<MessagesPage />, { path: '/massages', server: server() });
  const list = await screen.findByRole('listbox', { name: 'Conversations' });
  await view.user.click(await within(list).findByRole('option', { name: new RegExp(`^${shopName}`) }));
  const log = await screen.findByRole('log', { name: `Conversation with ${shopName}` });
  await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(messageCount));
  return { ...view, log };
}

beforeEach(() => {
  // The rows and messages say their times relative to now: half an hour after the fake conversations.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:30:00Z'));
});

describe('The chat, heard through a screen reader', () => {
  it('names each conversation with its shop, unread count, last message and time', async () => {
    const reader = await listen();
    const { user } = await renderBoundChat(<MessagesPage />, { path: '/massages', server: server() });
    await within(await screen.findByRole('listbox', { name: 'Conversations' })).findAllByRole('option');
    await reader.mark();

    // From the seller search into the list, then down to the next shop.
    await user.click(screen.getByRole('searchbox', { name: 'Search Seller' }));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect((await reader.spoken()).filter((phrase) => phrase.startsWith('option'))).toEqual([
      'option, Shop 1, 2 unread messages, Last words of Shop 1, 30 minutes ago, not selected, position 1, set size 2',
      'option, Shop 2, Last words of Shop 2, 30 minutes ago, not selected, position 2, set size 2',
    ]);
  });

  it('reads none of the history aloud when a conversation opens, another one opens or older messages load', async () => {
    const reader = await listen();
    const { user } = await openConversation('Shop 1', 20);

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    await user.click(screen.getByRole('option', { name: /^Shop 2/ }));
    const log = await screen.findByRole('log', { name: 'Conversation with Shop 2' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));

    // Each message stays readable where it is, in the log.
    expect((await reader.spoken()).filter(isAnnouncement)).toEqual([]);
  });

  it("announces the shop's new message once, with the shop's name", async () => {
    const reader = await listen();
    const { chat, server, log } = await openConversation('Shop 2', 2);
    await reader.mark();

    server.shopWrites(nordicHome, 'Your sofa ships tomorrow.');
    act(() => chat?.live.deliver());
    expect(await within(log).findByText('Your sofa ships tomorrow.')).toBeInTheDocument();
    await waitFor(async () => expect(await reader.spoken()).toEqual(['polite: Shop 2: Your sofa ships tomorrow.']));
  });

  it("announces the shopper's sent message as theirs", async () => {
    const reader = await listen();
    const { user, log } = await openConversation('Shop 2', 2);
    await user.click(screen.getByRole('textbox', { name: 'Write a message' }));
    await reader.mark();

    await user.keyboard('Is it insured?{Enter}');
    expect(await within(log).findByText('Is it insured?')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await reader.spoken()).filter(isAnnouncement)).toEqual(['polite: You: Is it insured?']),
    );
    // The reader stays in the emptied box, ready for the next message.
    expect(await reader.virtual.lastSpokenPhrase()).toBe('polite: You: Is it insured?');
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveFocus();
  });
});
