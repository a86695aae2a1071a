import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import type { User } from '../../../../src/machines/session/session.types';
import { ShopVouchers } from '../../../../src/ui/catalog/details/ShopVouchers';
import { demoUser } from '../../support/session';
import { coupon, type FakeCalls, fakeCalls, removeToasts, renderWithShop } from './support';

async function renderVouchers({
  user = demoUser,
  calls = fakeCalls(),
}: {
  user?: User | null;
  calls?: FakeCalls;
} = {}) {
  const view = renderWithShop(<ShopVouchers shopId={4} shopName="Urban Thread" calls={calls} />, { user });
  // The settings load first (money is shown in the shop's currency).
  await screen.findByRole('region', { name: 'Notifications' });
  return { ...view, calls };
}

const section = () => within(screen.getByRole('region', { name: 'Vouchers from Urban Thread' }));
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  removeToasts();
  vi.unstubAllGlobals();
});

describe('ShopVouchers', () => {
  it("lists the shop's vouchers: discount, minimum order and last day", async () => {
    const calls = fakeCalls({
      loadVouchers: vi.fn(async () => [
        coupon(),
        coupon({ id: 8, discount_type: 'Amount', discount: 5, min_order_amount: 40, is_collected: true }),
      ]),
    });
    await renderVouchers({ calls });
    const items = await section().findAllByRole('listitem');
    expect(calls.loadVouchers).toHaveBeenCalledWith(4, expect.any(AbortSignal));
    expect(items[0]).toHaveTextContent('10% off');
    expect(items[0]).toHaveTextContent('Min. order $30.00');
    expect(items[0]).toHaveTextContent('Valid until Jan 15, 2027');
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Collect: 10% off' })).toBeEnabled();
    expect(items[1]).toHaveTextContent('$5.00 off');
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Collected: $5.00 off' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('collects a voucher: Collect becomes Collected, keeps the focus, and does nothing more', async () => {
    const { user, calls } = await renderVouchers();
    const collect = await section().findByRole('button', { name: 'Collect: 10% off' });
    collect.focus();
    await user.keyboard('{Enter}');
    const collected = await section().findByRole('button', { name: 'Collected: 10% off' });
    expect(collected).toHaveTextContent('Collected');
    expect(collected).toHaveAttribute('aria-disabled', 'true');
    expect(collected).toHaveFocus();
    expect(calls.collectVoucher).toHaveBeenCalledExactlyOnceWith(7, expect.any(AbortSignal));
    expect(await notifications().findByText('Voucher collected successfully')).toBeInTheDocument();

    await user.click(collected);
    expect(calls.collectVoucher).toHaveBeenCalledTimes(1);
  });

  it("shows a failed collect as the server's message, and offers Collect again", async () => {
    const calls = fakeCalls({
      collectVoucher: vi.fn(async () => Promise.reject(new ApiError(422, 'You have already collected this voucher.'))),
    });
    const { user } = await renderVouchers({ calls });
    await user.click(await section().findByRole('button', { name: 'Collect: 10% off' }));
    expect(await notifications().findByText('You have already collected this voucher.')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Collect: 10% off' })).toBeEnabled();
  });

  it("shows a failed load as the server's message, with Try again", async () => {
    const calls = fakeCalls({ loadVouchers: vi.fn(async () => Promise.reject(new ApiError(404, 'Shop not found.'))) });
    const { user } = await renderVouchers({ calls });
    expect(await notifications().findByText('Shop not found.')).toBeInTheDocument();
    calls.loadVouchers.mockResolvedValueOnce([coupon()]);
    await user.click(section().getByRole('button', { name: 'Try again' }));
    expect(await section().findByRole('button', { name: 'Collect: 10% off' })).toBeInTheDocument();
  });

  // The move to / after a 401 is the session's (tests/app/session-effects.test.ts): the API client reports it.
  it("shows the server's message when the voucher load finds the session gone (401)", async () => {
    const calls = fakeCalls({ loadVouchers: vi.fn(async () => Promise.reject(new ApiError(401, 'Unauthenticated.'))) });
    await renderVouchers({ calls });
    expect(await notifications().findByText('Unauthenticated.')).toBeInTheDocument();
  });

  it("opens the login dialog for a visitor's Collect", async () => {
    const { user, calls, authDialogs } = await renderVouchers({ user: null });
    await user.click(await section().findByRole('button', { name: 'Collect: 10% off' }));
    expect(authDialogs.open).toHaveBeenCalledExactlyOnceWith('login');
    expect(calls.collectVoucher).not.toHaveBeenCalled();
  });

  it('shows nothing when the shop has no vouchers', async () => {
    const calls = fakeCalls({ loadVouchers: vi.fn(async () => []) });
    await renderVouchers({ calls });
    await vi.waitFor(() => expect(calls.loadVouchers).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /^Vouchers/ })).not.toBeInTheDocument());
    expect(screen.queryByText('Loading vouchers')).not.toBeInTheDocument();
  });
});
