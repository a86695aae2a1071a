import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { changed, startChangePassword } from './change-password.fakes';

describe('change password machine', () => {
  it('sends the three fields as typed and empties them once changed, emitting the message', async () => {
    const form = startChangePassword(changed('Password changed successfully'));
    form.fill('old secret', 'n3w-Secret!');
    form.submit();

    expect(form.state()).toBe('changing');
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(form.bodies).toEqual([
      { current_password: 'old secret', password: 'n3w-Secret!', password_confirmation: 'n3w-Secret!' },
    ]);
    form.submit();
    expect(form.bodies).toHaveLength(1);

    await form.answer();
    expect(form.state()).toEqual({ editing: 'changed' });
    expect(form.context().values).toEqual({ current_password: '', password: '', password_confirmation: '' });
    expect(form.emitted).toEqual([{ type: 'password.changed', message: 'Password changed successfully' }]);
  });

  it('requires every field and sends nothing', () => {
    const form = startChangePassword();
    form.submit();
    expect(form.context().problems).toEqual({
      current_password: 'required',
      password: 'required',
      password_confirmation: 'required',
    });
    expect(form.emitted).toEqual([{ type: 'password.invalid' }]);
    expect(form.bodies).toEqual([]);

    form.type('current_password', 'x');
    expect(form.context().problems).toEqual({ password: 'required', password_confirmation: 'required' });
  });

  it('wants a new password of at least 8 characters', () => {
    const form = startChangePassword();
    form.fill('old secret', 'short12');
    form.submit();
    expect(form.context().problems).toEqual({ password: 'tooShort' });
    form.fill('old secret', '12345678');
    form.submit();
    expect(form.bodies).toHaveLength(1);
  });

  it('wants the confirmation to repeat the new password; a new password drops the stale mismatch', () => {
    const form = startChangePassword();
    form.fill('old secret', 'n3w-Secret!', 'n3w-Secret');
    form.submit();
    expect(form.context().problems).toEqual({ password_confirmation: 'mismatch' });
    expect(form.bodies).toEqual([]);

    form.type('password', 'n3w-Secre');
    expect(form.context().problems).toEqual({});
  });

  it('refused, keeps what was typed with the server errors under the fields', async () => {
    const wrong = new ApiError(422, 'The password is incorrect.', { current_password: 'The password is incorrect.' });
    const form = startChangePassword(wrong, changed());
    form.fill('wrong one', 'n3w-Secret!');
    form.submit();
    await form.answer();

    expect(form.state()).toEqual({ editing: 'failed' });
    expect(form.context().values.current_password).toBe('wrong one');
    expect(form.context().failure?.fieldErrors).toEqual({ current_password: 'The password is incorrect.' });
    expect(form.emitted).toEqual([
      { type: 'password.failed', status: 422, message: 'The password is incorrect.', hasFieldErrors: true },
    ]);

    form.type('current_password', 'right one');
    expect(form.context().failure?.fieldErrors).toEqual({});
    form.submit();
    await form.answer();
    expect(form.state()).toEqual({ editing: 'changed' });
  });

  it('a failure naming no field of the form, or no answer at all, is for the screen to show', async () => {
    const form = startChangePassword(new ApiError(429, 'Too many attempts.', {}), new TypeError('Failed to fetch'));
    form.fill('old secret', 'n3w-Secret!');
    form.submit();
    await form.answer();
    form.submit();
    await form.answer();
    expect(form.emitted).toEqual([
      { type: 'password.failed', status: 429, message: 'Too many attempts.', hasFieldErrors: false },
      { type: 'password.failed', status: 0, message: 'Failed to fetch', hasFieldErrors: false },
    ]);
  });
});
