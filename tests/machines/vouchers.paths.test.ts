import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { voucherMachine } from '../../src/machines/vouchers/voucher.machine';
import { vouchersMachine } from '../../src/machines/vouchers/vouchers.machine';
import type { Coupon } from '../../src/machines/vouchers/vouchers.types';
import { leavesOf, pathPerState, replay, restingStates, settledByPath } from './auth.graph';
import { coupon } from './vouchers.fakes';

const refused = new ApiError(422, 'You have already collected this voucher.');

describe('vouchers machine: generated paths', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const signedIn = vouchersMachine.provide({ guards: { isSignedIn: () => true } });
  const paths = pathPerState(
    signedIn,
    [
      { type: 'xstate.done.actor.loadVouchers', output: [coupon()] },
      { type: 'xstate.error.actor.loadVouchers', error: new ApiError(500, 'Server Error') },
      { type: 'voucher.collect', couponId: 4 } as never,
    ],
    { shopId: 1 },
  );

  it('reaches every state', () => {
    expect([...paths.keys()].sort()).toEqual(restingStates(vouchersMachine));
  });

  for (const [state, path] of paths) {
    it(`replays the path to ${state} on a real actor`, async () => {
      const { actor, settle } = settledByPath();
      const running = createActor(
        signedIn.provide({ actors: { loadVouchers: actor<Coupon[], { shopId: number }>('loadVouchers') } }),
        { input: { shopId: 1 } },
      ).start();
      await replay(running, path, settle, (actual, expected) => expect(actual).toEqual(expected));
      expect(leavesOf(running.getSnapshot().value)).toEqual([state]);
    });
  }
});

describe('one voucher: generated paths', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const events = [
    { type: 'xstate.done.actor.collectVoucher', output: { message: 'Voucher collected successfully' } },
    { type: 'xstate.error.actor.collectVoucher', error: refused },
  ];
  const inputs = [{ coupon: coupon() }, { coupon: coupon({ is_collected: true }) }];
  // Traversed alone, the voucher has no parent to report to (the replay below runs it inside one).
  const alone = voucherMachine.provide({ actions: { reportCollected: () => {}, reportFailed: () => {} } });
  const pathsByInput = inputs.map((input) => ({ input, paths: pathPerState(alone, events, input) }));

  it('reaches every state from a voucher collected or not', () => {
    const reached = new Set(pathsByInput.flatMap(({ paths }) => [...paths.keys()]));
    expect([...reached].sort()).toEqual(restingStates(voucherMachine));
  });

  for (const { input, paths } of pathsByInput) {
    for (const [state, path] of paths) {
      it(`replays the path to ${state} (collected at first: ${input.coupon.is_collected}) inside the shop's actor`, async () => {
        const { actor, settle } = settledByPath();
        const parent = createActor(
          vouchersMachine.provide({
            actors: {
              loadVouchers: actor<Coupon[], { shopId: number }>('loadVouchers'),
              voucher: voucherMachine.provide({ actors: { collectVoucher: actor('collectVoucher') } }),
            },
            guards: { isSignedIn: () => true },
          }),
          { input: { shopId: 1 } },
        ).start();
        await settle({ type: 'xstate.done.actor.loadVouchers', output: [input.coupon] });
        const [voucher] = parent.getSnapshot().context.vouchers;
        if (!voucher) throw new Error('the voucher actor was not spawned');
        // The shop's actor forwards Collect to the voucher's; the rest is the voucher's own path.
        const forwarded = {
          send: (event: { type: string }) =>
            parent.send(
              event.type === 'voucher.collect'
                ? { type: 'voucher.collect', couponId: input.coupon.id }
                : (event as never),
            ),
          getSnapshot: () => voucher.getSnapshot(),
        };
        await replay(forwarded as never, path, settle, (actual, expected) => expect(actual).toEqual(expected));
        expect(leavesOf(voucher.getSnapshot().value)).toEqual([state]);
      });
    }
  }
});
