import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { Key } from 'react-aria-components/ComboBox';
import { describe, expect, it } from 'vitest';
import { ComboBox, ComboBoxItem } from '../../../src/ui/kit/ComboBox';
import { renderWithI18n } from './renderWithI18n';

const countries = [
  { value: 'Egypt', label: 'Egypt' },
  { value: 'Saudi Arabia', label: 'Saudi Arabia' },
  { value: 'United Arab Emirates', label: 'United Arab Emirates' },
  { value: 'United States', label: 'United States' },
];

function CountryPicker() {
  const [value, setValue] = useState<Key | null>(null);
  return (
    <>
      <ComboBox label="Country" options={countries} value={value} onChange={setValue} />
      <output>chosen: {String(value)}</output>
    </>
  );
}

describe('ComboBox', () => {
  it('filters the options as the user types and chooses one with the keyboard', async () => {
    const { user } = renderWithI18n(<CountryPicker />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'united');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['United Arab Emirates', 'United States']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('United States');
    expect(screen.getByText('chosen: United States')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on typing while its options are still coming, and matches the typed text once they are in', async () => {
    const pending = <ComboBox label="Country" options={[]} pendingText="Loading countries…" />;
    const { user, rerender } = renderWithI18n(pending);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'united st');
    expect(screen.getByRole('listbox')).toHaveTextContent('Loading countries…');

    rerender(<ComboBox label="Country" options={countries} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['United States']);
  });

  it('chooses with the pointer from the full list', async () => {
    const { user } = renderWithI18n(<CountryPicker />);
    await user.click(screen.getByRole('button', { name: /Country/ }));
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.click(screen.getByRole('option', { name: 'Egypt' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Egypt');
    expect(screen.getByText('chosen: Egypt')).toBeInTheDocument();
  });

  it('renders items from defaultItems with a render function', async () => {
    const { user } = renderWithI18n(
      <ComboBox
        label="Shop"
        defaultItems={[
          { id: 1, name: 'Tech Hub' },
          { id: 2, name: 'Fashion Point' },
        ]}
      >
        {(shop) => <ComboBoxItem textValue={shop.name}>{shop.name}</ComboBoxItem>}
      </ComboBox>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Shop' }), 'fash');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fashion Point']);
  });

  it('ties a server error to the input', () => {
    renderWithI18n(<ComboBox label="Country" options={countries} errorMessage="The country field is required" />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The country field is required');
  });
});
