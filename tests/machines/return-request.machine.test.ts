import { describe, expect, it } from 'vitest';
import { problemsOf, toReturnBody } from '../../src/machines/return-request/return-request.rules';
import { ORDER_INPUT, refused, requestedAnswer, startReturnRequest } from './return-request.fakes';

type Request = ReturnType<typeof startReturnRequest>;

/** Chooses a line and fills in the required fields (the address is prefilled). */
function fillRequired(request: Request) {
  request.choose(34);
  request.type('reason', 'The shirt is too small.');
  request.type('bank_account_number', '000123456789');
}

describe('return request rules', () => {
  const filled = {
    productIds: [34],
    reason: 'Too small.',
    bank_name: '',
    bank_account_number: '0001',
    return_address: '12 Market Street',
  };

  it('need a product, a reason, an account number and an address; the bank name is optional', () => {
    expect(problemsOf(filled)).toEqual({});
    expect(
      problemsOf({ productIds: [], reason: ' ', bank_name: '', bank_account_number: '', return_address: '\n' }),
    ).toEqual({
      product_ids: 'required',
      reason: 'required',
      bank_account_number: 'required',
      return_address: 'required',
    });
  });

  it("hold the contract's lengths: reason 1000, bank name 255, account 64, address 500", () => {
    expect(problemsOf({ ...filled, reason: 'a'.repeat(1000), bank_account_number: '1'.repeat(64) })).toEqual({});
    expect(
      problemsOf({
        ...filled,
        reason: 'a'.repeat(1001),
        bank_name: 'b'.repeat(256),
        bank_account_number: '1'.repeat(65),
        return_address: 'c'.repeat(501),
      }),
    ).toEqual({ reason: 'tooLong', bank_name: 'tooLong', bank_account_number: 'tooLong', return_address: 'tooLong' });
  });

  it('send trimmed text, and leave out an empty bank name', () => {
    const values = { ...filled, reason: ' Too small. ', bank_name: '  ', return_address: ' 12 Market Street ' };
    expect(toReturnBody({ orderId: 7, values })).toEqual({
      order_id: 7,
      product_ids: [34],
      reason: 'Too small.',
      bank_account_number: '0001',
      return_address: '12 Market Street',
    });
    expect(toReturnBody({ orderId: 7, values: { ...values, bank_name: ' First Bank ' } }).bank_name).toBe('First Bank');
  });
});

