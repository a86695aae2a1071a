import { useLingui } from '@lingui/react';
import { TICKET_STATUS_LABELS, type TicketStatus } from '../../app/tickets/ticket-text';

const pill = 'inline-flex min-h-6 items-center rounded-full border px-2.5 font-medium text-xs whitespace-nowrap';

// Dark text on a pale fill: readable (AA) and told apart without the colour, by the word.
const TONES: Record<TicketStatus, string> = {
  Running: 'border-sky-300 bg-sky-50 text-sky-900',
  Completed: 'border-green-300 bg-green-50 text-green-900',
  Cancel: 'border-red-300 bg-red-50 text-red-900',
};

/** A ticket's status as a coloured word. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { i18n } = useLingui();
  return <span className={`${pill} ${TONES[status]}`}>{i18n._(TICKET_STATUS_LABELS[status])}</span>;
}
