import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../src/api/types';
import OrderDetailsPage from '../../../src/ui/pages/OrderDetailsPage';
import { deliveredOrder, orderApi } from './order-actions-api';
import { json, renderOrdersPage } from './orders-harness';

type OrderDetails = Schema<'OrderDetails'>;

const reviewed = (order: OrderDetails, _path: string, body: unknown): OrderDetails => ({
  ...order,
  products: order.products.map((line) =>
    line.id === (body as { product_id: number }).product_id ? { ...line, is_reviewed: true } : line,
  ),
});

const saved = {
  message: 'Review submitted successfully',
  data: {
    review: {
      id: 90,
      rating: 4,
      description: 'Bright and sturdy.',
      created_at: '2025-03-02T10:05:00Z',
      user: { name: 'Sam Shopper', profile_photo: null },
    },
  },
};

function renderDelivered(writes: Parameters<typeof orderApi>[1] = {}) {
  const api = orderApi(deliveredOrder(), writes, reviewed);
  const view = renderOrdersPage(<OrderDetailsPage />, { path: '/order-history/7', pattern: '/order-history/:id', api });
  return { ...view, api };
}

/** Opens the review of the cable (the line not yet reviewed). */
async function openCableReview(user: ReturnType<typeof renderDelivered>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Write a review: USB-C Cable' }));
  return screen.getByRole('dialog', { name: 'Write a review' });
}

const stars = (dialog: HTMLElement) => within(dialog).getByRole('radiogroup', { name: 'Your rating' });
const text = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Your review' });

describe('reviewing a delivered product', () => {
  it('says which lines are reviewed, and offers a review of the others', async () => {
    renderDelivered();
    const items = await screen.findByRole('region', { name: 'Items' });
    const lamp = within(items).getByRole('link', { name: 'Desk Lamp' }).closest('li') as HTMLElement;
    expect(within(lamp).getByText('You reviewed this product')).toBeInTheDocument();
    expect(within(lamp).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items).getByRole('button', { name: 'Write a review: USB-C Cable' })).toBeInTheDocument();
  });

  it('rates with the keyboard: five star radios, arrows move and choose', async () => {
    const { user } = renderDelivered();
    const dialog = await openCableReview(user);
    expect(within(dialog).getByText('How do you like USB-C Cable?')).toBeInTheDocument();
    const group = stars(dialog);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    within(group).getByRole('radio', { name: '3 stars' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('sends nothing without a rating or a text: each says so under itself, and focus goes to the first', async () => {
    const { user, api } = renderDelivered();
    const dialog = await openCableReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(stars(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(stars(dialog)).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
    expect(text(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(text(dialog)).toHaveAccessibleDescription('Up to 1000 characters. Write a few words about the product.');
    await waitFor(() => expect(within(stars(dialog)).getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(api.bodies).toEqual([]);

    // Choosing stars clears its error; the text's stays until it is written.
    await user.click(within(stars(dialog)).getByRole('radio', { name: '4 stars' }));
    expect(stars(dialog)).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(text(dialog)).toHaveFocus());
    expect(api.bodies).toEqual([]);
  });

  it("shows the server's field errors under the fields, keeping what was written", async () => {
    const { user } = renderDelivered({
      '/product-review': [
        json(422, {
          message: 'The description may not be greater than 1000 characters.',
          errors: {
            description: ['The description may not be greater than 1000 characters.'],
            rating: ['The rating field must be between 1 and 5.'],
          },
        }),
      ],
    });
    const dialog = await openCableReview(user);
    await user.click(within(stars(dialog)).getByRole('radio', { name: '4 stars' }));
    await user.type(text(dialog), 'Bright and sturdy.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(text(dialog)).toHaveAttribute('aria-invalid', 'true'));
    expect(text(dialog)).toHaveAccessibleDescription(
      'Up to 1000 characters. The description may not be greater than 1000 characters.',
    );
    expect(stars(dialog)).toHaveAccessibleDescription('The rating field must be between 1 and 5.');
    expect(text(dialog)).toHaveValue('Bright and sturdy.');
    expect(within(stars(dialog)).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('shows a refusal that names no field of the form in the dialog, as the server sent it', async () => {
    const { user } = renderDelivered({
      '/product-review': [
        json(422, {
          message: 'You have already reviewed this product for this order.',
          errors: { product_id: ['You have already reviewed this product for this order.'] },
        }),
      ],
    });
    const dialog = await openCableReview(user);
    await user.click(within(stars(dialog)).getByRole('radio', { name: '5 stars' }));
    await user.type(text(dialog), 'Great.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this product for this order.',
    );
  });

  it('saved: the message shows, the dialog closes and the line says it is reviewed', async () => {
    const { user, api } = renderDelivered({ '/product-review': [saved] });
    const dialog = await openCableReview(user);
    await user.click(within(stars(dialog)).getByRole('radio', { name: '4 stars' }));
    await user.type(text(dialog), '  Bright and sturdy. ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Review submitted successfully'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Write a review' })).not.toBeInTheDocument());
    expect(api.bodies).toEqual([{ product_id: 17, order_id: 7, rating: 4, description: 'Bright and sturdy.' }]);
    const items = screen.getByRole('region', { name: 'Items' });
    await waitFor(() => expect(within(items).getAllByText('You reviewed this product')).toHaveLength(2));
    expect(within(items).queryByRole('button', { name: /^Write a review/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(items).getByRole('heading', { name: 'Items' })).toHaveFocus());
  });
});
