import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from '../../../src/ui/kit/Pagination';
import { renderWithI18n } from './renderWithI18n';

function pageNumbers() {
  return within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
}

describe('Pagination', () => {
  it('shows at most 5 page numbers around the current one, marking it', () => {
    renderWithI18n(<Pagination page={6} total={200} onChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('keeps 5 numbers at the ends and disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithI18n(<Pagination page={1} total={95} onChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    rerender(<Pagination page={10} total={95} onChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('calls onChange with the chosen, previous and next page', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(<Pagination page={3} total={100} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('uses perPage and pagesShown, and shows nothing for a single page', () => {
    const { rerender } = renderWithI18n(
      <Pagination page={2} total={60} perPage={20} pagesShown={3} onChange={vi.fn()} />,
    );
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    rerender(<Pagination page={1} total={10} onChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('computes the window with fewer pages than it may show', () => {
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 7, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 7, 5)).toEqual([3, 4, 5, 6, 7]);
  });
});
