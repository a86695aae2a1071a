import { describe, expect, it } from 'vitest';
import { timelineSteps } from '../../../src/ui/orders/OrderStatusTimeline';

// The timeline as drawn is tested on the order page (OrderDetailsActions.test.tsx); these are its steps.
describe('timelineSteps', () => {
  const placed = { status: 'Pending', created_at: '2025-03-14T10:22:05Z' } as const;

  it('keeps the history as the server sent it, oldest first', () => {
    const history = [placed, { status: 'Confirm', created_at: '2025-03-14T11:00:00Z' }] as const;
    expect(timelineSteps(history, 'Confirm')).toEqual([
      { status: 'Pending', at: '2025-03-14T10:22:05Z' },
      { status: 'Confirm', at: '2025-03-14T11:00:00Z' },
    ]);
  });

  it('ends a cancelled order in Cancelled: dated when the history has it, undated when it does not', () => {
    const recorded = [placed, { status: 'Cancelled', created_at: '2025-03-14T10:40:31Z' }] as const;
    expect(timelineSteps(recorded, 'Cancelled').map((step) => step.status)).toEqual(['Pending', 'Cancelled']);
    expect(timelineSteps([placed], 'Cancelled')).toEqual([
      { status: 'Pending', at: '2025-03-14T10:22:05Z' },
      { status: 'Cancelled', at: null },
    ]);
  });
});
