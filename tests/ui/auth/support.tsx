import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SocialAuthSetting } from '../../../src/app/auth/social-sdks';
import type { SendOtpAnswer } from '../../../src/machines/auth/auth.types';
import type { AuthDialogsInput, AuthStep } from '../../../src/machines/auth/auth-dialogs.types';
import { AuthDialogs } from '../../../src/ui/auth/AuthDialogs';
import { type AuthCalls, fakeAuthDialogs, fakeCalls, recordEmitted, verifiedAnswer } from '../../machines/auth.fakes';

export { pendingCall, refused, signedInAnswer, verifiedAnswer } from '../../machines/auth.fakes';

export const COUNTRIES = [
  { name: 'United States', phone_code: '+1' },
  { name: 'Saudi Arabia', phone_code: '+966' },
];

export interface RenderAuthOptions {
  /** The step `auth.open` asks for; null leaves every dialog closed. */
  step?: AuthStep | null;
  calls?: Partial<AuthCalls>;
  input?: AuthDialogsInput;
  socialAuths?: SocialAuthSetting[];
  /** For fake timers: user-event's own delays must follow the fake clock. */
  advanceTimers?: (ms: number) => unknown;
}

/**
 * Starts the auth dialogs machine with fake calls, renders the dialogs as the app does (Lingui, a fake
 * country list) and opens a step. `emitted` records what the parent machine emits (the
 * sign-ins and success toasts the app shows); `onToast` is the prop that receives the steps' toasts.
 */
export function renderAuthDialogs({
  step = 'login',
  calls: overrides,
  input,
  socialAuths = [],
  advanceTimers,
}: RenderAuthOptions = {}) {
  const calls = fakeCalls(overrides);
  const logProviderIssue = vi.fn();
  const actor = createActor(fakeAuthDialogs(calls, { logProviderIssue }), { input }).start();
  const emitted = recordEmitted(actor);
  const onToast = vi.fn();
  const listCountries = vi.fn(async (_signal: AbortSignal) => COUNTRIES);
  // Anything React or the machines report on the console is a failure of its own.
  const consoleError = vi.spyOn(console, 'error');
  onTestFinished(() => {
    actor.stop();
    consoleError.mockRestore();
  });

  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <I18nProvider i18n={i18n}>
      <AuthDialogs actor={actor} socialAuths={socialAuths} loadCountries={listCountries} onToast={onToast} />
    </I18nProvider>,
  );
  if (step) act(() => actor.send({ type: 'auth.open', step }));
  return { ...view, user, actor, calls, emitted, onToast, listCountries, logProviderIssue, consoleError };
}

export type AuthView = ReturnType<typeof renderAuthDialogs>;

/**
 * A call that answers after a server's round trip. An instant answer would switch steps before the Enter key
 * is released and within the animation frame of the last focus move, a race with react-aria's focus handling
 * that no person can produce (focus would land on the Close button instead of the next step's field).
 */
export function afterRoundTrip<T>(answer: () => T | Promise<T>, ms = 50) {
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return answer();
  };
}

/** The open dialog, found by its accessible name; its heading (level 2) says the same. */
export async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(name);
  return dialog;
}

/** No dialog on screen, the machine closed and still running, and nothing reported as an error. */
export function expectClosedCleanly({ actor, consoleError }: AuthView) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const snapshot = actor.getSnapshot();
  expect(snapshot.value).toBe('closed');
  expect(snapshot.status).toBe('active');
  expect(snapshot.error).toBeUndefined();
  expect(consoleError).not.toHaveBeenCalled();
}

/** Picks a country in the focused Country combobox as a keyboard user does: type its start, Arrow Down, Enter. */
export async function chooseCountry(user: AuthView['user'], typed: string) {
  const country = screen.getByRole('combobox', { name: 'Country' });
  expect(country).toHaveFocus();
  await user.keyboard(typed);
  // React Aria fills the list's options in a second pass: wait for them, not only for the list.
  await within(await screen.findByRole('listbox')).findAllByRole('option');
  await user.keyboard('{ArrowDown}{Enter}');
  return country;
}

const CODE_SENT: SendOtpAnswer = {
  message: 'We have sent a code to your email.',
  data: { email_or_phone: 'sa*@example.com' },
};

/**
 * The code dialog that confirms a new account, reached as a shopper reaches it: registration (with
 * register_otp_verify on) is completed through its machine, then the code dialog sends the code and shows where.
 */
export async function reachNewAccountCode(options: RenderAuthOptions = {}) {
  const view = renderAuthDialogs({
    step: 'registration',
    input: { registerOtpVerify: true },
    ...options,
    calls: { sendOtp: async () => CODE_SENT, verifyOtp: async () => verifiedAnswer(null), ...options.calls },
  });
  const registration = view.actor.getSnapshot().children.registration;
  act(() => {
    registration?.send({ type: 'registration.field.changed', field: 'name', value: 'Sam Shopper' });
    registration?.send({ type: 'registration.field.changed', field: 'email', value: 'sam@example.com' });
    registration?.send({ type: 'registration.field.changed', field: 'password', value: 'secret-123' });
    registration?.send({ type: 'registration.submitted' });
  });
  await screen.findByText('sa*@example.com');
  return view;
}
