import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  ResetPasswordAnswer,
  ResetPasswordBody,
  SendOtpAnswer,
  SendOtpBody,
} from '../../src/machines/auth/auth.types';
import { forgotRequestMachine } from '../../src/machines/auth/forgot-request.machine';
import { resetPasswordMachine } from '../../src/machines/auth/reset-password.machine';
import { flush, pendingCall, recordEmitted, refused, sentAnswer } from './auth.fakes';

function startRequest(send: (body: SendOtpBody) => Promise<SendOtpAnswer> = async () => sentAnswer()) {
  const bodies: SendOtpBody[] = [];
  const logic = forgotRequestMachine.provide({
    actors: {
      sendOtp: fromPromise(({ input }) => {
        bodies.push(input);
        return send(input);
      }),
    },
  });
  const actor = createActor(logic);
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, bodies, emitted };
}

describe('forgot password: request', () => {
  it('requires the country and the phone or e-mail, with error codes, and sends nothing', () => {
    const { actor, bodies } = startRequest();
    actor.send({ type: 'forgot.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({
      country: 'country.required',
      phone: 'phoneOrEmail.required',
    });

    actor.send({ type: 'forgot.field.changed', field: 'phone', value: 'shopper@example.com' });
    expect(actor.getSnapshot().context.problems).toEqual({ country: 'country.required' });
    actor.send({ type: 'forgot.submitted' });
    expect(actor.getSnapshot().context.problems).toEqual({ country: 'country.required' });
    expect(bodies).toEqual([]);

    actor.send({ type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('counts spaces as missing', () => {
    const { actor } = startRequest();
    actor.send({ type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' });
    actor.send({ type: 'forgot.field.changed', field: 'phone', value: '   ' });
    actor.send({ type: 'forgot.submitted' });
    expect(actor.getSnapshot().context.problems).toEqual({ phone: 'phoneOrEmail.required' });
  });

  it('asks send-otp for a reset code and ends with the target and the answer', async () => {
    const { actor, bodies } = startRequest(async () => sentAnswer('+1 ******01'));
    actor.send({ type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' });
    actor.send({ type: 'forgot.field.changed', field: 'phone', value: ' 5550100001 ' });
    actor.send({ type: 'forgot.submitted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(bodies).toEqual([{ phone: '5550100001', phone_code: '+1', forgot_password: 1 }]);
    expect(actor.getSnapshot().output).toEqual({
      target: { phone: '5550100001', phoneCode: '+1' },
      sent: { message: 'If an account matches, we have sent a code to your email.', emailOrPhone: '+1 ******01' },
    });
  });

  it('keeps a send failure (message and field errors) and emits the message as an error toast', async () => {
    const { actor, emitted } = startRequest(async () => {
      throw refused('The phone must be an e-mail address or a phone number.', {
        phone: 'The phone must be an e-mail address or a phone number.',
      });
    });
    actor.send({ type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' });
    actor.send({ type: 'forgot.field.changed', field: 'phone', value: 'not-an-address' });
    actor.send({ type: 'forgot.submitted' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.fieldErrors).toEqual({
      phone: 'The phone must be an e-mail address or a phone number.',
    });
    expect(emitted).toEqual([
      { type: 'auth.toast', kind: 'error', message: 'The phone must be an e-mail address or a phone number.' },
      { type: 'auth.refused' },
    ]);
  });

  it('ignores a submit while sending', async () => {
    const pending = pendingCall<SendOtpAnswer>();
    const { actor } = startRequest(pending.run);
    actor.send({ type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' });
    actor.send({ type: 'forgot.field.changed', field: 'phone', value: 'shopper@example.com' });
    actor.send({ type: 'forgot.submitted' });
    actor.send({ type: 'forgot.submitted' });
    pending.resolve(sentAnswer());
    await flush();
    expect(pending.run).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

function startReset(reset: (body: ResetPasswordBody) => Promise<ResetPasswordAnswer>) {
  const bodies: ResetPasswordBody[] = [];
  const logic = resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(({ input }) => {
        bodies.push(input);
        return reset(input);
      }),
    },
  });
  const actor = createActor(logic, { input: { token: 'rst_1' } });
  const emitted = recordEmitted(actor);
  actor.start();
  const type = (password: string, confirmation: string) => {
    actor.send({ type: 'reset.field.changed', field: 'password', value: password });
    actor.send({ type: 'reset.field.changed', field: 'password_confirmation', value: confirmation });
  };
  return { actor, bodies, emitted, type };
}

describe('forgot password: new password', () => {
  const done = async () => ({ message: 'Password reset successfully. Please log in.' });

  it('refuses a confirmation that differs, with an error code, and sends nothing', () => {
    const { actor, bodies, type } = startReset(done);
    type('n3w-Secret!', 'n3w-Secret?');
    actor.send({ type: 'reset.submitted' });
    expect(actor.getSnapshot().context.problem).toBe('password.mismatch');
    expect(bodies).toEqual([]);
    type('n3w-Secret!', 'n3w-Secret!');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('sends the password, its confirmation and the reset token, and ends with the server message', async () => {
    const { actor, bodies, type } = startReset(done);
    type('n3w-Secret!', 'n3w-Secret!');
    actor.send({ type: 'reset.submitted' });
    await flush();
    expect(bodies).toEqual([{ password: 'n3w-Secret!', password_confirmation: 'n3w-Secret!', token: 'rst_1' }]);
    expect(actor.getSnapshot().output).toEqual({ message: 'Password reset successfully. Please log in.' });
  });

  it('keeps a reset failure: the message as an error toast plus the field errors', async () => {
    const { actor, emitted, type } = startReset(async () => {
      throw refused('The password must be at least 8 characters.', {
        password: 'The password must be at least 8 characters.',
      });
    });
    type('short', 'short');
    actor.send({ type: 'reset.submitted' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({
      status: 422,
      message: 'The password must be at least 8 characters.',
      fieldErrors: { password: 'The password must be at least 8 characters.' },
    });
    expect(emitted).toEqual([
      { type: 'auth.toast', kind: 'error', message: 'The password must be at least 8 characters.' },
      { type: 'auth.refused' },
    ]);
  });

  it('ignores a submit while submitting', async () => {
    const pending = pendingCall<ResetPasswordAnswer>();
    const { actor, type } = startReset(pending.run);
    type('n3w-Secret!', 'n3w-Secret!');
    actor.send({ type: 'reset.submitted' });
    actor.send({ type: 'reset.submitted' });
    pending.resolve({ message: 'Password reset successfully. Please log in.' });
    await flush();
    expect(pending.run).toHaveBeenCalledTimes(1);
  });
});
