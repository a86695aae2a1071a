import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageLog } from '../../../src/ui/chat/MessageLog';
import { chatMessage, NOW, renderChat } from './support';

const MESSAGES = [
  chatMessage({ id: 1, message: 'Are the avocados ripe?' }, 30),
  chatMessage({ id: 2, type: 'shop', message: 'Yes, picked today.' }, 20),
];

describe('MessageLog', () => {
  it('is a log named after the shop, listing the messages oldest first, its history not read out at once', async () => {
    await renderChat(<MessageLog shopName="Green Leaf Grocers" messages={MESSAGES} now={NOW} />);
    const log = screen.getByRole('log', { name: 'Conversation with Green Leaf Grocers' });
    // New messages are announced on their own (tests/ui/screen-reader/chat.test.tsx).
    expect(log).toHaveAttribute('aria-live', 'off');
    expect(log).toHaveAttribute('tabindex', '0');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Are the avocados ripe?30 minutes ago',
      'Yes, picked today.20 minutes ago',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('offers older messages, shows their loading on the button, and keeps it busy meanwhile', async () => {
    const onLoadOlder = vi.fn();
    const { user, rerender } = await renderChat(
      <MessageLog shopName="Green Leaf Grocers" messages={MESSAGES} now={NOW} hasOlder onLoadOlder={onLoadOlder} />,
    );
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalledOnce();
    rerender(
      <MessageLog
        shopName="Green Leaf Grocers"
        messages={MESSAGES}
        now={NOW}
        hasOlder
        isLoadingOlder
        onLoadOlder={onLoadOlder}
      />,
    );
    expect(screen.getByRole('button', { name: 'Load older messages Loading' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Conversation with Green Leaf Grocers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows a failed fetch with Try again', async () => {
    const onRetry = vi.fn();
    const { user } = await renderChat(
      <MessageLog shopName="Green Leaf Grocers" messages={[]} loadError={{ status: 0 }} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the shop.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a placeholder while the first page loads, then an invitation when there is nothing', async () => {
    const { rerender } = await renderChat(<MessageLog shopName="Green Leaf Grocers" messages={[]} isLoading />);
    expect(screen.getByText('Loading messages')).toBeInTheDocument();
    rerender(<MessageLog shopName="Green Leaf Grocers" messages={[]} />);
    expect(screen.getByText('No messages yet. Write the first one below.')).toBeInTheDocument();
  });

  it('reports how far it is scrolled from the top', async () => {
    const onScroll = vi.fn();
    await renderChat(<MessageLog shopName="Green Leaf Grocers" messages={MESSAGES} onScroll={onScroll} />);
    const log = screen.getByRole('log', { name: 'Conversation with Green Leaf Grocers' });
    log.scrollTop = 120;
    log.dispatchEvent(new Event('scroll'));
    expect(onScroll).toHaveBeenLastCalledWith(120);
  });
});
