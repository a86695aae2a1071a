import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { useDateFormat } from '../orders/order-date';
import { TicketStatusBadge } from './TicketStatusBadge';

type TicketSummary = Schema<'TicketSummary'>;

const term = 'text-gray-600 text-xs';
const detail = 'font-medium text-gray-900 text-sm';

/** The address of a ticket's page. */
export const ticketHref = (ticketNumber: string) => `/support-ticket/${encodeURIComponent(ticketNumber)}`;

/** One ticket: its number (the link to its page), subject, issue type, status and when it was opened. */
function TicketRow({ ticket }: { ticket: TicketSummary }) {
  const { t } = useLingui();
  const formatDate = useDateFormat();
  return (
    <article className="relative flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-gray-400 sm:flex-row sm:items-center sm:gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold text-base text-gray-900">
          {/* The number is the row's link; its box covers the row so the whole row can be pressed. */}
          <Link
            href={ticketHref(ticket.ticket_number)}
            variant="plain"
            className="after:absolute after:inset-0 hover:underline"
          >
            {ticket.ticket_number}
          </Link>
        </h2>
        <p
          dir="auto"
          className={`truncate text-start text-sm ${ticket.subject ? 'text-gray-900' : 'text-gray-600 italic'}`}
        >
          {ticket.subject ?? t`No subject`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:flex-[2] sm:grid-cols-[minmax(0,1fr)_6rem_minmax(0,1fr)] sm:gap-x-4">
        <div className="flex min-w-0 flex-col">
          <dt className={term}>{t`Issue type`}</dt>
          <dd className={`${detail} truncate`}>{ticket.issue_type.name}</dd>
        </div>
        <div className="flex flex-col items-start gap-0.5">
          <dt className={term}>{t`Status`}</dt>
          <dd>
            <TicketStatusBadge status={ticket.status} />
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t`Opened`}</dt>
          <dd className={detail}>
            <time dateTime={ticket.created_at}>{formatDate(ticket.created_at)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** A page of the customer's tickets, newest first. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <TicketRow ticket={ticket} />
        </li>
      ))}
    </ul>
  );
}

const ROWS = ['a', 'b', 'c', 'd'];

/** Grey rows where the tickets are on their way. */
export function TicketListSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading tickets`} className="flex flex-col gap-3">
      {ROWS.map((key) => (
        <Skeleton key={key} className="h-24 w-full rounded-lg sm:h-16" />
      ))}
    </SkeletonGroup>
  );
}
