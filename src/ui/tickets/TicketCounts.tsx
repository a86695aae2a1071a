import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Skeleton } from '../kit/Skeleton';
import { VisuallyHidden } from '../kit/VisuallyHidden';

export interface TicketCountsProps {
  /** The figures of GET /support-tickets, or null while they load. */
  counts: { running: number; completed: number; cancel: number } | null;
}

/** How many of the customer's tickets are running, completed and cancelled: three figures. */
export function TicketCounts({ counts }: TicketCountsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const figures = [
    { key: 'running', label: t`Running`, value: counts?.running },
    { key: 'completed', label: t`Completed`, value: counts?.completed },
    { key: 'cancel', label: t`Cancelled`, value: counts?.cancel },
  ];
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden>
        <h2 id={headingId}>{t`Tickets by status`}</h2>
      </VisuallyHidden>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div
            key={figure.key}
            className="flex flex-col-reverse items-center gap-1 rounded-lg border border-gray-200 bg-white p-4 text-center"
          >
            <dt className="text-gray-700 text-sm">{figure.label}</dt>
            <dd className="font-bold text-2xl text-gray-900 tabular-nums">
              {figure.value === undefined ? <Skeleton className="h-8 w-10" /> : figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
