import { type ApiClient, unwrap } from '../client';

/** Site settings, translations and countries: the calls made before anyone signs in. */
export function settingsEndpoints(client: ApiClient) {
  return {
    getMaster: (signal?: AbortSignal) => unwrap(client.GET('/master', { signal })),
    getLanguageStrings: (locale: string, signal?: AbortSignal) =>
      unwrap(client.GET('/lang/{locale}', { params: { path: { locale } }, signal })),
    listCountries: (signal?: AbortSignal) => unwrap(client.GET('/countries', { signal })),
  };
}

export type SettingsEndpoints = ReturnType<typeof settingsEndpoints>;
export type MasterSettings = Awaited<ReturnType<SettingsEndpoints['getMaster']>>['data'];
