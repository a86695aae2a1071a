import { describe, expect, it } from 'vitest';
import { isRefusedPhoneEdit } from '../../src/machines/auth/phone-rules';
import { failedEvent, withFieldEdited, withoutProblem } from '../../src/machines/form-submission';

const failure = {
  status: 422,
  message: 'The given data was invalid.',
  fieldErrors: { name: 'Required.', city: 'Unknown.' },
};

describe('the submission part the form machines share', () => {
  it('keeps an edited value and drops the problem and server error of that field only', () => {
    const form = { values: { name: '', city: 'Rome' }, problems: { name: 'required', city: 'tooLong' }, failure };
    expect(withFieldEdited(form, 'name', 'Ada')).toEqual({
      values: { name: 'Ada', city: 'Rome' },
      problems: { city: 'tooLong' },
      failure: { ...failure, fieldErrors: { city: 'Unknown.' } },
    });
  });

  it('leaves the problems as they are when the edited field had none', () => {
    const problems = { city: 'tooLong' };
    expect(withoutProblem(problems, 'name')).toBe(problems);
  });

  it('tells the screen the status, the message and whether a shown field has an error', () => {
    expect(failedEvent('form.failed', failure, (kept) => kept?.fieldErrors.name !== undefined)).toEqual({
      type: 'form.failed',
      status: 422,
      message: 'The given data was invalid.',
      hasFieldErrors: true,
    });
    expect(failedEvent('form.failed', null, () => false)).toEqual({
      type: 'form.failed',
      status: 0,
      message: '',
      hasFieldErrors: false,
    });
  });
});

describe('a phone edit', () => {
  it('refuses anything but digits, but always lets the shopper delete', () => {
    expect(isRefusedPhoneEdit('0612', '0612a')).toBe(true);
    expect(isRefusedPhoneEdit('', '+39')).toBe(true);
    expect(isRefusedPhoneEdit('+39 06', '+39 0')).toBe(false);
    expect(isRefusedPhoneEdit('061', '0612')).toBe(false);
  });
});
