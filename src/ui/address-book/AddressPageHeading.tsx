import { Trans } from '@lingui/react/macro';
import { ArrowIcon } from '../kit/Icon';
import { Link } from '../kit/Link';

export interface AddressPageHeadingProps {
  title: string;
  /** The heading's id: it names the form below. */
  id: string;
}

/** The top of the new and edit address pages: the way back to the list, then the page's heading. */
export function AddressPageHeading({ title, id }: AddressPageHeadingProps) {
  return (
    <div className="flex flex-col gap-2">
      <Link href="/manage-address" variant="standalone" className="self-start">
        <ArrowIcon direction="start" className="size-4" />
        <Trans>Back to your addresses</Trans>
      </Link>
      <h1 id={id} className="font-bold text-2xl text-gray-900">
        {title}
      </h1>
    </div>
  );
}
