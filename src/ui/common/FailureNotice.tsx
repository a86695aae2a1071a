import { Trans } from '@lingui/react/macro';
import { plainSecondaryButton } from './plain-button-style';

export interface FailureNoticeProps {
  /** The app's code could not be fetched (offline, say), rather than a part failing for another reason. */
  codeNotFetched: boolean;
  onRetry: () => void;
}

/**
 * A part of the shop that could not render: why, in LoadFailed's words, and Try again. Plain elements only, so
 * it shows even when the code of the kit's own controls is what could not be fetched.
 */
export function FailureNotice({ codeNotFetched, onRetry }: FailureNoticeProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 p-6 text-center">
      <p className="text-gray-900">
        {codeNotFetched ? (
          <Trans>We could not reach the shop. Check your connection and try again.</Trans>
        ) : (
          <Trans>Something went wrong while loading this. Please try again.</Trans>
        )}
      </p>
      <button type="button" className={plainSecondaryButton} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
