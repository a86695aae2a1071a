import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseOrderHistoryQuery } from '../../../src/ui/orders/order-history-query';
import OrderHistoryPage from '../../../src/ui/pages/OrderHistoryPage';
import { anOrder, fakeApi, json, renderOrdersPage } from './orders-harness';

const COUNTS = { all: 13, pending: 2, confirm: 1, processing: 1, pickup: 0, on_the_way: 1, delivered: 7, cancelled: 1 };

/** 13 orders in all (page 1 holds 10, page 2 holds 3); 2 of them Pending; none in Pickup. */
function historyApi() {
  return fakeApi({
    'GET /orders': (url) => {
      const status = url.searchParams.get('order_status');
      const page = Number(url.searchParams.get('page'));
      if (status === 'pending') {
        return {
          message: 'Orders',
          data: {
            total: 2,
            status_wise_orders: COUNTS,
            orders: [
              anOrder(12, { payment_method: 'stripe' }),
              anOrder(11, { payment_status: 'Paid', shop: { id: 1, name: 'Green Leaf Grocers', logo: '', rating: 4 } }),
            ],
          },
        };
      }
      if (status === 'pickup') return { message: 'Orders', data: { total: 0, status_wise_orders: COUNTS, orders: [] } };
      const ids = page === 2 ? [3, 2, 1] : [13, 12, 11, 10, 9, 8, 7, 6, 5, 4];
      const orders = ids.map((id) =>
        anOrder(id, { order_status: id > 11 ? 'Pending' : 'Delivered', payment_status: 'Paid' }),
      );
      return { message: 'Orders', data: { total: 13, status_wise_orders: COUNTS, orders } };
    },
  });
}

describe('parseOrderHistoryQuery', () => {
  it('reads the status and the page, leaving out an unknown status and a page that is not a positive whole number', () => {
    expect(parseOrderHistoryQuery('status=on_the_way&page=2')).toEqual({ status: 'on_the_way', page: 2 });
    expect(parseOrderHistoryQuery('status=shipped&page=0')).toEqual({ status: null, page: 1 });
    expect(parseOrderHistoryQuery('page=1.5')).toEqual({ status: null, page: 1 });
  });
});

describe('OrderHistoryPage', () => {
  it('lists the orders with their code, date, shop, items, amount and statuses', async () => {
    const api = historyApi();
    renderOrdersPage(<OrderHistoryPage />, { path: '/order-history', pattern: '/order-history', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'ORD-1012' });
    expect(link).toHaveAttribute('href', '/order-history/12');
    const row = link.closest('article') as HTMLElement;
    expect(within(row).getByText('Volt Electronics')).toBeInTheDocument();
    expect(within(row).getByText('$99.48')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Mar 14, 2025', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('13 orders');
    expect(api.calls).toEqual(['GET /orders?page=1&per_page=10']);
  });

  it('filters by status through the URL, with each status counted', async () => {
    const api = historyApi();
    const { user, url } = renderOrdersPage(<OrderHistoryPage />, {
      path: '/order-history',
      pattern: '/order-history',
      api,
    });
    const filters = await screen.findByRole('navigation', { name: 'Filter by status' });
    expect(await within(filters).findByRole('link', { name: 'All, 13 orders' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(filters).getByRole('link', { name: 'On The Way, 1 order' })).toHaveAttribute(
      'href',
      '/order-history?status=on_the_way',
    );

    await user.click(within(filters).getByRole('link', { name: 'Pending, 2 orders' }));

    expect(url()).toBe('/order-history?status=pending');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(api.calls).toContain('GET /orders?order_status=pending&page=1&per_page=10');
    expect(within(filters).getByRole('link', { name: 'Pending, 2 orders' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 orders');
    expect(screen.getByRole('link', { name: 'ORD-1011' })).toBeInTheDocument();
  });

  it('opens at the status and page the URL names, and pages on from there', async () => {
    const api = historyApi();
    const { user, url } = renderOrdersPage(<OrderHistoryPage />, {
      path: '/order-history?page=2',
      pattern: '/order-history',
      api,
    });
    expect(await screen.findByRole('link', { name: 'ORD-1003' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(url()).toBe('/order-history');
    expect(await screen.findByRole('link', { name: 'ORD-1013' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toHaveFocus();
  });

  it('says a status holds no orders and leads to the products', async () => {
    const api = historyApi();
    renderOrdersPage(<OrderHistoryPage />, { path: '/order-history?status=pickup', pattern: '/order-history', api });
    expect(await screen.findByRole('heading', { level: 2, name: 'No orders with this status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('says the customer has no orders yet', async () => {
    const none = {
      all: 0,
      pending: 0,
      confirm: 0,
      processing: 0,
      pickup: 0,
      on_the_way: 0,
      delivered: 0,
      cancelled: 0,
    };
    const api = fakeApi({
      'GET /orders': () => ({ message: 'Orders', data: { total: 0, status_wise_orders: none, orders: [] } }),
    });
    renderOrdersPage(<OrderHistoryPage />, { path: '/order-history', pattern: '/order-history', api });
    expect(await screen.findByRole('heading', { level: 2, name: 'You have no orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('shows grey rows while loading, then offers Try again when the orders could not be loaded', async () => {
    let refuse: (answer: Response) => void = () => undefined;
    let answer: Promise<unknown> = new Promise<Response>((resolve) => {
      refuse = resolve;
    });
    const api = fakeApi({ 'GET /orders': () => answer });
    const { user } = renderOrdersPage(<OrderHistoryPage />, { path: '/order-history', pattern: '/order-history', api });
    expect(await screen.findByText('Loading orders')).toBeInTheDocument();
    refuse(json(422, { message: 'The selected order status is invalid.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading this.');
    expect(screen.queryByText('Loading orders')).not.toBeInTheDocument();

    answer = Promise.resolve({
      message: 'Orders',
      data: { total: 1, status_wise_orders: { ...COUNTS, all: 1 }, orders: [anOrder(1)] },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ORD-1001' })).toBeInTheDocument();
  });
});
