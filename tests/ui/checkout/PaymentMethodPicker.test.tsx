import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker, type PaymentMethodPickerProps } from '../../../src/ui/checkout/PaymentMethodPicker';
import { GATEWAYS, renderCheckoutPart } from './support';

function renderPicker(props: Partial<PaymentMethodPickerProps> = {}) {
  const onChange = vi.fn();
  const view = renderCheckoutPart(
    <PaymentMethodPicker methods={['cash', 'stripe', 'paypal']} value="cash" onChange={onChange} {...props} />,
    { settings: { online_payment: true, payment_gateways: GATEWAYS } },
  );
  return { ...view, onChange };
}

describe('PaymentMethodPicker', () => {
  it('offers cash on delivery and each gateway by its title, with the chosen one checked', async () => {
    renderPicker({ value: 'stripe' });
    const group = await screen.findByRole('radiogroup', { name: 'Payment Method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Cash on Delivery',
      'Credit or debit card',
      'PayPal',
    ]);
    expect(within(group).getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Cash on Delivery' })).not.toBeChecked();
  });

  it('shows each gateway’s logo as decoration, with its size', async () => {
    renderPicker();
    const card = (await screen.findByRole('radio', { name: 'Credit or debit card' })).closest('label');
    const logo = card?.querySelector('img');
    expect(logo).toHaveAttribute('src', '/media/gateways/stripe.svg');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '32');
    expect(logo).toHaveAttribute('height', '20');
  });

  it('offers only the methods given', async () => {
    renderPicker({ methods: ['cash'] });
    const group = await screen.findByRole('radiogroup', { name: 'Payment Method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  });

  it('tells the checkout which method was chosen', async () => {
    const { user, onChange } = renderPicker();
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    expect(onChange).toHaveBeenCalledWith('paypal');
  });

  it('is chosen from the keyboard', async () => {
    const { user, onChange } = renderPicker();
    await screen.findByRole('radiogroup', { name: 'Payment Method' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('stripe');
  });

  it('says so when no payment method is offered', async () => {
    renderPicker({ methods: [], value: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This shop takes no payment method at the moment.');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('lets nothing be chosen while disabled', async () => {
    const { user, onChange } = renderPicker({ isDisabled: true });
    const paypal = await screen.findByRole('radio', { name: 'PayPal' });
    expect(paypal).toBeDisabled();
    await user.click(paypal);
    expect(onChange).not.toHaveBeenCalled();
  });
});
