import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag, pricePaid } from '../../../src/ui/kit/PriceTag';
import { renderWithI18n } from './renderWithI18n';

const format = (amount: number) => `$${amount.toFixed(2)}`;

describe('PriceTag', () => {
  it('with a discount price of 0 shows only the price', () => {
    const { container } = renderWithI18n(
      <PriceTag price={20} discountPrice={0} discountPercentage={0} format={format} />,
    );
    expect(container).toHaveTextContent(/^\$20\.00$/);
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('with a discount shows the price paid, the struck original price labelled, and the percentage off', () => {
    const { container } = renderWithI18n(
      <PriceTag price={20} discountPrice={15} discountPercentage={25} format={format} />,
    );
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('Original price $20.00');
    expect(screen.getByText('−25%')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('25% off')).toBeInTheDocument();
    expect(container.textContent?.indexOf('$15.00')).toBeLessThan(container.textContent?.indexOf('$20.00') ?? -1);
  });

  it('shows no percentage badge when none is given', () => {
    renderWithI18n(<PriceTag price={20} discountPrice={18} format={format} />);
    expect(screen.getByRole('deletion')).toHaveTextContent('$20.00');
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('pays the discount price when above 0, otherwise the price', () => {
    expect(pricePaid(20, 15)).toBe(15);
    expect(pricePaid(20, 0)).toBe(20);
    expect(pricePaid(20, null)).toBe(20);
    expect(pricePaid(20)).toBe(20);
  });
});
