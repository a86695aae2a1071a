import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../kit/EmptyState';

/** An order that does not exist or is someone else's: the same words for both (the page links back to the history). */
export function OrderNotFound() {
  return (
    <div role="alert" className="rounded-lg border border-gray-200">
      <EmptyState title={<Trans>Order not found</Trans>}>
        <Trans>We could not find this order among yours. Check the link, or look for it in your order history.</Trans>
      </EmptyState>
    </div>
  );
}
