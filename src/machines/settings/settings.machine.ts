import { assign, setup } from 'xstate';
import { DEFAULT_LOCALE } from '../../../common/default-locale';
import { isLocaleTag } from '../../../common/locale-tag';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import { chooseCurrencyId, directionOf, isOfferedLocale } from './settings.selectors';
import type {
  Direction,
  MasterSettings,
  ServerMessages,
  SettingsContext,
  SettingsEvent,
  SettingsInput,
  ThemeColors,
} from './settings.types';

interface LocaleRuleParams {
  settings: MasterSettings;
  storedLocale: string | null;
  canPersist: boolean;
}

/**
 * docs/requirements.md §4 says the server's app_locale wins when it differs from the stored locale. Taken
 * literally, a server whose app_locale never changes would undo every language the shopper picks. So
 * app_locale wins only while the shopper has no usable choice: nothing stored, or a locale /master no
 * longer offers. After such a switch the stored locale equals app_locale, so the next load never
 * switches again: at most one reload, never a loop. Without working storage there is no switch at all.
 */
function serverLocaleWins({ settings, storedLocale, canPersist }: LocaleRuleParams): boolean {
  // A server locale the storefront would not read back from storage (not a locale code, or not offered) would be
  // switched to on every load: it never wins.
  if (!canPersist || !isLocaleTag(settings.app_locale) || !isOfferedLocale(settings, settings.app_locale)) return false;
  const hasUsableChoice = storedLocale !== null && isOfferedLocale(settings, storedLocale);
  return !hasUsableChoice && settings.app_locale !== (storedLocale ?? DEFAULT_LOCALE);
}

/** The `lang` and `dir` of the page for the context's locale. */
function pageLanguage({ settings, locale }: SettingsContext): { locale: string; direction: Direction } {
  return { locale, direction: settings ? directionOf(settings, locale) : 'ltr' };
}

/**
 * Site settings, language and currency. Loads `/master` once before any content renders; a failure
 * waits for the shopper to retry. Screen effects (theme, direction, storage, reload) are named actions
 * that `src/app/settings` provides, so the machine stays free of the DOM.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    // The input may be left out (defaults: nothing stored, storage works). `| undefined` would be
    // dropped by setup()'s inference and make the input required; `| void` keeps it optional.
    // biome-ignore lint/suspicious/noConfusingVoidType: see above
    input: {} as SettingsInput | void,
  },
  actors: {
    loadSettings: providedByApp<MasterSettings>('loadSettings'),
    loadServerStrings: providedByApp<ServerMessages, { locale: string }>('loadServerStrings'),
  },
  // Placeholders: the real effects are provided by src/app/settings (tests provide spies).
  actions: {
    applyTheme: (_, _params: { colors: ThemeColors }) => {},
    applyDirection: (_, _params: { locale: string; direction: Direction }) => {},
    saveLocale: (_, _params: { locale: string }) => {},
    saveCurrency: (_, _params: { currencyId: number }) => {},
    reloadPage: () => {},
    mergeServerStrings: (_, _params: { locale: string; messages: ServerMessages }) => {},
    warnServerStringsFailed: (_, _params: { locale: string; error: unknown }) => {},
  },
  guards: {
    serverLocaleWins: (_, params: LocaleRuleParams) => serverLocaleWins(params),
    isOfferedCurrency: ({ context }, { currencyId }: { currencyId: number }) =>
      context.settings?.currencies.some((currency) => currency.id === currencyId) ?? false,
    isAnotherOfferedLocale: ({ context }, { locale }: { locale: string }) =>
      locale !== context.locale && isOfferedLocale(context.settings, locale),
  },
}).createMachine({
  id: 'settings',
  initial: 'loading',
  context: ({ input }) => {
    const stored: SettingsInput = input ?? {};
    return {
      settings: null,
      error: null,
      locale: stored.storedLocale ?? DEFAULT_LOCALE,
      storedLocale: stored.storedLocale ?? null,
      canPersist: stored.canPersist ?? true,
      currencyId: stored.storedCurrencyId ?? null,
    };
  },
  states: {
    loading: {
      description: 'Fetching the site settings from /master; nothing else renders yet.',
      tags: ['loading'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: [
          {
            description:
              'The shopper has no usable stored locale and /master runs in another one: store it, set its direction, reload.',
            guard: {
              type: 'serverLocaleWins',
              params: ({ context, event }) => ({
                settings: event.output,
                storedLocale: context.storedLocale,
                canPersist: context.canPersist,
              }),
            },
            target: 'reloading',
            actions: [
              assign({ settings: ({ event }) => event.output, locale: ({ event }) => event.output.app_locale }),
              { type: 'saveLocale', params: ({ context }) => ({ locale: context.locale }) },
              { type: 'applyDirection', params: ({ context }) => pageLanguage(context) },
              'reloadPage',
            ],
          },
          {
            description: 'Keep the settings, pick the currency, apply the theme and the text direction.',
            target: 'ready',
            actions: [
              assign(({ context, event }) => ({
                settings: event.output,
                error: null,
                currencyId: chooseCurrencyId(event.output.currencies, context.currencyId),
              })),
              { type: 'applyTheme', params: ({ event }) => ({ colors: event.output.theme_colors }) },
              { type: 'applyDirection', params: ({ context }) => pageLanguage(context) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    ready: {
      description:
        'Settings are known and the shop renders. The server translations for the locale load in the background.',
      invoke: {
        id: 'loadServerStrings',
        src: 'loadServerStrings',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          description: 'Merge the server strings over the bundled catalog.',
          actions: {
            type: 'mergeServerStrings',
            params: ({ context, event }) => ({ locale: context.locale, messages: event.output }),
          },
        },
        onError: {
          description: 'The bundled catalog stays; the failure is only logged (docs/requirements.md §7).',
          actions: {
            type: 'warnServerStringsFailed',
            params: ({ context, event }) => ({ locale: context.locale, error: event.error }),
          },
        },
      },
      on: {
        'currency.select': {
          description: 'Show amounts in another offered currency, and remember it for the next visit.',
          guard: { type: 'isOfferedCurrency', params: ({ event }) => ({ currencyId: event.currencyId }) },
          actions: [
            assign({ currencyId: ({ event }) => event.currencyId }),
            { type: 'saveCurrency', params: ({ event }) => ({ currencyId: event.currencyId }) },
          ],
        },
        'locale.select': {
          description: 'Another offered language: store it, set its direction, reload the page in it.',
          guard: { type: 'isAnotherOfferedLocale', params: ({ event }) => ({ locale: event.locale }) },
          target: 'reloading',
          actions: [
            assign({ locale: ({ event }) => event.locale }),
            { type: 'saveLocale', params: ({ event }) => ({ locale: event.locale }) },
            { type: 'applyDirection', params: ({ context }) => pageLanguage(context) },
            'reloadPage',
          ],
        },
      },
    },
    reloading: {
      description: 'A new locale is stored and the page is reloading; nothing more happens here.',
      tags: ['loading'],
    },
    failed: {
      description: 'The settings could not be loaded; the shopper may retry.',
      on: { 'settings.retry': { target: 'loading', description: 'Ask /master again.' } },
    },
  },
});
