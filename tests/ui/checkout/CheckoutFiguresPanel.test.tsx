import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutFigures, Failure } from '../../../src/machines/checkout/checkout.types';
import { CheckoutFiguresPanel } from '../../../src/ui/checkout/CheckoutFiguresPanel';
import { summary } from '../../machines/checkout.fakes';
import { checkoutFigures, IN_EUROS, renderCheckoutPart, shownFigures } from './support';

interface PanelOptions {
  figures?: CheckoutFigures | null;
  isLoading?: boolean;
  error?: Failure | null;
  inEuros?: boolean;
}

function renderPanel({ figures = checkoutFigures(), isLoading = false, error = null, inEuros = false }: PanelOptions) {
  const onRetry = vi.fn();
  const view = renderCheckoutPart(
    <CheckoutFiguresPanel figures={figures} isLoading={isLoading} error={error} onRetry={onRetry} />,
    { settings: inEuros ? IN_EUROS : {} },
  );
  return { ...view, onRetry };
}

/** Amounts whose conversion to euros rounds up three times: the parts add up to a cent more than the total. */
const roundingSummary = summary({
  total_amount: 10.05,
  delivery_charge: 5.05,
  coupon_discount: 0,
  order_tax_amount: 0.05,
  all_vat_taxes: [{ name: 'VAT', percentage: 0.5, amount: 0.05 }],
  payable_amount: 15.15,
});

describe('CheckoutFiguresPanel', () => {
  it('shows the total, the delivery charge, the VAT and the payable amount', async () => {
    renderPanel({});
    expect(await shownFigures()).toEqual([
      ['Total', '$59.99'],
      ['Delivery Charge', '$5.00'],
      ['VAT (5%)', '$3.00'],
      ['Payable Amount', '$67.99'],
    ]);
  });

  it('takes the voucher discount off the payable amount', async () => {
    renderPanel({
      figures: checkoutFigures({ summary: summary({ coupon_discount: 10, payable_amount: 57.99 }) }),
    });
    expect(await shownFigures()).toEqual([
      ['Total', '$59.99'],
      ['Delivery Charge', '$5.00'],
      ['Coupon Discount', '−$10.00'],
      ['VAT (5%)', '$3.00'],
      ['Payable Amount', '$57.99'],
    ]);
  });

  it('shows each VAT line', async () => {
    const taxes = [
      { name: 'VAT', percentage: 5, amount: 3 },
      { name: 'City tax', percentage: 1, amount: 0.6 },
    ];
    renderPanel({
      figures: checkoutFigures({
        summary: summary({ order_tax_amount: 3.6, all_vat_taxes: taxes, payable_amount: 68.59 }),
      }),
    });
    expect(await shownFigures()).toEqual([
      ['Total', '$59.99'],
      ['Delivery Charge', '$5.00'],
      ['VAT (5%)', '$3.00'],
      ['City tax (1%)', '$0.60'],
      ['Payable Amount', '$68.59'],
    ]);
  });

  it('shows the tax as one line when there is no VAT line, and none when there is no tax', async () => {
    const { unmount } = renderPanel({
      figures: checkoutFigures({ summary: summary({ all_vat_taxes: [], order_tax_amount: 3 }) }),
    });
    expect(await shownFigures()).toContainEqual(['Tax', '$3.00']);
    unmount();

    renderPanel({
      figures: checkoutFigures({
        summary: summary({ all_vat_taxes: [], order_tax_amount: 0, payable_amount: 64.99 }),
      }),
    });
    expect(await shownFigures()).toEqual([
      ['Total', '$59.99'],
      ['Delivery Charge', '$5.00'],
      ['Payable Amount', '$64.99'],
    ]);
  });

  it('adds up the parts shown in another currency, cent for cent', async () => {
    renderPanel({ figures: checkoutFigures({ summary: roundingSummary }), inEuros: true });
    // 15.15 × 0.92 would round to €13.94; the parts shown make €13.95.
    expect(await shownFigures()).toEqual([
      ['Total', '€9.25'],
      ['Delivery Charge', '€4.65'],
      ['VAT (0.5%)', '€0.05'],
      ['Payable Amount', '€13.95'],
    ]);
  });

  it('keeps the figures when a reload failed, says they may be out of date and tries again', async () => {
    const { user, onRetry } = renderPanel({ error: { status: 500, message: 'Server Error', fieldErrors: {} } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These figures may be out of date: Server Error');
    expect(await shownFigures()).toContainEqual(['Payable Amount', '$67.99']);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the shop could not be reached when the call never got there', async () => {
    renderPanel({ error: { status: 0, message: 'Failed to fetch', fieldErrors: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These figures may be out of date: We could not reach the shop. Check your connection and try again.',
    );
  });

  it('says why the first figures could not be loaded, with a retry', async () => {
    const { user, onRetry } = renderPanel({
      figures: null,
      error: { status: 422, message: 'The selected shop has no products in your cart.', fieldErrors: {} },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The selected shop has no products in your cart.');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks for a shop when there are no figures', async () => {
    renderPanel({ figures: null });
    expect(await screen.findByText('Select a shop to see what you will pay.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the last figures on screen while new ones load', async () => {
    renderPanel({ isLoading: true });
    expect(await shownFigures()).toContainEqual(['Payable Amount', '$67.99']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
