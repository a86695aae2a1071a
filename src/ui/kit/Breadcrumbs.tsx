import { useLingui } from '@lingui/react/macro';
import { ChevronIcon } from './Icon';
import { Link } from './Link';

export interface Crumb {
  label: string;
  /** Where it leads; the last crumb (the page itself) has none. */
  href?: string;
}

/**
 * Where the page sits in the shop, one line: the home page, the ancestors given, the page itself as text marked
 * current. Always a line high, also while its crumbs load (null), so nothing below it moves when they come; a long
 * name is cut with an ellipsis at its end.
 */
export function Breadcrumbs({ crumbs: given, className = '' }: { crumbs: Crumb[] | null; className?: string }) {
  const { t } = useLingui();
  // "Home" is also an address's type: the context keeps the two apart in translations.
  const crumbs = given && [{ label: t({ context: 'page', message: 'Home' }), href: '/' }, ...given];
  return (
    <nav aria-label={t`Breadcrumbs`} className={`min-h-6 text-sm ${className}`}>
      {crumbs && (
        <ol className="flex min-h-6 min-w-0 flex-wrap items-center gap-1 text-gray-700">
          {crumbs.map((crumb, index) => {
            const isLast = index === crumbs.length - 1;
            return (
              <li
                key={crumb.href ?? crumb.label}
                className={`flex items-center gap-1 ${isLast ? 'min-w-0' : 'shrink-0'}`}
              >
                {index > 0 && <ChevronIcon direction="end" className="size-3 shrink-0 text-gray-500" />}
                {isLast || !crumb.href ? (
                  <span aria-current={isLast ? 'page' : undefined}>
                    <bdi>{crumb.label}</bdi>
                  </span>
                ) : (
                  <Link href={crumb.href} variant="standalone" className="max-w-48 truncate">
                    <bdi>{crumb.label}</bdi>
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
