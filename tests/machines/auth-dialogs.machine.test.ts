import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuthDialogsInput } from '../../src/machines/auth/auth-dialogs.types';
import {
  demoUser,
  fakeAuthDialogs,
  fakeCalls,
  flush,
  recordEmitted,
  refused,
  sentAnswer,
  verifiedAnswer,
} from './auth.fakes';

function startDialogs(input: AuthDialogsInput = {}, calls = fakeCalls()) {
  const logProviderIssue = vi.fn();
  const actor = createActor(fakeAuthDialogs(calls, { logProviderIssue }), { input });
  const emitted = recordEmitted(actor);
  actor.start();
  const children = () => actor.getSnapshot().children;
  const state = () => actor.getSnapshot().value;
  return { actor, emitted, calls, children, state, logProviderIssue };
}

type Dialogs = ReturnType<typeof startDialogs>;

function register({ children }: Dialogs) {
  const registration = children().registration;
  registration?.send({ type: 'registration.field.changed', field: 'name', value: 'Nour Haddad' });
  registration?.send({ type: 'registration.country.selected', country: 'United States', phoneCode: '+1' });
  registration?.send({ type: 'registration.field.changed', field: 'phone', value: '5550100002' });
  registration?.send({ type: 'registration.field.changed', field: 'email', value: 'nour@example.com' });
  registration?.send({ type: 'registration.field.changed', field: 'password', value: 'secret-123' });
  registration?.send({ type: 'registration.submitted' });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auth dialogs: opening, closing and the links between them', () => {
  it('starts closed and opens login by default, or the step asked for', () => {
    const { actor, state } = startDialogs();
    expect(state()).toBe('closed');
    actor.send({ type: 'auth.open' });
    expect(state()).toBe('login');
    actor.send({ type: 'auth.close' });
    actor.send({ type: 'auth.open', step: 'registration' });
    expect(state()).toBe('registration');
    actor.send({ type: 'auth.close' });
    actor.send({ type: 'auth.open', step: 'forgot' });
    expect(state()).toEqual({ forgot: 'request' });
    actor.send({ type: 'auth.close' });
    expect(state()).toBe('closed');
  });

  it('Sign Up leads from login to registration, and Log in back', () => {
    const { actor, state, children } = startDialogs();
    actor.send({ type: 'auth.open' });
    actor.send({ type: 'auth.toSignUp' });
    expect(state()).toBe('registration');
    expect(children().login).toBeUndefined();
    expect(children().registration).toBeDefined();
    actor.send({ type: 'auth.toLogin' });
    expect(state()).toBe('login');
  });

  it('Forgot leads from login to the forgot request', () => {
    const { actor, state } = startDialogs();
    actor.send({ type: 'auth.open' });
    actor.send({ type: 'auth.toForgot' });
    expect(state()).toEqual({ forgot: 'request' });
  });

  it('offers each link only where docs/requirements.md §2 puts it', () => {
    const { actor } = startDialogs();
    expect(actor.getSnapshot().can({ type: 'auth.toSignUp' })).toBe(false);
    actor.send({ type: 'auth.open', step: 'registration' });
    expect(actor.getSnapshot().can({ type: 'auth.toForgot' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'auth.toLogin' })).toBe(true);
  });

  it('gives the login form the initial values from its input', () => {
    const { actor, children } = startDialogs({ loginDefaults: { phone: 'shopper@example.com', password: 'pw' } });
    actor.send({ type: 'auth.open' });
    expect(children().login?.getSnapshot().context).toMatchObject({ phone: 'shopper@example.com', password: 'pw' });
  });
});

