import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { type VouchersContext, voucherActorId } from '../../src/machines/vouchers/vouchers.machine';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';
import { coupon, scriptedVouchers, type VouchersScript } from './vouchers.fakes';

function start(script: VouchersScript = {}) {
  const { logic, loads, collects } = scriptedVouchers(script);
  const actor = createActor(logic, { input: { shopId: 1 } }).start();
  const emitted = recordEmitted(actor);
  /** The state of one voucher's own actor. */
  const voucherState = (couponId: number) => {
    const context: VouchersContext = actor.getSnapshot().context;
    const ref = context.vouchers.find((voucher) => voucher.id === voucherActorId(couponId));
    return ref ? String(ref.getSnapshot().value) : 'missing';
  };
  return { actor, loads, collects, emitted, voucherState, state: () => String(actor.getSnapshot().value) };
}

describe('vouchers machine', () => {
  it("loads the shop's vouchers, each starting as the server says", async () => {
    const { actor, loads, voucherState, state } = start({
      load: [coupon({ id: 3, is_collected: true }), coupon({ id: 4 })],
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(loads).toEqual([1]);
    expect(state()).toBe('ready');
    expect(voucherState(3)).toBe('collected');
    expect(voucherState(4)).toBe('notCollected');
  });

  it('collects a voucher: not collected → collecting → collected, then does nothing', async () => {
    const { actor, collects, emitted, voucherState } = start();
    await flush();
    actor.send({ type: 'voucher.collect', couponId: 4 });
    expect(voucherState(4)).toBe('collecting');
    await flush();
    expect(voucherState(4)).toBe('collected');
    expect(collects).toEqual([4]);
    expect(emitted).toEqual([{ type: 'vouchers.collected', couponId: 4, message: 'Voucher collected successfully' }]);

    actor.send({ type: 'voucher.collect', couponId: 4 });
    await flush();
    expect(collects).toEqual([4]);
    expect(voucherState(4)).toBe('collected');
  });

  it('collects two vouchers independently', async () => {
    const { actor, collects, voucherState } = start({ load: [coupon({ id: 3 }), coupon({ id: 4 })] });
    await flush();
    actor.send({ type: 'voucher.collect', couponId: 3 });
    actor.send({ type: 'voucher.collect', couponId: 4 });
    expect([voucherState(3), voucherState(4)]).toEqual(['collecting', 'collecting']);
    await flush();
    expect(collects).toEqual([3, 4]);
    expect([voucherState(3), voucherState(4)]).toEqual(['collected', 'collected']);
  });

  it("reports a failed collect with the server's message and offers Collect again", async () => {
    const { actor, emitted, voucherState } = start({
      collect: { 4: new ApiError(422, 'You have already collected this voucher.') },
    });
    await flush();
    actor.send({ type: 'voucher.collect', couponId: 4 });
    await flush();
    expect(voucherState(4)).toBe('notCollected');
    expect(emitted).toEqual([
      { type: 'vouchers.failed', during: 'collect', status: 422, message: 'You have already collected this voucher.' },
    ]);
  });

  it('asks a visitor to log in instead of collecting', async () => {
    const { actor, collects, emitted, voucherState } = start({ signedIn: false });
    await flush();
    actor.send({ type: 'voucher.collect', couponId: 4 });
    await flush();
    expect(collects).toEqual([]);
    expect(voucherState(4)).toBe('notCollected');
    expect(emitted).toEqual([{ type: 'vouchers.loginRequired' }]);
  });

  it("reports a failed load with the server's message, and tries again when asked", async () => {
    const { actor, loads, emitted, state } = start({ load: new ApiError(401, 'Unauthenticated.') });
    await flush();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ status: 401, message: 'Unauthenticated.' });
    expect(emitted).toEqual([{ type: 'vouchers.failed', during: 'load', status: 401, message: 'Unauthenticated.' }]);

    actor.send({ type: 'vouchers.retry' });
    expect(state()).toBe('loading');
    await flush();
    expect(loads).toEqual([1, 1]);
  });
});
