import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { TICKETS_PER_PAGE, useSupportTickets } from '../../app/tickets/use-support-tickets';
import { LoadFailed } from '../common/LoadFailed';
import { PagedList } from '../common/PagedList';
import { PastTheLastPage } from '../common/PastTheLastPage';
import { usePageQuery } from '../common/page-query';
import { Button } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { PlusIcon } from '../kit/Icon';
import { NewTicketDialog } from '../tickets/NewTicketDialog';
import { TicketCounts } from '../tickets/TicketCounts';
import { TicketList, TicketListSkeleton } from '../tickets/TicketList';

/**
 * /support-tickets: the customer's tickets counted by status, then listed newest first, a page at a time (the
 * page is in the URL). "New ticket" opens the form; a created ticket shows on the first page.
 */
export default function SupportTicketsPage() {
  const { t } = useLingui();
  const { page, hrefFor, setPage } = usePageQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const [isCreating, setCreating] = useState(false);
  const list = useSupportTickets(page);
  const data = list.data;

  // The newest ticket is first on page 1: go there, or load page 1 again when already on it.
  const justCreated = useRef(false);
  const showCreated = () => {
    justCreated.current = true;
    if (page === 1) list.refresh();
    else setPage(1);
  };
  // Opened from the empty state, the dialog's trigger is gone once the list shows: read on from the heading.
  useEffect(() => {
    if (!justCreated.current || list.isLoading || data === null) return;
    justCreated.current = false;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [list.isLoading, data]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="scroll-mt-28 font-bold text-2xl text-gray-900 outline-none">
          {t`Support Tickets`}
        </h1>
        <Button onPress={() => setCreating(true)}>
          <PlusIcon className="size-5" />
          <Trans>New ticket</Trans>
        </Button>
      </div>
      {list.errorStatus !== null ? (
        <LoadFailed status={list.errorStatus} onRetry={list.retry} />
      ) : (
        <>
          <TicketCounts counts={data} />
          {data === null ? (
            <TicketListSkeleton />
          ) : data.support_tickets.length === 0 ? (
            <EmptyTickets isPastTheEnd={data.total > 0} firstPage={hrefFor(1)} onCreate={() => setCreating(true)} />
          ) : (
            <PagedList
              isBusy={list.isLoading}
              page={page}
              total={data.total}
              perPage={TICKETS_PER_PAGE}
              aria-label={t`Pages of tickets`}
              setPage={setPage}
              heading={heading}
            >
              <TicketList tickets={data.support_tickets} />
            </PagedList>
          )}
        </>
      )}
      <NewTicketDialog isOpen={isCreating} onOpenChange={setCreating} onCreated={showCreated} />
    </div>
  );
}

interface EmptyTicketsProps {
  /** There are tickets, but the URL's page is past the last one. */
  isPastTheEnd: boolean;
  firstPage: string;
  onCreate: () => void;
}

/** What the list shows with nothing in it, and what to do next. */
function EmptyTickets({ isPastTheEnd, firstPage, onCreate }: EmptyTicketsProps) {
  if (isPastTheEnd) {
    return <PastTheLastPage title={<Trans>No tickets on this page</Trans>} firstPage={firstPage} />;
  }
  return (
    <EmptyState
      title={<Trans>You have no support tickets</Trans>}
      action={
        <Button variant="secondary" onPress={onCreate}>
          <Trans>Open a ticket</Trans>
        </Button>
      }
    >
      <Trans>Need help with an order, a payment or your account? Open a ticket and our team will answer here.</Trans>
    </EmptyState>
  );
}
