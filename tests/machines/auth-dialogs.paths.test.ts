import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor } from 'xstate';
import { authDialogsMachine } from '../../src/machines/auth/auth-dialogs.machine';
import { fakeAuthDialogs, fakeCalls, flush, session } from './auth.fakes';
import { pathPerState, replay, restingStates } from './auth.graph';

type Dialogs = ActorRefFrom<typeof authDialogsMachine>;

// The children's results are events of the parent; the traversal runs no child, so it feeds them directly.
const events = [
  { type: 'auth.open' },
  { type: 'auth.open', step: 'registration' },
  { type: 'auth.open', step: 'forgot' },
  { type: 'auth.open', step: 'verifyAccount', target: { phone: 'sam@example.com', phoneCode: null } },
  { type: 'xstate.done.actor.login', output: { session: session(), message: 'Login successfully' } },
  {
    type: 'xstate.done.actor.registration',
    output: {
      session: session('token-new'),
      message: 'Registration successfully',
      contact: { email: 'nour@example.com', phone: '5550100002', phoneCode: '+1' },
    },
  },
  { type: 'xstate.done.actor.otp', output: { message: 'Code verified successfully.', token: 'rst_1' } },
  {
    type: 'xstate.done.actor.forgotRequest',
    output: {
      target: { phone: 'shopper@example.com', phoneCode: '+1' },
      sent: { message: 'We have sent a code.', emailOrPhone: 'sh*****@example.com' },
    },
  },
  { type: 'xstate.done.actor.resetPassword', output: { message: 'Password reset successfully. Please log in.' } },
];

/** The replay brings a child to its end as a shopper would, with fake calls that succeed. */
const finishChild: Record<string, (dialogs: Dialogs) => void> = {
  login: (dialogs) => dialogs.getSnapshot().children.login?.send({ type: 'login.submitted' }),
  registration: (dialogs) => {
    const registration = dialogs.getSnapshot().children.registration;
    registration?.send({ type: 'registration.field.changed', field: 'email', value: 'nour@example.com' });
    registration?.send({ type: 'registration.submitted' });
  },
  otp: (dialogs) => {
    const otp = dialogs.getSnapshot().children.otp;
    otp?.send({ type: 'otp.pasted', text: '4821' });
    otp?.send({ type: 'otp.confirm' });
  },
  forgotRequest: (dialogs) => {
    const request = dialogs.getSnapshot().children.forgotRequest;
    request?.send({ type: 'forgot.country.selected', country: 'United States', phoneCode: '+1' });
    request?.send({ type: 'forgot.field.changed', field: 'phone', value: 'shopper@example.com' });
    request?.send({ type: 'forgot.submitted' });
  },
  resetPassword: (dialogs) => {
    const reset = dialogs.getSnapshot().children.resetPassword;
    reset?.send({ type: 'reset.field.changed', field: 'password', value: 'n3w-Secret!' });
    reset?.send({ type: 'reset.field.changed', field: 'password_confirmation', value: 'n3w-Secret!' });
    reset?.send({ type: 'reset.submitted' });
  },
};

const inputs = [{ registerOtpVerify: false }, { registerOtpVerify: true }];
const plans = inputs.map((input) => ({ input, paths: pathPerState(authDialogsMachine, events, input) }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auth dialogs machine: generated paths', () => {
  it('reach every state, with and without register_otp_verify', () => {
    const reached = new Set(plans.flatMap((plan) => [...plan.paths.keys()]));
    expect([...reached].sort()).toEqual(restingStates(authDialogsMachine));
  });

  it('replay against the dialogs with their real children and fake calls', async () => {
    for (const { input, paths } of plans) {
      for (const [leaf, path] of paths) {
        const dialogs = createActor(fakeAuthDialogs(fakeCalls(), { logProviderIssue: vi.fn() }), { input });
        dialogs.start();
        const settle = async (event: { type: string }) => {
          const child = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
          if (!child) return false;
          finishChild[child]?.(dialogs);
          await flush();
          return true;
        };
        await replay(dialogs, path, settle, (actual, expected, event) =>
          expect(actual, `${leaf} (${JSON.stringify(input)}): after ${event.type}`).toEqual(expected),
        );
        dialogs.stop();
      }
    }
  });
});
