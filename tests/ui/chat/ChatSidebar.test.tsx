import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatWithShopButton } from '../../../src/ui/chat/ChatWithShopButton';
import { fakeChatServer, greenLeaf, message, nordicHome, SHOPPER_ID } from '../../machines/chat/chat.fakes';
import { renderBoundChat } from './bound-chat';

/** The floating chat sidebar, opened from "Chat with the shop" and bound to the chat machine. */

const openedSidebar = () => screen.findByRole('dialog', { name: 'Chat' });

const shownMessages = (log: HTMLElement) => within(log).getAllByRole('listitem');

describe('ChatSidebar', () => {
  it('opens on the shop from a product: its header, the latest 20 messages, a labelled composer', async () => {
    const { user, server } = await renderBoundChat(<ChatWithShopButton shop={greenLeaf} productId={12} />);
    await user.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    const sidebar = within(await openedSidebar());
    expect(server.calls.started).toEqual([{ shopId: greenLeaf.id, userId: SHOPPER_ID, productId: 12 }]);
    expect(sidebar.getByRole('heading', { level: 3, name: 'Shop 1' })).toBeInTheDocument();
    // No loaded message says the shop is active.
    expect(sidebar.getByText('Offline')).toBeInTheDocument();
    const log = await sidebar.findByRole('log', { name: 'Conversation with Shop 1' });
    await waitFor(() => expect(shownMessages(log)).toHaveLength(20));
    // Oldest first: the newest message is at the bottom, next to the composer.
    expect(shownMessages(log).at(-1)).toHaveTextContent('Message 45');
    expect(shownMessages(log)[0]).toHaveTextContent('Message 26');
    expect(sidebar.getByRole('textbox', { name: 'Write a message' })).toBeInTheDocument();
  });

  it('sends with Enter, shows the message, and empties the box', async () => {
    const { user, server } = await renderBoundChat(<ChatWithShopButton shop={greenLeaf} />);
    await user.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    const sidebar = within(await openedSidebar());
    const log = await sidebar.findByRole('log');
    await waitFor(() => expect(shownMessages(log)).toHaveLength(20));
    const box = sidebar.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'Are the pears ripe?{Enter}');
    await waitFor(() => expect(shownMessages(log).at(-1)).toHaveTextContent('Are the pears ripe?'));
    expect(server.calls.sent).toEqual([{ shopId: greenLeaf.id, text: 'Are the pears ripe?' }]);
    expect(box).toHaveValue('');
  });

  it('keeps the text when a send fails, and Retry sends it', async () => {
    const server = fakeChatServer();
    const { user } = await renderBoundChat(<ChatWithShopButton shop={greenLeaf} />, { server });
    await user.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    const sidebar = within(await openedSidebar());
    await waitFor(() => expect(shownMessages(sidebar.getByRole('log'))).toHaveLength(20));
    server.fail('send');
    const box = sidebar.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'Hello{Enter}');
    expect(await sidebar.findByRole('alert')).toHaveTextContent('Your message was not sent. It is still in the box.');
    expect(box).toHaveValue('Hello');
    await user.click(sidebar.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(server.calls.sent).toHaveLength(2);
  });

  it('loads older messages when scrolled to the top, keeping focus in the conversation', async () => {
    const { user, server } = await renderBoundChat(<ChatWithShopButton shop={greenLeaf} />);
    await user.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    const log = await within(await openedSidebar()).findByRole('log');
    await waitFor(() => expect(shownMessages(log)).toHaveLength(20));
    log.focus();
    fireEvent.scroll(log, { target: { scrollTop: 0 } });
    // The machine waits for the scroll to settle (500 ms) before asking for page 2.
    await waitFor(() => expect(shownMessages(log)).toHaveLength(40), { timeout: 2000 });
    expect(server.calls.messages.at(-1)).toEqual({ shopId: greenLeaf.id, page: 2, perPage: 20 });
    expect(shownMessages(log)[0]).toHaveTextContent('Message 6');
    expect(log).toHaveFocus();
  });

  it('shows a live reply from the shop and says it is online', async () => {
    const { user, server, chat } = await renderBoundChat(<ChatWithShopButton shop={greenLeaf} />);
    await user.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    const sidebar = within(await openedSidebar());
    await waitFor(() => expect(shownMessages(sidebar.getByRole('log'))).toHaveLength(20));
    server.shopWrites(greenLeaf, 'Yes, picked this morning.');
    act(() => chat?.live.deliver());
    expect(await sidebar.findByText('Yes, picked this morning.')).toBeInTheDocument();
    expect(sidebar.getByText('Online')).toBeInTheDocument();
  });

  it('closes with Escape: the messages go and focus returns to the button that opened it', async () => {
    const { user, chat } = await renderBoundChat(<ChatWithShopButton shop={nordicHome} look="icon" />, {
      server: fakeChatServer({ messages: { 2: [message(2, nordicHome)] } }),
    });
    const button = screen.getByRole('button', { name: 'Chat with Shop 2' });
    await user.click(button);
    const sidebar = within(await openedSidebar());
    expect(await sidebar.findByText('Message 2')).toBeInTheDocument();
    // From the composer too: its keys other than Enter are not kept from the sidebar.
    await user.click(sidebar.getByRole('textbox', { name: 'Write a message' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(chat?.context().messages).toEqual([]);
  });

  it('asks a visitor to log in instead', async () => {
    const { user, authDialogs } = await renderBoundChat(<ChatWithShopButton shop={greenLeaf} />, {
      signedIn: false,
    });
    await user.click(screen.getByRole('button', { name: 'Chat with the shop' }));
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
