import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useDateFormat } from '../orders/order-date';
import { TicketAttachments } from './TicketAttachments';

type TicketMessage = Schema<'TicketMessage'>;

/** A message of the thread; the ticket's opening message has no id of its own. */
export interface ThreadMessage extends Omit<TicketMessage, 'id'> {
  key: string;
}

/** The opening message (with the ticket's own files) first, then the replies, oldest first. */
export function threadOf(ticket: Schema<'TicketDetails'>, replies: readonly TicketMessage[]): ThreadMessage[] {
  const opening: ThreadMessage = {
    key: 'opening',
    message: ticket.message,
    sender: 'customer',
    created_at: ticket.created_at,
    attachments: ticket.attachments,
  };
  return [opening, ...replies.map(({ id, ...reply }) => ({ ...reply, key: String(id) }))];
}

/**
 * The conversation: the customer's messages at the inline end, support's at the inline start (mirrored in
 * right-to-left languages), each with its author and time. Text is shown as text, line breaks kept.
 */
export function TicketThread({ messages }: { messages: ThreadMessage[] }) {
  const { t } = useLingui();
  const formatDate = useDateFormat();
  return (
    <ol aria-label={t`Messages`} className="flex flex-col gap-4">
      {messages.map((message) => {
        const isMine = message.sender === 'customer';
        return (
          <li
            key={message.key}
            className={`flex max-w-[85%] flex-col ${isMine ? 'items-end self-end' : 'items-start self-start'}`}
          >
            <article
              data-sender={message.sender}
              className={`flex flex-col gap-1 ${isMine ? 'items-end' : 'items-start'}`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-gray-700 text-xs">
                <span className="font-semibold text-gray-900">{isMine ? t`You` : t`Support team`}</span>
                <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
              </p>
              <div
                className={`flex flex-col gap-3 rounded-2xl px-4 py-3 text-start ${
                  isMine
                    ? 'rounded-se-sm bg-primary-50 text-gray-900'
                    : 'rounded-ss-sm border border-gray-200 bg-white text-gray-900'
                }`}
              >
                {/* The shopper's or support's own words, in whichever direction they were written. */}
                <p dir="auto" className="whitespace-pre-wrap break-words">
                  {message.message}
                </p>
                <TicketAttachments attachments={message.attachments} />
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
