import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocialAuthSetting } from '../../src/app/auth/social-sdks';

/** A fresh copy of the module per test: it remembers which scripts a page has loaded. */
async function freshSdks() {
  vi.resetModules();
  return import('../../src/app/auth/social-sdks');
}

const settings: SocialAuthSetting[] = [
  { name: 'google', is_active: true, client_id: 'google-client' },
  { name: 'facebook', is_active: true, client_id: 'facebook-app' },
  { name: 'apple', is_active: true, client_id: 'apple-service', redirect_url: 'https://shop.example.com/apple' },
];

type Sdks = Record<'google' | 'FB' | 'AppleID', unknown>;

/**
 * Plays the provider's script: when the page adds a <script> with this src, the SDK object appears and the
 * script "loads" (jsdom never fetches it). Returns the scripts the page added.
 */
function provideScript(src: string, install: () => void, fail = false) {
  const added: HTMLScriptElement[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLScriptElement && node.src === src) {
          added.push(node);
          if (fail) node.onerror?.(new Event('error'));
          else {
            install();
            node.onload?.(new Event('load'));
          }
        }
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return { added, stop: () => observer.disconnect() };
}

afterEach(() => {
  for (const name of ['google', 'FB', 'AppleID'] as (keyof Sdks)[]) delete (globalThis as unknown as Sdks)[name];
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('provider scripts behind the social buttons', () => {
  it('Google: loads its script only when asked, with the scopes email, profile and openid, and returns the code', async () => {
    const { googleSignIn } = await freshSdks();
    const initCodeClient = vi.fn((config: { callback: (answer: { code: string }) => void }) => ({
      requestCode: () => config.callback({ code: 'google-code' }),
    }));
    expect(document.head.querySelector('script')).toBeNull();
    const script = provideScript('https://accounts.google.com/gsi/client', () => {
      (globalThis as unknown as Sdks).google = { accounts: { oauth2: { initCodeClient } } };
    });
    await expect(googleSignIn(settings, new AbortController().signal)).resolves.toEqual({ code: 'google-code' });
    expect(initCodeClient).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'google-client', scope: 'email profile openid', ux_mode: 'popup' }),
    );
    expect(script.added).toHaveLength(1);
    script.stop();
  });

  it('Facebook: SDK v20.0, public_profile and email; a closed window is a cancel', async () => {
    const { facebookSignIn } = await freshSdks();
    const init = vi.fn();
    let answer: { authResponse: { accessToken: string } | null; status: string } = {
      authResponse: { accessToken: 'fb-token' },
      status: 'connected',
    };
    const login = vi.fn((callback: (response: typeof answer) => void, _options: { scope: string }) => callback(answer));
    const script = provideScript('https://connect.facebook.net/en_US/sdk.js', () => {
      (globalThis as unknown as Sdks).FB = { init, login };
    });
    await expect(facebookSignIn(settings, new AbortController().signal)).resolves.toEqual({ code: 'fb-token' });
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'facebook-app', version: 'v20.0' }));
    expect(login.mock.calls[0]?.[1]).toEqual({ scope: 'public_profile,email' });

    answer = { authResponse: null, status: 'unknown' };
    await expect(facebookSignIn(settings, new AbortController().signal)).resolves.toEqual({ cancelled: true });
    // The script is loaded once, however often the button is pressed.
    expect(script.added).toHaveLength(1);
    script.stop();
  });

  it('Apple: scopes name and email in a popup; hands back both the code and the identity token', async () => {
    const { appleSignIn } = await freshSdks();
    const init = vi.fn();
    const signIn = vi.fn(async () => ({
      authorization: { code: 'apple-code', id_token: 'apple-id-token' },
      user: { email: 'rana@example.com', name: { firstName: 'Rana', lastName: 'Reset' } },
    }));
    const script = provideScript(
      'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
      () => {
        (globalThis as unknown as Sdks).AppleID = { auth: { init, signIn } };
      },
    );
    await expect(appleSignIn(settings, new AbortController().signal)).resolves.toEqual({
      code: 'apple-code',
      idToken: 'apple-id-token',
      profile: { name: 'Rana Reset', email: 'rana@example.com' },
    });
    expect(init).toHaveBeenCalledWith({
      clientId: 'apple-service',
      scope: 'name email',
      redirectURI: 'https://shop.example.com/apple',
      usePopup: true,
    });
    script.stop();
  });

  it('fails (to be logged) when the script cannot load, and tries to load it again next time', async () => {
    const { googleSignIn } = await freshSdks();
    const broken = provideScript('https://accounts.google.com/gsi/client', () => undefined, true);
    await expect(googleSignIn(settings, new AbortController().signal)).rejects.toThrow(/Could not load/);
    expect(document.head.querySelector('script')).toBeNull();
    await expect(googleSignIn(settings, new AbortController().signal)).rejects.toThrow(/Could not load/);
    expect(broken.added).toHaveLength(2);
    broken.stop();
  });

  it('refuses a provider that is not active or has no client id, without loading anything', async () => {
    const { googleSignIn, facebookSignIn } = await freshSdks();
    const inactive: SocialAuthSetting[] = [{ name: 'google', is_active: false, client_id: 'google-client' }];
    await expect(googleSignIn(inactive, new AbortController().signal)).rejects.toThrow(/not configured/);
    await expect(facebookSignIn([], new AbortController().signal)).rejects.toThrow(/not configured/);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
