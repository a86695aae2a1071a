import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Coupon } from '../../../src/machines/vouchers/vouchers.types';
import { CouponSection, type CouponSectionProps } from '../../../src/ui/checkout/CouponSection';
import { coupon } from '../../machines/vouchers.fakes';
import { fakeApi, renderCheckoutPart } from './support';

const tenPercent = coupon({
  id: 8,
  shop_id: 3,
  code: 'VOLT10',
  discount_type: 'Percentage',
  discount: 10,
  min_order_amount: 50,
  is_collected: true,
});
const otherShops = coupon({ id: 9, shop_id: 5, code: 'HOME5', discount: 5, is_collected: true });

function renderCoupons(props: Partial<CouponSectionProps> = {}, collected: Coupon[] = []) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  const api = fakeApi({
    'GET /get-collected-vouchers': () => ({ message: 'Vouchers', data: { coupons: collected } }),
  });
  const view = renderCheckoutPart(
    <CouponSection
      shopIds={[3]}
      appliedCode={null}
      isApplied={false}
      message={null}
      onApply={onApply}
      onRemove={onRemove}
      {...props}
    />,
    { api },
  );
  return { ...view, onApply, onRemove };
}

/** The line saying what became of the code, once the section is shown (the settings load first). */
async function voucherStatus() {
  await screen.findByRole('heading', { name: 'Voucher' });
  return screen.getByRole('status');
}

describe('CouponSection', () => {
  it('applies a typed code, without the blanks around it', async () => {
    const { user, onApply } = renderCoupons();
    const field = await screen.findByRole('textbox', { name: 'Coupon Code' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await user.type(field, '   ');
    expect(apply).toBeDisabled();
    await user.type(field, 'VOLT10 ');
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith('VOLT10');
  });

  it('applies the typed code with Enter', async () => {
    const { user, onApply } = renderCoupons();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon Code' }), 'VOLT10{Enter}');
    expect(onApply).toHaveBeenCalledExactlyOnceWith('VOLT10');
  });

  it('says the code is being checked until the figures for it come', async () => {
    renderCoupons({ appliedCode: 'VOLT10', isApplied: false, message: 'Checkout', isChecking: true });
    const status = await voucherStatus();
    expect(status).toHaveTextContent('Checking voucher VOLT10…');
    expect(status).not.toHaveTextContent('Checkout');
  });

  it('says the code applies, and Remove takes it off', async () => {
    const { user, onRemove } = renderCoupons({ appliedCode: 'VOLT10', isApplied: true, message: 'Voucher applied' });
    const status = await voucherStatus();
    expect(status).toHaveTextContent('Voucher VOLT10 applied.');

    await user.click(within(status).getByRole('button', { name: 'Remove voucher' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason when the code does not apply', async () => {
    const { user, onRemove } = renderCoupons({
      appliedCode: 'OLD5',
      isApplied: false,
      message: 'This voucher has expired.',
    });
    const status = await voucherStatus();
    expect(status).toHaveTextContent('This voucher has expired.');
    expect(status).not.toHaveTextContent('applied');

    await user.click(within(status).getByRole('button', { name: 'Remove voucher' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('says the code could not be applied when the server gave no reason', async () => {
    renderCoupons({ appliedCode: 'OLD5', isApplied: false, message: '' });
    expect(await voucherStatus()).toHaveTextContent('Voucher OLD5 could not be applied.');
  });

  it('shows no verdict without a code', async () => {
    renderCoupons({ message: 'Checkout' });
    await screen.findByRole('textbox', { name: 'Coupon Code' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove voucher' })).not.toBeInTheDocument();
  });

  it('offers the collected vouchers of the selected shops, one press each', async () => {
    const { user, onApply } = renderCoupons({}, [tenPercent, otherShops]);
    const use = await screen.findByRole('button', { name: 'Use voucher: 10% off' });
    expect(screen.getByText('Min. order $50.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use voucher: $5.00 off' })).not.toBeInTheDocument();

    await user.click(use);
    expect(onApply).toHaveBeenCalledWith('VOLT10');
  });

  it('marks the collected voucher in use', async () => {
    renderCoupons({ appliedCode: 'VOLT10', isApplied: true }, [tenPercent]);
    const use = await screen.findByRole('button', { name: 'Use voucher: 10% off' });
    expect(use).toBeDisabled();
    expect(use).toHaveTextContent('In use');
  });

  it('lets nothing be changed while disabled', async () => {
    renderCoupons({ appliedCode: 'VOLT10', isApplied: true, isDisabled: true });
    expect(await screen.findByRole('textbox', { name: 'Coupon Code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove voucher' })).toBeDisabled();
  });
});
