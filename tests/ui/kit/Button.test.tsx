import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/kit/Button';
import { renderWithI18n } from './renderWithI18n';

describe('Button', () => {
  it('is pressed by pointer, Enter and Space', async () => {
    const onPress = vi.fn();
    const { user } = renderWithI18n(<Button onPress={onPress}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);

    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    const { user } = renderWithI18n(
      <Button isDisabled onPress={onPress}>
        Add to cart
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('while pending keeps its label, says it is loading and ignores presses', async () => {
    const onPress = vi.fn();
    const { user, rerender } = renderWithI18n(
      <Button isPending onPress={onPress}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order Loading' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();

    rerender(<Button onPress={onPress}>Place order</Button>);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('adds "Loading" to an icon button named by aria-label', () => {
    renderWithI18n(
      <Button size="icon" aria-label="Remove" isPending>
        x
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Remove Loading' })).toBeInTheDocument();
  });
});
