import { useMemo } from 'react';
import { useLocale } from '../../app/settings/use-settings';

/**
 * A date in the page's language ("14 March 2025, 10:22"), with Latin digits as money shows them. An
 * unknown locale falls back to English rather than failing the page.
 */
export function createDateFormatter(locale: string): (iso: string) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(new Intl.Locale(locale, { numberingSystem: 'latn' }).toString(), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  } catch {
    format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
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
