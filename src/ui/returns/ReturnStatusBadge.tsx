import { useLingui } from '@lingui/react';
import { RETURN_STATUS_LABELS, type ReturnStatus } from './return-labels';

// Dark text on a pale fill, as the order badges: readable (AA), and told apart by the word, not the colour.
const TONES: Record<ReturnStatus, string> = {
  Pending: 'border-amber-300 bg-amber-50 text-amber-900',
  Approved: 'border-sky-300 bg-sky-50 text-sky-900',
  Rejected: 'border-red-300 bg-red-50 text-red-900',
  Refunded: 'border-green-300 bg-green-50 text-green-900',
};

/** Where a return request stands, as a coloured word. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`inline-flex min-h-6 items-center whitespace-nowrap rounded-full border px-2.5 font-medium text-xs ${TONES[status]}`}
    >
      {i18n._(RETURN_STATUS_LABELS[status])}
    </span>
  );
}
