import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../kit/Link';

export interface ContentNotFoundProps {
  /** Where to go instead, e.g. the blog. @default '/' */
  backHref?: string;
  backLabel?: ReactNode;
}

/** A post or page the server does not know (404): said plainly, as the page's heading, with a way on. */
export function ContentNotFound({ backHref = '/', backLabel }: ContentNotFoundProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="font-bold text-2xl text-gray-900">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="text-gray-700">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link href={backHref} variant="standalone">
        {backLabel ?? <Trans>Back to the home page</Trans>}
      </Link>
    </div>
  );
}
