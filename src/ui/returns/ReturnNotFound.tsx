import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../kit/EmptyState';

/** A return that does not exist or is someone else's: the same words for both (the page links back to the list). */
export function ReturnNotFound() {
  return (
    <div role="alert" className="rounded-lg border border-gray-200">
      <EmptyState title={<Trans>Return not found</Trans>}>
        <Trans>We could not find this return among yours. Check the link, or look for it in your returns.</Trans>
      </EmptyState>
    </div>
  );
}
