import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MessagesPage from '../../../src/ui/pages/MessagesPage';
import { conversation, fakeChatServer, greenLeaf, message, nordicHome, shopOf } from '../../machines/chat/chat.fakes';
import { renderBoundChat } from './bound-chat';

/** /massages bound to the chat machine: the shop list, the search, paging, and the open conversation. */

const twoShops = () =>
  fakeChatServer({
    shops: [conversation(greenLeaf, 2), conversation(nordicHome)],
    messages: {
      1: [message(4, greenLeaf, { shop_active_status: true }), message(3, greenLeaf)],
      2: [message(2, nordicHome), message(1, nordicHome)],
    },
  });

const renderPage = (server = twoShops()) => renderBoundChat(<MessagesPage />, { path: '/massages', server });

const sellers = () => within(screen.getByRole('region', { name: 'Sellers' }));

describe('MessagesPage', () => {
  it("lists the shopper's conversations and asks to pick one", async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await sellers().findByRole('listbox', { name: 'Conversations' });
    const rows = await within(list).findAllByRole('option');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAccessibleName(/^Shop 1, 2 unread messages, Last words of Shop 1/);
    expect(screen.getByRole('heading', { level: 2, name: 'No User Selected' })).toBeInTheDocument();
    expect(screen.getByText('Please select a user to see their messages')).toBeInTheDocument();
  });

  it('opens a conversation from the list: header with Online, messages, composer', async () => {
    const { user, server } = await renderPage();
    await user.click(await sellers().findByRole('option', { name: /^Shop 1/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shop 1' })).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation with Shop 1' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(server.calls.messages).toEqual([{ shopId: 1, page: 1, perPage: 20 }]);
    expect(sellers().getByRole('option', { name: /^Shop 1/ })).toHaveAttribute('aria-selected', 'true');

    await user.click(sellers().getByRole('option', { name: /^Shop 2/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shop 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Offline')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toBeInTheDocument();
    // A small screen's way back to the list.
    expect(screen.getByRole('button', { name: 'Back to sellers' })).toBeInTheDocument();
  });

  it('searches the sellers once typing pauses, and says when none matches', async () => {
    const { user, server } = await renderPage();
    await within(await sellers().findByRole('listbox')).findAllByRole('option');
    await user.type(sellers().getByRole('searchbox', { name: 'Search Seller' }), 'Shop 2');
    await waitFor(() => expect(sellers().getAllByRole('option')).toHaveLength(1), { timeout: 2000 });
    expect(server.calls.shops.at(-1)).toEqual({ search: 'Shop 2', page: 1, perPage: 20 });
    // One call for the whole word, not one a keystroke.
    expect(server.calls.shops).toHaveLength(2);

    await user.type(sellers().getByRole('searchbox', { name: 'Search Seller' }), '7');
    expect(await sellers().findByRole('heading', { name: 'No seller found' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('pages the sellers when scrolled under 300 px from the top (docs/requirements.md §9), or from Show more sellers', async () => {
    const server = fakeChatServer({ shops: Array.from({ length: 45 }, (_, i) => conversation(shopOf(i + 1))) });
    const { user } = await renderPage(server);
    const list = await sellers().findByRole('listbox');
    expect(await within(list).findAllByRole('option')).toHaveLength(20);
    const box = list.parentElement?.parentElement as HTMLElement;
    fireEvent.scroll(box, { target: { scrollTop: 300 } });
    expect(server.calls.shops).toHaveLength(1);
    fireEvent.scroll(box, { target: { scrollTop: 299 } });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(40));
    expect(server.calls.shops.at(-1)).toEqual({ search: '', page: 2, perPage: 20 });
    await user.click(sellers().getByRole('button', { name: 'Show more sellers' }));
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(45));
    expect(sellers().queryByRole('button', { name: 'Show more sellers' })).not.toBeInTheDocument();
  });

  it('offers Try again when the sellers could not be loaded', async () => {
    const server = twoShops();
    server.fail('shops');
    const { user } = await renderPage(server);
    expect(await sellers().findByRole('alert')).toHaveTextContent('Something went wrong while loading this.');
    await user.click(sellers().getByRole('button', { name: 'Try again' }));
    expect(await sellers().findAllByRole('option')).toHaveLength(2);
  });

  it('refreshes the open conversation and the list when the shop writes', async () => {
    const { user, server, chat } = await renderPage();
    await user.click(await sellers().findByRole('option', { name: /^Shop 2/ }));
    const log = await screen.findByRole('log', { name: 'Conversation with Shop 2' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    server.shopWrites(nordicHome, 'Your sofa ships tomorrow.');
    act(() => chat?.live.deliver());
    expect(await within(log).findByText('Your sofa ships tomorrow.')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });
});
