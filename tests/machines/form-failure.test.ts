import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { formFailureOf, namesShownField, withoutFieldError } from '../../src/machines/form-failure';

describe('a failed write as a form keeps it', () => {
  it('keeps the status, the message and the first error of each field, under the field the form shows', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      'product_ids.0': 'This product was returned already.',
      'product_ids.1': 'Unknown product.',
      reason: 'The reason is required.',
    });
    const failure = formFailureOf(error, (key) => (key.startsWith('product_ids.') ? 'product_ids' : key));
    expect(failure).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { product_ids: 'This product was returned already.', reason: 'The reason is required.' },
    });
  });

  it('counts anything but an answer as not delivered (status 0)', () => {
    expect(formFailureOf(new TypeError('Failed to fetch'))).toEqual({
      status: 0,
      message: 'Failed to fetch',
      fieldErrors: {},
    });
  });

  it("drops the error of a field being edited again, and tells whether an error is on a field that's shown", () => {
    const failure = formFailureOf(new ApiError(422, 'Invalid', { phone: 'Bad phone.', role: 'Not allowed.' }));
    expect(namesShownField(failure, ['name', 'phone'])).toBe(true);
    const edited = withoutFieldError(failure, 'phone');
    expect(edited?.fieldErrors).toEqual({ role: 'Not allowed.' });
    expect(namesShownField(edited, ['name', 'phone'])).toBe(false);
    expect(withoutFieldError(edited, 'name')).toBe(edited);
    expect(withoutFieldError(null, 'name')).toBeNull();
  });
});
