import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../../../src/ui/pages/DashboardPage';
import { anOrder, fakeApi, json, renderOrdersPage } from '../orders/orders-harness';

const COUNTS = { all: 9, pending: 2, confirm: 1, processing: 1, pickup: 1, on_the_way: 1, delivered: 2, cancelled: 1 };
const NONE = { all: 0, pending: 0, confirm: 0, processing: 0, pickup: 0, on_the_way: 0, delivered: 0, cancelled: 0 };

function ordersApi(answers: (() => Response | Record<string, unknown>)[]) {
  return fakeApi({
    'GET /orders': () => {
      const next = answers.shift();
      return next ? next() : json(500, { message: 'No answer given.' });
    },
  });
}

const page =
  (orders: ReturnType<typeof anOrder>[], counts = COUNTS) =>
  () => ({
    message: 'Orders',
    data: { total: counts.all, status_wise_orders: counts, orders },
  });

function renderDashboard(api: ReturnType<typeof fakeApi>) {
  return renderOrdersPage(<DashboardPage />, { path: '/dashboard', pattern: '/dashboard', api });
}

describe('DashboardPage', () => {
  it('greets the customer by name and counts their orders per status, each leading to the history of that status', async () => {
    const api = ordersApi([page([anOrder(1)])]);
    renderDashboard(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Sam Shopper!')).toBeInTheDocument();

    const counts = screen.getByRole('region', { name: 'Your orders' });
    expect(await within(counts).findByRole('link', { name: 'All, 9 orders' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    expect(within(counts).getByRole('link', { name: 'Pending, 2 orders' })).toHaveAttribute(
      'href',
      '/order-history?status=pending',
    );
    expect(within(counts).getByRole('link', { name: 'On The Way, 1 order' })).toHaveAttribute(
      'href',
      '/order-history?status=on_the_way',
    );
    expect(within(counts).getByRole('link', { name: 'Cancelled, 1 order' })).toHaveAttribute(
      'href',
      '/order-history?status=cancelled',
    );
    expect(within(counts).getAllByRole('link')).toHaveLength(8);
    expect(api.calls).toEqual(['GET /orders?page=1&per_page=5']);
  });

  it('lists the recent orders, five at most, each leading to its details', async () => {
    const orders = [1, 2, 3, 4, 5, 6].map((id) =>
      anOrder(id, { order_status: id === 1 ? 'Delivered' : 'Pending', payable_amount: 10 * id }),
    );
    renderDashboard(ordersApi([page(orders)]));
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    const first = await within(recent).findByRole('link', { name: 'ORD-1001' });
    expect(first).toHaveAttribute('href', '/order-history/1');
    const rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Delivered');
    expect(rows[0]).toHaveTextContent('$10.00');
    expect(rows[0]).toHaveTextContent('Volt Electronics');
    expect(within(recent).getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/order-history');
  });

  it('says there are no orders yet and leads to the shop', async () => {
    renderDashboard(ordersApi([page([], NONE)]));
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    expect(
      await within(recent).findByRole('heading', { level: 3, name: 'You have no orders yet' }),
    ).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
    expect(within(recent).queryByRole('link', { name: 'View all orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All, 0 orders' })).toBeInTheDocument();
  });

  it('shows placeholders while loading, then the quick links stay whatever the orders do', async () => {
    renderDashboard(fakeApi({ 'GET /orders': () => new Promise<Response>(() => {}) }));
    expect(await screen.findByText('Loading your orders')).toBeInTheDocument();
    expect(screen.getByText('Loading orders')).toBeInTheDocument();
    const links = screen.getByRole('region', { name: 'Quick links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Order History', '/order-history'],
      ['Wishlist', '/wishlist'],
      ['Manage Address', '/manage-address'],
      ['Support Tickets', '/support-tickets'],
      ['My Profile', '/profile'],
    ]);
  });

  it('says the orders could not be loaded and loads them again on Try again', async () => {
    const api = ordersApi([() => json(403, { message: 'Forbidden.' }), page([anOrder(1)])]);
    const { user } = renderDashboard(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while loading this. Please try again.');
    expect(screen.queryByRole('region', { name: 'Recent orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick links' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ORD-1001' })).toHaveAttribute('href', '/order-history/1');
    expect(api.calls).toHaveLength(2);
  });
});
