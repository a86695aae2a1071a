import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

/** Any path the app does not know (docs/requirements.md §2). */
export default function NotFoundPage() {
  return (
    <div className="max-w-md text-center">
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link
        href="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-primary-700 px-5 font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        <Trans>Back to the home page</Trans>
      </Link>
    </div>
  );
}
