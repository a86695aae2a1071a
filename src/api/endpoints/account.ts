import { type ApiClient, unwrap } from '../client';
import { asContractForm, toFormData } from '../form-data';
import type { FormBody, JsonBody } from '../types';

/** The profile form: every field of the contract, with the photo as a file (jpg or png, at most 2 MB). */
export type ProfileUpdate = Omit<FormBody<'updateProfile'>, 'profile_photo'> & { profile_photo?: Blob };

/** The signed-in customer's profile and password. */
export function accountEndpoints(client: ApiClient) {
  return {
    getProfile: (signal?: AbortSignal) => unwrap(client.GET('/profile', { signal })),
    updateProfile: (body: ProfileUpdate, signal?: AbortSignal) =>
      unwrap(
        client.POST('/update-profile', {
          body: asContractForm<FormBody<'updateProfile'>>(body),
          bodySerializer: toFormData,
          signal,
        }),
      ),
    changePassword: (body: JsonBody<'changePassword'>, signal?: AbortSignal) =>
      unwrap(client.POST('/change-password', { body, signal })),
  };
}

export type AccountEndpoints = ReturnType<typeof accountEndpoints>;
