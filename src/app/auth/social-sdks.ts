import type { ProviderAnswer, SocialProvider } from '../../machines/auth/auth.types';

/** A provider's settings from `/master` `social_auths`. */
export interface SocialAuthSetting {
  name: string;
  is_active: boolean;
  client_id?: string | null;
  redirect_url?: string | null;
}

// Each provider's script is loaded only when its button is pressed (docs/requirements.md §5), once.
const SCRIPTS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
};

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

function abortable<T>(
  signal: AbortSignal,
  run: (resolve: (value: T) => void, reject: (error: unknown) => void) => void,
) {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    run(resolve, reject);
  });
}

// The parts of each SDK this file uses.
interface GoogleSdk {
  accounts: {
    oauth2: {
      initCodeClient(config: {
        client_id: string;
        scope: string;
        ux_mode: 'popup';
        callback: (response: { code?: string; error?: string }) => void;
        error_callback?: (error: { type: string }) => void;
      }): { requestCode(): void };
    };
  };
}
interface FacebookSdk {
  init(config: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string } | null; status: string }) => void,
    options: { scope: string },
  ): void;
}
interface AppleSdk {
  auth: {
    init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{
      authorization: { code?: string; id_token?: string };
      user?: { email?: string; name?: { firstName?: string; lastName?: string } };
    }>;
  };
}
type WithSdks = typeof globalThis & { google?: GoogleSdk; FB?: FacebookSdk; AppleID?: AppleSdk };

function settingOf(settings: SocialAuthSetting[], provider: SocialProvider): SocialAuthSetting {
  const setting = settings.find((entry) => entry.name === provider && entry.is_active);
  if (!setting?.client_id) throw new Error(`${provider} sign-in is not configured`);
  return setting;
}

/** Google Identity Services, authorization-code flow in a popup; scopes email, profile and openid. */
export async function googleSignIn(settings: SocialAuthSetting[], signal: AbortSignal): Promise<ProviderAnswer> {
  const { client_id } = settingOf(settings, 'google');
  await loadScript(SCRIPTS.google);
  const google = (globalThis as WithSdks).google;
  if (!google) throw new Error('Google sign-in did not start');
  return abortable(signal, (resolve) => {
    google.accounts.oauth2
      .initCodeClient({
        client_id: client_id as string,
        scope: 'email profile openid',
        ux_mode: 'popup',
        callback: (response) => resolve(response.code ? { code: response.code } : { cancelled: true }),
        error_callback: () => resolve({ cancelled: true }),
      })
      .requestCode();
  });
}

/** The Facebook SDK v20.0, permissions public_profile and email; the access token is posted. */
export async function facebookSignIn(settings: SocialAuthSetting[], signal: AbortSignal): Promise<ProviderAnswer> {
  const { client_id } = settingOf(settings, 'facebook');
  await loadScript(SCRIPTS.facebook);
  const facebook = (globalThis as WithSdks).FB;
  if (!facebook) throw new Error('Facebook sign-in did not start');
  facebook.init({ appId: client_id as string, version: 'v20.0', cookie: true, xfbml: false });
  return abortable(signal, (resolve) => {
    facebook.login(
      (response) => resolve(response.authResponse ? { code: response.authResponse.accessToken } : { cancelled: true }),
      { scope: 'public_profile,email' },
    );
  });
}

/** Sign in with Apple in a popup, scopes name and email; Apple needs both the code and the identity token. */
export async function appleSignIn(settings: SocialAuthSetting[], signal: AbortSignal): Promise<ProviderAnswer> {
  const { client_id, redirect_url } = settingOf(settings, 'apple');
  await loadScript(SCRIPTS.apple);
  const apple = (globalThis as WithSdks).AppleID;
  if (!apple) throw new Error('Apple sign-in did not start');
  apple.auth.init({
    clientId: client_id as string,
    scope: 'name email',
    redirectURI: redirect_url ?? globalThis.location.origin,
    usePopup: true,
  });
  return abortable(signal, (resolve, reject) => {
    apple.auth.signIn().then((answer) => {
      const name = [answer.user?.name?.firstName, answer.user?.name?.lastName].filter(Boolean).join(' ');
      resolve({
        code: answer.authorization.code ?? null,
        idToken: answer.authorization.id_token ?? null,
        profile: { ...(name && { name }), ...(answer.user?.email && { email: answer.user.email }) },
      });
    }, reject);
  });
}
