import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RegisterAnswer, RegisterBody } from '../../src/machines/auth/auth.types';
import {
  type RegistrationField,
  type RegistrationInput,
  registrationMachine,
} from '../../src/machines/auth/registration.machine';
import { flush, pendingCall, recordEmitted, refused, session, signedInAnswer } from './auth.fakes';

function startRegistration(
  register: (body: RegisterBody) => Promise<RegisterAnswer> = async () =>
    signedInAnswer('Registration successfully', 'token-new'),
  input: RegistrationInput = {},
) {
  const bodies: RegisterBody[] = [];
  const logic = registrationMachine.provide({
    actors: {
      register: fromPromise(({ input }) => {
        bodies.push(input);
        return register(input);
      }),
    },
  });
  const actor = createActor(logic, { input });
  const emitted = recordEmitted(actor);
  actor.start();
  const type = (field: RegistrationField, value: string) =>
    actor.send({ type: 'registration.field.changed', field, value });
  const fillIn = (phone = '5550100002') => {
    type('name', 'Nour Haddad');
    actor.send({ type: 'registration.country.selected', country: 'United States', phoneCode: '+1' });
    type('phone', phone);
    type('email', 'nour@example.com');
    type('password', 'secret-123');
  };
  return { actor, bodies, emitted, type, fillIn };
}

describe('registration machine', () => {
  it('sends the form to register, ends with the session and where a code can go, and clears the form', async () => {
    const { actor, bodies, fillIn } = startRegistration();
    fillIn();
    actor.send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();

    expect(bodies).toEqual([
      {
        name: 'Nour Haddad',
        country: 'United States',
        phone_code: '+1',
        phone: '5550100002',
        email: 'nour@example.com',
        password: 'secret-123',
      },
    ]);
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output).toEqual({
      session: session('token-new'),
      message: 'Registration successfully',
      contact: { email: 'nour@example.com', phone: '5550100002', phoneCode: '+1' },
    });
    expect(done.context.form).toEqual({ name: '', country: '', phone_code: '', phone: '', email: '', password: '' });
  });

  it('sends an empty optional phone, country and code as null', async () => {
    const { actor, bodies, type } = startRegistration();
    type('name', 'Nour');
    type('email', 'nour@example.com');
    type('password', 'secret-123');
    actor.send({ type: 'registration.submitted' });
    await flush();
    expect(bodies[0]).toMatchObject({ phone: null, phone_code: null, country: null });
  });

  it('refuses non-digits in the phone with an error code and keeps the digits typed so far', () => {
    const { actor, type } = startRegistration();
    type('phone', '555');
    type('phone', '555a');
    expect(actor.getSnapshot().context.form.phone).toBe('555');
    expect(actor.getSnapshot().context.phoneProblem).toBe('phone.digitsOnly');
    type('phone', '5550');
    expect(actor.getSnapshot().context.form.phone).toBe('5550');
    expect(actor.getSnapshot().context.phoneProblem).toBeNull();
  });

  it('refuses a phone shorter than 9 or longer than 16 digits by default, and sends nothing', async () => {
    const { actor, bodies, fillIn, type } = startRegistration();
    fillIn('12345678');
    actor.send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.phoneProblem).toBe('phone.tooShort');

    type('phone', '12345678901234567');
    actor.send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().context.phoneProblem).toBe('phone.tooLong');

    type('phone', '1234567890123456');
    expect(actor.getSnapshot().context.phoneProblem).toBeNull();
    actor.send({ type: 'registration.submitted' });
    await flush();
    expect(bodies).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('takes the lengths and the requirement from the settings', async () => {
    const { actor, bodies, fillIn, type } = startRegistration(undefined, {
      phoneRequired: true,
      phoneMinLength: 4,
      phoneMaxLength: 6,
    });
    fillIn('');
    actor.send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().context.phoneProblem).toBe('phone.required');
    type('phone', '1234567');
    actor.send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().context.phoneProblem).toBe('phone.tooLong');
    type('phone', '1234');
    actor.send({ type: 'registration.submitted' });
    await flush();
    expect(bodies[0]?.phone).toBe('1234');
  });

  it('allows no phone (and so no country) when it is not required', async () => {
    const { actor, type } = startRegistration(undefined, { phoneRequired: false });
    type('name', 'Nour');
    type('email', 'nour@example.com');
    type('password', 'secret-123');
    actor.send({ type: 'registration.submitted' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("keeps the server's field errors for the fields (no toast), and drops one as its field is edited", async () => {
    const { actor, emitted, fillIn, type } = startRegistration(async () => {
      throw refused('The email has already been taken.', {
        email: 'The email has already been taken.',
        phone: 'The phone has already been taken.',
      });
    });
    fillIn();
    actor.send({ type: 'registration.submitted' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({
      status: 422,
      message: 'The email has already been taken.',
      fieldErrors: { email: 'The email has already been taken.', phone: 'The phone has already been taken.' },
    });
    expect(actor.getSnapshot().context.form.email).toBe('nour@example.com');
    // No toast: the form focuses the first field in error.
    expect(emitted).toEqual([{ type: 'auth.refused' }]);

    type('email', 'nour2@example.com');
    expect(actor.getSnapshot().context.error?.fieldErrors).toEqual({ phone: 'The phone has already been taken.' });
  });

  it('refuses an empty form: every field in error gets its code, and the form is told to focus the first', () => {
    const { actor, bodies, emitted, type } = startRegistration(undefined, { phoneRequired: true });
    actor.send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({
      name: 'required',
      country: 'required',
      email: 'required',
      password: 'required',
    });
    expect(actor.getSnapshot().context.phoneProblem).toBe('phone.required');
    expect(emitted).toEqual([{ type: 'auth.refused' }]);
    expect(bodies).toEqual([]);

    type('email', 'nour@');
    type('password', 'short');
    actor.send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().context.problems).toMatchObject({
      email: 'email.invalid',
      password: 'password.tooShort',
    });
    type('email', 'nour@example.com');
    expect(actor.getSnapshot().context.problems.email).toBeUndefined();
    actor.send({ type: 'registration.country.selected', country: 'United States', phoneCode: '+1' });
    expect(actor.getSnapshot().context.problems.country).toBeUndefined();
  });

  it('ignores a submit while submitting', async () => {
    const pending = pendingCall<RegisterAnswer>();
    const { actor, fillIn } = startRegistration(pending.run);
    fillIn();
    actor.send({ type: 'registration.submitted' });
    actor.send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().can({ type: 'registration.submitted' })).toBe(false);
    pending.resolve(signedInAnswer('Registration successfully'));
    await flush();
    expect(pending.run).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
