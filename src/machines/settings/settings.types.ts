import type { Messages } from '@lingui/core';
import type { MasterSettings } from '../../api/endpoints/settings';
import type { Schema } from '../../api/types';

export type { MasterSettings };
export type Currency = Schema<'Currency'>;
export type Language = Schema<'Language'>;
export type ThemeColors = Schema<'ThemeColors'>;
export type Direction = Language['direction'];

/** What the app read from the browser before the machine starts (the machine never touches storage). */
export interface SettingsInput {
  /** `localStorage.locale`, or null when the shopper never chose one. */
  storedLocale?: string | null;
  /** `localStorage.currency` (a currency id), or null when the shopper never chose one. */
  storedCurrencyId?: number | null;
  /**
   * Whether a saved choice survives a reload (some private modes refuse storage). Without it, switching
   * to the server's locale by reloading would start over with nothing stored and reload again, forever.
   */
  canPersist?: boolean;
}

export interface SettingsContext {
  settings: MasterSettings | null;
  /** Why the last load failed: the status (0 when offline) and the server's message. */
  error: { status: number; message: string } | null;
  /** The locale the page runs in: the stored one, or the default `en`. */
  locale: string;
  /** The stored locale as read at start (null when absent); decides whether /master's app_locale wins. */
  storedLocale: string | null;
  canPersist: boolean;
  /** The stored currency id until settings arrive, then the chosen currency's id. */
  currencyId: number | null;
}

export type SettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'currency.select'; currencyId: number }
  | { type: 'locale.select'; locale: string };

/** Server translations, already keyed and compiled like the bundled catalog. */
export type ServerMessages = Messages;
