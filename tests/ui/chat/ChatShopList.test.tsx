import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatShopList } from '../../../src/ui/chat/ChatShopList';
import { renderWithI18n } from '../kit/renderWithI18n';
import { conversation, NOW } from './support';

const CONVERSATIONS = [
  conversation({ unread_message_shop: 2 }),
  conversation({
    shop: { id: 3, name: 'Volt Electronics', logo: null },
    last_message: 'Your headphones ship tomorrow morning.',
    last_message_time: '2026-11-19T15:04:12Z',
  }),
  conversation({
    shop: { id: 2, name: 'Nordic Home', logo: '/media/shops/2-logo.svg' },
    unread_message_shop: 1,
    last_message: null,
    last_message_time: null,
  }),
];

function renderList(selectedShopId: number | null = null) {
  const onSelect = vi.fn();
  const view = renderWithI18n(
    <ChatShopList conversations={CONVERSATIONS} selectedShopId={selectedShopId} onSelect={onSelect} now={NOW} />,
  );
  return { ...view, onSelect };
}

describe('ChatShopList', () => {
  it('shows each shop with its last message and time, and announces the unread count in words', () => {
    renderList();
    const list = screen.getByRole('listbox', { name: 'Conversations' });
    expect(list).toBeInTheDocument();
    const [green, volt, nordic] = screen.getAllByRole('option');
    expect(green).toHaveAccessibleName(
      'Green Leaf Grocers, 2 unread messages, Yes, they are ripe and ready to eat., 2 hours ago',
    );
    expect(volt).toHaveAccessibleName('Volt Electronics, Your headphones ship tomorrow morning., 2 days ago');
    expect(nordic).toHaveAccessibleName('Nordic Home, 1 unread message, No messages yet');
    // The number is for the eye; the words are for the ear.
    expect(screen.getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the open conversation as selected', () => {
    renderList(3);
    expect(screen.getByRole('option', { name: /^Volt Electronics/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /^Green Leaf Grocers/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with the arrow keys and opens a conversation with Enter or a click', async () => {
    const { user, onSelect } = renderList();
    await user.tab();
    expect(screen.getByRole('option', { name: /^Green Leaf Grocers/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /^Volt Electronics/ })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(3);
    await user.keyboard('{End}');
    expect(screen.getByRole('option', { name: /^Nordic Home/ })).toHaveFocus();
    await user.click(screen.getByRole('option', { name: /^Green Leaf Grocers/ }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });
});
