import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../src/ui/kit/Checkbox';
import { Radio, RadioGroup } from '../../../src/ui/kit/RadioGroup';
import { renderWithI18n } from './renderWithI18n';

describe('Checkbox', () => {
  it('toggles by pointer on its label and by Space', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).not.toBeChecked();

    await user.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot be changed when disabled', async () => {
    const { user } = renderWithI18n(<Checkbox isDisabled>Tech Hub</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Tech Hub' });
    await user.click(screen.getByText('Tech Hub'));
    expect(checkbox).toBeDisabled();
    expect(checkbox).not.toBeChecked();
  });
});

describe('RadioGroup', () => {
  function Payment({ onChange }: { onChange: (value: string) => void }) {
    return (
      <RadioGroup label="Payment method" defaultValue="cod" onChange={onChange}>
        <Radio value="cod">Cash on delivery</Radio>
        <Radio value="stripe">Card</Radio>
        <Radio value="paypal">PayPal</Radio>
      </RadioGroup>
    );
  }

  it('is a named group; Tab enters at the chosen radio and arrows choose', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(<Payment onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('stripe');
  });

  it('chooses by pointer', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(<Payment onChange={onChange} />);
    await user.click(screen.getByText('PayPal'));
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('paypal');
  });
});
