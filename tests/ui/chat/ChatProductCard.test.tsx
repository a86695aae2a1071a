import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatProductCard, type ChatProductData } from '../../../src/ui/chat/ChatProductCard';
import { renderChat } from './support';

const PRODUCT: ChatProductData = {
  id: 42,
  name: 'Hass avocados, 4 pack',
  thumbnail: '/media/products/42.svg',
  price: 8,
  discount_price: 6.5,
  rating: 4.4,
  total_reviews: 12,
};

describe('ChatProductCard', () => {
  it('shows the thumbnail, name, both prices, rating and reviews, and links to the product', async () => {
    const { container, user, url } = await renderChat(<ChatProductCard product={PRODUCT} />);
    const thumbnail = container.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/media/products/42.svg');
    expect(thumbnail).toHaveAttribute('width', '64');
    expect(thumbnail).toHaveAttribute('height', '64');
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(screen.getByText('$6.50')).toBeInTheDocument();
    expect(screen.getByText('$8.00').closest('del')).toHaveTextContent('Original price $8.00');
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5, 12 reviews' })).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Hass avocados, 4 pack' });
    expect(link).toHaveAttribute('href', '/products/42/details');
    await user.click(link);
    expect(url()).toBe('/products/42/details');
  });

  it('shows one price when there is no discount', async () => {
    await renderChat(<ChatProductCard product={{ ...PRODUCT, discount_price: 0 }} />);
    expect(screen.getByText('$8.00')).toBeInTheDocument();
    expect(screen.queryByText(/Original price/)).not.toBeInTheDocument();
  });
});
