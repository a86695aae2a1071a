import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { Key } from 'react-aria-components/Select';
import { describe, expect, it } from 'vitest';
import { Select, SelectItem } from '../../../src/ui/kit/Select';
import { renderWithI18n } from './renderWithI18n';

const currencies = [
  { value: 'USD', label: 'US Dollar' },
  { value: 'EUR', label: 'Euro' },
  { value: 'SAR', label: 'Saudi Riyal' },
];

function CurrencyPicker() {
  const [value, setValue] = useState<Key | null>('USD');
  return (
    <>
      <Select label="Currency" options={currencies} value={value} onChange={setValue} />
      <output>chosen: {String(value)}</output>
    </>
  );
}

describe('Select', () => {
  it('shows the chosen option and picks another with the pointer', async () => {
    const { user } = renderWithI18n(<CurrencyPicker />);
    const trigger = screen.getByRole('button', { name: /Currency/ });
    expect(trigger).toHaveTextContent('US Dollar');

    await user.click(trigger);
    const listbox = screen.getByRole('listbox', { name: 'Currency' });
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'US Dollar' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('option', { name: 'Euro' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('chosen: EUR')).toBeInTheDocument();
    expect(trigger).toHaveTextContent('Euro');
  });

  it('is driven by the keyboard: open, arrow down, Enter', async () => {
    const { user } = renderWithI18n(<CurrencyPicker />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(screen.getByText('chosen: EUR')).toBeInTheDocument();
  });

  it('shows a placeholder and an error tied to the field', () => {
    renderWithI18n(
      <Select label="Country" errorMessage="The country field is required">
        <SelectItem id="eg">Egypt</SelectItem>
      </Select>,
    );
    const trigger = screen.getByRole('button', { name: /Country/ });
    expect(trigger).toHaveTextContent('Select an option');
    expect(screen.getByText('The country field is required')).toBeInTheDocument();
    expect(trigger).toHaveAccessibleDescription('The country field is required');
  });
});
