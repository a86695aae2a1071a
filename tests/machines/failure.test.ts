import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { toFailure } from '../../src/machines/failure';

describe('toFailure', () => {
  it("keeps a server's answer: its status and its message, as sent", () => {
    expect(toFailure(new ApiError(422, 'Only 5 left in stock.', { quantity: 'Too many.' }))).toEqual({
      status: 422,
      message: 'Only 5 left in stock.',
    });
  });

  it('keeps status 0 of a call that never reached the server', () => {
    expect(toFailure(new ApiError(0, 'Failed to fetch'))).toEqual({ status: 0, message: 'Failed to fetch' });
  });

  it('counts anything else as not delivered (status 0), with what it says', () => {
    expect(toFailure(new TypeError('Load failed'))).toEqual({ status: 0, message: 'Load failed' });
    expect(toFailure('timeout')).toEqual({ status: 0, message: 'timeout' });
  });
});
