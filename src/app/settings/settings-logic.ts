import { fromPromise } from 'xstate';
import type { SettingsEndpoints } from '../../api/endpoints/settings';
import { settingsMachine } from '../../machines/settings/settings.machine';
import type { ServerMessages, SettingsInput } from '../../machines/settings/settings.types';
import { mergeServerMessages, warnServerMessagesFailed } from '../i18n';
import { changedServerStrings } from './changed-strings';
import { applyPageLanguage, applyThemeColors, reloadPage } from './document-effects';
import {
  adoptAddressLocale,
  canPersistChoices,
  readStoredCurrencyId,
  readStoredLocale,
  saveStoredCurrencyId,
  saveStoredLocale,
  shareStoredChoices,
} from './preferences';

/** The two calls the settings machine makes. */
export type SettingsApi = Pick<SettingsEndpoints, 'getMaster' | 'getLanguageStrings'>;

/** The shopper's stored choices, read once when the actor starts (and shared with the server for the next page). */
export function readSettingsInput(): SettingsInput {
  adoptAddressLocale();
  shareStoredChoices();
  return {
    storedLocale: readStoredLocale(),
    storedCurrencyId: readStoredCurrencyId(),
    canPersist: canPersistChoices(),
  };
}

/** The settings machine with the real calls and the real page effects (`reload` is swapped in tests). */
export function createSettingsLogic(api: SettingsApi, reload: () => void = reloadPage) {
  return settingsMachine.provide({
    actors: {
      loadSettings: fromPromise(({ signal }) => api.getMaster(signal).then((body) => body.data)),
      loadServerStrings: fromPromise<ServerMessages, { locale: string }>(async ({ input, signal }) => {
        const { data } = await api.getLanguageStrings(input.locale, signal);
        const changed = changedServerStrings(input.locale, data);
        if (Object.keys(changed).length === 0) return {};
        const { compileServerStrings } = await import('./server-strings');
        return compileServerStrings(changed);
      }),
    },
    actions: {
      applyTheme: (_, { colors }) => applyThemeColors(colors),
      applyDirection: (_, { locale, direction }) => applyPageLanguage(locale, direction),
      saveLocale: (_, { locale }) => saveStoredLocale(locale),
      saveCurrency: (_, { currencyId }) => saveStoredCurrencyId(currencyId),
      reloadPage: () => reload(),
      mergeServerStrings: (_, { locale, messages }) => mergeServerMessages(locale, messages),
      warnServerStringsFailed: (_, { locale, error }) => warnServerMessagesFailed(locale, error),
    },
  });
}
