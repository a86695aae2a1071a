import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/kit/Button';
import { EmptyState } from '../../../src/ui/kit/EmptyState';
import { CartIcon } from '../../../src/ui/kit/Icon';
import { renderWithI18n } from './renderWithI18n';

describe('EmptyState', () => {
  it('shows a heading, a line of text and an action', async () => {
    const onPress = vi.fn();
    const { user } = renderWithI18n(
      <EmptyState title="No User Selected" icon={<CartIcon />} action={<Button onPress={onPress}>Browse shops</Button>}>
        Please select a user to see their messages
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No User Selected' })).toBeInTheDocument();
    expect(screen.getByText('Please select a user to see their messages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse shops' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes a heading level and needs no text or action', () => {
    renderWithI18n(<EmptyState title="Cart is empty" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
