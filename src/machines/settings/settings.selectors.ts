import type { SnapshotFrom } from 'xstate';
import type { settingsMachine } from './settings.machine';
import type { Currency, Direction, Language, MasterSettings } from './settings.types';

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;
export type SettingsStatus = 'loading' | 'ready' | 'failed';

const NO_LANGUAGES: Language[] = [];
const NO_CURRENCIES: Currency[] = [];

/** docs/requirements.md §3: a language's direction, `ltr` unless /master says otherwise. */
export function directionOf(settings: MasterSettings, locale: string): Direction {
  return settings.languages.find((language) => language.name === locale)?.direction ?? 'ltr';
}

/** The stored choice while /master still offers it, else the currency flagged is_default (docs/requirements.md §4). */
export function chooseCurrencyId(currencies: Currency[], storedId: number | null): number | null {
  const chosen =
    currencies.find((currency) => currency.id === storedId) ??
    currencies.find((currency) => currency.is_default) ??
    currencies[0];
  return chosen?.id ?? null;
}

export function isOfferedLocale(settings: MasterSettings | null, locale: string): boolean {
  return settings?.languages.some((language) => language.name === locale) ?? false;
}

/** `loading` also covers the moment a new locale is saved and the page reloads. */
export function selectStatus(snapshot: SettingsSnapshot): SettingsStatus {
  if (snapshot.hasTag('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
}

export const selectSettings = (snapshot: SettingsSnapshot): MasterSettings | null => snapshot.context.settings;

export const selectLocale = (snapshot: SettingsSnapshot): string => snapshot.context.locale;

export const selectLanguages = (snapshot: SettingsSnapshot): Language[] =>
  snapshot.context.settings?.languages ?? NO_LANGUAGES;

export const selectCurrencies = (snapshot: SettingsSnapshot): Currency[] =>
  snapshot.context.settings?.currencies ?? NO_CURRENCIES;

/** The currency amounts are shown in: an entry of /master `currencies` (the same object while it stays chosen). */
export function selectSelectedCurrency(snapshot: SettingsSnapshot): Currency | null {
  const { currencyId } = snapshot.context;
  return selectCurrencies(snapshot).find((currency) => currency.id === currencyId) ?? null;
}

/** Symbol before or after the amount: /master `currency.position` (docs/requirements.md §9). */
export const selectCurrencyPosition = (snapshot: SettingsSnapshot): 'prefix' | 'suffix' =>
  snapshot.context.settings?.currency.position ?? 'prefix';

export function selectDirection(snapshot: SettingsSnapshot): Direction {
  const { settings, locale } = snapshot.context;
  return settings ? directionOf(settings, locale) : 'ltr';
}
