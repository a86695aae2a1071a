import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  ProviderAnswer,
  SocialLoginAnswer,
  SocialLoginInput,
  SocialProvider,
} from '../../src/machines/auth/auth.types';
import { loginMachine } from '../../src/machines/auth/login.machine';
import { socialSignInMachine } from '../../src/machines/auth/social-sign-in.machine';
import { flush, pendingCall, providerAnswer, recordEmitted, refused, session, signedInAnswer } from './auth.fakes';

interface SocialFakes {
  google?: () => Promise<ProviderAnswer>;
  facebook?: () => Promise<ProviderAnswer>;
  apple?: () => Promise<ProviderAnswer>;
  post?: (input: SocialLoginInput) => Promise<SocialLoginAnswer>;
}

function socialLogic({
  google = async () => providerAnswer(),
  facebook = async () => providerAnswer(),
  apple = async () => providerAnswer({ idToken: 'apple-id-token' }),
  post = async () => signedInAnswer(),
}: SocialFakes = {}) {
  const posted: SocialLoginInput[] = [];
  const logProviderIssue = vi.fn();
  const logic = socialSignInMachine.provide({
    actors: {
      googleSignIn: fromPromise(google),
      facebookSignIn: fromPromise(facebook),
      appleSignIn: fromPromise(apple),
      socialLogin: fromPromise(({ input }) => {
        posted.push(input);
        return post(input);
      }),
    },
    actions: { logProviderIssue: (_, params) => logProviderIssue(params) },
  });
  return { logic, posted, logProviderIssue };
}

async function signInWith(provider: SocialProvider, fakes: SocialFakes = {}) {
  const { logic, posted, logProviderIssue } = socialLogic(fakes);
  const actor = createActor(logic, { input: { provider } }).start();
  await flush();
  return { snapshot: actor.getSnapshot(), posted, logProviderIssue };
}

describe('social sign-in machine', () => {
  it("posts Google's code and profile to the provider endpoint and ends signed in", async () => {
    const { snapshot, posted, logProviderIssue } = await signInWith('google');
    expect(posted).toEqual([
      {
        provider: 'google',
        body: { code: 'provider-code', data: { name: 'Sam Shopper', email: 'shopper@example.com' } },
      },
    ]);
    expect(snapshot.output).toEqual({
      signedIn: { session: session(), message: 'Login successfully' },
      failure: null,
    });
    expect(logProviderIssue).not.toHaveBeenCalled();
  });

  it("posts Facebook's access token", async () => {
    const { posted } = await signInWith('facebook', { facebook: async () => providerAnswer({ code: 'fb-token' }) });
    expect(posted[0]).toMatchObject({ provider: 'facebook', body: { code: 'fb-token' } });
  });

  it("posts Apple's code with its identity token", async () => {
    const { posted, snapshot } = await signInWith('apple');
    expect(posted[0]).toMatchObject({
      provider: 'apple',
      body: { code: 'provider-code', data: { id_token: 'apple-id-token' } },
    });
    expect(snapshot.output?.signedIn).not.toBeNull();
  });

  it('only logs an Apple answer without an identity token, and posts nothing', async () => {
    const { posted, snapshot, logProviderIssue } = await signInWith('apple', {
      apple: async () => providerAnswer({ idToken: null }),
    });
    expect(posted).toEqual([]);
    expect(logProviderIssue).toHaveBeenCalledWith({ provider: 'apple', issue: 'missingToken' });
    expect(snapshot.output).toEqual({ signedIn: null, failure: null });
  });

  it('only logs an Apple answer without a code', async () => {
    const { posted, logProviderIssue } = await signInWith('apple', {
      apple: async () => providerAnswer({ code: null, idToken: 'apple-id-token' }),
    });
    expect(posted).toEqual([]);
    expect(logProviderIssue).toHaveBeenCalledWith({ provider: 'apple', issue: 'missingToken' });
  });

  it('only logs a Facebook cancel', async () => {
    const { posted, snapshot, logProviderIssue } = await signInWith('facebook', {
      facebook: async () => ({ cancelled: true }),
    });
    expect(posted).toEqual([]);
    expect(logProviderIssue).toHaveBeenCalledWith({ provider: 'facebook', issue: 'cancelled' });
    expect(snapshot.output).toEqual({ signedIn: null, failure: null });
  });

  it('only logs a script that failed to load', async () => {
    const broken = new Error('script blocked');
    const { posted, logProviderIssue } = await signInWith('google', {
      google: async () => {
        throw broken;
      },
    });
    expect(posted).toEqual([]);
    expect(logProviderIssue).toHaveBeenCalledWith({ provider: 'google', issue: 'failed', error: broken });
  });

  it("hands back the server's refusal", async () => {
    const { snapshot } = await signInWith('google', {
      post: async () => {
        throw refused('Sign in with Google is not available.', { provider: 'Sign in with Google is not available.' });
      },
    });
    expect(snapshot.output).toEqual({
      signedIn: null,
      failure: {
        status: 422,
        message: 'Sign in with Google is not available.',
        fieldErrors: { provider: 'Sign in with Google is not available.' },
      },
    });
  });
});

describe('login machine: social buttons', () => {
  function startLogin(fakes: SocialFakes = {}) {
    const { logic, posted, logProviderIssue } = socialLogic(fakes);
    const login = vi.fn(async () => signedInAnswer());
    const actor = createActor(loginMachine.provide({ actors: { socialSignIn: logic, login: fromPromise(login) } }), {
      input: {},
    });
    const emitted = recordEmitted(actor);
    actor.start();
    return { actor, emitted, posted, login, logProviderIssue };
  }

  it('a returned user signs in as login does', async () => {
    const { actor } = startLogin();
    actor.send({ type: 'auth.social', provider: 'google' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ session: session(), message: 'Login successfully' });
  });

  it("keeps the server's message and emits it as an error toast", async () => {
    const { actor, emitted } = startLogin({
      post: async () => {
        throw refused('Verifying google tokens is not available on this server.');
      },
    });
    actor.send({ type: 'auth.social', provider: 'google' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.message).toBe('Verifying google tokens is not available on this server.');
    expect(emitted).toEqual([
      { type: 'auth.toast', kind: 'error', message: 'Verifying google tokens is not available on this server.' },
    ]);
  });

  it('a Facebook cancel returns to the form silently (only logged)', async () => {
    const { actor, emitted, logProviderIssue } = startLogin({ facebook: async () => ({ cancelled: true }) });
    actor.send({ type: 'auth.social', provider: 'facebook' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(emitted).toEqual([]);
    expect(logProviderIssue).toHaveBeenCalledWith({ provider: 'facebook', issue: 'cancelled' });
  });

  it('ignores the form and other buttons while a provider runs', async () => {
    const script = pendingCall<ProviderAnswer>();
    const { actor, login } = startLogin({ apple: script.run });
    actor.send({ type: 'auth.social', provider: 'apple' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'login.submitted' });
    actor.send({ type: 'auth.social', provider: 'apple' });
    script.resolve(providerAnswer({ idToken: 'apple-id-token' }));
    await flush();
    expect(login).not.toHaveBeenCalled();
    expect(script.run).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
