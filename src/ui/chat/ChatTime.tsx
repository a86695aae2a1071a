import { useLingui } from '@lingui/react/macro';
import { formatChatTime, formatChatTimestamp } from '../../lib/chat-time';

export interface ChatTimeProps {
  /** ISO date-time from the server. */
  value: string;
  /** What "now" is; the render's time when left out (a list that ticks passes its own). */
  now?: Date;
  className?: string;
}

/** When a message was written: relative while recent, else dated; the full date and time on hover. */
export function ChatTime({ value, now, className = '' }: ChatTimeProps) {
  const { i18n } = useLingui();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const locale = i18n.locale;
  return (
    <time dateTime={value} title={formatChatTimestamp(date, locale)} className={`text-gray-600 text-xs ${className}`}>
      {formatChatTime(date, { now: now ?? new Date(), locale })}
    </time>
  );
}
