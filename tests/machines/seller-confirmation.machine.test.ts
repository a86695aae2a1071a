import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  type SellerConfirmationAnswer,
  type SellerConfirmationBody,
  sellerConfirmationMachine,
} from '../../src/machines/seller-application/seller-confirmation.machine';
import { flush } from './auth.fakes';

const confirmed = (shop = 'Olive Grove Pantry'): SellerConfirmationAnswer => ({
  message: `Your application for ${shop} is confirmed. We will review it and write to you.`,
  data: { shop_name: shop },
});

/** The confirmation page's machine for a link's token, its calls answering the given outcomes in turn. */
function openLink(token: string | null, ...outcomes: (SellerConfirmationAnswer | Error)[]) {
  const bodies: SellerConfirmationBody[] = [];
  const actor = createActor(
    sellerConfirmationMachine.provide({
      actors: {
        confirmApplication: fromPromise<SellerConfirmationAnswer, SellerConfirmationBody>(async ({ input }) => {
          bodies.push(input);
          const outcome = outcomes[bodies.length - 1] ?? confirmed();
          if (outcome instanceof Error) throw outcome;
          return outcome;
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, bodies, state: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('seller confirmation machine', () => {
  it('sends the token once as the link opens, and ends confirmed naming the shop', async () => {
    const link = openLink('abc123', confirmed('Olive Grove Pantry'));
    expect(link.state()).toBe('confirming');
    expect(link.actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(link.state()).toBe('confirmed');
    expect(link.actor.getSnapshot().status).toBe('done');
    expect(link.context().shopName).toBe('Olive Grove Pantry');
    expect(link.bodies).toEqual([{ token: 'abc123' }]);
  });

  it('ends at once, sending nothing, for a link without its token', () => {
    for (const token of [null, '', '   ']) {
      const link = openLink(token);
      expect(link.state()).toBe('noToken');
      expect(link.actor.getSnapshot().status).toBe('done');
      expect(link.bodies).toEqual([]);
    }
  });

  it("ends refused, with the server's reason, when the link is unknown, used or expired", async () => {
    const reason = 'This confirmation link is invalid, already used or expired.';
    const link = openLink('used', new ApiError(422, reason, { token: reason }));
    await flush();
    expect(link.state()).toBe('refused');
    expect(link.actor.getSnapshot().status).toBe('done');
    expect(link.context().failure).toEqual({ status: 422, message: reason });
  });

  it('offers to try again when the call did not get through, and sends the same token', async () => {
    const link = openLink(
      'abc123',
      new TypeError('Failed to fetch'),
      new ApiError(500, 'Server Error'),
      new ApiError(429, 'Too many attempts.'),
      confirmed(),
    );
    for (const status of [0, 500, 429]) {
      await flush();
      expect(link.state()).toBe('failed');
      expect(link.context().failure?.status).toBe(status);
      link.actor.send({ type: 'confirmation.retried' });
      expect(link.state()).toBe('confirming');
    }
    await flush();
    expect(link.state()).toBe('confirmed');
    expect(link.bodies).toEqual([{ token: 'abc123' }, { token: 'abc123' }, { token: 'abc123' }, { token: 'abc123' }]);
  });

  it('ignores a retry while the call is under way', async () => {
    const link = openLink('abc123');
    link.actor.send({ type: 'confirmation.retried' });
    await flush();
    expect(link.bodies).toHaveLength(1);
    expect(link.state()).toBe('confirmed');
  });
});
