import { Trans } from '@lingui/react/macro';
import { buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { Link } from '../kit/Link';

/** An address that is not among the customer's (unknown, deleted, or someone else's): the same words for all. */
export function AddressNotFound() {
  return (
    <div role="alert" className="rounded-lg border border-gray-200">
      <EmptyState
        title={<Trans>Address not found</Trans>}
        action={
          <Link href="/manage-address" variant="plain" className={buttonStyles({ variant: 'secondary' })}>
            <Trans>Back to your addresses</Trans>
          </Link>
        }
      >
        <Trans>We could not find this address among yours. It may have been deleted.</Trans>
      </EmptyState>
    </div>
  );
}
