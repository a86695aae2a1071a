import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import OrderDetailsPage from '../../../src/ui/pages/OrderDetailsPage';
import { fakeApi, GATEWAYS, json, orderDetails, renderOrdersPage } from './orders-harness';

vi.mock('../../../src/app/orders/open-payment-page', () => ({ openPaymentPage: vi.fn() }));
const { openPaymentPage } = await import('../../../src/app/orders/open-payment-page');

const PATTERN = '/order-history/:id';
const CANCELLED = '/order-history/2?payment=cancelled';
const DIALOG = { name: 'Payment not completed' };

/** The order's details, and the pay-again call answered by `pay` (a fresh page unless told otherwise). */
function paymentApi(pay: () => unknown = () => ({ message: 'ok', data: { order_payment_url: '/payments/demo/xyz' } })) {
  return fakeApi({
    'GET /order-details': () => ({ message: 'Order details', data: { order: orderDetails() } }),
    'GET /order-payment/2/stripe': pay,
    'GET /order-payment/2/paypal': pay,
  });
}

beforeEach(() => {
  vi.mocked(openPaymentPage).mockClear();
});

describe('the order-payment-cancel dialog', () => {
  it('opens when the payment page sent the shopper back cancelled, saying the order waits unpaid', async () => {
    renderOrdersPage(<OrderDetailsPage />, { path: CANCELLED, pattern: PATTERN, api: paymentApi() });
    const dialog = await screen.findByRole('alertdialog', DIALOG);
    expect(dialog).toHaveAccessibleDescription(
      'The payment for order ORD-1002 was not completed. Your order is placed and waits unpaid until you pay for it.',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay Later' })).toBeInTheDocument();
  });

  it('Pay Later closes it and takes the outcome out of the URL in place', async () => {
    const api = paymentApi();
    const { user, history } = renderOrdersPage(<OrderDetailsPage />, { path: CANCELLED, pattern: PATTERN, api });
    const dialog = await screen.findByRole('alertdialog', DIALOG);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Later' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(history).toEqual(['/order-history/2']);
    expect(api.calls).toEqual(['GET /order-details?order_id=2']);
    // The order page still offers to pay.
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Unpaid');
  });

  it('Escape is the same as Pay Later', async () => {
    const { user, history } = renderOrdersPage(<OrderDetailsPage />, {
      path: CANCELLED,
      pattern: PATTERN,
      api: paymentApi(),
    });
    await screen.findByRole('alertdialog', DIALOG);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(history).toEqual(['/order-history/2']);
  });

  it('Pay Now with the gateway chosen asks for a new payment page, pending meanwhile, and opens it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = paymentApi(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderOrdersPage(<OrderDetailsPage />, { path: CANCELLED, pattern: PATTERN, api });
    const dialog = await screen.findByRole('alertdialog', DIALOG);
    const choice = within(dialog).getByRole('radiogroup', { name: 'Pay with' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['stripe', 'paypal']);
    await user.click(within(choice).getByRole('radio', { name: 'PayPal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));

    expect(await within(dialog).findByRole('button', { name: 'Pay Now Loading' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay Later' })).toBeDisabled();
    expect(api.calls).toContain('GET /order-payment/2/paypal');
    expect(openPaymentPage).not.toHaveBeenCalled();

    answer({ message: 'Payment link created', data: { order_payment_url: 'https://pay.example.com/s/1' } });
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('https://pay.example.com/s/1'));
    // Still pending while the browser leaves.
    expect(within(dialog).getByRole('button', { name: 'Pay Now Loading' })).toBeInTheDocument();
  });

  it("shows the server's message in the dialog when paying is refused, and Pay Now can be tried again", async () => {
    const api = paymentApi(() => json(422, { message: 'This order is already paid.', errors: {} }));
    const { user } = renderOrdersPage(<OrderDetailsPage />, { path: CANCELLED, pattern: PATTERN, api });
    const dialog = await screen.findByRole('alertdialog', DIALOG);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is already paid.');
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('with one gateway offers no choice and pays with it', async () => {
    const api = paymentApi();
    const { user } = renderOrdersPage(<OrderDetailsPage />, {
      path: CANCELLED,
      pattern: PATTERN,
      api,
      settings: { payment_gateways: GATEWAYS.slice(1) },
    });
    const dialog = await screen.findByRole('alertdialog', DIALOG);
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/payments/demo/xyz'));
    expect(api.calls).toContain('GET /order-payment/2/paypal');
  });

  it('stays closed when the order can no longer be paid (paid meanwhile, or cancelled)', async () => {
    const api = fakeApi({
      'GET /order-details': () => ({
        message: 'Order details',
        data: { order: orderDetails({ payment_status: 'Paid', can_pay_again: false }) },
      }),
    });
    renderOrdersPage(<OrderDetailsPage />, { path: CANCELLED, pattern: PATTERN, api });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
