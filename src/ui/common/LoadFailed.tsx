import { Trans } from '@lingui/react/macro';
import { plainSecondaryButton } from '../../lib/plain-button-style';

export interface LoadFailedProps {
  /** The status of the failure (0: the server was not reached). */
  status: number;
  onRetry: () => void;
}

/**
 * What a screen shows when its data or its code could not be loaded: why, in plain words, and a way to try
 * again. Plain elements only, so it shows even when the code of the kit's own controls is what could not be
 * fetched (FailureBoundary).
 */
export function LoadFailed({ status, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 p-6 text-center">
      <p className="text-gray-900">
        {status === 0 ? (
          <Trans>We could not reach the shop. Check your connection and try again.</Trans>
        ) : status === 404 ? (
          <Trans>This could not be found. It may have been removed.</Trans>
        ) : (
          <Trans>Something went wrong while loading this. Please try again.</Trans>
        )}
      </p>
      {status !== 404 && (
        <button type="button" className={plainSecondaryButton} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
