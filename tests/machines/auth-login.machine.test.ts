import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginAnswer, LoginBody } from '../../src/machines/auth/auth.types';
import { type LoginInput, loginMachine } from '../../src/machines/auth/login.machine';
import { flush, pendingCall, recordEmitted, refused, session, signedInAnswer } from './auth.fakes';

function startLogin(login: (body: LoginBody) => Promise<LoginAnswer>, input: LoginInput = {}) {
  const logic = loginMachine.provide({ actors: { login: fromPromise(({ input }) => login(input)) } });
  const actor = createActor(logic, { input });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, emitted };
}

describe('login machine', () => {
  it('starts with the initial values it is given (the demo customer in a local environment)', () => {
    const { actor } = startLogin(async () => signedInAnswer(), { phone: 'shopper@example.com', password: 'pw' });
    expect(actor.getSnapshot().context).toMatchObject({ phone: 'shopper@example.com', password: 'pw', error: null });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('starts empty without initial values', () => {
    const { actor } = startLogin(async () => signedInAnswer());
    expect(actor.getSnapshot().context).toMatchObject({ phone: '', password: '' });
  });

  it('sends what was typed to login and ends with the session and the server message', async () => {
    const calls: LoginBody[] = [];
    const { actor } = startLogin(async (body) => {
      calls.push(body);
      return signedInAnswer('Login successfully', 'token-9');
    });
    actor.send({ type: 'login.field.changed', field: 'phone', value: '5550100001' });
    actor.send({ type: 'login.field.changed', field: 'password', value: 'shopper-demo-1' });
    actor.send({ type: 'login.submitted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();

    expect(calls).toEqual([{ phone: '5550100001', password: 'shopper-demo-1' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ session: session('token-9'), message: 'Login successfully' });
  });

  it('keeps the server message and field errors of a failure, emits it as an error toast, and allows another try', async () => {
    const answers = [
      refused('The provided credentials are incorrect.', { phone: 'The provided credentials are incorrect.' }),
    ];
    const { actor, emitted } = startLogin(async () => {
      const next = answers.shift();
      if (next) throw next;
      return signedInAnswer();
    });
    actor.send({ type: 'login.submitted' });
    await flush();

    const failed = actor.getSnapshot();
    expect(failed.value).toBe('editing');
    expect(failed.context.error).toEqual({
      status: 422,
      message: 'The provided credentials are incorrect.',
      fieldErrors: { phone: 'The provided credentials are incorrect.' },
    });
    expect(emitted).toEqual([
      { type: 'auth.toast', kind: 'error', message: 'The provided credentials are incorrect.' },
      { type: 'auth.refused' },
    ]);

    actor.send({ type: 'login.submitted' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("drops a field's server error when that field is edited, and keeps the others", async () => {
    const { actor } = startLogin(async () => {
      throw refused('Invalid.', { phone: 'Unknown account.', password: 'Too short.' });
    });
    actor.send({ type: 'login.submitted' });
    await flush();
    actor.send({ type: 'login.field.changed', field: 'password', value: 'longer-password' });
    expect(actor.getSnapshot().context.error?.fieldErrors).toEqual({ phone: 'Unknown account.' });
  });

  it('reports a call that never reached the server as status 0', async () => {
    const { actor } = startLogin(async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'login.submitted' });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ status: 0, message: 'Failed to fetch', fieldErrors: {} });
  });

  it('ignores a submit while submitting', async () => {
    const pending = pendingCall<LoginAnswer>();
    const { actor } = startLogin(pending.run);
    actor.send({ type: 'login.submitted' });
    expect(actor.getSnapshot().can({ type: 'login.submitted' })).toBe(false);
    actor.send({ type: 'login.submitted' });
    actor.send({ type: 'login.field.changed', field: 'phone', value: 'changed' });
    pending.resolve(signedInAnswer());
    await flush();
    expect(pending.run).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.phone).toBe('');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
