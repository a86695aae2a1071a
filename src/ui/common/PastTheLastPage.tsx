import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { Link } from '../kit/Link';

export interface PastTheLastPageProps {
  /** What the page lacks: "No orders on this page". */
  title: ReactNode;
  /** The list's first page, with the rest of the URL's query kept. */
  firstPage: string;
}

/** A paged account list opened on a page past its last one (an old link, a list grown shorter). */
export function PastTheLastPage({ title, firstPage }: PastTheLastPageProps) {
  return (
    <EmptyState
      title={title}
      action={
        <Link href={firstPage} variant="plain" className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Go to the first page</Trans>
        </Link>
      }
    />
  );
}
