import { type ApiClient, unwrap } from '../client';
import type { JsonBody, PathParams } from '../types';

/** Sign-in, registration, one-time codes, password reset, social sign-in, sign-out and the last-seen ping. */
export function authEndpoints(client: ApiClient) {
  return {
    login: (body: JsonBody<'login'>, signal?: AbortSignal) => unwrap(client.POST('/login', { body, signal })),
    register: (body: JsonBody<'register'>, signal?: AbortSignal) =>
      unwrap(client.POST('/registration', { body, signal })),
    sendOtp: (body: JsonBody<'sendOtp'>, signal?: AbortSignal) => unwrap(client.POST('/send-otp', { body, signal })),
    verifyOtp: (body: JsonBody<'verifyOtp'>, signal?: AbortSignal) =>
      unwrap(client.POST('/verify-otp', { body, signal })),
    resetPassword: (body: JsonBody<'resetPassword'>, signal?: AbortSignal) =>
      unwrap(client.POST('/reset-password', { body, signal })),
    socialLogin: (
      provider: PathParams<'socialLogin'>['provider'],
      body: JsonBody<'socialLogin'>,
      signal?: AbortSignal,
    ) => unwrap(client.POST('/auth/{provider}/token', { params: { path: { provider } }, body, signal })),
    logout: (signal?: AbortSignal) => unwrap(client.GET('/logout', { signal })),
    updateLastSeen: (signal?: AbortSignal) => unwrap(client.POST('/update-last-seen', { body: {}, signal })),
  };
}

export type AuthEndpoints = ReturnType<typeof authEndpoints>;
