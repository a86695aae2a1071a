import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMessage } from '../../../src/ui/chat/ChatMessage';
import { chatMessage, NOW, renderChat, SHOP } from './support';
import { expectOnlyTextAndSafeLinks, XSS_CORPUS } from './xss-corpus';

describe('ChatMessage', () => {
  it.each(
    XSS_CORPUS.flatMap((text) => [
      { text, type: 'user' as const },
      { text, type: 'shop' as const },
    ]),
  )('shows $text from the $type as text with safe links only', async ({ text, type }) => {
    const { container } = await renderChat(<ChatMessage message={chatMessage({ message: text, type })} now={NOW} />);
    const bubble = container.querySelector('p');
    if (!bubble) throw new Error('no message text');
    expectOnlyTextAndSafeLinks(bubble);
    // The writer's picture is the only image: nothing in the text became one.
    expect(container.querySelectorAll('img, svg, script, iframe, style')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAccessibleName(type === 'user' ? 'You' : SHOP.name);
  });

  it("names the shop's side by its logo and tells the time relative to now", async () => {
    await renderChat(
      <ChatMessage message={chatMessage({ type: 'shop', message: 'Yes, picked today.' }, 90)} now={NOW} />,
    );
    expect(screen.getByRole('img', { name: 'Green Leaf Grocers' })).toHaveAttribute('src', SHOP.logo);
    expect(screen.getByText('Yes, picked today.')).toBeInTheDocument();
    const time = screen.getByText('2 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-21T13:34:12.000Z');
  });

  it('puts the shopper on the other side, with an initial when there is no photo, and dates an old message', async () => {
    const old = chatMessage({ user: { id: 7, name: 'Dana Shopper', profile_photo: null } }, 400 * 24 * 60);
    const { container } = await renderChat(<ChatMessage message={old} now={NOW} />);
    expect(screen.getByRole('img', { name: 'You' })).toHaveTextContent('Y');
    expect(container.firstElementChild).toHaveClass('flex-row-reverse');
    expect(screen.getByText(/ \d\d Oct, 2025$/)).toBeInTheDocument();
  });

  it('does not let a hostile shop name become markup', async () => {
    const shop = { ...SHOP, name: '<img src=x onerror=alert(1)>', logo: null };
    const { container } = await renderChat(<ChatMessage message={chatMessage({ type: 'shop', shop })} now={NOW} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('img', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
  });

  it('shows a product with no text as a card instead of a bubble', async () => {
    const product = {
      id: 42,
      name: 'Hass avocados, 4 pack',
      thumbnail: '/media/products/42.svg',
      price: 6.5,
      discount_price: 0,
      rating: 4,
      total_reviews: 1,
    };
    await renderChat(<ChatMessage message={chatMessage({ message: null, product })} now={NOW} />);
    expect(screen.getByRole('link', { name: 'Hass avocados, 4 pack' })).toHaveAttribute('href', '/products/42/details');
    expect(screen.getByText('$6.50')).toBeInTheDocument();
  });

  it('tells the time in the language of the page', async () => {
    await renderChat(<ChatMessage message={chatMessage({}, 5)} now={NOW} />);
    act(() => i18n.loadAndActivate({ locale: 'ar', messages: {} }));
    expect(screen.getByText('قبل 5 دقائق')).toBeInTheDocument();
  });
});
