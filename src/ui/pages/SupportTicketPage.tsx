import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useSupportTicket } from '../../app/tickets/use-support-tickets';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { LoadFailed } from '../common/LoadFailed';
import { ArrowIcon } from '../kit/Icon';
import { Link } from '../kit/Link';
import { TicketDetailsView } from '../tickets/TicketDetailsView';
import { TicketNotFound } from '../tickets/TicketNotFound';
import { TicketSkeleton } from '../tickets/TicketSkeleton';

/**
 * /support-ticket/{ticketNumber}: one of the customer's tickets with its conversation. Someone else's ticket or
 * an unknown number (the server answers 404) shows the not-found message and nothing of the ticket.
 */
export default function SupportTicketPage() {
  const { t } = useLingui();
  const ticketNumber = useParams<{ ticketNumber: string }>().ticketNumber ?? '';
  const details = useSupportTicket(ticketNumber);
  // The last answer stays while another ticket loads: show only the answer to the ticket the URL names (`tk-1000`
  // shows TK-1000, under its own address).
  const data = details.current;
  useCanonicalAddress(data ? `/support-ticket/${encodeURIComponent(data.ticket.ticket_number)}` : null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link href="/support-tickets" variant="standalone" className="self-start">
          <ArrowIcon direction="start" className="size-4" />
          <Trans>Back to Support Tickets</Trans>
        </Link>
        <h1 className="font-bold text-2xl text-gray-900">{t`Support Ticket`}</h1>
      </div>
      {details.errorStatus === 404 ? (
        <TicketNotFound />
      ) : details.errorStatus !== null ? (
        <LoadFailed status={details.errorStatus} onRetry={details.retry} />
      ) : data === null ? (
        <TicketSkeleton />
      ) : (
        <TicketDetailsView key={data.ticket.ticket_number} ticket={data.ticket} replies={data.replies} />
      )}
    </div>
  );
}
