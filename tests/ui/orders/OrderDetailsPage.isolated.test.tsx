import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderDetailsPage from '../../../src/ui/pages/OrderDetailsPage';
import { fakeApi, json, orderDetails, renderOrdersPage } from './orders-harness';

vi.mock('../../../src/app/orders/open-payment-page', () => ({ openPaymentPage: vi.fn() }));
const { openPaymentPage } = await import('../../../src/app/orders/open-payment-page');

const PATTERN = '/order-history/:id';

function detailsApi(order = orderDetails()) {
  return fakeApi({
    'GET /order-details': (url) =>
      url.searchParams.get('order_id') === String(order.id)
        ? { message: 'Order details', data: { order } }
        : json(404, { message: 'Order not found.' }),
    'GET /order-payment/2/stripe': () => ({
      message: 'Payment link created',
      data: { order_payment_url: 'http://shop.test/payments/demo/abc' },
    }),
  });
}

/** The value next to a term of a description list. */
function definitionOf(term: HTMLElement): string {
  return (term.nextElementSibling as HTMLElement | null)?.textContent ?? '';
}

describe('OrderDetailsPage', () => {
  it('shows the order: code, date, shop, status, lines with their options, address and payment', async () => {
    const api = detailsApi();
    renderOrdersPage(<OrderDetailsPage />, { path: '/order-history/2', pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
    expect(definitionOf(await screen.findByText('Order code'))).toBe('ORD-1002');
    expect(definitionOf(screen.getByText('Placed on'))).toContain('Mar 14, 2025');
    expect(definitionOf(screen.getByText('Shop'))).toBe('Volt Electronics');
    expect(definitionOf(screen.getByText('Order status'))).toBe('Pending');

    const items = screen.getByRole('region', { name: 'Items' });
    const lamp = within(items).getByRole('link', { name: 'Desk Lamp' }).closest('li') as HTMLElement;
    expect(lamp.querySelector('img')).toHaveAttribute('src', '/media/products/16-1.svg');
    expect(within(lamp).getByText('Color: White')).toBeInTheDocument();
    expect(definitionOf(within(lamp).getByText('Quantity'))).toBe('2');
    expect(definitionOf(within(lamp).getByText('Total'))).toBe('$25.00');
    const cable = within(items).getByRole('link', { name: 'USB-C Cable' }).closest('li') as HTMLElement;
    expect(within(cable).getByText('Size: 2 m')).toBeInTheDocument();

    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(address).toHaveTextContent('Sam Shopper');
    expect(address).toHaveTextContent('4B, 12 Market Street');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(definitionOf(within(payment).getByText('Payment method'))).toBe('Credit or debit card');
    expect(definitionOf(within(payment).getByText('Payment status'))).toBe('Unpaid');
    expect(api.calls).toEqual(['GET /order-details?order_id=2']);
  });

  it('shows the figures, the payable amount being the sum of those shown', async () => {
    renderOrdersPage(<OrderDetailsPage />, { path: '/order-history/2', pattern: PATTERN, api: detailsApi() });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(definitionOf(within(summary).getByText('Subtotal'))).toBe('$55.00');
    expect(definitionOf(within(summary).getByText('Delivery charge'))).toBe('$5.00');
    expect(definitionOf(within(summary).getByText('Coupon discount'))).toBe('-$5.00');
    expect(definitionOf(within(summary).getByText('Tax'))).toBe('$2.50');
    expect(definitionOf(within(summary).getByText('Payable amount'))).toBe('$57.50');
  });

  it("says an order is not found (someone else's, say) and shows nothing of it", async () => {
    const api = detailsApi();
    renderOrdersPage(<OrderDetailsPage />, { path: '/order-history/11', pattern: PATTERN, api });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByText('Order code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Order History' })).toHaveAttribute('href', '/order-history');
    expect(api.calls).toEqual(['GET /order-details?order_id=11']);
  });

  it('says an address that names no order is not found, without asking the server', async () => {
    const api = detailsApi();
    renderOrdersPage(<OrderDetailsPage />, { path: '/order-history/abc', pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('after a successful payment says it was received', async () => {
    const paid = orderDetails({ payment_status: 'Paid', can_pay_again: false });
    renderOrdersPage(<OrderDetailsPage />, {
      path: '/order-history/2?payment=success',
      pattern: PATTERN,
      api: detailsApi(paid),
    });
    const message = await screen.findByText('Payment received. Thank you, order ORD-1002 is paid.');
    // Said in a live region that was there before the order loaded, so a screen reader announces it.
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('offers Pay Now for an unpaid online order, with a choice of gateway, and opens the payment page', async () => {
    const api = detailsApi();
    const { user } = renderOrdersPage(<OrderDetailsPage />, { path: '/order-history/2', pattern: PATTERN, api });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const choice = within(payment).getByRole('radiogroup', { name: 'Pay with' });
    expect(within(choice).getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(payment).getByRole('button', { name: 'Pay Now' }));
    await vi.waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('http://shop.test/payments/demo/abc'));
    expect(api.calls).toContain('GET /order-payment/2/stripe');
  });

  it('shows a cancelled paid order as refunded, with the amount refunded', async () => {
    const refunded = orderDetails({
      order_status: 'Cancelled',
      payment_status: 'Refunded',
      refunded_amount: 57.5,
      can_cancel: false,
      can_pay_again: false,
    });
    renderOrdersPage(<OrderDetailsPage />, { path: '/order-history/2', pattern: PATTERN, api: detailsApi(refunded) });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(definitionOf(within(payment).getByText('Payment status'))).toBe('Refunded');
    expect(definitionOf(within(payment).getByText('Refunded amount'))).toBe('$57.50');
    expect(within(payment).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('offers no Pay Now for a cash order, nor without online payment', async () => {
    const cash = orderDetails({ payment_method: 'cash', can_pay_again: false });
    const first = renderOrdersPage(<OrderDetailsPage />, {
      path: '/order-history/2',
      pattern: PATTERN,
      api: detailsApi(cash),
    });
    expect(definitionOf(await screen.findByText('Payment method'))).toBe('Cash on delivery');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    first.unmount();

    renderOrdersPage(<OrderDetailsPage />, {
      path: '/order-history/2',
      pattern: PATTERN,
      api: detailsApi(),
      settings: { online_payment: false },
    });
    expect(await screen.findByText('Payment method')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });
});
