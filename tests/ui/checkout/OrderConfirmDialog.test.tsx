import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutFigures, Failure } from '../../../src/machines/checkout/checkout.types';
import { CheckoutFiguresPanel } from '../../../src/ui/checkout/CheckoutFiguresPanel';
import { OrderConfirmDialog } from '../../../src/ui/checkout/OrderConfirmDialog';
import { earbuds, tShirt } from '../../machines/cart.fakes';
import { summary, urbanFigures, voltFigures } from '../../machines/checkout.fakes';
import { checkoutFigures, figureRows, IN_EUROS, renderCheckoutPart } from './support';

interface DialogOptions {
  figures?: CheckoutFigures;
  isPlacing?: boolean;
  error?: Failure | null;
  inEuros?: boolean;
}

function renderDialog({
  figures = checkoutFigures(),
  isPlacing = false,
  error = null,
  inEuros = false,
}: DialogOptions) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderCheckoutPart(
    <OrderConfirmDialog
      isOpen
      figures={figures}
      paymentLabel="Cash on Delivery"
      address="Sam Shopper, 12 Market Street"
      isPlacing={isPlacing}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
    { settings: inEuros ? IN_EUROS : {} },
  );
  return { ...view, onConfirm, onCancel };
}

const twoShops = checkoutFigures({
  items: [voltFigures({ products: [{ ...earbuds, quantity: 2 }] }), urbanFigures()],
  summary: summary({
    total_amount: 159.98,
    delivery_charge: 8,
    order_tax_amount: 8,
    all_vat_taxes: [{ name: 'VAT', percentage: 5, amount: 8 }],
    payable_amount: 175.98,
  }),
});

describe('OrderConfirmDialog', () => {
  it('shows each shop with its items, where the order goes, how it is paid and what is payable', async () => {
    renderDialog({ figures: twoShops });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });

    const shops = within(dialog).getAllByRole('listitem');
    expect(shops.map((shop) => shop.textContent)).toEqual([
      'Volt ElectronicsWireless Earbuds Pro × 2',
      `Urban Thread${tShirt.name} × 2`,
    ]);
    expect(figureRows(dialog)).toEqual([
      ['Deliver to', 'Sam Shopper, 12 Market Street'],
      ['Payment', 'Cash on Delivery'],
      ['Payable Amount', '$175.98'],
    ]);
  });

  it('shows the same payable amount as the summary in another currency', async () => {
    const figures = checkoutFigures({
      summary: summary({
        total_amount: 10.05,
        delivery_charge: 5.05,
        order_tax_amount: 0.05,
        all_vat_taxes: [{ name: 'VAT', percentage: 0.5, amount: 0.05 }],
        payable_amount: 15.15,
      }),
    });
    const { container } = renderCheckoutPart(
      <>
        <CheckoutFiguresPanel figures={figures} isLoading={false} error={null} onRetry={() => undefined} />
        <OrderConfirmDialog
          isOpen
          figures={figures}
          paymentLabel="Cash on Delivery"
          address="Sam Shopper, 12 Market Street"
          isPlacing={false}
          error={null}
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </>,
      { settings: IN_EUROS },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    const payable = (rows: [string, string][]) => rows.find(([term]) => term === 'Payable Amount')?.[1];

    // 15.15 × 0.92 would round to €13.94; the parts the summary shows make €13.95.
    expect(container).not.toContainElement(dialog);
    expect(payable(figureRows(container, { hidden: true }))).toBe('€13.95');
    expect(payable(figureRows(dialog))).toBe('€13.95');
  });

  it('places the order on Confirm, and Back goes back to the checkout', async () => {
    const { user, onConfirm, onCancel } = renderDialog({});
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('goes back on Escape and on Close', async () => {
    const { user, onCancel } = renderDialog({});
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the order under way and lets nothing be pressed twice or dismissed', async () => {
    const { user, onConfirm, onCancel } = renderDialog({ isPlacing: true });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });

    const confirm = within(dialog).getByRole('button', { name: 'Confirm Order Loading' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Confirm your order' })).toBeInTheDocument();
  });

  it('says why the order was not placed and tries again with Try again', async () => {
    const { user, onConfirm } = renderDialog({
      error: { status: 422, message: 'Only 1 left in stock.', fieldErrors: {} },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your order was not placed: Only 1 left in stock.');
    expect(within(dialog).queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says the shop could not be reached when the order never got there', async () => {
    renderDialog({ error: { status: 0, message: 'Failed to fetch', fieldErrors: {} } });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your order was not placed: We could not reach the shop. Check your connection and try again.',
    );
  });
});
