import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartActorRef } from '../../../src/app/cart/CartProvider';
import { selectIsDrawerOpen } from '../../../src/machines/cart/cart.selectors';
import OrderDetailsPage from '../../../src/ui/pages/OrderDetailsPage';
import { CartSpy } from '../support/session';
import { cancelled, deliveredOrder, orderApi, pendingOrder } from './order-actions-api';
import { json, renderOrdersPage } from './orders-harness';

const PATTERN = '/order-history/:id';

function renderOrder(api: ReturnType<typeof orderApi>, id: number) {
  return renderOrdersPage(<OrderDetailsPage />, { path: `/order-history/${id}`, pattern: PATTERN, api });
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('the order page: status history', () => {
  it('lists the statuses the order went through, oldest first, each with its date', async () => {
    renderOrder(orderApi(deliveredOrder()), 7);
    const history = await screen.findByRole('region', { name: 'Status history' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'PendingFeb 20, 2025, 9:15 AM',
      'ConfirmedFeb 20, 2025, 11:02 AM',
      'DeliveredFeb 22, 2025, 5:45 PM',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]?.querySelector('time')).toHaveAttribute('dateTime', '2025-02-20T09:15:00Z');
  });
});

describe('the order page: cancel', () => {
  it('is offered only while the server allows it', async () => {
    renderOrder(orderApi(deliveredOrder()), 7);
    await screen.findByRole('region', { name: 'Status history' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('asks to confirm; No keeps the order and sends nothing', async () => {
    const api = orderApi(pendingOrder());
    const { user } = renderOrder(api, 1);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order?' });
    expect(dialog).toHaveAccessibleDescription('Do you want to cancel order ORD-1001? This cannot be undone.');
    // A destructive question starts on the safe answer.
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus());
  });

  it("on Yes cancels, shows the server's message and the order reloaded as Cancelled", async () => {
    const api = orderApi(
      pendingOrder(),
      { '/orders/cancel': [{ message: 'Order cancelled successfully', data: { order: cancelled(pendingOrder()) } }] },
      cancelled,
    );
    const { user } = renderOrder(api, 1);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(await within(notifications()).findByText('Order cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const history = screen.getByRole('region', { name: 'Status history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Cancelled/));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(api.bodies).toEqual([{ order_id: 1 }]);
    expect(api.calls.filter((call) => call.startsWith('GET /order-details'))).toHaveLength(2);
    // The button that had focus is gone: focus goes to the part that changed.
    await waitFor(() => expect(within(history).getByRole('heading', { name: 'Status history' })).toHaveFocus());
  });

  it("keeps the dialog open with the server's message when refused, and Try again cancels", async () => {
    const api = orderApi(
      pendingOrder(),
      {
        '/orders/cancel': [
          json(422, {
            message: 'Only a pending order can be cancelled.',
            errors: { order_id: ['Only a pending order can be cancelled.'] },
          }),
          { message: 'Order cancelled successfully', data: { order: cancelled(pendingOrder()) } },
        ],
      },
      cancelled,
    );
    const { user } = renderOrder(api, 1);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a pending order can be cancelled.');
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(notifications()).findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(api.bodies).toEqual([{ order_id: 1 }, { order_id: 1 }]);
  });

  it('says the shop could not be reached when the call did not get through', async () => {
    const api = orderApi(pendingOrder());
    const fetch = api.fetch;
    api.fetch = (async (request: Request) =>
      request.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : fetch(request)) as typeof fetch;
    const { user } = renderOrder(api, 1);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'We could not reach the shop. Check your connection and try again.',
    );
  });
});

describe('the order page: order again and returns', () => {
  it('orders a delivered order again: the message, a warning, then the cart panel (the answer names no order)', async () => {
    const api = orderApi(deliveredOrder(), {
      '/place-order/again': [
        {
          message: 'The products were added to your cart',
          data: { total: 55, info: 'One product was capped to the stock left.', cart_items: [] },
        },
      ],
    });
    let cart: CartActorRef | undefined;
    const { user, url } = renderOrdersPage(
      <>
        <OrderDetailsPage />
        <CartSpy onCart={(actor) => (cart = actor)} />
      </>,
      { path: '/order-history/7', pattern: PATTERN, api },
    );
    await user.click(await screen.findByRole('button', { name: 'Order again' }));

    expect(await within(notifications()).findByText('The products were added to your cart')).toBeInTheDocument();
    expect(within(notifications()).getByText('One product was capped to the stock left.')).toBeInTheDocument();
    expect(api.bodies).toEqual([{ order_id: 7, payment_method: 'cash' }]);
    await waitFor(() => expect(cart && selectIsDrawerOpen(cart.getSnapshot())).toBe(true));
    expect(url()).toBe('/order-history/7');
  });

  it("goes to the new order's page when the answer names it", async () => {
    const api = orderApi(deliveredOrder(), {
      '/place-order/again': [{ message: 'Order placed', data: { total: 0, info: null, cart_items: [], order_id: 31 } }],
    });
    const { user, url } = renderOrder(api, 7);
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(url()).toBe('/order-history/31'));
  });

  it("shows the server's message when ordering again is refused, and stays", async () => {
    const api = orderApi(deliveredOrder(), {
      '/place-order/again': [json(422, { message: 'Only a delivered order can be ordered again.' })],
    });
    const { user, url } = renderOrder(api, 7);
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(
      await within(notifications()).findByText('Only a delivered order can be ordered again.'),
    ).toBeInTheDocument();
    expect(url()).toBe('/order-history/7');
    expect(screen.getByRole('button', { name: 'Order again' })).toBeEnabled();
  });

  it('links to the return form with the deadline while a return can be asked for', async () => {
    renderOrder(orderApi(deliveredOrder()), 7);
    expect(await screen.findByRole('link', { name: 'Request a return' })).toHaveAttribute('href', '/return-product/7');
    expect(screen.getByText('Returns accepted until March 1, 2025')).toBeInTheDocument();
  });

  it('offers neither order again nor a return for a pending order', async () => {
    renderOrder(orderApi(pendingOrder()), 1);
    await screen.findByRole('button', { name: 'Cancel order' });
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a return' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Write a review/ })).not.toBeInTheDocument();
  });
});
