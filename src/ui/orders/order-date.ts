import { useMemo } from 'react';
import { latinDigitsLocale } from '../../../common/latin-digits';
import { useLocale } from '../../app/settings/use-settings';

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * A date in the page's language ("14 March 2025, 10:22"), with Latin digits as money shows them. An
 * unknown locale falls back to English rather than failing the page.
 */
export function createDateFormatter(
  locale: string,
  style: Intl.DateTimeFormatOptions = DATE_AND_TIME,
): (iso: string) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(latinDigitsLocale(locale), style);
  } catch {
    format = new Intl.DateTimeFormat('en', style);
  }
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** Formats the server's date-times through the active locale. */
export function useDateFormat(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => createDateFormatter(locale), [locale]);
}

/** Formats the server's date-times as a day alone ("1 March 2025"), for deadlines. */
export function useDayFormat(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => createDateFormatter(locale, DAY), [locale]);
}
