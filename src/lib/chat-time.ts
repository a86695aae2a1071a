import { latinDigitsLocale } from '../../common/latin-digits';
/**
 * When a chat message was written (docs/requirements.md §9): relative ("5 minutes ago") while it is recent, with the
 * thresholds given there, and as 'hh:mm a, DD MMM, YYYY' once it is older than the last one (months), where a
 * vague "a year ago" would hide the date. Localised by Intl, with Latin digits as the amounts use.
 */

/** docs/requirements.md §9: the largest count of each unit before the next unit takes over. */
export const CHAT_TIME_THRESHOLDS = { seconds: 45, minutes: 45, hours: 22, days: 26, months: 11 } as const;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The average month and year, as relative-time libraries count them. */
const MONTH = (365.25 / 12) * DAY;

export type ChatTimeStep =
  | { kind: 'now' }
  | { kind: 'relative'; value: number; unit: 'minute' | 'hour' | 'day' | 'month' }
  | { kind: 'absolute' };

/**
 * Which wording a message `elapsed` ms old gets. Each unit is rounded; one of a unit starts when the previous
 * unit reaches its threshold (45 s is "1 minute ago"), and a unit's own threshold hands over to the next
 * (45 minutes is "1 hour ago"). A message from the future (a clock ahead of ours) is "now".
 */
export function chatTimeStep(elapsed: number): ChatTimeStep {
  const { seconds, minutes, hours, days, months } = CHAT_TIME_THRESHOLDS;
  if (Math.round(elapsed / SECOND) < seconds) return { kind: 'now' };
  const inMinutes = Math.round(elapsed / MINUTE);
  if (inMinutes < minutes) return { kind: 'relative', value: Math.max(inMinutes, 1), unit: 'minute' };
  const inHours = Math.round(elapsed / HOUR);
  if (inHours < hours) return { kind: 'relative', value: Math.max(inHours, 1), unit: 'hour' };
  const inDays = Math.round(elapsed / DAY);
  if (inDays < days) return { kind: 'relative', value: Math.max(inDays, 1), unit: 'day' };
  const inMonths = Math.round(elapsed / MONTH);
  if (inMonths < months) return { kind: 'relative', value: Math.max(inMonths, 1), unit: 'month' };
  return { kind: 'absolute' };
}

/** Languages written with the Arabic comma. */
const ARABIC_COMMA_LANGUAGES = new Set(['ar', 'fa', 'ur', 'ps', 'ckb']);

function commaOf(locale: string): string {
  try {
    return ARABIC_COMMA_LANGUAGES.has(new Intl.Locale(locale).language) ? '\u060C' : ',';
  } catch {
    return ',';
  }
}

/**
 * 'hh:mm a, DD MMM, YYYY' in `locale`: "03:04 PM, 21 Nov, 2026", or "03:04 م، 21 نوفمبر، 2026" in Arabic.
 * The order is that of docs/requirements.md §9; the words (month, AM/PM) and the comma are the locale's.
 */
export function formatChatTimestamp(date: Date, locale: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(latinDigitsLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  // Some ICU versions write 12 at midnight as 00 with hour12; the required hh is 01 to 12.
  const hour = part('hour') === '00' ? '12' : part('hour');
  const comma = commaOf(locale);
  return `${hour}:${part('minute')} ${part('dayPeriod')}${comma} ${part('day')} ${part('month')}${comma} ${part('year')}`;
}

export interface ChatTimeOptions {
  /** The time to count from, so callers (and tests) decide what "now" is. */
  now: Date;
  locale: string;
  /** The zone an absolute time is shown in; the browser's own when left out. */
  timeZone?: string;
}

/** A message's time as shown next to it. */
export function formatChatTime(date: Date, { now, locale, timeZone }: ChatTimeOptions): string {
  const step = chatTimeStep(now.getTime() - date.getTime());
  if (step.kind === 'absolute') return formatChatTimestamp(date, locale, timeZone);
  const relative = new Intl.RelativeTimeFormat(latinDigitsLocale(locale), { numeric: 'auto' });
  if (step.kind === 'now') return relative.format(0, 'second');
  // "auto" would say "yesterday" for anything from 22 to 36 hours ago: counted units read true.
  return new Intl.RelativeTimeFormat(latinDigitsLocale(locale), { numeric: 'always' }).format(-step.value, step.unit);
}