describe('return request machine', () => {
  it('starts with nothing chosen and the return address prefilled', () => {
    const request = startReturnRequest();
    expect(request.state()).toBe('editing');
    expect(request.context().values).toEqual({
      productIds: [],
      reason: '',
      bank_name: '',
      bank_account_number: '',
      return_address: '4B, 12 Market Street, Downtown 10001',
    });
  });

  it('sends nothing and names every missing field, keeping what was typed', () => {
    const request = startReturnRequest();
    request.type('bank_name', 'First Demo Bank');
    request.type('return_address', '');
    request.submit();

    expect(request.state()).toBe('editing');
    expect(request.calls).toEqual([]);
    expect(request.context().problems).toEqual({
      product_ids: 'required',
      reason: 'required',
      bank_account_number: 'required',
      return_address: 'required',
    });
    expect(request.context().values.bank_name).toBe('First Demo Bank');
    expect(request.emitted).toEqual([{ type: 'return.invalid' }]);
  });

  it("drops a field's problem as it is changed, and keeps the others", () => {
    const request = startReturnRequest();
    request.submit();
    request.choose(41);
    request.type('reason', 'T');
    expect(request.context().problems).toEqual({ bank_account_number: 'required' });
  });

  it('never takes a line that is already returned, nor one not in the order', () => {
    const request = startReturnRequest();
    request.choose(44, 34, 99, 34);
    expect(request.context().values.productIds).toEqual([34]);
    request.choose(44);
    request.submit();
    expect(request.context().problems.product_ids).toBe('required');
  });

  it('sends the request, ignores another submit meanwhile, and emits the new return with the message', async () => {
    const request = startReturnRequest(ORDER_INPUT, requestedAnswer(21, 'Return request submitted'));
    fillRequired(request);
    request.choose(41, 34);
    request.submit();
    request.submit();

    expect(request.state()).toBe('submitting');
    expect(request.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(request.calls).toEqual([
      {
        order_id: 7,
        product_ids: [41, 34],
        reason: 'The shirt is too small.',
        bank_account_number: '000123456789',
        return_address: '4B, 12 Market Street, Downtown 10001',
      },
    ]);

    await request.answer();
    expect(request.actor.getSnapshot().status).toBe('done');
    expect(request.emitted).toEqual([{ type: 'return.requested', returnId: 21, message: 'Return request submitted' }]);
  });

  it('puts the server field errors under the fields (an id of the list under the picker), values kept', async () => {
    const request = startReturnRequest(
      ORDER_INPUT,
      refused('The reason field must not be greater than 1000 characters. (and 1 more error)', {
        reason: 'The reason field must not be greater than 1000 characters.',
        'product_ids.0': 'The product ids.0 field must be an integer.',
      }),
    );
    fillRequired(request);
    request.submit();
    await request.answer();

    expect(request.state()).toBe('editing');
    expect(request.context().failure?.fieldErrors).toEqual({
      reason: 'The reason field must not be greater than 1000 characters.',
      product_ids: 'The product ids.0 field must be an integer.',
    });
    expect(request.context().values.reason).toBe('The shirt is too small.');
    expect(request.context().values.productIds).toEqual([34]);
    expect(request.emitted).toEqual([
      {
        type: 'return.failed',
        status: 422,
        message: 'The reason field must not be greater than 1000 characters. (and 1 more error)',
        hasFieldErrors: true,
      },
    ]);

    request.type('reason', 'Too small.');
    expect(request.context().failure?.fieldErrors).toEqual({
      product_ids: 'The product ids.0 field must be an integer.',
    });
  });

  it('keeps everything typed when refused for the order, with the message for the screen, and can send again', async () => {
    const request = startReturnRequest(
      ORDER_INPUT,
      refused('The return window for this order has closed.', {
        order_id: 'The return window for this order has closed.',
      }),
      new TypeError('Failed to fetch'),
      requestedAnswer(22),
    );
    fillRequired(request);
    request.type('bank_name', 'First Demo Bank');
    request.submit();
    await request.answer();

    expect(request.state()).toBe('editing');
    expect(request.emitted.at(-1)).toEqual({
      type: 'return.failed',
      status: 422,
      message: 'The return window for this order has closed.',
      hasFieldErrors: false,
    });
    expect(request.context().values).toMatchObject({
      productIds: [34],
      reason: 'The shirt is too small.',
      bank_name: 'First Demo Bank',
      bank_account_number: '000123456789',
    });

    request.submit();
    await request.answer();
    expect(request.emitted.at(-1)).toEqual({
      type: 'return.failed',
      status: 0,
      message: 'Failed to fetch',
      hasFieldErrors: false,
    });

    request.submit();
    await request.answer();
    expect(request.calls).toHaveLength(3);
    expect(request.calls[2]).toEqual(request.calls[0]);
    expect(request.emitted.at(-1)).toEqual({
      type: 'return.requested',
      returnId: 22,
      message: 'Return request submitted',
    });
  });

  it('goes on without an id when the answer names no return (the screen opens the list)', async () => {
    const answer = { message: 'Return request submitted', data: {} } as unknown as ReturnType<typeof requestedAnswer>;
    const request = startReturnRequest(ORDER_INPUT, answer);
    fillRequired(request);
    request.submit();
    await request.answer();
    expect(request.emitted).toEqual([
      { type: 'return.requested', returnId: null, message: 'Return request submitted' },
    ]);
  });
});
