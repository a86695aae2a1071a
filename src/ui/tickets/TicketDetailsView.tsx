import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { Schema } from '../../api/types';
import { useTicketReply } from '../../app/tickets/use-ticket-reply';
import { Link } from '../kit/Link';
import { useDateFormat } from '../orders/order-date';
import { TicketReplyBox } from './TicketReplyBox';
import { TicketStatusBadge } from './TicketStatusBadge';
import { TicketThread, threadOf } from './TicketThread';

type TicketDetails = Schema<'TicketDetails'>;
type TicketMessage = Schema<'TicketMessage'>;

const term = 'text-gray-600 text-xs';
const detail = 'font-medium text-gray-900 text-sm';

/** The ticket's subject and facts: number, status, issue type, order number and when it was opened. */
function TicketFacts({ ticket, headingId }: { ticket: TicketDetails; headingId: string }) {
  const { t } = useLingui();
  const formatDate = useDateFormat();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2
        id={headingId}
        dir="auto"
        className={`font-semibold text-lg text-start ${ticket.subject ? 'text-gray-900' : 'text-gray-700 italic'}`}
      >
        {ticket.subject ?? t`No subject`}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-5">
        <div className="flex flex-col">
          <dt className={term}>{t`Ticket number`}</dt>
          <dd className={detail}>{ticket.ticket_number}</dd>
        </div>
        <div className="flex flex-col items-start gap-0.5">
          <dt className={term}>{t`Status`}</dt>
          <dd>
            <TicketStatusBadge status={ticket.status} />
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className={term}>{t`Issue type`}</dt>
          <dd className={detail}>{ticket.issue_type.name}</dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t`Order number`}</dt>
          <dd className={detail}>{ticket.order_number ?? t`None`}</dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t`Opened`}</dt>
          <dd className={detail}>
            <time dateTime={ticket.created_at}>{formatDate(ticket.created_at)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}

export interface TicketDetailsViewProps {
  ticket: TicketDetails;
  replies: TicketMessage[];
}

/**
 * One ticket: its facts, the conversation (the opening message, then the replies and those sent during this
 * visit) and the reply box, or, once the ticket is completed or cancelled, a word that it is closed.
 */
export function TicketDetailsView({ ticket, replies }: TicketDetailsViewProps) {
  const { t } = useLingui();
  const factsId = useId();
  const threadId = useId();
  const replyId = useId();
  const reply = useTicketReply(ticket.ticket_number);
  const sent = useSelector(reply, (snapshot) => snapshot.context.sent);
  const messages = useMemo(() => {
    const loaded = new Set(replies.map((message) => message.id));
    return threadOf(ticket, [...replies, ...sent.filter((message) => !loaded.has(message.id))]);
  }, [ticket, replies, sent]);
  const isOpen = ticket.status === 'Running';

  return (
    <div className="flex flex-col gap-6">
      <TicketFacts ticket={ticket} headingId={factsId} />
      <section aria-labelledby={threadId} className="flex flex-col gap-4">
        <h2 id={threadId} className="font-semibold text-gray-900 text-lg">
          {t`Conversation`}
        </h2>
        <TicketThread messages={messages} />
      </section>
      {isOpen ? (
        <section
          aria-labelledby={replyId}
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
        >
          <h2 id={replyId} className="font-semibold text-gray-900 text-lg">
            {t`Reply`}
          </h2>
          <TicketReplyBox actor={reply} />
        </section>
      ) : (
        <div role="note" className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-gray-800">
          <p>
            {ticket.status === 'Completed' ? (
              <Trans>This ticket is completed and closed to replies.</Trans>
            ) : (
              <Trans>This ticket was cancelled and is closed to replies.</Trans>
            )}{' '}
            <Trans>
              Need more help? <Link href="/support-tickets">Open a new ticket</Link> from your support tickets.
            </Trans>
          </p>
        </div>
      )}
    </div>
  );
}
