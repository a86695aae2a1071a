import { describe, expect, it } from 'vitest';
import { CHAT_TIME_THRESHOLDS, formatChatTime, formatChatTimestamp } from '../../src/lib/chat-time';

const NOW = new Date('2026-11-21T15:04:12Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = (365.25 / 12) * DAY;

function ago(elapsed: number, locale: string) {
  return formatChatTime(new Date(NOW.getTime() - elapsed), { now: NOW, locale, timeZone: 'UTC' });
}

describe('chat time thresholds (docs/requirements.md §9)', () => {
  it('are the figures of docs/requirements.md §9', () => {
    expect(CHAT_TIME_THRESHOLDS).toEqual({ seconds: 45, minutes: 45, hours: 22, days: 26, months: 11 });
  });

  // Each threshold: the last value of a unit, then the first value of the next one.
  it.each([
    [0, 'now', 'الآن'],
    [44 * SECOND, 'now', 'الآن'],
    [45 * SECOND, '1 minute ago', 'قبل دقيقة واحدة'],
    [89 * SECOND, '1 minute ago', 'قبل دقيقة واحدة'],
    [90 * SECOND, '2 minutes ago', 'قبل دقيقتين'],
    [44 * MINUTE, '44 minutes ago', 'قبل 44 دقيقة'],
    [45 * MINUTE, '1 hour ago', 'قبل ساعة واحدة'],
    [2 * HOUR, '2 hours ago', 'قبل ساعتين'],
    [21 * HOUR, '21 hours ago', 'قبل 21 ساعة'],
    [22 * HOUR, '1 day ago', 'قبل يوم واحد'],
    [2 * DAY, '2 days ago', 'قبل يومين'],
    [25 * DAY, '25 days ago', 'قبل 25 يومًا'],
    [26 * DAY, '1 month ago', 'قبل شهر واحد'],
    [10 * MONTH, '10 months ago', 'قبل 10 أشهر'],
    [11 * MONTH, '07:34 PM, 21 Dec, 2025', '07:34 م، 21 ديسمبر، 2025'],
  ])('%i ms ago reads %j in English and %j in Arabic', (elapsed, english, arabic) => {
    expect(ago(elapsed, 'en')).toBe(english);
    expect(ago(elapsed, 'ar')).toBe(arabic);
  });

  it('calls a message from a clock ahead of ours "now"', () => {
    expect(ago(-5 * MINUTE, 'en')).toBe('now');
  });
});

describe('formatChatTimestamp', () => {
  it("writes 'hh:mm a, DD MMM, YYYY' with the locale's words and comma", () => {
    const afternoon = new Date('2026-03-05T15:04:00Z');
    expect(formatChatTimestamp(afternoon, 'en', 'UTC')).toBe('03:04 PM, 05 Mar, 2026');
    expect(formatChatTimestamp(afternoon, 'ar', 'UTC')).toBe('03:04 م، 05 مارس، 2026');
  });

  it('writes midnight as 12 AM, and follows the given time zone', () => {
    const midnight = new Date('2026-01-01T00:00:00Z');
    expect(formatChatTimestamp(midnight, 'en', 'UTC')).toBe('12:00 AM, 01 Jan, 2026');
    expect(formatChatTimestamp(midnight, 'en', 'Asia/Dubai')).toBe('04:00 AM, 01 Jan, 2026');
  });

  it('falls back to English for a locale tag that is not valid', () => {
    expect(formatChatTimestamp(new Date('2026-03-05T15:04:00Z'), 'not a locale!', 'UTC')).toBe(
      '03:04 PM, 05 Mar, 2026',
    );
  });
});
