import { useMemo } from 'react';
import { createMoneyFormatter, type MoneyCurrency, type MoneyFormatter } from '../../../common/money';
import {
  selectCurrencies,
  selectCurrencyPosition,
  selectDirection,
  selectLanguages,
  selectLocale,
  selectSelectedCurrency,
  selectSettings,
} from '../../machines/settings/settings.selectors';
import type { Currency, Direction, Language, MasterSettings } from '../../machines/settings/settings.types';
import { SettingsActorContext } from './settings-actor-context';

/** The settings actor: `send({ type: 'currency.select', currencyId })`, `send({ type: 'locale.select', locale })`. */
export const useSettingsActorRef = SettingsActorContext.useActorRef;

/** A narrow read of the settings snapshot: `useSettingsSelector(selectSomething)`. */
export const useSettingsSelector = SettingsActorContext.useSelector;

/** The /master settings. Only below `<SettingsGate>`, which renders its children once they are loaded. */
export function useSettings(): MasterSettings {
  const settings = useSettingsSelector(selectSettings);
  if (!settings) throw new Error('useSettings() is used before the settings loaded: render it inside <SettingsGate>');
  return settings;
}

/** The locale the page runs in (`en`, `ar`, …). */
export function useLocale(): string {
  return useSettingsSelector(selectLocale);
}

/** The text direction of the current locale, from /master languages (default `ltr`). */
export function useDirection(): Direction {
  return useSettingsSelector(selectDirection);
}

/** The languages for the picker. */
export function useLanguages(): Language[] {
  return useSettingsSelector(selectLanguages);
}

/** The currencies for the picker. */
export function useCurrencies(): Currency[] {
  return useSettingsSelector(selectCurrencies);
}

/** The currency amounts are shown in (null only before the settings load). */
export function useSelectedCurrency(): Currency | null {
  return useSettingsSelector(selectSelectedCurrency);
}

/** docs/requirements.md §9: USD with $ until /master says otherwise. */
const DEFAULT_CURRENCY: Currency = { id: 0, name: 'USD', symbol: '$', rate_from_default: 1, is_default: true };

/**
 * Every amount on screen goes through this: `money.format(price)` for one figure;
 * `money.convertLine(price, quantity)` / `money.convert(amount)` then `money.formatConverted(part)` and
 * `money.formatTotal(parts)` when a total is shown with its parts (see `common/money.ts`).
 */
export function useMoney(): MoneyFormatter {
  const currency = useSelectedCurrency() ?? DEFAULT_CURRENCY;
  const position = useSettingsSelector(selectCurrencyPosition);
  const locale = useLocale();
  return useMemo(() => {
    const shown: MoneyCurrency = { symbol: currency.symbol, rate_from_default: currency.rate_from_default, position };
    return createMoneyFormatter(shown, locale);
  }, [currency, position, locale]);
}