describe('auth dialogs: signing in', () => {
  it('a login emits the session and a 3000 ms success toast with the server message, then closes', async () => {
    const dialogs = startDialogs();
    dialogs.actor.send({ type: 'auth.open' });
    dialogs.children().login?.send({ type: 'login.submitted' });
    await flush();
    expect(dialogs.state()).toBe('closed');
    expect(dialogs.emitted).toEqual([
      { type: 'auth.signedIn', token: 'token-1', user: demoUser },
      { type: 'auth.toast', kind: 'success', message: 'Login successfully', durationMs: 3000 },
    ]);
  });

  it('a failed login stays open and the toast comes from the login child', async () => {
    const dialogs = startDialogs(
      {},
      fakeCalls({
        login: async () => {
          throw refused('The provided credentials are incorrect.');
        },
      }),
    );
    dialogs.actor.send({ type: 'auth.open' });
    const login = dialogs.children().login;
    const childEmitted = login ? recordEmitted(login) : [];
    login?.send({ type: 'login.submitted' });
    await flush();
    expect(dialogs.state()).toBe('login');
    expect(dialogs.emitted).toEqual([]);
    expect(childEmitted).toEqual([
      { type: 'auth.toast', kind: 'error', message: 'The provided credentials are incorrect.' },
      { type: 'auth.refused' },
    ]);
  });

  it("passes a provider's button to the login child; a returned user signs in as login does", async () => {
    const dialogs = startDialogs();
    dialogs.actor.send({ type: 'auth.open' });
    dialogs.actor.send({ type: 'auth.social', provider: 'google' });
    await flush();
    expect(dialogs.calls.googleSignIn).toHaveBeenCalledTimes(1);
    expect(dialogs.calls.socialLogin).toHaveBeenCalledWith(
      'google',
      expect.objectContaining({ code: 'provider-code' }),
      expect.anything(),
    );
    expect(dialogs.state()).toBe('closed');
    expect(dialogs.emitted[0]).toEqual({ type: 'auth.signedIn', token: 'token-1', user: demoUser });
  });

  it('an Apple answer without an identity token is only logged', async () => {
    const dialogs = startDialogs({}, fakeCalls({ appleSignIn: async () => ({ code: 'apple-code' }) }));
    dialogs.actor.send({ type: 'auth.open' });
    dialogs.actor.send({ type: 'auth.social', provider: 'apple' });
    await flush();
    expect(dialogs.logProviderIssue).toHaveBeenCalledWith({ provider: 'apple', issue: 'missingToken' });
    expect(dialogs.calls.socialLogin).not.toHaveBeenCalled();
    expect(dialogs.state()).toBe('login');
    expect(dialogs.emitted).toEqual([]);
  });

  it('a registration signs in, toasts for 3000 ms and closes when codes are not asked for', async () => {
    const dialogs = startDialogs({ registerOtpVerify: false });
    dialogs.actor.send({ type: 'auth.open', step: 'registration' });
    register(dialogs);
    await flush();
    expect(dialogs.state()).toBe('closed');
    expect(dialogs.emitted).toEqual([
      { type: 'auth.signedIn', token: 'token-new', user: demoUser },
      { type: 'auth.toast', kind: 'success', message: 'Registration successfully', durationMs: 3000 },
    ]);
    expect(dialogs.calls.sendOtp).not.toHaveBeenCalled();
  });

  it('with register_otp_verify on, a registration signs in, sends a code to the e-mail, and confirming closes', async () => {
    const dialogs = startDialogs(
      { registerOtpVerify: true },
      fakeCalls({ verifyOtp: async () => verifiedAnswer(null) }),
    );
    dialogs.actor.send({ type: 'auth.open', step: 'registration' });
    register(dialogs);
    await flush();
    expect(dialogs.state()).toBe('otp');
    expect(dialogs.emitted.map((event) => event.type)).toEqual(['auth.signedIn', 'auth.toast']);
    expect(dialogs.calls.sendOtp).toHaveBeenCalledWith(
      { phone: 'nour@example.com', phone_code: null, forgot_password: null },
      expect.anything(),
    );
    const otp = dialogs.children().otp;
    expect(otp?.getSnapshot().context.sent?.emailOrPhone).toBe('sh*****@example.com');

    otp?.send({ type: 'otp.pasted', text: '4821' });
    otp?.send({ type: 'otp.confirm' });
    await flush();
    expect(dialogs.calls.verifyOtp).toHaveBeenCalledWith({ phone: 'nour@example.com', otp: '4821' }, expect.anything());
    expect(dialogs.state()).toBe('closed');
    expect(dialogs.emitted.slice(-2)).toEqual([
      { type: 'auth.accountVerified' },
      { type: 'auth.toast', kind: 'success', message: 'Your account is verified.' },
    ]);
  });

  it("verifies the signed-in shopper's account with a code sent to the target asked for", async () => {
    const dialogs = startDialogs({}, fakeCalls({ verifyOtp: async () => verifiedAnswer(null) }));
    dialogs.actor.send({ type: 'auth.open', step: 'verifyAccount' });
    expect(dialogs.state()).toBe('closed');

    dialogs.actor.send({ type: 'auth.open', step: 'verifyAccount', target: { phone: '5550100001', phoneCode: '+1' } });
    await flush();
    expect(dialogs.state()).toBe('otp');
    expect(dialogs.calls.sendOtp).toHaveBeenCalledWith(
      { phone: '5550100001', phone_code: '+1', forgot_password: null },
      expect.anything(),
    );
    const otp = dialogs.children().otp;
    otp?.send({ type: 'otp.pasted', text: '1234' });
    otp?.send({ type: 'otp.confirm' });
    await flush();
    expect(dialogs.state()).toBe('closed');
    expect(dialogs.emitted.map((event) => event.type)).toEqual(['auth.accountVerified', 'auth.toast']);
  });

  it('with register_otp_type phone, the code goes to the phone with its country code', async () => {
    const dialogs = startDialogs({ registerOtpVerify: true, registerOtpType: 'phone' });
    dialogs.actor.send({ type: 'auth.open', step: 'registration' });
    register(dialogs);
    await flush();
    expect(dialogs.calls.sendOtp).toHaveBeenCalledWith(
      { phone: '5550100002', phone_code: '+1', forgot_password: null },
      expect.anything(),
    );
  });

  it('gives the registration form the phone rules from its input', async () => {
    const dialogs = startDialogs({ phoneRequired: true, phoneMinLength: 10, phoneMaxLength: 12 });
    dialogs.actor.send({ type: 'auth.open', step: 'registration' });
    expect(dialogs.children().registration?.getSnapshot().context.rules).toEqual({
      phoneRequired: true,
      phoneMinLength: 10,
      phoneMaxLength: 12,
    });
  });
});

