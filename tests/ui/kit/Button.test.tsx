import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/kit/Button';
import { dropStaleAnnouncements } from '../../../src/ui/kit/stale-announcements';
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

describe('a busy button that leaves the page', () => {
  const announcementsNamedBy = () => document.querySelectorAll('[data-live-announcer] [aria-labelledby]');

  it('takes its announcement along, so nothing is left that names no element', async () => {
    const { unmount } = renderWithI18n(<Button isPending>Place order</Button>);
    // What React Aria's announcer holds while the button is busy: a node named by the button's own ids.
    const namedBy = screen.getByRole('button').getAttribute('aria-labelledby') ?? '';
    expect(namedBy).not.toBe('');
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div data-live-announcer><div role="log"><div role="img" aria-labelledby="${namedBy}"></div></div></div>`,
    );
    expect(announcementsNamedBy()).toHaveLength(1);

    unmount();
    await waitFor(() => expect(announcementsNamedBy()).toHaveLength(0));
  });

  it('leaves announcements that still name something on the page', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<span id="still-here">Saved</span><div data-live-announcer><div><div role="img" aria-labelledby="gone still-here"></div><div role="img" aria-labelledby="gone"></div></div></div>',
    );
    dropStaleAnnouncements();
    const left = [...announcementsNamedBy()].map((node) => node.getAttribute('aria-labelledby'));
    expect(left).toEqual(['gone still-here']);
  });
});
