import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../kit/EmptyState';

/** A ticket that does not exist or is someone else's: the same words for both (the page links back to the list). */
export function TicketNotFound() {
  return (
    <div role="alert" className="rounded-lg border border-gray-200">
      <EmptyState title={<Trans>Ticket not found</Trans>}>
        <Trans>
          We could not find this ticket among yours. Check the link, or look for it in your support tickets.
        </Trans>
      </EmptyState>
    </div>
  );
}