describe('auth dialogs: forgot password', () => {
  it('request, code, new password: success toasts the server message, closes forgot and reopens login', async () => {
    const dialogs = startDialogs(
      {},
      fakeCalls({
        sendOtp: async () => sentAnswer('sh*****@example.com'),
        verifyOtp: async () => verifiedAnswer('rst_7'),
      }),
    );
    dialogs.actor.send({ type: 'auth.open', step: 'forgot' });
    const request = dialogs.children().forgotRequest;
    request?.send({ type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' });
    request?.send({ type: 'forgot.field.changed', field: 'phone', value: 'shopper@example.com' });
    request?.send({ type: 'forgot.submitted' });
    await flush();
    expect(dialogs.state()).toEqual({ forgot: 'code' });
    expect(dialogs.calls.sendOtp).toHaveBeenCalledTimes(1);

    const otp = dialogs.children().otp;
    expect(otp?.getSnapshot().context).toMatchObject({
      purpose: 'reset',
      sent: { emailOrPhone: 'sh*****@example.com' },
      secondsLeft: 60,
    });
    otp?.send({ type: 'otp.pasted', text: '4821' });
    otp?.send({ type: 'otp.confirm' });
    await flush();
    expect(dialogs.state()).toEqual({ forgot: 'newPassword' });

    const reset = dialogs.children().resetPassword;
    reset?.send({ type: 'reset.field.changed', field: 'password', value: 'n3w-Secret!' });
    reset?.send({ type: 'reset.field.changed', field: 'password_confirmation', value: 'n3w-Secret!' });
    reset?.send({ type: 'reset.submitted' });
    await flush();
    expect(dialogs.calls.resetPassword).toHaveBeenCalledWith(
      { password: 'n3w-Secret!', password_confirmation: 'n3w-Secret!', token: 'rst_7' },
      expect.anything(),
    );
    expect(dialogs.state()).toBe('login');
    expect(dialogs.emitted).toEqual([
      { type: 'auth.toast', kind: 'success', message: 'Password reset successfully. Please log in.' },
    ]);
    expect(dialogs.actor.getSnapshot().context).toMatchObject({ otpTarget: null, otpSent: null, resetToken: null });
  });

  it('the code step runs its resend countdown', async () => {
    const dialogs = startDialogs();
    dialogs.actor.send({ type: 'auth.open', step: 'forgot' });
    const request = dialogs.children().forgotRequest;
    request?.send({ type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' });
    request?.send({ type: 'forgot.field.changed', field: 'phone', value: 'shopper@example.com' });
    request?.send({ type: 'forgot.submitted' });
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(dialogs.children().otp?.getSnapshot().context.secondsLeft).toBe(59);
    dialogs.actor.send({ type: 'auth.close' });
    expect(dialogs.state()).toBe('closed');
    expect(dialogs.children().otp).toBeUndefined();
  });
});
