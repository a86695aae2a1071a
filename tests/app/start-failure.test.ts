import { getByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showStartFailure } from '../../src/app/start-failure';

describe('showStartFailure', () => {
  it('puts why the shop is missing and a Try again in place of the page, as its main content', async () => {
    const root = document.createElement('div');
    root.append(document.createElement('span'));
    document.body.append(root);
    const onRetry = vi.fn();
    showStartFailure(root, onRetry);

    const main = getByRole(root, 'main');
    expect(getByRole(main, 'alert')).toHaveTextContent(
      'We could not reach the shop. Check your connection and try again.',
    );
    expect(root.querySelector('span')).toBeNull();
    const tryAgain = getByRole(main, 'button', { name: 'Try again' });
    // A keyboard reaches it, and Enter presses it.
    await userEvent.tab();
    expect(tryAgain).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    root.remove();
  });
});
