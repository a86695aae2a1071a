import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../../../src/ui/kit/Badge';
import { Button } from '../../../src/ui/kit/Button';
import { Skeleton, SkeletonGroup } from '../../../src/ui/kit/Skeleton';
import { renderWithI18n } from './renderWithI18n';

describe('Badge', () => {
  it('is hidden from assistive technology when the parent names the count', () => {
    renderWithI18n(
      <Button aria-label="Cart, 3 items">
        Cart <Badge count={3} />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads its label instead of the bare number, caps large counts and hides zero', () => {
    const { rerender, container } = renderWithI18n(<Badge count={150} label="150 unread messages" />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('150 unread messages')).toBeInTheDocument();
    rerender(<Badge count={0} label="0 unread messages" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Skeleton', () => {
  it('marks the loading region busy and hides the placeholder blocks', () => {
    const { container } = renderWithI18n(
      <SkeletonGroup label="Loading products">
        <Skeleton className="h-48" />
        <Skeleton />
      </SkeletonGroup>,
    );
    const region = container.firstElementChild;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading products')).toBeInTheDocument();
    expect(region?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
