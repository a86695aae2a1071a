import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SendOtpAnswer, SendOtpBody, VerifyOtpAnswer, VerifyOtpBody } from '../../src/machines/auth/auth.types';
import { type OtpInput, otpMachine } from '../../src/machines/auth/otp.machine';
import { flush, pendingCall, recordEmitted, refused, sentAnswer, verifiedAnswer } from './auth.fakes';

const resetInput: OtpInput = {
  purpose: 'reset',
  target: { phone: 'shopper@example.com', phoneCode: '+1' },
  sent: { message: 'We have sent a code.', emailOrPhone: 'sh*****@example.com' },
};

interface OtpFakes {
  send?: (body: SendOtpBody) => Promise<SendOtpAnswer>;
  verify?: (body: VerifyOtpBody) => Promise<VerifyOtpAnswer>;
}

function startOtp(
  input: OtpInput = resetInput,
  { send = async () => sentAnswer(), verify = async () => verifiedAnswer() }: OtpFakes = {},
) {
  const sent: SendOtpBody[] = [];
  const verified: VerifyOtpBody[] = [];
  const logic = otpMachine.provide({
    actors: {
      sendOtp: fromPromise(({ input }) => {
        sent.push(input);
        return send(input);
      }),
      verifyOtp: fromPromise(({ input }) => {
        verified.push(input);
        return verify(input);
      }),
    },
  });
  const actor = createActor(logic, { input });
  const emitted = recordEmitted(actor);
  actor.start();
  const digits = () => actor.getSnapshot().context.digits;
  const canResend = () => actor.getSnapshot().can({ type: 'otp.resend' });
  return { actor, sent, verified, emitted, digits, canResend };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('otp machine: the four boxes', () => {
  it('takes one digit per box and ignores anything else', () => {
    const { actor, digits } = startOtp();
    actor.send({ type: 'otp.digit.entered', index: 0, value: '4' });
    actor.send({ type: 'otp.digit.entered', index: 1, value: 'x' });
    actor.send({ type: 'otp.digit.entered', index: 1, value: '82' });
    actor.send({ type: 'otp.digit.entered', index: 4, value: '1' });
    expect(digits()).toEqual(['4', '', '', '']);
    actor.send({ type: 'otp.digit.entered', index: 1, value: '8' });
    expect(digits()).toEqual(['4', '8', '', '']);
  });

  it('clears a box (Backspace or Delete)', () => {
    const { actor, digits } = startOtp();
    actor.send({ type: 'otp.pasted', text: '4821' });
    actor.send({ type: 'otp.digit.cleared', index: 3 });
    expect(digits()).toEqual(['4', '8', '2', '']);
    actor.send({ type: 'otp.digit.cleared', index: 3 });
    actor.send({ type: 'otp.digit.cleared', index: 2 });
    expect(digits()).toEqual(['4', '8', '', '']);
  });

  it('fills all four boxes from a pasted 4-digit code and ignores other text', () => {
    const { actor, digits } = startOtp();
    actor.send({ type: 'otp.pasted', text: ' 4821\n' });
    expect(digits()).toEqual(['4', '8', '2', '1']);
    for (const text of ['482', '48213', '48a1', 'code 4821']) {
      actor.send({ type: 'otp.pasted', text });
      expect(digits()).toEqual(['4', '8', '2', '1']);
    }
  });

  it('confirms only a complete code', () => {
    const { actor } = startOtp();
    actor.send({ type: 'otp.digit.entered', index: 0, value: '4' });
    expect(actor.getSnapshot().can({ type: 'otp.confirm' })).toBe(false);
    actor.send({ type: 'otp.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

describe('otp machine: confirming', () => {
  it('sends the four digits joined and ends with the server message and the reset token', async () => {
    const { actor, verified } = startOtp();
    actor.send({ type: 'otp.pasted', text: '4821' });
    actor.send({ type: 'otp.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(verified).toEqual([{ phone: 'shopper@example.com', otp: '4821' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ message: 'Code verified successfully.', token: 'rst_1' });
  });

  it('keeps a verify failure message, emits it as an error toast, and lets the shopper correct the code', async () => {
    const { actor, emitted, digits } = startOtp(resetInput, {
      verify: async () => {
        throw refused('The code is invalid or has expired.', { otp: 'The code is invalid or has expired.' });
      },
    });
    actor.send({ type: 'otp.pasted', text: '0000' });
    actor.send({ type: 'otp.confirm' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { code: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toBe('The code is invalid or has expired.');
    expect(emitted).toEqual([
      { type: 'auth.toast', kind: 'error', message: 'The code is invalid or has expired.' },
      { type: 'auth.refused' },
    ]);
    actor.send({ type: 'otp.digit.entered', index: 3, value: '1' });
    expect(digits()).toEqual(['0', '0', '0', '1']);
  });

  it('ignores a second confirm and edits while verifying', async () => {
    const pending = pendingCall<VerifyOtpAnswer>();
    const { actor, digits } = startOtp(resetInput, { verify: pending.run });
    actor.send({ type: 'otp.pasted', text: '4821' });
    actor.send({ type: 'otp.confirm' });
    actor.send({ type: 'otp.confirm' });
    actor.send({ type: 'otp.digit.cleared', index: 0 });
    pending.resolve(verifiedAnswer());
    await flush();
    expect(pending.run).toHaveBeenCalledTimes(1);
    expect(digits()).toEqual(['4', '8', '2', '1']);
  });
});

describe('otp machine: sending and the resend countdown', () => {
  it('shows the message and masked target of the send that came before', () => {
    const { actor, sent } = startOtp();
    expect(actor.getSnapshot().context.sent).toEqual({
      message: 'We have sent a code.',
      emailOrPhone: 'sh*****@example.com',
    });
    expect(sent).toEqual([]);
  });

  it('counts down from 60, once a second, and allows Resend only at 0', async () => {
    const { actor, canResend } = startOtp();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(canResend()).toBe(false);

    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    expect(canResend()).toBe(false);

    await vi.advanceTimersByTimeAsync(58_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(canResend()).toBe(false);

    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(canResend()).toBe(true);

    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('resends to the same target (forgot_password 1 for a reset) and restarts the countdown', async () => {
    const { actor, sent, canResend } = startOtp(resetInput, { send: async () => sentAnswer('+1 ******01') });
    actor.send({ type: 'otp.resend' });
    expect(sent).toEqual([]);

    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await flush();

    expect(sent).toEqual([{ phone: 'shopper@example.com', phone_code: '+1', forgot_password: 1 }]);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(actor.getSnapshot().context.sent?.emailOrPhone).toBe('+1 ******01');
    expect(canResend()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
  });

  it('keeps counting while a code is verified', async () => {
    const pending = pendingCall<VerifyOtpAnswer>();
    const { actor } = startOtp(resetInput, { verify: pending.run });
    actor.send({ type: 'otp.pasted', text: '4821' });
    actor.send({ type: 'otp.confirm' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(57);
  });

  it('sends a code first when none was sent before (a new account), without forgot_password', async () => {
    const { actor, sent } = startOtp({ purpose: 'verify', target: { phone: 'nour@example.com', phoneCode: null } });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await flush();
    expect(sent).toEqual([{ phone: 'nour@example.com', phone_code: null, forgot_password: null }]);
    expect(actor.getSnapshot().context.sent).toEqual({
      message: 'If an account matches, we have sent a code to your email.',
      emailOrPhone: 'sh*****@example.com',
    });
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('keeps a send failure message, emits it as an error toast, and allows Resend at once', async () => {
    const { actor, emitted, canResend } = startOtp(
      { purpose: 'verify', target: { phone: 'nour@example.com', phoneCode: null } },
      {
        send: async () => {
          throw refused('Too many codes requested. Try again later.');
        },
      },
    );
    await flush();
    expect(actor.getSnapshot().context.error?.message).toBe('Too many codes requested. Try again later.');
    expect(emitted).toEqual([
      { type: 'auth.toast', kind: 'error', message: 'Too many codes requested. Try again later.' },
    ]);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(canResend()).toBe(true);
  });
});
