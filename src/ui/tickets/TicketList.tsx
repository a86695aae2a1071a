import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { SummaryCard, SummaryDetail, SummaryList, SummaryListSkeleton } from '../common/SummaryCard';
import { useDateFormat } from '../orders/order-date';
import { TicketStatusBadge } from './TicketStatusBadge';

type TicketSummary = Schema<'TicketSummary'>;

/** The address of a ticket's page. */
export const ticketHref = (ticketNumber: string) => `/support-ticket/${encodeURIComponent(ticketNumber)}`;

/** One ticket: its number (the link to its page), subject, issue type, status and when it was opened. */
function TicketRow({ ticket }: { ticket: TicketSummary }) {
  const { t } = useLingui();
  const formatDate = useDateFormat();
  return (
    <SummaryCard
      href={ticketHref(ticket.ticket_number)}
      title={ticket.ticket_number}
      subtitle={
        <p dir="auto" className={`text-start text-sm ${ticket.subject ? 'text-gray-900' : 'text-gray-600 italic'}`}>
          {ticket.subject ?? t`No subject`}
        </p>
      }
      columns="@2xl:grid-cols-[minmax(0,1fr)_6rem_minmax(0,1fr)]"
    >
      <SummaryDetail term={t`Issue type`} kind="wrap">
        {ticket.issue_type.name}
      </SummaryDetail>
      <SummaryDetail term={t`Status`} kind="badge">
        <TicketStatusBadge status={ticket.status} />
      </SummaryDetail>
      <SummaryDetail term={t`Opened`} kind="plain">
        <time dateTime={ticket.created_at}>{formatDate(ticket.created_at)}</time>
      </SummaryDetail>
    </SummaryCard>
  );
}

/** A page of the customer's tickets, newest first. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  return (
    <SummaryList items={tickets} keyOf={(ticket) => ticket.id}>
      {(ticket) => <TicketRow ticket={ticket} />}
    </SummaryList>
  );
}

/** Grey rows where the tickets are on their way. */
export function TicketListSkeleton() {
  const { t } = useLingui();
  return <SummaryListSkeleton label={t`Loading tickets`} rows={4} />;
}
