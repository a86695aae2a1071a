import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useDateFormat } from './order-date';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-labels';

type StatusChange = Schema<'OrderStatusChange'>;

interface Step {
  status: OrderStatus;
  /** Null for a step the history does not date (a cancellation the server did not record). */
  at: string | null;
}

/** The steps to show: the history, oldest first; a cancelled order always ends in Cancelled. */
export function timelineSteps(history: readonly StatusChange[], current: OrderStatus): Step[] {
  const steps: Step[] = history.map((change) => ({ status: change.status, at: change.created_at }));
  if (current === 'Cancelled' && steps.at(-1)?.status !== 'Cancelled') steps.push({ status: 'Cancelled', at: null });
  return steps;
}

/** Where an order has been: each status it went through with its date, the last one being where it is now. */
export function OrderStatusTimeline({ history, status }: { history: readonly StatusChange[]; status: OrderStatus }) {
  const { i18n } = useLingui();
  const formatDate = useDateFormat();
  const steps = timelineSteps(history, status);
  return (
    <ol className="flex flex-col">
      {steps.map((step, index) => {
        const isLast = index === steps.length - 1;
        const isCancelled = step.status === 'Cancelled';
        return (
          <li
            key={`${step.status}-${step.at ?? index}`}
            aria-current={isLast ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {/* The dot and the line down to the next step; drawn only, the list order tells the sequence. */}
            <span aria-hidden="true" className="flex flex-col items-center">
              <span
                className={`mt-1 size-3 shrink-0 rounded-full border-2 ${
                  isCancelled
                    ? 'border-red-700 bg-red-700'
                    : isLast
                      ? 'border-primary-700 bg-primary-700'
                      : 'border-gray-500 bg-white'
                }`}
              />
              {!isLast && <span className="mt-1 w-0.5 flex-1 bg-gray-300" />}
            </span>
            <span className="flex flex-col">
              <span className={`text-sm ${isLast ? 'font-semibold text-gray-900' : 'text-gray-800'}`}>
                {i18n._(ORDER_STATUS_LABELS[step.status])}
              </span>
              {step.at && (
                <time dateTime={step.at} className="text-gray-600 text-xs">
                  {formatDate(step.at)}
                </time>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
