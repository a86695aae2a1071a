import { Link } from 'wouter';
import { useAppName } from '../../app/app-name';

/** The site header: the logo back to the home page. The top bar and navbar join it with the shell. */
export function SiteHeader() {
  const appName = useAppName();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
        <Link
          href="/"
          className="min-h-6 text-lg font-bold text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {appName}
        </Link>
      </div>
    </header>
  );
}
