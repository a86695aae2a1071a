import { describe, expect, it } from 'vitest';
import type { ProductReviewAnswer, ProductReviewRequest } from '../../src/machines/order-actions/order-actions.types';
import { productReviewMachine } from '../../src/machines/order-actions/product-review.machine';
import { offline, refused, startHeld } from './order-actions.fakes';

const saved: ProductReviewAnswer = {
  message: 'Review submitted successfully',
  data: {
    review: {
      id: 90,
      rating: 4,
      description: 'Soft and warm.',
      created_at: '2025-06-02T10:05:00Z',
      user: { name: 'Sam Shopper', profile_photo: '/media/users/1.svg' },
    },
  },
};

const start = (...outcomes: (ProductReviewAnswer | Error)[]) =>
  startHeld<ProductReviewAnswer, ProductReviewRequest>(
    productReviewMachine,
    'submitReview',
    { orderId: 7, productId: 44 },
    outcomes,
  );

describe('product-review machine', () => {
  it('sends nothing without a rating and a text, and says which is missing', () => {
    const flow = start(saved);
    flow.actor.send({ type: 'review.description.changed', description: '   ' });
    flow.actor.send({ type: 'review.submitted' });
    expect(flow.snapshot().value).toBe('editing');
    expect(flow.snapshot().context.problems).toEqual({ rating: 'required', description: 'required' });
    expect(flow.emitted).toEqual([{ type: 'review.invalid' }]);
    expect(flow.requests).toEqual([]);

    flow.actor.send({ type: 'review.rating.changed', rating: 4 });
    expect(flow.snapshot().context.problems).toEqual({ description: 'required' });
  });

  it('refuses a text over the contract limit, and a rating that is not 1 to 5 stars', () => {
    const flow = start(saved);
    flow.actor.send({ type: 'review.rating.changed', rating: 6 });
    flow.actor.send({ type: 'review.rating.changed', rating: 2.5 });
    expect(flow.snapshot().context.rating).toBeNull();
    flow.actor.send({ type: 'review.rating.changed', rating: 5 });
    flow.actor.send({ type: 'review.description.changed', description: 'a'.repeat(1001) });
    flow.actor.send({ type: 'review.submitted' });
    expect(flow.snapshot().context.problems).toEqual({ description: 'tooLong' });
    expect(flow.requests).toEqual([]);
  });

  it('sends the review (the text trimmed), shows it is busy and tells the screen the message', async () => {
    const flow = start(saved);
    flow.actor.send({ type: 'review.rating.changed', rating: 4 });
    flow.actor.send({ type: 'review.description.changed', description: '  Soft and warm. ' });
    flow.actor.send({ type: 'review.submitted' });
    expect(flow.snapshot().hasTag('busy')).toBe(true);
    expect(flow.requests).toEqual([{ product_id: 44, order_id: 7, rating: 4, description: 'Soft and warm.' }]);
    await flow.answer();
    expect(flow.snapshot().status).toBe('done');
    expect(flow.emitted).toEqual([{ type: 'review.saved', message: 'Review submitted successfully' }]);
  });

  it("keeps the review with the server's field errors, which go as each field is changed", async () => {
    const flow = start(
      refused(422, 'The description field must not be greater than 1000 characters.', {
        description: 'The description field must not be greater than 1000 characters.',
      }),
      saved,
    );
    flow.actor.send({ type: 'review.rating.changed', rating: 3 });
    flow.actor.send({ type: 'review.description.changed', description: 'Fine.' });
    flow.actor.send({ type: 'review.submitted' });
    await flow.answer();
    expect(flow.snapshot().value).toBe('editing');
    expect(flow.snapshot().context).toMatchObject({ rating: 3, description: 'Fine.' });
    expect(flow.snapshot().context.failure?.fieldErrors).toEqual({
      description: 'The description field must not be greater than 1000 characters.',
    });
    expect(flow.emitted).toEqual([
      {
        type: 'review.failed',
        status: 422,
        message: 'The description field must not be greater than 1000 characters.',
        hasFieldErrors: true,
      },
    ]);

    flow.actor.send({ type: 'review.description.changed', description: 'Fine, really.' });
    expect(flow.snapshot().context.failure?.fieldErrors).toEqual({});
    flow.actor.send({ type: 'review.submitted' });
    await flow.answer();
    expect(flow.snapshot().status).toBe('done');
  });

  it('reports a refusal on a field the form does not show, and a lost connection, as having no field errors', async () => {
    const flow = start(
      refused(422, 'You have already reviewed this product for this order.', {
        product_id: 'You have already reviewed this product for this order.',
      }),
      offline(),
    );
    flow.actor.send({ type: 'review.rating.changed', rating: 5 });
    flow.actor.send({ type: 'review.description.changed', description: 'Great.' });
    flow.actor.send({ type: 'review.submitted' });
    await flow.answer();
    expect(flow.emitted.at(-1)).toMatchObject({ type: 'review.failed', status: 422, hasFieldErrors: false });
    flow.actor.send({ type: 'review.submitted' });
    await flow.answer();
    expect(flow.emitted.at(-1)).toMatchObject({ type: 'review.failed', status: 0, hasFieldErrors: false });
    expect(flow.snapshot().context.description).toBe('Great.');
  });
});
