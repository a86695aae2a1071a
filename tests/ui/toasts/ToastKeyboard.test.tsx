import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../src/app/notify';
import { LiveAnnouncer } from '../../../src/ui/common/LiveAnnouncer';
import { Dialog, Modal } from '../../../src/ui/kit/Dialog';
import { AppToaster } from '../../../src/ui/toasts/AppToaster';
import { ToastAction } from '../../../src/ui/toasts/ToastAction';
import { ToastOutlet } from '../../../src/ui/toasts/ToastOutlet';

/** A page with one button to come from, the live regions and the toasts. */
function renderPage(page: ReactNode = <button type="button">Add to Cart</button>) {
  render(
    <I18nProvider i18n={i18n}>
      {page}
      <LiveAnnouncer />
      <AppToaster direction="ltr" />
    </I18nProvider>,
  );
  const origin = screen.queryByRole('button', { name: 'Add to Cart' });
  origin?.focus();
  return origin;
}

/** A toast with one action, as the cart shows 'View In Cart'. */
function showActionToast(onAction: () => void = () => undefined, options = { duration: 3000 }) {
  act(
    () =>
      void notify.success(
        <div>
          <p>Shirt has been added to cart</p>
          <ToastAction onPress={onAction}>View In Cart</ToastAction>
        </div>,
        options,
      ),
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const viewInCart = () => within(region()).getByRole('button', { name: 'View In Cart' });

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toasts by keyboard', () => {
  it('F6 goes to the newest toast’s action at once, and F6 again goes back where focus was', async () => {
    const user = userEvent.setup();
    const origin = renderPage();
    act(() => void notify.info('Saved'));
    showActionToast();
    await user.keyboard('{F6}');
    expect(viewInCart()).toHaveFocus();
    await user.keyboard('{F6}');
    expect(origin).toHaveFocus();
  });

  it('F6 reaches a toast without an action by its Dismiss button, and does nothing with no toast', async () => {
    const user = userEvent.setup();
    const origin = renderPage();
    await user.keyboard('{F6}');
    expect(origin).toHaveFocus();
    act(() => void notify.info('Saved'));
    await user.keyboard('{F6}');
    expect(within(region()).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
  });

  it('holds a toast while focus is in it, and lets it go after its time once focus has left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    showActionToast();
    await user.keyboard('{F6}');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(viewInCart()).toHaveFocus();
    expect(within(region()).getByRole('listitem')).not.toHaveAttribute('aria-hidden');

    await user.keyboard('{F6}');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Shirt has been added to cart').closest('li')).toHaveAttribute('aria-hidden', 'true');
  });

  it('holds a toast while the pointer rests on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    showActionToast();
    await user.hover(viewInCart());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(region()).getByRole('listitem')).not.toHaveAttribute('aria-hidden');
  });

  it('gives focus back where it came from before the action runs, so what it opens returns focus there', async () => {
    const user = userEvent.setup();
    const focusedOnAction = vi.fn(() => document.activeElement);
    const origin = renderPage();
    showActionToast(() => void focusedOnAction());
    await user.keyboard('{F6}');
    await user.keyboard('{Enter}');
    expect(focusedOnAction).toHaveReturnedWith(origin);
    expect(origin).toHaveFocus();
  });

  it('Escape closes the focused toast and gives focus back where it came from', async () => {
    const user = userEvent.setup();
    const origin = renderPage();
    showActionToast();
    await user.keyboard('{F6}');
    await user.keyboard('{Escape}');
    expect(origin).toHaveFocus();
    expect(screen.getByText('Shirt has been added to cart').closest('li')).toHaveAttribute('aria-hidden', 'true');
  });

  it('Dismiss notification, reached by Tab, gives focus back where it came from', async () => {
    const user = userEvent.setup();
    const origin = renderPage();
    showActionToast();
    await user.keyboard('{F6}');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(origin).toHaveFocus();
  });

  it('says an action toast with the key that reaches it', () => {
    renderPage();
    showActionToast();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Shirt has been added to cart. Press F6 to reach View In Cart.',
    );
  });

  it('shows the toasts inside an open dialog with an outlet, where Tab reaches them', async () => {
    const user = userEvent.setup();
    renderPage(
      <Modal isOpen>
        <Dialog title="My Cart">
          <button type="button">Remove</button>
          <ToastOutlet />
        </Dialog>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'My Cart' });
    showActionToast();
    expect(dialog).toContainElement(region());
    within(dialog).getByRole('button', { name: 'Remove' }).focus();
    await user.tab();
    expect(viewInCart()).toHaveFocus();
    await user.keyboard('{F6}');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
  });
});
