import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, createActor } from 'xstate';
import type {
  LoginAnswer,
  LoginBody,
  ProviderAnswer,
  RegisterAnswer,
  RegisterBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
  SendOtpAnswer,
  SendOtpBody,
  SocialLoginAnswer,
  SocialLoginInput,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from '../../src/machines/auth/auth.types';
import { forgotRequestMachine } from '../../src/machines/auth/forgot-request.machine';
import { loginMachine } from '../../src/machines/auth/login.machine';
import { otpMachine } from '../../src/machines/auth/otp.machine';
import { registrationMachine } from '../../src/machines/auth/registration.machine';
import { resetPasswordMachine } from '../../src/machines/auth/reset-password.machine';
import {
  type SocialOutcome,
  type SocialSignInInput,
  socialSignInMachine,
} from '../../src/machines/auth/social-sign-in.machine';
import { providerAnswer, refused, sentAnswer, session, signedInAnswer, verifiedAnswer } from './auth.fakes';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = 'Refused.') => ({ type: `xstate.error.actor.${id}`, error: refused(message) });

interface Model {
  machine: AnyStateMachine;
  /** Each input is traversed; the states reached are the union. */
  inputs: unknown[];
  events: { type: string; [key: string]: unknown }[];
  /** A real actor of the machine whose promise actors the replay settles. */
  start: (input: unknown, actors: ReturnType<typeof settledByPath>['actor']) => AnyActorRef;
}

const models: Record<string, Model> = {
  login: {
    machine: loginMachine,
    inputs: [{}],
    events: [
      { type: 'login.field.changed', field: 'phone', value: 'shopper@example.com' },
      { type: 'auth.social', provider: 'google' },
      done('login', signedInAnswer()),
      failed('login'),
      done('socialSignIn', { signedIn: { session: session(), message: 'Login successfully' }, failure: null }),
      done('socialSignIn', { signedIn: null, failure: { status: 422, message: 'Refused.', fieldErrors: {} } }),
      done('socialSignIn', { signedIn: null, failure: null }),
    ],
    start: (input, actor) =>
      createActor(
        loginMachine.provide({
          actors: {
            login: actor<LoginAnswer, LoginBody>('login'),
            socialSignIn: actor<SocialOutcome, SocialSignInInput>(
              'socialSignIn',
            ) as unknown as typeof socialSignInMachine,
          },
        }),
        { input: input as object },
      ),
  },
  socialSignIn: {
    machine: socialSignInMachine,
    inputs: [{ provider: 'google' }, { provider: 'facebook' }, { provider: 'apple' }],
    events: [
      ...['googleSignIn', 'facebookSignIn', 'appleSignIn'].flatMap((id) => [
        done(id, providerAnswer({ idToken: 'apple-id-token' })),
        done(id, { cancelled: true }),
        failed(id),
      ]),
      done('socialLogin', signedInAnswer()),
      failed('socialLogin'),
    ],
    start: (input, actor) =>
      createActor(
        socialSignInMachine.provide({
          actors: {
            googleSignIn: actor<ProviderAnswer>('googleSignIn'),
            facebookSignIn: actor<ProviderAnswer>('facebookSignIn'),
            appleSignIn: actor<ProviderAnswer>('appleSignIn'),
            socialLogin: actor<SocialLoginAnswer, SocialLoginInput>('socialLogin'),
          },
        }),
        { input: input as { provider: 'google' } },
      ),
  },
  registration: {
    machine: registrationMachine,
    inputs: [{}],
    events: [
      { type: 'registration.field.changed', field: 'name', value: 'Nour Haddad' },
      { type: 'registration.field.changed', field: 'email', value: 'nour@example.com' },
      { type: 'registration.field.changed', field: 'password', value: 'secret-123' },
      { type: 'registration.field.changed', field: 'phone', value: '555010000' },
      { type: 'registration.field.changed', field: 'phone', value: '55a' },
      { type: 'registration.country.selected', country: 'United States', phoneCode: '+1' },
      done('register', signedInAnswer('Registration successfully')),
      failed('register'),
    ],
    start: (input, actor) =>
      createActor(
        registrationMachine.provide({ actors: { register: actor<RegisterAnswer, RegisterBody>('register') } }),
        {
          input: input as object,
        },
      ),
  },
  otp: {
    machine: otpMachine,
    inputs: [
      { purpose: 'verify', target: { phone: 'nour@example.com', phoneCode: null } },
      // A code sent before (forgot password): Resend is reached only through the 60 one-second ticks.
      {
        purpose: 'reset',
        target: { phone: 'shopper@example.com', phoneCode: '+1' },
        sent: { message: 'We have sent a code.', emailOrPhone: 'sh*****@example.com' },
      },
    ],
    events: [
      { type: 'otp.digit.entered', index: 0, value: '4' },
      { type: 'otp.digit.cleared', index: 0 },
      { type: 'otp.pasted', text: '4821' },
      done('sendOtp', sentAnswer()),
      failed('sendOtp'),
      done('verifyOtp', verifiedAnswer(null)),
      failed('verifyOtp'),
    ],
    start: (input, actor) =>
      createActor(
        otpMachine.provide({
          actors: {
            sendOtp: actor<SendOtpAnswer, SendOtpBody>('sendOtp'),
            verifyOtp: actor<VerifyOtpAnswer, VerifyOtpBody>('verifyOtp'),
          },
        }),
        { input: input as { purpose: 'verify'; target: { phone: string; phoneCode: null } } },
      ),
  },
  forgotRequest: {
    machine: forgotRequestMachine,
    inputs: [undefined],
    events: [
      { type: 'forgot.field.changed', field: 'phone', value: 'shopper@example.com' },
      { type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' },
      done('sendOtp', sentAnswer()),
      failed('sendOtp'),
    ],
    start: (_, actor) =>
      createActor(forgotRequestMachine.provide({ actors: { sendOtp: actor<SendOtpAnswer, SendOtpBody>('sendOtp') } })),
  },
  resetPassword: {
    machine: resetPasswordMachine,
    inputs: [{ token: 'rst_1' }],
    events: [
      { type: 'reset.field.changed', field: 'password', value: 'n3w-Secret!' },
      { type: 'reset.field.changed', field: 'password_confirmation', value: 'n3w-Secret!' },
      done('resetPassword', { message: 'Password reset successfully. Please log in.' }),
      failed('resetPassword'),
    ],
    start: (input, actor) =>
      createActor(
        resetPasswordMachine.provide({
          actors: { resetPassword: actor<ResetPasswordAnswer, ResetPasswordBody>('resetPassword') },
        }),
        { input: input as { token: string } },
      ),
  },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(Object.entries(models))('%s machine: generated paths', (_, model) => {
  const plans = model.inputs.map((input) => ({ input, paths: pathPerState(model.machine, model.events, input) }));

  it('reach every state it can rest in', () => {
    const reached = new Set(plans.flatMap((plan) => [...plan.paths.keys()]));
    expect([...reached].sort()).toEqual(restingStates(model.machine));
  });

  it('replay against the machine with fake actors, state by state', async () => {
    for (const { input, paths } of plans) {
      for (const [leaf, path] of paths) {
        const { actor, settle } = settledByPath();
        const running = model.start(input, actor);
        running.start();
        await replay(running, path, settle, (actual, expected, event) =>
          expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
        );
        running.stop();
      }
    }
  });
});
